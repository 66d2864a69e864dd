import { auditFields, auditWorkflow, AUDIT_SECTION } from '../../groups/audit';
import {
  areaField,
  attachmentsField,
  contactFields,
  elderlyRef,
  nameField,
  periodFields,
  photosField,
  section,
  statusField,
} from '../../groups/common';
import { f } from '@eldercare/resource-language';
import { SERVICE_RECORD_SECTIONS, serviceRecordFields } from '../../groups/service-record';
import { defineModule } from '@eldercare/resource-language';

const group = 'servicesActivities' as const;

export const serviceProject = defineModule({
  key: 'serviceProject',
  group,
  title: ['服务项目', 'Service items', 'Servicios'],
  listRoute: '/serviceProject/index',
  detailRoute: '/serviceProject/details',
  detailId: 'required',
  fields: [
    nameField(['项目名称', 'Item name', 'Nombre del servicio']),
    f.text('code', ['项目编码', 'Item code', 'Código'], { maxLength: 30, list: true }),
    f.enum('category', 'service_category', ['服务类别', 'Category', 'Categoría'], {
      required: true,
      list: true,
      filter: true,
    }),
    f.enum('unit', 'service_unit', ['计价单位', 'Unit', 'Unidad'], { required: true, list: true }),
    f.money('unitPrice', ['单价(元)', 'Unit price (CNY)', 'Precio unitario (CNY)'], {
      required: true,
      list: true,
    }),
    f.integer(
      'standardMinutes',
      ['标准时长(分钟)', 'Standard duration (minutes)', 'Duración estándar (minutos)'],
      {
        rules: ['minutes'],
      },
    ),
    f.number('subsidyRatio', ['补贴比例(%)', 'Subsidy share (%)', 'Porcentaje subvencionado (%)']),
    f.money('subsidyCap', ['补贴上限(元/月)', 'Subsidy cap (CNY/month)', 'Tope del subsidio (CNY/mes)']),
    f.textarea(
      'description',
      ['服务内容及标准', 'What is done and to what standard', 'Contenido y estándar'],
      {
        maxLength: 2000,
      },
    ),
    statusField('sys_normal_disable'),
  ],
  notes:
    'The platform catalogue of subsidisable services: category, unit, price, standard time and subsidy rule.',
});

export const activityProject = defineModule({
  key: 'activityProject',
  columns: ['name', 'activityType', 'area', 'startTime', 'capacity', 'signUps', 'status'],
  group,
  title: ['活动项目', 'Activities', 'Actividades'],
  listRoute: '/activityProject/index',
  detailRoute: '/activityProject/details',
  detailId: 'required',
  areaField: 'area',
  sort: { field: 'startTime', order: 'desc' },
  fields: [
    nameField(['活动名称', 'Activity name', 'Nombre de la actividad']),
    f.enum('activityType', 'activity_type', ['活动类型', 'Type', 'Tipo'], {
      required: true,
      list: true,
      filter: true,
    }),
    areaField(),
    f.text('place', ['活动地点', 'Place', 'Lugar'], { required: true, maxLength: 200 }),
    f.datetime('startTime', ['开始时间', 'Starts', 'Inicio'], { required: true, list: true, filter: true }),
    f.datetime('endTime', ['结束时间', 'Ends', 'Fin'], { required: true }),
    f.integer('capacity', ['人数上限', 'Places', 'Plazas'], { list: true }),
    f.integer('signUps', ['已报名', 'Signed up', 'Inscritos'], { list: true, section: false }),
    f.text('organiser', ['主办单位', 'Organiser', 'Organizador'], { maxLength: 100 }),
    ...contactFields(),
    f.richText('content', ['活动内容', 'Programme', 'Programa']),
    photosField(),
    statusField('activity_status'),
  ],
  notes: 'Activities for elders: time, place, capacity and sign-ups (counted by the server, not edited).',
});

export const insurance = defineModule({
  key: 'insurance',
  group,
  title: ['老年人意外险', 'Accident insurance', 'Seguro de accidentes'],
  listRoute: '/insurance/index',
  detailRoute: '/insurance/details',
  detailId: 'required',
  titleField: 'policyNo',
  areaField: 'area',
  sections: [
    section('basic', ['保单', 'Policy', 'Póliza']),
    section('claim', ['理赔', 'Claims', 'Siniestros']),
  ],
  fields: [
    elderlyRef(),
    areaField(),
    f.text('policyNo', ['保单号', 'Policy number', 'Número de póliza'], {
      required: true,
      list: true,
      filter: true,
    }),
    f.text('insurer', ['保险公司', 'Insurer', 'Aseguradora'], { required: true, maxLength: 100, list: true }),
    f.enum('insuranceType', 'insurance_type', ['险种', 'Cover', 'Cobertura'], {
      required: true,
      filter: true,
    }),
    ...periodFields(),
    f.money('premium', ['保费(元)', 'Premium (CNY)', 'Prima (CNY)'], { required: true }),
    f.money('sumInsured', ['保额(元)', 'Sum insured (CNY)', 'Suma asegurada (CNY)']),
    f.enum('claimStatus', 'claim_status', ['理赔状态', 'Claim status', 'Estado del siniestro'], {
      list: true,
      filter: true,
      section: 'claim',
    }),
    f.date('accidentDate', ['出险日期', 'Accident date', 'Fecha del accidente'], { section: 'claim' }),
    f.money('claimAmount', ['理赔金额(元)', 'Amount paid (CNY)', 'Importe indemnizado (CNY)'], {
      section: 'claim',
    }),
    f.textarea('claimNotes', ['出险经过', 'What happened', 'Descripción del accidente'], {
      section: 'claim',
    }),
    attachmentsField({ section: 'claim' }),
  ],
  notes:
    'Government-funded accident insurance for elders: insured person, policy, period, premium and claims.',
});

