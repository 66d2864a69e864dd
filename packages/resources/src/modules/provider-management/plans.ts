import { reviewStatusField, reviewWorkflow } from '../../groups/audit';
import { areaField, elderlyRef, periodFields, remarksField, section, statusField } from '../../groups/common';
import { f, label } from '@eldercare/resource-language';
import type { ExtraRouteDeclaration } from '@eldercare/resource-language';
import type { WorkflowPageKind } from '@eldercare/resource-language';
import { defineModule } from '@eldercare/resource-language';

const group = 'providerManagement' as const;
const fee = { section: 'fee' };
const providerRef = f.ref('providerId', 'serviceProvider', 'name', ['服务商', 'Provider', 'Proveedor'], {
  required: true,
  list: true,
  filter: true,
});

function planRoute(
  key: WorkflowPageKind,
  title: [string, string, string],
  permission: string,
  purpose: string,
): ExtraRouteDeclaration {
  return {
    key,
    kind: 'workflow',
    path: `/orderManagement/servicePlan/${key}`,
    idMode: 'query',
    title: label(title),
    permission,
    purpose,
  };
}

export const servicePlan = defineModule({
  key: 'servicePlan',
  columns: [
    'elderlyId',
    'providerId',
    'planMonth',
    'serviceItemIds',
    'timesPerMonth',
    'budget',
    'auditStatus',
    'status',
  ],
  filters: ['elderlyId', 'area', 'providerId', 'planMonth', 'auditStatus', 'status'],
  group,
  title: ['服务计划', 'Service plans', 'Planes de servicio'],
  listRoute: '/orderManagement/servicePlan/index',
  detailRoute: '/orderManagement/servicePlan/details',
  detailId: 'optional',
  titleField: 'elderlyId',
  areaField: 'area',
  sort: { field: 'planMonth', order: 'desc' },
  sections: [section('basic', ['计划信息', 'Plan', 'Plan']), section('fee', ['费用', 'Charges', 'Importes'])],
  fields: [
    elderlyRef(),
    areaField(),
    providerRef,
    f.month('planMonth', ['计划月份', 'Month', 'Mes'], { required: true, list: true, filter: true }),
    f.ref('serviceItemIds', 'serviceProject', 'name', ['服务项目', 'Service items', 'Servicios'], {
      required: true,
      multiple: true,
      list: true,
    }),
    f.integer('timesPerMonth', ['每月次数', 'Visits per month', 'Visitas al mes'], {
      required: true,
      list: true,
    }),
    f.integer('minutesPerVisit', ['每次时长(分钟)', 'Minutes per visit', 'Minutos por visita'], {
      rules: ['minutes'],
    }),
    // Whether an approved plan is being carried out; empty until the plan is approved.
    statusField('plan_status', { required: false }),
    reviewStatusField(),
    f.boolean('nextMonthConfirmed', ['下月计划已确认', 'Next month confirmed', 'Mes siguiente confirmado'], {
      filter: true,
    }),
    f.money('budget', ['计划金额(元)', 'Plan amount (CNY)', 'Importe del plan (CNY)'], {
      list: true,
      ...fee,
    }),
    f.money('subsidyAmount', ['补贴金额(元)', 'Subsidy (CNY)', 'Subsidio (CNY)'], fee),
    f.money('selfPaid', ['自付金额(元)', 'Self-paid (CNY)', 'Copago (CNY)'], fee),
    remarksField(),
  ],
  workflow: reviewWorkflow(),
  extraRoutes: [
    planRoute(
      'orderDetail',
      ['订单明细', 'Order details', 'Detalle del pedido'],
      '订单明细',
      'Opened with ?id=<plan>: the work orders (orderWork) generated from the plan this month, with their status.',
    ),
    planRoute(
      'nextMonthDetail',
      ['下月计划', "Next month's plan", 'Plan del próximo mes'],
      '下月计划',
      'Opened with ?id=<plan>: a copy of the plan for next month to adjust and confirm (sets nextMonthConfirmed).',
    ),
    planRoute(
      'planDetails',
      ['计划明细', 'Plan details', 'Detalle del plan'],
      '计划明细',
      'Opened with ?id=<plan>: the plan broken down by date and service item (the visit calendar).',
    ),
  ],
  notes:
    'A monthly home-service plan of one elder with one provider; orders, next month and the calendar are workflow pages. ' +
    'The provider drafts and submits it (提交); the street office of the elder’s area or the district operators ' +
    'approve it or return it with an opinion (审核), after which the provider edits and resubmits. The plan ' +
    'status (执行中/暂停/已结束) applies once it is approved.',
});

