import { section } from '../../groups/common';
import { f, label } from '@eldercare/resource-language';
import { personModule } from './person-module';

const a = { section: 'assistance' };
const ASSISTANCE = section('assistance', ['救助信息', 'Assistance', 'Asistencia']);

export const socialAssistanceInfo = personModule({
  key: 'socialAssistanceInfo',
  oneRecordPerPerson: true,
  columns: ['name', 'idCard', 'age', 'community', 'assistanceType', 'assistanceAmount', 'assistanceStatus'],
  filters: ['name', 'idCard', 'hukouArea', 'assistanceType', 'assistanceStatus'],
  title: ['社会救助', 'Social assistance', 'Asistencia social'],
  base: '/socialAssistanceInfo',
  detailId: 'optional',
  extraSections: [ASSISTANCE],
  extraFields: [
    f.enum(
      'assistanceType',
      'social_assistance_type',
      ['救助类型', 'Assistance type', 'Tipo de asistencia'],
      {
        required: true,
        list: { order: 7 },
        filter: { mode: 'eq', order: 7 },
        ...a,
      },
    ),
    f.text('certificateNo', ['救助证号', 'Assistance certificate number', 'Número de certificado'], {
      maxLength: 40,
      list: { order: 8 },
      ...a,
    }),
    f.integer('familySize', ['家庭人口', 'Household size', 'Miembros del hogar'], a),
    f.money(
      'monthlyIncome',
      ['家庭月收入(元)', 'Household income (CNY/month)', 'Ingresos del hogar (CNY/mes)'],
      a,
    ),
    f.money('assistanceAmount', ['救助金额(元/月)', 'Assistance (CNY/month)', 'Ayuda (CNY/mes)'], {
      list: { order: 9 },
      ...a,
    }),
    f.date('approvedOn', ['批准日期', 'Approved on', 'Fecha de aprobación'], {
      filter: { mode: 'range' },
      ...a,
    }),
    f.enum(
      'assistanceStatus',
      'assistance_status',
      ['救助状态', 'Assistance status', 'Estado de la asistencia'],
      {
        required: true,
        list: { order: 10 },
        filter: { mode: 'eq', order: 8 },
        ...a,
      },
    ),
  ],
  notes:
    'Minimum-living allowance (低保) and related schemes: type, certificate, household means and amount.',
});

export const exServicemanInfo = personModule({
  key: 'exServicemanInfo',
  oneRecordPerPerson: true,
  columns: ['name', 'idCard', 'age', 'community', 'veteranType', 'serviceYears', 'allowance'],
  title: ['退役军人', 'Veterans', 'Veteranos'],
  base: '/exServicemanInfo',
  detailId: 'optional',
  extraSections: [section('service', ['服役信息', 'Military service', 'Servicio militar'])],
  extraFields: [
    f.enum('veteranType', 'veteran_type', ['优抚类别', 'Veteran category', 'Categoría de veterano'], {
      required: true,
      list: { order: 7 },
      filter: { mode: 'eq', order: 7 },
      section: 'service',
    }),
    f.date('enlistedOn', ['入伍时间', 'Enlisted on', 'Fecha de alistamiento'], { section: 'service' }),
    f.date('dischargedOn', ['退役时间', 'Discharged on', 'Fecha de licenciamiento'], { section: 'service' }),
    f.integer('serviceYears', ['服役年限', 'Years of service', 'Años de servicio'], {
      list: { order: 8 },
      section: 'service',
    }),
    f.text('militaryUnit', ['原部队', 'Former unit', 'Unidad de origen'], {
      maxLength: 100,
      section: 'service',
    }),
    f.enum(
      'disabilityLevel',
      'veteran_disability_level',
      ['伤残等级', 'Disability level', 'Grado de invalidez'],
      {
        section: 'service',
      },
    ),
    f.textarea('honours', ['立功受奖', 'Honours and awards', 'Méritos y condecoraciones'], {
      maxLength: 1000,
      section: 'service',
    }),
    f.money('allowance', ['优抚金(元/月)', 'Allowance (CNY/month)', 'Pensión (CNY/mes)'], {
      list: { order: 9 },
      section: 'service',
    }),
  ],
  notes:
    'Person group plus veteran category, service dates and years, former unit, disability level and honours.',
});

