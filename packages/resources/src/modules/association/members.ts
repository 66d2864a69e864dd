import { AUDIT_SECTION, auditFields, auditWorkflow } from '../../groups/audit';
import { addressField, areaField, contactFields, nameField, section, statusField } from '../../groups/common';
import { f } from '@eldercare/resource-language';
import { ORGANISATION_SECTIONS, organisationFields } from '../../groups/organisation';
import type { FieldDeclaration } from '@eldercare/resource-language';
import { defineModule } from '@eldercare/resource-language';

const group = 'association' as const;
const m = { section: 'membership' };
const MEMBERSHIP = section('membership', ['会籍', 'Membership', 'Afiliación']);

function membershipFields(): FieldDeclaration[] {
  return [
    f.text('memberNo', ['会员编号', 'Member number', 'Número de socio'], {
      required: true,
      maxLength: 30,
      list: true,
      filter: true,
      ...m,
    }),
    f.enum('memberLevel', 'member_level', ['会员级别', 'Membership level', 'Categoría de socio'], {
      required: true,
      list: true,
      filter: true,
      ...m,
    }),
    f.enum(
      'rentType',
      'assistive_rent_type',
      ['会员身份', 'Role in the association', 'Papel en la asociación'],
      m,
    ),
    f.date('joinedOn', ['入会日期', 'Joined on', 'Fecha de alta'], { list: true, ...m }),
    f.money('annualFee', ['年会费(元)', 'Annual fee (CNY)', 'Cuota anual (CNY)'], m),
    f.date('feePaidUntil', ['会费缴至', 'Fee paid until', 'Cuota pagada hasta'], {
      list: true,
      filter: true,
      ...m,
    }),
    statusField('member_status', m, 'memberStatus'),
  ];
}

export const memberInstitution = defineModule({
  key: 'memberInstitution',
  columns: ['name', 'memberNo', 'memberLevel', 'area', 'contactPhone', 'feePaidUntil', 'memberStatus'],
  filters: ['name', 'memberNo', 'area', 'memberLevel', 'memberStatus'],
  group,
  title: ['机构会员', 'Institution members', 'Socios institucionales'],
  listRoute: '/memberLibrary/institution',
  detailRoute: '/memberLibrary/detail1',
  detailId: 'optional',
  areaField: 'area',
  sections: [...ORGANISATION_SECTIONS, MEMBERSHIP],
  fields: [
    ...organisationFields(['机构名称', 'Institution name', 'Nombre de la institución'], {
      licence: ['养老机构备案号', 'Care institution filing number', 'Número de registro de la residencia'],
    }),
    f.integer('beds', ['床位数', 'Beds', 'Camas'], { section: 'qualification' }),
    ...membershipFields(),
  ],
  notes:
    'Member library, aged-care institution members (detail1): Organisation group plus beds and membership.',
});

export const memberIndividual = defineModule({
  key: 'memberIndividual',
  columns: ['name', 'memberKind', 'memberNo', 'memberLevel', 'contactPhone', 'feePaidUntil', 'memberStatus'],
  filters: ['name', 'memberKind', 'area', 'memberLevel', 'memberStatus'],
  group,
  title: ['非机构会员', 'Non-institution members', 'Socios no institucionales'],
  listRoute: '/memberLibrary/individual',
  detailRoute: '/memberLibrary/detail2',
  detailId: 'optional',
  areaField: 'area',
  sections: [section('basic', ['会员信息', 'Member', 'Socio']), MEMBERSHIP],
  fields: [
    nameField(['会员名称', 'Member name', 'Nombre del socio']),
    f.enum('memberKind', 'member_kind', ['会员类型', 'Member type', 'Tipo de socio'], {
      required: true,
      list: true,
      filter: true,
    }),
    f.text(
      'creditCode',
      ['统一社会信用代码', 'Unified social credit code', 'Código de crédito social unificado'],
      {
        rules: ['creditCode'],
        maxLength: 18,
      },
    ),
    f.idCard('idCard', ['身份证号(个人会员)', 'ID number (individuals)', 'Número de identidad (personas)']),
    ...contactFields(),
    areaField(),
    addressField(),
    ...membershipFields(),
  ],
  notes:
    'Member library, other members (detail2): companies, social organisations, colleges and individuals.',
});

export const approvalManagement = defineModule({
  key: 'approvalManagement',
  group,
  title: ['入会审批', 'Membership approval', 'Aprobación de socios'],
  listRoute: '/approvalManagement/index',
  detailRoute: '/approvalManagement/detail',
  detailId: 'query',
  areaField: 'area',
  sections: [section('basic', ['入会申请', 'Application', 'Solicitud']), AUDIT_SECTION],
  fields: [
    nameField(['申请单位/个人', 'Applicant organisation or person', 'Entidad o persona solicitante']),
    f.enum('memberKind', 'member_kind', ['会员类型', 'Member type', 'Tipo de socio'], {
      required: true,
      list: true,
      filter: true,
    }),
    f.enum('appliedLevel', 'member_level', ['申请级别', 'Level applied for', 'Categoría solicitada'], {
      required: true,
      list: true,
    }),
    f.text(
      'creditCode',
      ['统一社会信用代码', 'Unified social credit code', 'Código de crédito social unificado'],
      {
        rules: ['creditCode'],
        maxLength: 18,
      },
    ),
    ...contactFields(),
    areaField(),
    ...auditFields(),
    f.boolean('feeNoticeSent', ['已发缴费通知', 'Fee notice sent', 'Aviso de cuota enviado'], {
      section: 'audit',
    }),
  ],
  workflow: auditWorkflow(),
  notes:
    'Membership applications (Audit/workflow group); approval sends the membership-fee notice of SPEC §9. The ' +
    'exact route takes ?id=…&modelType=look|edit.',
});