export const ispManagement = defineModule({
  key: 'ispManagement',
  columns: ['elderlyId', 'providerId', 'careLevel', 'services', 'startDate', 'caseManager', 'status'],
  group,
  title: ['个性化服务计划', 'Individual service plans', 'Planes de servicio individuales'],
  listRoute: '/ISPManagement/index',
  detailRoute: '/ISPManagement/details',
  detailId: 'optional',
  titleField: 'elderlyId',
  areaField: 'area',
  fields: [
    elderlyRef(),
    areaField(),
    providerRef,
    f.enum('careLevel', 'care_level', ['照护等级', 'Care level', 'Nivel de cuidados'], {
      required: true,
      list: true,
      filter: true,
    }),
    f.textarea('goals', ['照护目标', 'Care goals', 'Objetivos de cuidado'], {
      required: true,
      maxLength: 1000,
    }),
    f.enum('services', 'service_category', ['服务内容', 'Services', 'Servicios'], {
      required: true,
      multiple: true,
      list: true,
    }),
    f.enum('frequency', 'visit_frequency', ['服务频次', 'Frequency', 'Frecuencia'], { required: true }),
    ...periodFields(),
    f.text('caseManager', ['个案管理员', 'Case manager', 'Gestor del caso'], { rules: ['name'], list: true }),
    f.date('reviewDate', ['复评日期', 'Review date', 'Fecha de revisión']),
    statusField('plan_status'),
  ],
  notes:
    'ISP = individual service plan: goals, services and frequency from the assessed care level, with a review date.',
});

export const orderWork = defineModule({
  key: 'orderWork',
  columns: ['orderNo', 'elderlyId', 'serviceItemId', 'staffId', 'appointmentTime', 'amount', 'status'],
  filters: ['orderNo', 'area', 'providerId', 'appointmentTime', 'status'],
  group,
  title: ['服务工单', 'Work orders', 'Órdenes de trabajo'],
  listRoute: '/orderManagement/orderWork/index',
  detailRoute: '/orderManagement/orderWork/details',
  detailId: 'optional',
  titleField: 'orderNo',
  areaField: 'area',
  sort: { field: 'appointmentTime', order: 'desc' },
  fields: [
    f.text('orderNo', ['工单号', 'Order number', 'Número de orden'], {
      required: true,
      maxLength: 30,
      list: true,
      filter: true,
    }),
    elderlyRef(),
    areaField(),
    providerRef,
    f.ref('planId', 'servicePlan', 'elderlyId', ['服务计划', 'Service plan', 'Plan de servicio']),
    f.ref('serviceItemId', 'serviceProject', 'name', ['服务项目', 'Service item', 'Servicio'], {
      required: true,
      list: true,
    }),
    f.ref('staffId', 'servicePersonal', 'name', ['服务人员', 'Staff member', 'Profesional'], {
      list: true,
      filter: true,
    }),
    f.datetime('appointmentTime', ['预约时间', 'Appointment', 'Cita'], {
      required: true,
      list: true,
      filter: true,
    }),
    f.text('serviceAddress', ['服务地址', 'Service address', 'Dirección del servicio'], {
      maxLength: 200,
      wide: true,
    }),
    statusField('work_order_status'),
    f.datetime('completedAt', ['完成时间', 'Completed at', 'Finalizado el']),
    f.money('amount', ['工单金额(元)', 'Amount (CNY)', 'Importe (CNY)'], { list: true }),
    f.enum('rating', 'satisfaction', ['评价', 'Rating', 'Valoración'], { filter: true }),
  ],
  notes:
    'A provider’s work order (from a plan or a dispatch): elder, item, staff, appointment, status, amount, rating.',
});

export const orderSetting = defineModule({
  key: 'orderSetting',
  group,
  title: ['下单设置', 'Ordering settings', 'Configuración de pedidos'],
  listRoute: '/orderManagement/orderSetting/index',
  detailRoute: '/orderManagement/orderSetting/details',
  detailId: 'query',
  titleField: 'providerId',
  fields: [
    providerRef,
    f.enum('accountType', 'order_account_type', ['下单账号类型', 'Ordering account', 'Cuenta de pedidos'], {
      required: true,
      list: true,
    }),
    f.boolean('autoDispatch', ['自动派单', 'Dispatch automatically', 'Asignación automática'], {
      list: true,
    }),
    f.integer('acceptTimeoutMinutes', ['接单超时(分钟)', 'Accept within (minutes)', 'Aceptar en (minutos)'], {
      rules: ['minutes'],
    }),
    f.integer('advanceDays', [
      '可提前预约天数',
      'Book up to (days ahead)',
      'Reservar con (días de antelación)',
    ]),
    f.integer(
      'cancelBeforeMinutes',
      ['可取消时限(分钟)', 'Cancel up to (minutes before)', 'Cancelar hasta (minutos antes)'],
      {
        rules: ['minutes'],
      },
    ),
    f.text('serviceHours', ['服务时段', 'Service hours', 'Horario de servicio'], { maxLength: 50 }),
    statusField('sys_normal_disable'),
  ],
  notes:
    'How a provider takes orders (auto-dispatch, timeouts, booking window). The exact route takes ?id=…&modelType=look|edit.',
});
