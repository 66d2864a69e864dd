import { AUDIT_SECTION, auditFields, auditWorkflow } from '../../groups/audit';
import { areaField, elderlyRef, nameField, section, statusField } from '../../groups/common';
import { f } from '@eldercare/resource-language';
import { defineModule } from '@eldercare/resource-language';

const group = 'providerManagement' as const;
const providerRef = f.ref('providerId', 'serviceProvider', 'name', ['服务商', 'Provider', 'Proveedor'], {
  required: true,
  list: true,
  filter: true,
});

export const serveProject = defineModule({
  key: 'serveProject',
  group,
  title: ['服务商服务项目', 'Provider service items', 'Servicios del proveedor'],
  listRoute: '/projectManagement/serveProject/index',
  detailRoute: '/projectManagement/serveProject/details',
  detailId: 'optional',
  fields: [
    nameField(['项目名称', 'Item name', 'Nombre del servicio']),
    providerRef,
    f.ref(
      'serviceItemId',
      'serviceProject',
      'name',
      ['对应平台项目', 'Platform item', 'Servicio de la plataforma'],
      {
        required: true,
        list: true,
      },
    ),
    f.enum('unit', 'service_unit', ['计价单位', 'Unit', 'Unidad'], { required: true }),
    f.money('price', ['服务价格(元)', 'Price (CNY)', 'Precio (CNY)'], { required: true, list: true }),
    f.integer('durationMinutes', ['服务时长(分钟)', 'Duration (minutes)', 'Duración (minutos)'], {
      rules: ['minutes'],
    }),
    f.textarea('description', ['服务说明', 'Description', 'Descripción'], { maxLength: 1000 }),
    statusField('sys_normal_disable'),
  ],
  notes: 'What a provider offers against a platform service item, at its own price and duration.',
});

export const mealService = defineModule({
  key: 'mealService',
  group,
  title: ['助餐服务', 'Meal services', 'Servicios de comidas'],
  listRoute: '/projectManagement/mealService/index',
  detailRoute: '/projectManagement/mealService/details',
  detailId: 'optional',
  areaField: 'area',
  fields: [
    nameField(['服务名称', 'Service name', 'Nombre del servicio']),
    providerRef,
    f.ref('mealPointId', 'helpMeals', 'name', ['助餐点', 'Meal point', 'Comedor'], {
      required: true,
      list: true,
      filter: true,
    }),
    areaField({ list: false }),
    f.enum('meals', 'meal_type', ['餐次', 'Meals', 'Comidas'], {
      required: true,
      multiple: true,
      list: true,
    }),
    f.enum('serviceDays', 'weekday', ['供餐日', 'Days served', 'Días de servicio'], { multiple: true }),
    f.money('price', ['餐费(元/餐)', 'Price per meal (CNY)', 'Precio por comida (CNY)'], {
      required: true,
      list: true,
    }),
    f.money('subsidy', ['补贴(元/餐)', 'Subsidy per meal (CNY)', 'Subsidio por comida (CNY)']),
    f.money('deliveryFee', ['送餐费(元)', 'Delivery fee (CNY)', 'Gastos de reparto (CNY)']),
    statusField('sys_normal_disable'),
  ],
  notes: 'A provider’s meal service at a meal point: meals, days, price, subsidy and delivery fee.',
});

export const providerStaff = defineModule({
  key: 'providerStaff',
  filters: ['staffId', 'providerId', 'area', 'post', 'status'],
  group,
  title: ['服务人员排班', 'Provider staff roster', 'Plantilla del proveedor'],
  listRoute: '/serverManagement/servicePersonal/index',
  detailRoute: '/serverManagement/servicePersonal/details',
  detailId: 'optional',
  titleField: 'staffId',
  areaField: 'area',
  fields: [
    f.ref('staffId', 'servicePersonal', 'name', ['服务人员', 'Staff member', 'Profesional'], {
      required: true,
      list: true,
      filter: true,
    }),
    providerRef,
    areaField(),
    f.enum('post', 'provider_post', ['岗位', 'Post', 'Puesto'], { required: true, list: true, filter: true }),
    f.enum('shift', 'shift', ['班次', 'Shift', 'Turno'], { list: true }),
    f.money('monthlyWage', ['月薪(元)', 'Monthly wage (CNY)', 'Salario mensual (CNY)']),
    f.date('joinedOn', ['入职日期', 'Joined on', 'Fecha de incorporación'], { filter: true }),
    statusField('employment_status'),
  ],
  notes:
    'The provider side of service staff: a roster entry (post, shift, wage) pointing at the platform registry ' +
    '(servicePersonal), so personal data is kept once.',
});

export const poorApply = defineModule({
  key: 'poorApply',
  group,
  title: ['困难申请', 'Hardship applications', 'Solicitudes por dificultad'],
  listRoute: '/applyManage/poorApply/index',
  detailRoute: '/applyManage/poorApply/details',
  detailId: 'required',
  titleField: 'elderlyId',
  areaField: 'area',
  sections: [section('basic', ['申请信息', 'Application', 'Solicitud']), AUDIT_SECTION],
  fields: [
    elderlyRef(),
    areaField(),
    f.enum('hardshipType', 'low_income_type', ['困难类型', 'Hardship type', 'Tipo de dificultad'], {
      required: true,
      list: true,
      filter: true,
    }),
    f.integer('familySize', ['家庭人口', 'Household size', 'Miembros del hogar']),
    f.money(
      'perCapitaIncome',
      ['人均月收入(元)', 'Income per head (CNY/month)', 'Ingreso per cápita (CNY/mes)'],
      { list: true },
    ),
    f.textarea('reason', ['申请理由', 'Reason', 'Motivo'], { required: true, maxLength: 1000 }),
    ...auditFields(),
  ],
  workflow: auditWorkflow(),
  notes: 'An elder’s application for hardship status through a provider (Audit/workflow group).',
});