export const serviceRecord = defineModule({
  key: 'serviceRecord',
  group,
  title: ['服务记录', 'Service records', 'Registros de servicio'],
  listRoute: '/serviceRecord/index',
  detailRoute: '/serviceRecord/details',
  detailId: 'required',
  titleField: 'elderlyId',
  areaField: 'area',
  sort: { field: 'startTime', order: 'desc' },
  sections: SERVICE_RECORD_SECTIONS,
  fields: serviceRecordFields(),
  notes:
    'The Record of service group: who served whom, what, when, for how long, at what price, with evidence.',
});

export const yjtApplicationRecord = defineModule({
  key: 'yjtApplicationRecord',
  group,
  title: ['一键通申请', 'One-touch call applications', 'Solicitudes de botón de emergencia'],
  listRoute: '/yjtApplicationRecord/index',
  detailRoute: '/yjtApplicationRecord/details',
  detailId: 'required',
  titleField: 'elderlyId',
  areaField: 'area',
  sections: [section('basic', ['申请信息', 'Application', 'Solicitud']), AUDIT_SECTION],
  fields: [
    elderlyRef(),
    areaField(),
    f.enum('deviceType', 'device_type', ['设备类型', 'Device', 'Dispositivo'], {
      required: true,
      list: true,
      filter: true,
    }),
    f.text('installAddress', ['安装地址', 'Installation address', 'Dirección de instalación'], {
      required: true,
      maxLength: 200,
      wide: true,
    }),
    f.textarea('reason', ['申请理由', 'Reason', 'Motivo'], { maxLength: 500 }),
    f.text('deviceSerial', ['设备编号', 'Device serial', 'Número de serie'], { maxLength: 50 }),
    f.date('installedOn', ['安装日期', 'Installed on', 'Fecha de instalación'], { list: true }),
    ...auditFields(),
  ],
  workflow: auditWorkflow(),
  notes:
    '`yjt` read as 一键通, the one-touch emergency call device (MODULES.md): application, review, installation.',
});

export const serviceApplyRecord = defineModule({
  key: 'serviceApplyRecord',
  group,
  title: ['服务申请', 'Service applications', 'Solicitudes de servicio'],
  listRoute: '/serviceApplyRecord/index',
  detailRoute: '/serviceApplyRecord/details',
  detailId: 'required',
  titleField: 'elderlyId',
  areaField: 'area',
  sections: [section('basic', ['申请信息', 'Application', 'Solicitud']), AUDIT_SECTION],
  fields: [
    elderlyRef(),
    areaField(),
    f.ref(
      'serviceItemId',
      'serviceProject',
      'name',
      ['申请服务', 'Service requested', 'Servicio solicitado'],
      {
        required: true,
        list: true,
        filter: true,
      },
    ),
    f.datetime('expectedTime', ['期望服务时间', 'Wanted for', 'Fecha deseada']),
    f.textarea('needs', ['需求描述', 'Needs', 'Necesidades'], { required: true, maxLength: 1000 }),
    f.ref(
      'providerId',
      'serviceProvider',
      'name',
      ['承接服务商', 'Provider assigned', 'Proveedor asignado'],
      {
        list: true,
      },
    ),
    ...auditFields(),
  ],
  workflow: auditWorkflow(),
  notes:
    'An elder’s application for a subsidised service: Audit/workflow group, then assigned to a provider.',
});

export const weeklyMenu = defineModule({
  key: 'weeklyMenu',
  group,
  title: ['每周菜单', 'Weekly menus', 'Menús semanales'],
  listRoute: '/weeklyMenu/index',
  detailRoute: '/weeklyMenu/details',
  detailId: 'query',
  titleField: 'weekStart',
  areaField: 'area',
  sort: { field: 'weekStart', order: 'desc' },
  sections: [
    section('basic', ['菜单', 'Menu', 'Menú']),
    section('days', ['每日菜品', 'Dishes by day', 'Platos por día']),
  ],
  fields: [
    f.ref('mealPointId', 'helpMeals', 'name', ['助餐点', 'Meal point', 'Comedor'], {
      required: true,
      list: true,
      filter: true,
    }),
    areaField(),
    f.date('weekStart', ['周一日期', 'Week of (Monday)', 'Semana del (lunes)'], {
      required: true,
      list: true,
      filter: true,
    }),
    f.money('mealPrice', ['餐标(元/餐)', 'Meal price (CNY)', 'Precio del menú (CNY)'], { list: true }),
    statusField('publish_status'),
    ...(
      [
        ['monday', '周一', 'Monday', 'Lunes'],
        ['tuesday', '周二', 'Tuesday', 'Martes'],
        ['wednesday', '周三', 'Wednesday', 'Miércoles'],
        ['thursday', '周四', 'Thursday', 'Jueves'],
        ['friday', '周五', 'Friday', 'Viernes'],
        ['saturday', '周六', 'Saturday', 'Sábado'],
        ['sunday', '周日', 'Sunday', 'Domingo'],
      ] as const
    ).map(([day, zh, en, es]) =>
      f.textarea(`${day}Dishes`, [`${zh}菜品`, `${en} dishes`, `Platos del ${es.toLowerCase()}`], {
        maxLength: 500,
        section: 'days',
        wide: false,
      }),
    ),
  ],
  notes:
    'A meal point’s menu for one week, one dish list per day (breakfast / lunch / dinner lines). The exact ' +
    'route /weeklyMenu/details takes the record as ?id=…&modelType=look|edit (none for add).',
});
