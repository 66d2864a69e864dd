import { areaField, section, statusField } from '../../groups/common';
import { f } from '@eldercare/resource-language';
import { ORGANISATION_SECTIONS, organisationFields } from '../../groups/organisation';
import { PERSON_SECTIONS, personFields } from '../../groups/person';
import { STAFF_SECTIONS, staffFields } from '../../groups/staff';
import { defineModule } from '@eldercare/resource-language';

const group = 'assessment' as const;
const work = { section: 'work' };

export const assessmentAgency = defineModule({
  key: 'assessmentAgency',
  group,
  title: ['评估机构', 'Assessment agencies', 'Agencias evaluadoras'],
  listRoute: '/acySever/index',
  detailRoute: '/acySever/details',
  detailId: 'required',
  detailParam: 'orgId',
  areaField: 'area',
  sections: ORGANISATION_SECTIONS,
  fields: [
    ...organisationFields(['评估机构名称', 'Agency name', 'Nombre de la agencia'], {
      licence: ['评估资质证号', 'Assessment accreditation', 'Acreditación de evaluación'],
    }),
    f.enum('assessTypes', 'assess_rent_type', ['评估类型', 'Assessment kinds', 'Tipos de evaluación'], {
      required: true,
      multiple: true,
      list: true,
      section: 'qualification',
    }),
    f.integer('assessorCount', ['评估员人数', 'Assessors', 'Evaluadores'], {
      list: true,
      section: 'qualification',
    }),
  ],
  notes:
    '`acySever` read as the assessment agency’s service view (MODULES.md: name unclear): the agency (Organisation ' +
    'group) keyed by orgId, with the kinds of assessment it does and its assessors.',
});

export const assessor = defineModule({
  key: 'assessor',
  group,
  title: ['评估员', 'Assessors', 'Evaluadores'],
  listRoute: '/assessor/index',
  detailRoute: '/assessor/details',
  detailId: 'optional',
  areaField: 'area',
  sections: STAFF_SECTIONS,
  fields: [
    ...staffFields(),
    f.ref('agencyId', 'assessmentAgency', 'name', ['所属评估机构', 'Agency', 'Agencia'], {
      required: true,
      list: true,
      filter: true,
      ...work,
    }),
    areaField(work),
    f.enum('qualification', 'assessor_qualification', ['评估员资质', 'Qualification', 'Cualificación'], {
      list: true,
      ...work,
    }),
    f.text('certificateNo', ['资格证号', 'Certificate number', 'Número de certificado'], {
      maxLength: 50,
      ...work,
    }),
    f.enum('assessTypes', 'assess_rent_type', ['可评估类型', 'Can assess', 'Puede evaluar'], {
      multiple: true,
      ...work,
    }),
    statusField('employment_status', work),
  ],
  notes: 'Staff person fields plus agency, qualification, certificate and the assessment kinds they may do.',
});

export const vipPerson = defineModule({
  key: 'vipPerson',
  columns: ['name', 'idCard', 'age', 'community', 'fileNo', 'keyGroups', 'abilityLevel'],
  filters: ['name', 'idCard', 'hukouArea', 'keyGroups', 'riskLevel'],
  group,
  title: ['重点人员档案', 'Key person files', 'Expedientes de personas prioritarias'],
  listRoute: '/vipPerson/index',
  detailRoute: '/vipPerson/personFile',
  detailId: 'query',
  areaField: 'community',
  sections: [...PERSON_SECTIONS, section('file', ['档案', 'File', 'Expediente'])],
  fields: [
    ...personFields(),
    f.text('fileNo', ['档案编号', 'File number', 'Número de expediente'], {
      required: true,
      maxLength: 30,
      list: true,
      section: 'file',
    }),
    f.enum('keyGroups', 'key_group_type', ['重点类别', 'Key groups', 'Grupos prioritarios'], {
      multiple: true,
      list: true,
      filter: true,
      section: 'file',
    }),
    f.enum('abilityLevel', 'care_level', ['最近评估等级', 'Latest assessed level', 'Último nivel evaluado'], {
      list: true,
      filter: true,
      section: 'file',
    }),
    f.enum('riskLevel', 'risk_level', ['风险等级', 'Risk level', 'Nivel de riesgo'], {
      filter: true,
      section: 'file',
    }),
    f.text('caseManager', ['责任人', 'Case manager', 'Responsable del caso'], {
      rules: ['name'],
      section: 'file',
    }),
    f.textarea(
      'history',
      ['服务及评估经历', 'Service and assessment history', 'Historial de servicios y evaluaciones'],
      {
        maxLength: 4000,
        section: 'file',
      },
    ),
  ],
  notes:
    'The assessment side’s file on a key person (Person group plus key groups, latest level, risk, case manager). ' +
    'The exact route /vipPerson/personFile takes ?id=…&modelType=look|edit.',
});
