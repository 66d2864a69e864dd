import { areaField, attachmentsField, elderlyRef, section, statusField } from '../../groups/common';
import { f, label } from '@eldercare/resource-language';
import { STAFF_SECTIONS, staffFields } from '../../groups/staff';
import { defineModule } from '@eldercare/resource-language';

export const messageIssue = defineModule({
  key: 'messageIssue',
  group: 'messages',
  title: ['消息发布', 'Message publishing', 'Envío de mensajes'],
  listRoute: '/messageIssue/index',
  detailRoute: '/messageIssue/details',
  detailId: 'required',
  titleField: 'title',
  sort: { field: 'sendAt', order: 'desc' },
  fields: [
    f.text('title', ['消息标题', 'Title', 'Título'], {
      required: true,
      maxLength: 200,
      list: true,
      filter: true,
    }),
    f.enum('msgType', 'msg_type', ['消息类型', 'Message type', 'Tipo de mensaje'], {
      required: true,
      list: true,
      filter: true,
    }),
    f.enum('targetType', 'msg_target_type', ['发送对象', 'Send to', 'Destinatarios'], {
      required: true,
      list: true,
    }),
    f.enum('targetAccountTypes', 'sys_account_type', ['账号类型', 'Account types', 'Tipos de cuenta'], {
      multiple: true,
    }),
    f.area('targetAreas', ['发送区域', 'Areas', 'Zonas'], { multiple: true }),
    f.text('targetUsers', ['指定用户', 'Named users', 'Usuarios concretos'], {
      maxLength: 2000,
      help: label([
        '用户名，逗号分隔',
        'User names, comma-separated',
        'Nombres de usuario separados por comas',
      ]),
    }),
    f.richText('content', ['消息内容', 'Content', 'Contenido'], { required: true }),
    attachmentsField(),
    f.datetime('sendAt', ['发送时间', 'Send at', 'Enviar el'], { list: true, filter: true }),
    statusField('send_status'),
    f.integer('sentCount', ['发送人数', 'Recipients', 'Destinatarios alcanzados'], {
      list: true,
      section: false,
    }),
    f.integer('readCount', ['已读人数', 'Read by', 'Leído por'], { list: true, section: false }),
  ],
  notes:
    'Compose a message (msgType of SPEC §3) to all users, account types, areas or named users; sent now or at ' +
    'sendAt; recipients and reads are counted by the server. Not area-scoped: it targets areas instead.',
});

export const serviceManager = defineModule({
  key: 'serviceManager',
  columns: ['demandNo', 'elderlyId', 'serviceItemId', 'source', 'neededAt', 'providerId', 'status'],
  filters: ['demandNo', 'area', 'serviceItemId', 'neededAt', 'status'],
  group: 'operatingCentre',
  title: ['服务管理', 'Service management', 'Gestión de servicios'],
  listRoute: '/serviceManager/index',
  detailRoute: '/serviceManager/details',
  detailId: 'query',
  titleField: 'demandNo',
  areaField: 'area',
  sort: { field: 'neededAt', order: 'desc' },
  sections: [
    section('basic', ['服务需求', 'Request', 'Solicitud']),
    section('dispatch', ['派单', 'Dispatch', 'Asignación']),
  ],
  fields: [
    f.text('demandNo', ['需求编号', 'Request number', 'Número de solicitud'], {
      required: true,
      maxLength: 30,
      list: true,
      filter: true,
    }),
    elderlyRef(),
    areaField(),
    f.ref('serviceItemId', 'serviceProject', 'name', ['服务项目', 'Service item', 'Servicio'], {
      required: true,
      list: true,
      filter: true,
    }),
    f.enum('source', 'demand_source', ['需求来源', 'Source', 'Origen'], { required: true, list: true }),
    f.datetime('neededAt', ['需求时间', 'Needed at', 'Fecha requerida'], {
      required: true,
      list: true,
      filter: true,
    }),
    f.textarea('description', ['需求描述', 'Description', 'Descripción'], { maxLength: 1000 }),
    f.ref('providerId', 'serviceProvider', 'name', ['派单服务商', 'Provider', 'Proveedor'], {
      list: true,
      section: 'dispatch',
    }),
    f.ref('staffId', 'servicePersonal', 'name', ['派单人员', 'Staff member', 'Profesional'], {
      section: 'dispatch',
    }),
    f.datetime('dispatchedAt', ['派单时间', 'Dispatched at', 'Asignado el'], { section: 'dispatch' }),
    // The workflow's state: set to pending on create and moved only by its steps, so not required.
    statusField('work_order_status', { section: 'dispatch', required: false }),
  ],
  workflow: {
    field: 'status',
    initial: 'pending',
    transitions: [
      {
        key: 'dispatch',
        from: ['pending'],
        to: 'dispatched',
        title: label(['派单', 'Dispatch', 'Asignar']),
        permission: '派单',
      },
      {
        key: 'cancel',
        from: ['pending', 'dispatched'],
        to: 'cancelled',
        title: label(['取消需求', 'Cancel request', 'Cancelar solicitud']),
        permission: '取消',
        needsOpinion: true,
      },
    ],
  },
  extraRoutes: [
    {
      key: 'sendOrders',
      kind: 'workflow',
      path: '/serviceManager/sendOrders',
      idMode: 'query',
      title: label(['派单', 'Dispatch orders', 'Asignar pedidos']),
      permission: '派单',
      purpose:
        'Opened with ?id=<request> (or several ids): choose a provider and staff member, then dispatch — sets ' +
        'providerId, staffId and dispatchedAt, then runs the dispatch step (status pending → dispatched).',
    },
  ],
  notes:
    'The operating centre’s service requests and their dispatch to providers: pending → dispatched, or ' +
    'cancelled with a reason; acceptance and completion are tracked on the provider’s work order (orderWork).' +
    ' The exact route takes ?id=…&modelType=look|edit.',
});

export const helpPersonManage = defineModule({
  key: 'helpPersonManage',
  columns: ['name', 'mobile', 'area', 'role', 'team', 'onDuty', 'status'],
  group: 'rescue',
  title: ['救助人员', 'Rescue staff', 'Personal de rescate'],
  listRoute: '/helpPersonManage/index',
  detailRoute: '/helpPersonManage/detail',
  detailId: 'required',
  areaField: 'area',
  sections: [...STAFF_SECTIONS, section('duty', ['值守', 'Duty', 'Guardia'])],
  fields: [
    ...staffFields(),
    areaField({ section: 'work' }),
    f.enum('role', 'rescue_role', ['救助角色', 'Role', 'Función'], {
      required: true,
      list: true,
      filter: true,
      section: 'work',
    }),
    f.text('team', ['所属队伍', 'Team', 'Equipo'], { maxLength: 100, list: true, section: 'work' }),
    f.text(
      'firstAidCertificate',
      ['急救证书编号', 'First-aid certificate', 'Certificado de primeros auxilios'],
      {
        maxLength: 50,
        section: 'work',
      },
    ),
    f.boolean('onDuty', ['当前值守', 'On duty', 'De guardia'], { list: true, filter: true, section: 'duty' }),
    f.text('dutyHours', ['值守时段', 'Duty hours', 'Horario de guardia'], {
      maxLength: 100,
      section: 'duty',
    }),
    f.number('responseRadiusKm', ['响应半径(公里)', 'Response radius (km)', 'Radio de respuesta (km)'], {
      section: 'duty',
    }),
    statusField('employment_status', { section: 'work' }),
  ],
  notes: 'Emergency responders who answer one-touch alarms: role, team, first-aid certificate and duty.',
});
