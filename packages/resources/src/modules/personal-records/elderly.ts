import { section } from '../../groups/common';
import { f } from '@eldercare/resource-language';
import { ELDERLY_MIN_AGE } from '../../groups/person';
import { personModule } from './person-module';

const care = { section: 'care' };

export const elderlyInfo = personModule({
  key: 'elderlyInfo',
  oneRecordPerPerson: true,
  minAge: ELDERLY_MIN_AGE,
  filters: ['name', 'idCard', 'hukouArea', 'age', 'categories'],
  title: ['老年人信息', 'Elderly people', 'Personas mayores'],
  base: '/elderlyInfo',
  detailId: 'optional',
  table: 'biz_elderly_info',
  extraSections: [section('care', ['照护与补贴', 'Care and subsidy', 'Cuidados y subsidio'])],
  extraFields: [
    f.enum('categories', 'elderly_category', ['人员类别', 'Categories', 'Categorías'], {
      multiple: true,
      list: { order: 7, width: 180 },
      filter: { mode: 'eq', order: 7 },
      ...care,
    }),
    f.text('familyCode', ['家庭编号', 'Family code', 'Código familiar'], { maxLength: 40, ...care }),
    f.enum('selfCareAbility', 'self_care_ability', ['自理能力', 'Self-care ability', 'Autonomía'], {
      filter: { mode: 'eq', order: 8 },
      ...care,
    }),
    f.enum('careLevel', 'care_level', ['照护等级', 'Care level', 'Nivel de cuidados'], care),
    f.enum('healthStatus', 'health_status', ['健康状况', 'Health', 'Estado de salud'], care),
    f.enum('chronicDiseases', 'chronic_disease', ['慢性病', 'Chronic diseases', 'Enfermedades crónicas'], {
      multiple: true,
      ...care,
    }),
    f.money('subsidyStandard', ['补贴标准(元/月)', 'Subsidy standard (CNY/month)', 'Subsidio (CNY/mes)'], {
      list: { order: 8, width: 130 },
      ...care,
    }),
    f.text('bankCardNo', ['银行卡号', 'Bank card number', 'Número de tarjeta bancaria'], {
      rules: ['bankCard'],
      sensitive: true,
      ...care,
    }),
    f.enum('bankName', 'bank', ['开户行', 'Bank', 'Banco'], care),
  ],
  notes:
    'Person group plus categories (key groups as tags), family code, self-care ability, care level, health, ' +
    'chronic diseases and the monthly subsidy standard with its bank card (SPEC §3 list labels).',
});

export const disabledInfo = personModule({
  key: 'disabledInfo',
  oneRecordPerPerson: true,
  columns: ['name', 'idCard', 'age', 'community', 'certificateNo', 'disabilityType', 'disabilityGrade'],
  filters: ['name', 'idCard', 'certificateNo', 'disabilityType', 'disabilityGrade'],
  title: ['残疾人信息', 'Disabled people', 'Personas con discapacidad'],
  base: '/disabledInfo',
  detailId: 'optional',
  table: 'biz_disabled_info',
  extraSections: [section('disability', ['残疾信息', 'Disability', 'Discapacidad'])],
  extraFields: [
    f.text('certificateNo', ['残疾证号', 'Disability certificate number', 'Número de certificado'], {
      required: true,
      maxLength: 30,
      list: { order: 7, width: 200 },
      filter: { mode: 'like', order: 7 },
      section: 'disability',
    }),
    f.enum('disabilityType', 'disability_type', ['残疾类别', 'Disability type', 'Tipo de discapacidad'], {
      required: true,
      list: { order: 8, width: 110 },
      filter: { mode: 'eq', order: 8 },
      section: 'disability',
    }),
    f.enum('disabilityGrade', 'disability_grade', ['残疾等级', 'Disability grade', 'Grado de discapacidad'], {
      required: true,
      list: { order: 9, width: 100 },
      filter: { mode: 'eq', order: 9 },
      section: 'disability',
    }),
    f.date('certificateIssuedOn', ['发证日期', 'Issued on', 'Fecha de emisión'], {
      filter: { mode: 'range', order: 10 },
      section: 'disability',
    }),
    f.date('certificateValidUntil', ['有效期至', 'Valid until', 'Válido hasta'], { section: 'disability' }),
    f.money(
      'subsidyStandard',
      ['两项补贴(元/月)', 'Disability allowances (CNY/month)', 'Ayudas por discapacidad (CNY/mes)'],
      {
        section: 'disability',
      },
    ),
  ],
  notes:
    'Person group plus certificate number, type and grade (GB/T 26341 dictionaries), issue and expiry dates ' +
    'and the two disability allowances (living + care) per month.',
});

