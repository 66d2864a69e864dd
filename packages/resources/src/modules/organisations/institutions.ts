import { periodFields, section } from '../../groups/common';
import { f, label } from '@eldercare/resource-language';
import { ORGANISATION_SECTIONS, organisationFields } from '../../groups/organisation';
import { STAFF_SECTIONS, staffFields } from '../../groups/staff';
import { standardActions } from '@eldercare/resource-language';
import { defineModule } from '@eldercare/resource-language';

const cap = { section: 'capacity' };

export const pensionAgency = defineModule({
  key: 'pensionAgency',
  columns: ['name', 'nature', 'area', 'beds', 'occupiedBeds', 'starRating', 'contactPhone'],
  filters: ['name', 'area', 'nature', 'starRating', 'status'],
  group: 'organisations',
  title: ['养老机构', 'Care institutions', 'Residencias de mayores'],
  listRoute: '/pensionAgency/index',
  detailRoute: '/pensionAgency/details',
  detailId: 'required',
  table: 'biz_pension_agency',
  areaField: 'area',
  sections: [
    ...ORGANISATION_SECTIONS,
    section('capacity', ['规模与评级', 'Capacity and rating', 'Capacidad y categoría']),
  ],
  fields: [
    ...organisationFields(['机构名称', 'Institution name', 'Nombre de la institución'], {
      licence: ['养老机构备案号', 'Care institution filing number', 'Número de registro de la residencia'],
    }),
    f.enum('nature', 'pension_agencys', ['机构性质', 'Ownership', 'Titularidad'], {
      required: true,
      list: true,
      filter: true,
    }),
    f.integer('beds', ['床位数', 'Beds', 'Camas'], {
      required: true,
      list: true,
      filter: { mode: 'range' },
      ...cap,
    }),
    f.integer('careBeds', ['护理型床位数', 'Nursing beds', 'Camas asistidas'], cap),
    f.integer('occupiedBeds', ['在住人数', 'Residents', 'Residentes'], { list: true, ...cap }),
    f.enum('starRating', 'star_rating', ['星级', 'Star rating', 'Categoría'], {
      list: true,
      filter: true,
      ...cap,
    }),
    f.boolean(
      'medicalCombined',
      ['医养结合', 'Combined with medical care', 'Con atención médica integrada'],
      cap,
    ),
    f.money('monthlyFeeFrom', ['月收费起(元)', 'Monthly fee from (CNY)', 'Tarifa mensual desde (CNY)'], cap),
    f.richText('introduction', ['机构简介', 'Introduction', 'Presentación'], cap),
  ],
  actions: [
    ...standardActions(),
    {
      key: 'rooms',
      kind: 'custom',
      title: label(['房间床位', 'Rooms and beds', 'Habitaciones y camas']),
      permission: '房间床位',
    },
    {
      key: 'residents',
      kind: 'custom',
      title: label(['入住人员', 'Residents', 'Residentes']),
      permission: '入住人员',
    },
  ],
  toolbar: { add: '新增', export: '导出', import: false },
  extraRoutes: [
    {
      key: 'chiZhouDetails',
      kind: 'variant',
      path: '/pensionAgency/chiZhouDetails',
      idMode: 'required',
      title: label([
        '养老机构详情（池州）',
        'Care institution details (Chizhou)',
        'Detalle de la residencia (Chizhou)',
      ]),
      permission: '查看',
      purpose:
        'The Chizhou deployment shows the same institution with its provincial star-rating and medical-care ' +
        'sections first; it reuses this declaration (all fields), only the section order differs.',
    },
  ],
  notes:
    'Organisation group plus ownership (pension_agencys), beds, nursing beds, residents, star rating, medical ' +
    'care and fees. 5 row actions, so the list shows 2 inline and 3 under 更多. Records are added by the ' +
    'civil-affairs office from the filing list, hence detail /:id only.',
});

export const businessPeople = defineModule({
  key: 'businessPeople',
  filters: ['name', 'institutionId', 'area', 'post', 'employmentStatus'],
  group: 'organisations',
  title: ['从业人员', 'Institution staff', 'Personal de las instituciones'],
  listRoute: '/businessPeople/index',
  detailRoute: '/businessPeople/details',
  detailId: 'optional',
  areaField: 'area',
  sections: STAFF_SECTIONS,
  fields: [
    ...staffFields(),
    f.ref('institutionId', 'pensionAgency', 'name', ['所属机构', 'Institution', 'Institución'], {
      required: true,
      list: true,
      filter: true,
      section: 'work',
    }),
    f.area('area', ['所属区域', 'Area', 'Zona'], { required: true, filter: true, section: 'work' }),
    f.enum('post', 'staff_post', ['岗位', 'Post', 'Puesto'], {
      required: true,
      list: true,
      filter: true,
      section: 'work',
    }),
    f.text(
      'certificateNo',
      ['资格证书编号', 'Qualification certificate number', 'Número de certificado profesional'],
      {
        maxLength: 50,
        section: 'work',
      },
    ),
    f.enum('certificateLevel', 'skill_level', ['职业技能等级', 'Skill level', 'Nivel de cualificación'], {
      list: true,
      section: 'work',
    }),
    f.date('hiredOn', ['入职日期', 'Hired on', 'Fecha de contratación'], { filter: true, section: 'work' }),
    f.enum('employmentStatus', 'employment_status', ['在职状态', 'Employment status', 'Situación laboral'], {
      required: true,
      list: true,
      filter: true,
      section: 'work',
    }),
  ],
  notes:
    'Staff of care institutions: staff person fields plus institution, post, qualification and skill level.',
});

export const overNinetyOldManConfig = defineModule({
  key: 'overNinetyOldManConfig',
  group: 'organisations',
  title: [
    '高龄老人调查配置',
    'Very-elderly survey settings',
    'Configuración de la encuesta de mayores de 90',
  ],
  listRoute: '/OverNinetyOldManConfig/index',
  detailRoute: '/OverNinetyOldManConfig/details',
  detailId: 'query',
  titleField: 'surveyYear',
  sort: { field: 'surveyYear', order: 'desc' },
  fields: [
    f.integer('surveyYear', ['调查年度', 'Survey year', 'Año de la encuesta'], {
      required: true,
      list: true,
      filter: true,
    }),
    ...periodFields(),
    f.integer('minAge', ['起始年龄', 'From age', 'Desde la edad'], { required: true, list: true }),
    f.enum('targets', 'elderly_category', ['调查对象类别', 'Categories surveyed', 'Categorías encuestadas'], {
      multiple: true,
    }),
    f.textarea('reminderText', ['提醒文字', 'Reminder text', 'Texto del recordatorio'], {
      help: label([
        '默认：今年的高龄老人调查工作已开始，请尽快安排确认',
        "Default: this year's very-elderly survey has started, please arrange confirmations soon",
        'Por defecto: la encuesta de este año ha comenzado; organice las confirmaciones cuanto antes',
      ]),
    }),
    f.text('responsibleDept', ['牵头部门', 'Lead department', 'Departamento responsable'], {
      maxLength: 100,
      list: true,
    }),
    f.file('noticeFile', ['工作通知', 'Work notice', 'Aviso de trabajo']),
    f.enum('status', 'sys_normal_disable', ['状态', 'Status', 'Estado'], { required: true, list: true }),
  ],
  notes:
    'One row per survey year; drives the SPEC §9 reminder. The exact route /OverNinetyOldManConfig/details ' +
    'takes the record as ?id=…&modelType=look|edit (none for add).',
});
