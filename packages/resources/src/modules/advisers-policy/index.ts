import { auditFields, auditWorkflow, AUDIT_SECTION } from '../../groups/audit';
import {
  addressField,
  areaField,
  attachmentsField,
  contactFields,
  elderlyRef,
  nameField,
  section,
  statusField,
} from '../../groups/common';
import { f } from '@eldercare/resource-language';
import { STAFF_SECTIONS, staffFields } from '../../groups/staff';
import type { ResourceDeclaration } from '@eldercare/resource-language';
import { defineModule } from '@eldercare/resource-language';

const consultantRef = f.ref('consultantId', 'consultant', 'name', ['养老顾问', 'Care adviser', 'Asesor'], {
  required: true,
  list: true,
  filter: true,
});

export const consultantSite = defineModule({
  key: 'consultantSite',
  group: 'advisers',
  title: ['顾问站点', 'Adviser sites', 'Puntos de asesoría'],
  listRoute: '/consultantSite/index',
  detailRoute: '/consultantSite/details',
  detailId: 'optional',
  areaField: 'area',
  fields: [
    nameField(['站点名称', 'Site name', 'Nombre del punto']),
    areaField(),
    addressField({ required: true }),
    f.text('hostFacility', ['依托设施', 'Hosted at', 'Ubicado en'], { maxLength: 100, list: true }),
    ...contactFields(),
    f.text('openingHours', ['服务时间', 'Opening hours', 'Horario'], { maxLength: 100 }),
    statusField('facility_status'),
  ],
  notes: 'Where care advisers receive people: host facility, address, contact and hours.',
});

export const consultant = defineModule({
  key: 'consultant',
  group: 'advisers',
  title: ['养老顾问', 'Care advisers', 'Asesores de cuidados'],
  listRoute: '/consultant/index',
  detailRoute: '/consultant/details',
  detailId: 'optional',
  areaField: 'area',
  sections: STAFF_SECTIONS,
  fields: [
    ...staffFields(),
    f.ref('siteId', 'consultantSite', 'name', ['所属站点', 'Site', 'Punto'], {
      required: true,
      list: true,
      filter: true,
      section: 'work',
    }),
    areaField({ section: 'work' }),
    f.enum('qualification', 'adviser_qualification', ['顾问资质', 'Qualification', 'Cualificación'], {
      list: true,
      section: 'work',
    }),
    f.text('certificateNo', ['证书编号', 'Certificate number', 'Número de certificado'], {
      maxLength: 50,
      section: 'work',
    }),
    f.enum('specialties', 'consult_topic', ['擅长领域', 'Specialties', 'Especialidades'], {
      multiple: true,
      section: 'work',
    }),
    statusField('employment_status', { section: 'work' }),
  ],
  notes: 'Staff person fields plus site, qualification, certificate and specialties.',
});

export const consultRecord = defineModule({
  key: 'consultRecord',
  filters: ['askerName', 'area', 'consultedAt', 'topic', 'needsFollowUp'],
  group: 'advisers',
  title: ['咨询记录', 'Consultations', 'Consultas'],
  listRoute: '/consultRecord/index',
  detailRoute: '/consultRecord/details',
  detailId: 'required',
  titleField: 'askerName',
  areaField: 'area',
  sort: { field: 'consultedAt', order: 'desc' },
  sections: [
    section('basic', ['咨询', 'Consultation', 'Consulta']),
    section('followUp', ['跟进', 'Follow-up', 'Seguimiento']),
  ],
  fields: [
    f.text('askerName', ['咨询人', 'Asked by', 'Consultante'], {
      required: true,
      rules: ['name'],
      list: true,
      filter: true,
    }),
    f.phone('askerPhone', ['联系电话', 'Phone', 'Teléfono']),
    elderlyRef({ required: false, filter: false }),
    areaField(),
    consultantRef,
    f.datetime('consultedAt', ['咨询时间', 'Asked at', 'Fecha de la consulta'], {
      required: true,
      list: true,
      filter: true,
    }),
    f.enum('channel', 'consult_channel', ['咨询方式', 'Channel', 'Canal'], { required: true }),
    f.enum('topic', 'consult_topic', ['咨询主题', 'Topic', 'Tema'], {
      required: true,
      list: true,
      filter: true,
    }),
    f.textarea('question', ['咨询内容', 'Question', 'Pregunta'], { required: true, maxLength: 2000 }),
    f.textarea('answer', ['答复内容', 'Answer', 'Respuesta'], { maxLength: 2000 }),
    f.boolean('needsFollowUp', ['需跟进', 'Needs follow-up', 'Requiere seguimiento'], {
      filter: true,
      section: 'followUp',
    }),
    f.textarea('followUpNotes', ['跟进情况', 'Follow-up notes', 'Notas de seguimiento'], {
      section: 'followUp',
    }),
  ],
  notes: 'Who asked what, which adviser answered, and whether it needs a follow-up.',
});