export const importantPeople = personModule({
  key: 'importantPeople',
  oneRecordPerPerson: true,
  columns: ['name', 'idCard', 'age', 'community', 'keyGroups', 'riskLevel', 'lastVisitDate'],
  filters: ['name', 'idCard', 'hukouArea', 'keyGroups', 'riskLevel'],
  title: ['重点人群', 'Key groups', 'Grupos prioritarios'],
  base: '/importantPeople',
  detailId: 'optional',
  extraSections: [section('followUp', ['关爱跟踪', 'Follow-up', 'Seguimiento'])],
  extraFields: [
    f.enum('keyGroups', 'key_group_type', ['重点类别', 'Key groups', 'Grupos prioritarios'], {
      required: true,
      multiple: true,
      list: { order: 7, width: 180 },
      filter: { mode: 'eq', order: 7 },
      section: 'followUp',
    }),
    f.enum('riskLevel', 'risk_level', ['风险等级', 'Risk level', 'Nivel de riesgo'], {
      list: { order: 8 },
      filter: { mode: 'eq', order: 8 },
      section: 'followUp',
    }),
    f.enum('visitFrequency', 'visit_frequency', ['走访频次', 'Visit frequency', 'Frecuencia de visitas'], {
      section: 'followUp',
    }),
    f.text('gridWorker', ['责任网格员', 'Grid worker in charge', 'Agente de zona responsable'], {
      rules: ['name'],
      section: 'followUp',
    }),
    f.mobile('gridWorkerPhone', ['网格员电话', "Grid worker's phone", 'Teléfono del agente'], {
      section: 'followUp',
    }),
    f.date('lastVisitDate', ['最近走访日期', 'Last visit', 'Última visita'], {
      list: { order: 9 },
      filter: { mode: 'range', order: 9 },
      section: 'followUp',
    }),
    f.date('nextVisitDate', ['下次走访日期', 'Next visit', 'Próxima visita'], { section: 'followUp' }),
    f.textarea('followUpNotes', ['走访情况', 'Visit notes', 'Notas de la visita'], {
      maxLength: 1000,
      section: 'followUp',
    }),
  ],
  notes:
    'Person group plus the key groups (empty-nest, living alone, disabled, hardship...) and follow-up visits.',
});

export const alonePeople = personModule({
  key: 'alonePeople',
  oneRecordPerPerson: true,
  minAge: ELDERLY_MIN_AGE,
  columns: ['name', 'idCard', 'age', 'community', 'riskLevel', 'visitFrequency', 'lastVisitAt'],
  filters: ['name', 'idCard', 'hukouArea', 'riskLevel', 'lastVisitAt'],
  title: ['独居老人', 'Elderly living alone', 'Mayores que viven solos'],
  base: '/alonePeople',
  detailId: 'optional',
  extraSections: [section('visit', ['探访与风险', 'Visits and risk', 'Visitas y riesgo'])],
  extraFields: [
    f.enum('riskLevel', 'risk_level', ['风险等级', 'Risk level', 'Nivel de riesgo'], {
      required: true,
      list: { order: 7 },
      filter: { mode: 'eq', order: 7 },
      section: 'visit',
    }),
    f.enum('visitFrequency', 'visit_frequency', ['探访频次', 'Visit frequency', 'Frecuencia de visitas'], {
      required: true,
      list: { order: 8 },
      section: 'visit',
    }),
    f.datetime('lastVisitAt', ['最近探访时间', 'Last visit', 'Última visita'], {
      list: { order: 9 },
      filter: { mode: 'range', order: 8 },
      section: 'visit',
    }),
    f.enum('selfCareAbility', 'self_care_ability', ['自理能力', 'Self-care ability', 'Autonomía'], {
      section: 'visit',
    }),
    f.boolean('hasSmartDevice', ['已配智能设备', 'Has a smart device', 'Tiene dispositivo inteligente'], {
      section: 'visit',
    }),
    f.text('childrenContact', ['子女联系方式', "Children's contact", 'Contacto de los hijos'], {
      maxLength: 100,
      section: 'visit',
    }),
  ],
  notes: 'Person group plus visit frequency, last visit, risk level and whether a smart device is installed.',
});
