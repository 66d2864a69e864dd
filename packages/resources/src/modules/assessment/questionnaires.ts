import { assessmentConclusion, assessmentFields, ASSESSMENT_SECTIONS } from '../../groups/assessment';
import { f } from '@eldercare/resource-language';
import { defineModule } from '@eldercare/resource-language';

const s = { section: 'scores' };
const common = {
  group: 'assessment' as const,
  detailId: 'query' as const,
  titleField: 'elderlyId',
  areaField: 'area',
  sort: { field: 'assessedAt', order: 'desc' as const },
  sections: ASSESSMENT_SECTIONS,
};
const QUERY_NOTE = ' The exact detail route takes the sitting as ?id=…&modelType=look|edit (none for add).';

export const onsiteAssessment = defineModule({
  ...common,
  key: 'onsiteAssessment',
  title: ['现场评估', 'On-site assessments', 'Evaluaciones in situ'],
  listRoute: '/questionnaire/onsiteAssessment/index',
  detailRoute: '/questionnaire/onsiteAssessment/details',
  fields: [
    ...assessmentFields(),
    f.integer('selfCareScore', ['自理能力得分', 'Self-care score', 'Puntuación de autocuidado'], s),
    f.integer('mobilityScore', ['基础运动能力得分', 'Basic mobility score', 'Puntuación de movilidad'], s),
    f.integer('mentalScore', ['精神状态得分', 'Mental state score', 'Puntuación del estado mental'], s),
    f.integer(
      'perceptionScore',
      [
        '感知觉与社会参与得分',
        'Perception and social participation score',
        'Puntuación de percepción y participación',
      ],
      s,
    ),
    f.integer('totalScore', ['总分', 'Total score', 'Puntuación total'], { list: true, section: false }),
    f.enum('abilityLevel', 'care_level', ['能力等级', 'Ability level', 'Nivel de capacidad'], {
      list: true,
      filter: true,
      ...s,
    }),
    ...assessmentConclusion(),
  ],
  notes:
    'On-site ability assessment after GB/T 42195-2022: four dimension scores, total (server-computed) and level.' +
    QUERY_NOTE,
});

export const adaptiveEvaluation = defineModule({
  ...common,
  key: 'adaptiveEvaluation',
  title: ['适老化评估', 'Home-adaptation assessments', 'Evaluaciones de adaptación del hogar'],
  listRoute: '/questionnaire/adaptiveEvaluation/index',
  detailRoute: '/questionnaire/adaptiveEvaluation/details',
  fields: [
    ...assessmentFields(),
    f.enum('housingType', 'housing_type', ['住房类型', 'Housing', 'Vivienda'], { required: true, ...s }),
    f.enum('riskPoints', 'home_risk', ['居家风险点', 'Home risks found', 'Riesgos detectados'], {
      multiple: true,
      ...s,
    }),
    f.enum(
      'recommendedItems',
      'adaptation_category',
      ['建议改造项目', 'Recommended work', 'Obras recomendadas'],
      {
        multiple: true,
        list: true,
        ...s,
      },
    ),
    f.money('estimatedCost', ['预估费用(元)', 'Estimated cost (CNY)', 'Coste estimado (CNY)'], {
      list: true,
      ...s,
    }),
    ...assessmentConclusion(),
  ],
  notes:
    'Home-adaptation survey: housing, risks found, recommended work and its estimated cost.' + QUERY_NOTE,
});

export const singleItemAssessment = defineModule({
  ...common,
  key: 'singleItemAssessment',
  filters: ['area', 'assessorId', 'assessedAt', 'item', 'riskLevel'],
  title: ['单项评估', 'Single-item assessments', 'Evaluaciones de un elemento'],
  listRoute: '/questionnaire/singleItemAssessment/index',
  detailRoute: '/questionnaire/singleItemAssessment/details',
  fields: [
    ...assessmentFields(),
    f.enum('item', 'single_assess_item', ['评估项目', 'Item assessed', 'Elemento evaluado'], {
      required: true,
      list: true,
      filter: true,
      ...s,
    }),
    f.integer('score', ['得分', 'Score', 'Puntuación'], { required: true, list: true, ...s }),
    f.enum('riskLevel', 'risk_level', ['风险等级', 'Risk level', 'Nivel de riesgo'], {
      list: true,
      filter: true,
      ...s,
    }),
    ...assessmentConclusion(),
  ],
  notes:
    'One scale at a time (ADL, MMSE, falls, pressure ulcers, nutrition): score and risk level.' + QUERY_NOTE,
});

export const careProjectAssessment = defineModule({
  ...common,
  key: 'careProjectAssessment',
  title: ['照护项目评估', 'Care plan assessments', 'Evaluaciones del plan de cuidados'],
  listRoute: '/questionnaire/careProjectAssessment/index',
  detailRoute: '/questionnaire/careProjectAssessment/details',
  fields: [
    ...assessmentFields(),
    f.enum('careLevel', 'care_level', ['照护等级', 'Care level', 'Nivel de cuidados'], {
      required: true,
      list: true,
      filter: true,
      ...s,
    }),
    f.enum(
      'recommendedServices',
      'service_category',
      ['建议服务', 'Recommended services', 'Servicios recomendados'],
      {
        multiple: true,
        ...s,
      },
    ),
    f.integer('hoursPerMonth', ['每月服务时长(小时)', 'Hours per month', 'Horas al mes'], {
      list: true,
      ...s,
    }),
    f.money('monthlyBudget', ['月服务额度(元)', 'Monthly allowance (CNY)', 'Asignación mensual (CNY)'], s),
    ...assessmentConclusion(),
  ],
  notes: 'Turns the care level into a service package: services, hours and monthly allowance.' + QUERY_NOTE,
});
