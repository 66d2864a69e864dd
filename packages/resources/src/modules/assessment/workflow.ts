import { standardActions } from '@eldercare/resource-language';
import { AUDIT_SECTION, auditFields, auditWorkflow } from '../../groups/audit';
import { areaField, elderlyRef, section, statusField } from '../../groups/common';
import { f, label } from '@eldercare/resource-language';
import { defineModule } from '@eldercare/resource-language';

const group = 'assessment' as const;
const agencyRef = f.ref(
  'agencyId',
  'assessmentAgency',
  'name',
  ['评估机构', 'Assessment agency', 'Agencia evaluadora'],
  {
    list: true,
    filter: true,
  },
);
const s = { section: 'scores' };

export const esimateApply = defineModule({
  key: 'esimateApply',
  columns: ['elderlyId', 'area', 'assessType', 'reason', 'agencyId', 'appliedAt', 'auditStatus'],
  filters: ['elderlyId', 'area', 'assessType', 'appliedAt', 'auditStatus'],
  group,
  title: ['评估申请', 'Assessment applications', 'Solicitudes de evaluación'],
  listRoute: '/esimateApply/index',
  detailRoute: '/esimateApply/details',
  detailId: 'required',
  titleField: 'elderlyId',
  areaField: 'area',
  sections: [section('basic', ['申请信息', 'Application', 'Solicitud']), AUDIT_SECTION],
  fields: [
    elderlyRef(),
    areaField(),
    f.enum('assessType', 'assess_rent_type', ['评估类型', 'Assessment kind', 'Tipo de evaluación'], {
      required: true,
      list: true,
      filter: true,
    }),
    f.enum('reason', 'assess_reason', ['申请原因', 'Reason', 'Motivo'], { required: true, list: true }),
    agencyRef,
    f.datetime('appointmentTime', ['预约评估时间', 'Appointment', 'Cita'], { list: true }),
    ...auditFields(),
  ],
  workflow: auditWorkflow(),
  notes:
    'Application for an ability or home-adaptation assessment (first, re-assessment, change); reviewed, then assigned.',
});

export const assessingElderly = defineModule({
  key: 'assessingElderly',
  columns: ['elderlyId', 'area', 'assessType', 'agencyId', 'appointmentTime', 'priority', 'status'],
  filters: ['elderlyId', 'area', 'assessType', 'priority', 'status'],
  group,
  title: ['待评估老人', 'Elders awaiting assessment', 'Mayores pendientes de evaluación'],
  listRoute: '/assessingElderly/index',
  detailRoute: '/assessingElderly/details',
  detailId: 'required',
  titleField: 'elderlyId',
  areaField: 'area',
  toolbar: { add: false, export: '导出', import: false },
  fields: [
    elderlyRef(),
    areaField(),
    f.ref('applyId', 'esimateApply', 'elderlyId', ['评估申请', 'Application', 'Solicitud']),
    f.enum('assessType', 'assess_rent_type', ['评估类型', 'Assessment kind', 'Tipo de evaluación'], {
      required: true,
      list: true,
      filter: true,
    }),
    agencyRef,
    f.ref('assessorId', 'assessor', 'name', ['评估员', 'Assessor', 'Evaluador'], { list: true }),
    f.datetime('appointmentTime', ['预约时间', 'Appointment', 'Cita'], { list: true, filter: true }),
    f.enum('priority', 'priority', ['优先级', 'Priority', 'Prioridad'], { list: true, filter: true }),
    statusField('assessment_task_status'),
  ],
  notes:
    'The assessment queue: approved applications waiting to be scheduled and done (created from esimateApply).',
});

export const assessmentForm = defineModule({
  key: 'assessmentForm',
  columns: ['formNo', 'elderlyId', 'formType', 'assessedAt', 'totalScore', 'abilityLevel', 'formStatus'],
  filters: ['formNo', 'area', 'formType', 'assessedAt', 'formStatus'],
  group,
  title: ['评估表', 'Assessment forms', 'Formularios de evaluación'],
  listRoute: '/assessmentForm/index',
  detailRoute: '/assessmentForm/details',
  detailId: 'required',
  titleField: 'formNo',
  areaField: 'area',
  sort: { field: 'assessedAt', order: 'desc' },
  sections: [
    section('basic', ['评估信息', 'Assessment', 'Evaluación']),
    section('scores', ['评分', 'Scores', 'Puntuaciones']),
  ],
  fields: [
    f.text('formNo', ['评估表编号', 'Form number', 'Número de formulario'], {
      required: true,
      maxLength: 30,
      list: true,
      filter: true,
    }),
    elderlyRef(),
    areaField(),
    f.enum('formType', 'assessment_form_type', ['评估表类型', 'Form type', 'Tipo de formulario'], {
      required: true,
      list: true,
      filter: true,
    }),
    agencyRef,
    f.ref('assessorIds', 'assessor', 'name', ['评估员', 'Assessors', 'Evaluadores'], {
      required: true,
      multiple: true,
    }),
    f.datetime('assessedAt', ['评估时间', 'Assessed at', 'Fecha de evaluación'], {
      required: true,
      list: true,
      filter: true,
    }),
    f.integer('selfCareScore', ['自理能力', 'Self-care', 'Autocuidado'], s),
    f.integer('mobilityScore', ['基础运动能力', 'Basic mobility', 'Movilidad básica'], s),
    f.integer('mentalScore', ['精神状态', 'Mental state', 'Estado mental'], s),
    f.integer(
      'perceptionScore',
      ['感知觉与社会参与', 'Perception and social participation', 'Percepción y participación social'],
      s,
    ),
    f.integer('totalScore', ['总分', 'Total score', 'Puntuación total'], { list: true, section: false }),
    f.enum('abilityLevel', 'care_level', ['能力等级', 'Ability level', 'Nivel de capacidad'], {
      list: true,
      filter: true,
      ...s,
    }),
    f.enum('formStatus', 'assessment_form_status', ['评估表状态', 'Form status', 'Estado del formulario'], {
      list: true,
      filter: true,
      ...s,
    }),
  ],
  actions: [
    ...standardActions(),
    {
      key: 'report',
      kind: 'custom',
      title: label(['评估报告', 'Report', 'Informe']),
      permission: '评估报告',
    },
  ],
  workflow: {
    field: 'formStatus',
    initial: 'draft',
    transitions: [
      {
        key: 'submit',
        from: ['draft'],
        to: 'submitted',
        title: label(['提交', 'Submit', 'Enviar']),
        permission: '提交',
      },
      {
        key: 'review',
        from: ['submitted'],
        to: 'reviewed',
        title: label(['复核通过', 'Confirm', 'Confirmar']),
        permission: '复核',
      },
      {
        key: 'return',
        from: ['submitted'],
        to: 'draft',
        title: label(['退回修改', 'Send back', 'Devolver']),
        permission: '复核',
        needsOpinion: true,
      },
    ],
  },
  extraRoutes: [
    {
      key: 'assessReport',
      kind: 'workflow',
      path: '/assessmentForm/assessReport',
      idMode: 'required',
      title: label(['评估报告', 'Assessment report', 'Informe de evaluación']),
      permission: '评估报告',
      purpose:
        'Printable report of form :id (scores, level, conclusion, signatures); only for reviewed forms.',
    },
  ],
  notes:
    'A completed assessment form (GB/T 42195 dimensions): draft → submitted → reviewed, with a printable report.',
});

