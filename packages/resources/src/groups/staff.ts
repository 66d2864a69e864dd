import type { FieldDeclaration, SectionDeclaration } from '@eldercare/resource-language';
import { section } from './common';
import { f } from '@eldercare/resource-language';

/** People who work for the platform (staff, advisers, assessors, volunteers): Person without guardian data. */
export const STAFF_SECTIONS: SectionDeclaration[] = [
  section('basic', ['基本信息', 'Basic information', 'Información básica']),
  section('work', ['工作信息', 'Work', 'Trabajo']),
];

export function staffFields(): FieldDeclaration[] {
  return [
    f.text('name', ['姓名', 'Name', 'Nombre'], {
      required: true,
      rules: ['name'],
      list: { order: 1, fixed: 'left', width: 110 },
      filter: { mode: 'like', order: 1 },
    }),
    f.idCard('idCard', ['身份证号', 'ID number', 'Número de identidad'], {
      required: true,
    }),
    f.enum('gender', 'sys_user_sex', ['性别', 'Gender', 'Sexo'], {
      derivedFrom: { field: 'idCard', part: 'gender' },
      list: { width: 70 },
    }),
    f.date('birthDate', ['出生日期', 'Birth date', 'Fecha de nacimiento'], {
      derivedFrom: { field: 'idCard', part: 'birthDate' },
    }),
    f.integer('age', ['年龄', 'Age', 'Edad'], { derivedFrom: { field: 'idCard', part: 'age' } }),
    f.mobile('mobile', ['手机', 'Mobile', 'Móvil'], { required: true, list: true }),
    f.enum('education', 'education', ['学历', 'Education', 'Estudios']),
    f.image('photo', ['照片', 'Photo', 'Foto']),
  ];
}
