import { STANDARD_TOOLBAR, standardActions } from '../format/actions';
import { text } from '../format/text';
import type { ResourceDeclaration } from '../format/types';
import { PERSON_SECTIONS, personFields } from '../groups/person';

export const disabledInfo: ResourceDeclaration = {
  key: 'disabledInfo',
  group: 'personalRecords',
  title: text('残疾人信息', 'Disabled people', 'Personas con discapacidad'),
  listRoute: '/disabledInfo/index',
  detailRoute: '/disabledInfo/details',
  detailId: 'optional',
  table: 'disabled_info',
  titleField: 'name',
  areaField: 'community',
  sections: [
    ...PERSON_SECTIONS,
    { key: 'disability', title: text('残疾信息', 'Disability', 'Discapacidad') },
  ],
  fields: [
    ...personFields(),
    {
      name: 'certificateNo',
      type: 'text',
      label: text('残疾证号', 'Disability certificate number', 'Número de certificado'),
      required: true,
      maxLength: 30,
      list: { order: 7, width: 200 },
      filter: { mode: 'like', order: 7 },
      section: 'disability',
    },
    {
      name: 'disabilityType',
      type: 'enum',
      dict: 'disability_type',
      label: text('残疾类别', 'Disability type', 'Tipo de discapacidad'),
      required: true,
      list: { order: 8, width: 110 },
      filter: { mode: 'eq', order: 8 },
      section: 'disability',
    },
    {
      name: 'disabilityGrade',
      type: 'enum',
      label: text('残疾等级', 'Disability grade', 'Grado de discapacidad'),
      options: [
        { value: '1', label: text('一级', 'Grade 1', 'Grado 1') },
        { value: '2', label: text('二级', 'Grade 2', 'Grado 2') },
        { value: '3', label: text('三级', 'Grade 3', 'Grado 3') },
        { value: '4', label: text('四级', 'Grade 4', 'Grado 4') },
      ],
      required: true,
      list: { order: 9, width: 100 },
      filter: { mode: 'eq', order: 9 },
      section: 'disability',
    },
    {
      name: 'certificateIssuedOn',
      type: 'date',
      label: text('发证日期', 'Issued on', 'Fecha de emisión'),
      filter: { mode: 'range', order: 10 },
      section: 'disability',
    },
  ],
  actions: standardActions(),
  toolbar: STANDARD_TOOLBAR,
  notes: 'Person group plus certificate number, type (dictionary) and grade 1-4 (GB/T 26341).',
};