export const esimateReport = defineModule({
  key: 'esimateReport',
  columns: ['reportNo', 'elderlyId', 'assessType', 'abilityLevel', 'issuedOn', 'validUntil', 'status'],
  filters: ['reportNo', 'area', 'assessType', 'abilityLevel', 'issuedOn'],
  group,
  title: ['评估报告', 'Assessment reports', 'Informes de evaluación'],
  listRoute: '/esimateReport/index',
  detailRoute: '/esimateReport/details',
  detailId: 'required',
  titleField: 'reportNo',
  areaField: 'area',
  sort: { field: 'issuedOn', order: 'desc' },
  fields: [
    f.text('reportNo', ['报告编号', 'Report number', 'Número de informe'], {
      required: true,
      maxLength: 30,
      list: true,
      filter: true,
    }),
    elderlyRef(),
    areaField(),
    f.ref('formId', 'assessmentForm', 'formNo', ['评估表', 'Assessment form', 'Formulario de evaluación']),
    f.enum('assessType', 'assess_rent_type', ['评估类型', 'Assessment kind', 'Tipo de evaluación'], {
      required: true,
      list: true,
      filter: true,
    }),
    agencyRef,
    f.enum('abilityLevel', 'care_level', ['评估等级', 'Level', 'Nivel'], {
      required: true,
      list: true,
      filter: true,
    }),
    f.date('issuedOn', ['出具日期', 'Issued on', 'Fecha de emisión'], {
      required: true,
      list: true,
      filter: true,
    }),
    f.date('validUntil', ['有效期至', 'Valid until', 'Válido hasta'], { list: true }),
    f.richText('conclusion', ['评估意见', 'Assessment opinion', 'Dictamen']),
    f.file('reportFile', ['报告文件', 'Report file', 'Archivo del informe']),
    statusField('publish_status'),
  ],
  notes: 'The issued report of an assessment: level, opinion, validity and the signed file.',
});

export const evaluationQuery = defineModule({
  key: 'evaluationQuery',
  columns: ['elderlyId', 'area', 'assessType', 'abilityLevel', 'totalScore', 'assessedOn', 'validUntil'],
  filters: ['elderlyId', 'area', 'assessType', 'abilityLevel', 'assessedOn'],
  group,
  title: ['评估查询', 'Assessment lookup', 'Consulta de evaluaciones'],
  listRoute: '/evaluationQuery/index',
  detailRoute: '/evaluationQuery/details',
  detailId: 'query',
  titleField: 'elderlyId',
  areaField: 'area',
  toolbar: { add: false, export: '导出', import: false },
  actions: standardActions().filter((a) => a.kind === 'look'),
  fields: [
    elderlyRef(),
    areaField(),
    f.enum('assessType', 'assess_rent_type', ['评估类型', 'Assessment kind', 'Tipo de evaluación'], {
      list: true,
      filter: true,
    }),
    f.enum('abilityLevel', 'care_level', ['评估等级', 'Level', 'Nivel'], { list: true, filter: true }),
    f.integer('totalScore', ['总分', 'Total score', 'Puntuación total'], { list: true }),
    f.date('assessedOn', ['评估日期', 'Assessed on', 'Fecha de evaluación'], { list: true, filter: true }),
    f.date('validUntil', ['有效期至', 'Valid until', 'Válido hasta'], { list: true }),
    agencyRef,
    f.ref('reportId', 'esimateReport', 'reportNo', ['评估报告', 'Report', 'Informe']),
  ],
  notes:
    'Read-only lookup of each elder’s latest valid assessment (filled when a report is issued): look only, no ' +
    'add/import. The exact route takes ?id=…&modelType=look.',
});