export const poorInfo = personModule({
  key: 'poorInfo',
  oneRecordPerPerson: true,
  columns: ['name', 'idCard', 'age', 'community', 'hardshipType', 'perCapitaIncome', 'assistanceStatus'],
  filters: ['name', 'idCard', 'hukouArea', 'hardshipType', 'assistanceStatus'],
  title: ['困难人员', 'Low-income people', 'Personas de bajos ingresos'],
  base: '/poorInfo',
  detailId: 'optional',
  extraSections: [ASSISTANCE],
  extraFields: [
    f.enum('hardshipType', 'low_income_type', ['困难类型', 'Hardship type', 'Tipo de dificultad'], {
      required: true,
      list: { order: 7 },
      filter: { mode: 'eq', order: 7 },
      ...a,
    }),
    f.integer('familySize', ['家庭人口', 'Household size', 'Miembros del hogar'], a),
    f.money(
      'perCapitaIncome',
      ['人均月收入(元)', 'Income per head (CNY/month)', 'Ingreso per cápita (CNY/mes)'],
      {
        list: { order: 8 },
        filter: { mode: 'range' },
        ...a,
      },
    ),
    f.textarea('hardshipReason', ['致困原因', 'Cause of hardship', 'Causa de la dificultad'], {
      maxLength: 500,
      ...a,
    }),
    f.date('recognisedOn', ['认定日期', 'Recognised on', 'Fecha de reconocimiento'], a),
    f.enum(
      'assistanceStatus',
      'assistance_status',
      ['救助状态', 'Assistance status', 'Estado de la asistencia'],
      {
        required: true,
        list: { order: 9 },
        filter: { mode: 'eq', order: 8 },
        ...a,
      },
    ),
  ],
  notes: 'Low-income and hardship households: hardship type, household means, cause and recognition date.',
});

export const extremelyPoorInfor = personModule({
  key: 'extremelyPoorInfor',
  oneRecordPerPerson: true,
  filters: ['name', 'idCard', 'hukouArea', 'supportMode', 'selfCareAbility'],
  title: ['特困人员', 'Extremely poor people', 'Personas en pobreza extrema'],
  base: '/extremelyPoorInfor',
  detailId: 'optional',
  extraSections: [section('support', ['供养信息', 'State support', 'Manutención pública'])],
  extraFields: [
    f.enum('supportMode', 'support_mode', ['供养方式', 'Support mode', 'Modalidad de manutención'], {
      required: true,
      list: { order: 7 },
      filter: { mode: 'eq', order: 7 },
      section: 'support',
    }),
    f.ref('institutionId', 'pensionAgency', 'name', ['供养机构', 'Supporting institution', 'Institución'], {
      help: label(['集中供养时填写', 'For support in an institution', 'Si vive en una institución']),
      section: 'support',
    }),
    f.text('caregiver', ['照料人', 'Caregiver', 'Cuidador'], { rules: ['name'], section: 'support' }),
    f.enum('selfCareAbility', 'self_care_ability', ['自理能力', 'Self-care ability', 'Autonomía'], {
      list: { order: 8 },
      filter: { mode: 'eq', order: 8 },
      section: 'support',
    }),
    f.money(
      'basicLivingStandard',
      ['基本生活标准(元/月)', 'Basic living (CNY/month)', 'Manutención básica (CNY/mes)'],
      {
        section: 'support',
      },
    ),
    f.money('careStandard', ['照料护理标准(元/月)', 'Care (CNY/month)', 'Cuidados (CNY/mes)'], {
      section: 'support',
    }),
    f.date('recognisedOn', ['认定日期', 'Recognised on', 'Fecha de reconocimiento'], { section: 'support' }),
  ],
  notes:
    'Extremely poor under state support: support mode (institution / dispersed), institution or caregiver, standards.',
});

export const helpPoorInfo = personModule({
  key: 'helpPoorInfo',
  oneRecordPerPerson: true,
  columns: ['name', 'idCard', 'age', 'community', 'helperName', 'helperUnit', 'helpType'],
  filters: ['name', 'idCard', 'hukouArea', 'helperName', 'helpType'],
  title: ['帮扶信息', 'Assistance pairs', 'Parejas de ayuda'],
  base: '/helpPoorInfo',
  detailId: 'optional',
  extraSections: [section('helper', ['帮扶信息', 'Helper', 'Ayudante'])],
  extraFields: [
    f.text('helperName', ['帮扶人', 'Helper', 'Ayudante'], {
      required: true,
      rules: ['name'],
      list: { order: 7 },
      filter: { mode: 'like', order: 7 },
      section: 'helper',
    }),
    f.text('helperUnit', ['帮扶单位', "Helper's organisation", 'Entidad del ayudante'], {
      maxLength: 100,
      list: { order: 8 },
      section: 'helper',
    }),
    f.mobile('helperPhone', ['帮扶人电话', "Helper's phone", 'Teléfono del ayudante'], { section: 'helper' }),
    f.enum('helpType', 'help_type', ['帮扶方式', 'Kind of help', 'Tipo de ayuda'], {
      required: true,
      multiple: true,
      list: { order: 9 },
      filter: { mode: 'eq', order: 8 },
      section: 'helper',
    }),
    f.date('pairedOn', ['结对日期', 'Paired on', 'Fecha de emparejamiento'], { section: 'helper' }),
    f.enum('visitFrequency', 'visit_frequency', ['帮扶频次', 'Frequency', 'Frecuencia'], {
      section: 'helper',
    }),
    f.textarea('helpContent', ['帮扶内容', 'What is done', 'Contenido de la ayuda'], {
      maxLength: 1000,
      section: 'helper',
    }),
  ],
  notes:
    'The helped person (Person group) paired with a helper: who, from which organisation, how and how often.',
});