export const recommendation = defineModule({
  key: 'recommendation',
  filters: ['elderlyId', 'area', 'referralType', 'referredAt', 'result'],
  group: 'advisers',
  title: ['推荐转介', 'Referrals', 'Derivaciones'],
  listRoute: '/recommendation/index',
  detailRoute: '/recommendation/details',
  detailId: 'required',
  titleField: 'elderlyId',
  areaField: 'area',
  fields: [
    elderlyRef(),
    areaField(),
    consultantRef,
    f.enum('referralType', 'referral_type', ['转介类型', 'Referred to', 'Tipo de derivación'], {
      required: true,
      list: true,
      filter: true,
    }),
    f.text(
      'targetName',
      ['推荐机构/服务', 'Recommended institution or service', 'Institución o servicio recomendado'],
      {
        required: true,
        maxLength: 100,
        list: true,
      },
    ),
    f.datetime('referredAt', ['转介时间', 'Referred at', 'Fecha de derivación'], {
      required: true,
      filter: true,
    }),
    f.textarea('reason', ['推荐理由', 'Reason', 'Motivo'], { maxLength: 1000 }),
    f.enum('result', 'referral_result', ['对接结果', 'Outcome', 'Resultado'], { list: true, filter: true }),
    f.textarea('feedback', ['反馈', 'Feedback', 'Comentarios'], { maxLength: 1000 }),
  ],
  notes: 'An adviser refers an elder to an institution, home service, assistive devices or an assessment.',
});

export const integralRecord = defineModule({
  key: 'integralRecord',
  group: 'points',
  title: ['积分记录', 'Points records', 'Registros de puntos'],
  listRoute: '/integralRecord/index',
  detailRoute: '/integralRecord/details',
  detailId: 'required',
  titleField: 'holderName',
  areaField: 'area',
  sort: { field: 'occurredAt', order: 'desc' },
  fields: [
    f.enum('holderType', 'point_holder_type', ['积分对象', 'Holder type', 'Tipo de titular'], {
      required: true,
      filter: true,
    }),
    f.text('holderName', ['姓名', 'Name', 'Nombre'], {
      required: true,
      rules: ['name'],
      list: true,
      filter: true,
    }),
    f.idCard('idCard', ['身份证号', 'ID number', 'Número de identidad'], { list: true }),
    areaField(),
    f.enum('changeType', 'point_change_type', ['收支类型', 'Earned or spent', 'Ganado o gastado'], {
      required: true,
      list: true,
      filter: true,
    }),
    f.integer('points', ['积分', 'Points', 'Puntos'], { required: true, list: true }),
    f.enum('reason', 'point_reason', ['积分事由', 'Reason', 'Motivo'], { required: true, list: true }),
    f.text('exchangedGoods', ['兑换物品', 'Goods exchanged', 'Artículos canjeados'], { maxLength: 100 }),
    f.datetime('occurredAt', ['发生时间', 'When', 'Fecha'], { required: true, list: true, filter: true }),
    f.text('operator', ['经办人', 'Handled by', 'Gestionado por'], { rules: ['name'] }),
  ],
  notes: 'Points earned (volunteering, activities) and spent (exchanges) by elders and volunteers.',
});

export const policyInformation = defineModule({
  key: 'policyInformation',
  group: 'policy',
  title: ['政策信息', 'Policies', 'Políticas'],
  listRoute: '/policyInformation/index',
  detailRoute: '/policyInformation/details',
  detailId: 'required',
  titleField: 'title',
  sort: { field: 'issuedOn', order: 'desc' },
  fields: [
    f.text('title', ['政策标题', 'Title', 'Título'], {
      required: true,
      maxLength: 200,
      list: true,
      filter: true,
    }),
    f.enum('policyLevel', 'policy_level', ['政策层级', 'Level', 'Nivel'], {
      required: true,
      list: true,
      filter: true,
    }),
    f.enum('category', 'policy_category', ['政策类别', 'Category', 'Categoría'], {
      required: true,
      list: true,
      filter: true,
    }),
    f.text('issuer', ['发文机关', 'Issued by', 'Organismo emisor'], {
      required: true,
      maxLength: 100,
      list: true,
    }),
    f.text('documentNo', ['文号', 'Document number', 'Número de documento'], { maxLength: 60 }),
    f.date('issuedOn', ['发布日期', 'Issued on', 'Fecha de publicación'], {
      required: true,
      list: true,
      filter: true,
    }),
    f.date('effectiveOn', ['施行日期', 'In force from', 'En vigor desde']),
    f.richText('content', ['政策正文', 'Text', 'Texto'], { required: true }),
    attachmentsField(),
    statusField('publish_status'),
  ],
  notes:
    'Policies published to staff and the public: level, category, issuer, number, dates, text and files.',
});

export const policyInfoAudit = defineModule({
  key: 'policyInfoAudit',
  group: 'policy',
  title: ['政策审核', 'Policy review', 'Revisión de políticas'],
  listRoute: '/policyInfoAudit/index',
  detailRoute: '/policyInfoAudit/details',
  detailId: 'required',
  titleField: 'policyId',
  toolbar: { add: false, export: '导出', import: false },
  sections: [section('basic', ['待审政策', 'Policy under review', 'Política en revisión']), AUDIT_SECTION],
  fields: [
    f.ref('policyId', 'policyInformation', 'title', ['政策', 'Policy', 'Política'], {
      required: true,
      list: true,
      filter: true,
    }),
    f.enum('changeType', 'policy_change_type', ['变更类型', 'Change', 'Cambio'], {
      required: true,
      list: true,
      filter: true,
    }),
    f.textarea('changeSummary', ['变更说明', 'What changed', 'Descripción del cambio'], { maxLength: 1000 }),
    ...auditFields(),
  ],
  workflow: auditWorkflow(),
  notes:
    'Review queue: each publish / change / withdrawal of a policy is a review record (Audit/workflow group).',
});

export const ADVISERS_POINTS_POLICY: readonly ResourceDeclaration[] = [
  consultantSite,
  consultant,
  consultRecord,
  recommendation,
  integralRecord,
  policyInformation,
  policyInfoAudit,
];
