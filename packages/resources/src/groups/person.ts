import { text } from '@eldercare/resource-language';
import type { FieldDeclaration, SectionDeclaration } from '@eldercare/resource-language';

/** The PRC Law on the Protection of the Rights and Interests of the Elderly (art. 2): citizens of 60 and over. */
export const ELDERLY_MIN_AGE = 60;

/** MODULES.md "Person" group: shared by every personal-record module. */
export const PERSON_SECTIONS: SectionDeclaration[] = [
  { key: 'basic', title: text('基本信息', 'Basic information', 'Información básica') },
  { key: 'residence', title: text('户籍与居住', 'Hukou and residence', 'Hukou y residencia') },
  { key: 'contact', title: text('监护与联系人', 'Guardian and contacts', 'Tutor y contactos') },
];

/** Name and ID number: the person as the register knows them. */
const identityFields = ({ oneRecordPerPerson = false, minAge }: PersonOptions): FieldDeclaration[] => [
  {
    name: 'name',
    type: 'text',
    label: text('姓名', 'Name', 'Nombre'),
    required: true,
    rules: ['name'],
    list: { order: 1, fixed: 'left', width: 110 },
    filter: { mode: 'like', order: 1 },
    section: 'basic',
  },
  {
    name: 'idCard',
    type: 'idCard',
    label: text('身份证号', 'ID number', 'Número de identidad'),
    required: true,
    list: { order: 2, width: 190 },
    filter: { mode: 'like', order: 2 },
    section: 'basic',
    sensitive: true,
    ...(oneRecordPerPerson ? { unique: true as const } : {}),
    ...(minAge ? { minAge } : {}),
  },
];

/** What the ID number tells (gender, birth date, age) and the basic facts beside it. */
const basicFields = (): FieldDeclaration[] => [
  {
    name: 'gender',
    type: 'enum',
    dict: 'sys_user_sex',
    label: text('性别', 'Gender', 'Sexo'),
    derivedFrom: { field: 'idCard', part: 'gender' },
    list: { order: 3, width: 70 },
    section: 'basic',
  },
  {
    name: 'birthDate',
    type: 'date',
    label: text('出生日期', 'Birth date', 'Fecha de nacimiento'),
    derivedFrom: { field: 'idCard', part: 'birthDate' },
    section: 'basic',
  },
  {
    name: 'age',
    type: 'integer',
    label: text('年龄', 'Age', 'Edad'),
    derivedFrom: { field: 'idCard', part: 'age' },
    list: { order: 4, width: 70 },
    filter: { mode: 'range', order: 5 },
    section: 'basic',
  },
  {
    name: 'mobile',
    type: 'mobile',
    label: text('手机', 'Mobile', 'Móvil'),
    section: 'basic',
    sensitive: true,
  },
  {
    name: 'landline',
    type: 'landline',
    label: text('固话', 'Landline', 'Teléfono fijo'),
    section: 'basic',
  },
  {
    name: 'nation',
    type: 'enum',
    dict: 'nation',
    label: text('民族', 'Ethnic group', 'Etnia'),
    section: 'basic',
  },
  {
    name: 'maritalStatus',
    type: 'enum',
    dict: 'marital_status',
    label: text('婚姻状况', 'Marital status', 'Estado civil'),
    section: 'basic',
  },
];

/** Hukou and where the person lives. */
const residenceFields = (): FieldDeclaration[] => [
  {
    name: 'livingStatus',
    type: 'enum',
    dict: 'living_status',
    label: text('居住状况', 'Living status', 'Situación de convivencia'),
    section: 'residence',
  },
  {
    name: 'hukouArea',
    type: 'area',
    label: text('户籍地', 'Hukou area', 'Zona de hukou'),
    filter: { mode: 'eq', order: 3 },
    section: 'residence',
  },
  {
    name: 'community',
    type: 'area',
    label: text('所属社区', 'Community', 'Comunidad'),
    required: true,
    list: { order: 6, width: 160 },
    section: 'residence',
  },
  {
    name: 'address',
    type: 'text',
    label: text('居住地址', 'Residence address', 'Domicilio'),
    maxLength: 200,
    section: 'residence',
    wide: true,
  },
];

/** The guardian and who to call in an emergency. */
const contactFields = (): FieldDeclaration[] => [
  {
    name: 'guardianName',
    type: 'text',
    label: text('监护人', 'Guardian', 'Tutor'),
    rules: ['name'],
    section: 'contact',
  },
  {
    name: 'guardianRelation',
    type: 'enum',
    dict: 'relation',
    label: text('与监护人关系', 'Relation to guardian', 'Relación con el tutor'),
    section: 'contact',
  },
  {
    name: 'guardianPhone',
    type: 'phone',
    label: text('监护人电话', 'Guardian phone', 'Teléfono del tutor'),
    section: 'contact',
    sensitive: true,
  },
  {
    name: 'emergencyContact',
    type: 'text',
    label: text('紧急联系人', 'Emergency contact', 'Contacto de emergencia'),
    section: 'contact',
  },
  {
    name: 'emergencyPhone',
    type: 'phone',
    label: text('紧急联系电话', 'Emergency phone', 'Teléfono de emergencia'),
    section: 'contact',
  },
];

/** The photo and free remarks, last on the form. */
const closingFields = (): FieldDeclaration[] => [
  { name: 'photo', type: 'image', label: text('照片', 'Photo', 'Foto'), section: 'basic' },
  {
    name: 'remarks',
    type: 'textarea',
    label: text('备注', 'Remarks', 'Observaciones'),
    maxLength: 500,
    section: 'contact',
    wide: true,
  },
];

interface PersonOptions {
  oneRecordPerPerson?: boolean;
  minAge?: number;
}

/**
 * `oneRecordPerPerson`: the module registers each person once (elderly, disabled, hardship…), so
 * the ID number is unique in it; modules of several records per person (pensions by month) leave it off.
 * `minAge`: the youngest holder the module admits (a register of elderly people), by the ID number.
 */
export function personFields(options: PersonOptions = {}): FieldDeclaration[] {
  return [
    ...identityFields(options),
    ...basicFields(),
    ...residenceFields(),
    ...contactFields(),
    ...closingFields(),
  ];
}
