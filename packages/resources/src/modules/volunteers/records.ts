import { areaField, elderlyRef, photosField, remarksField, statusField } from '../../groups/common';
import { f } from '@eldercare/resource-language';
import { defineModule } from '@eldercare/resource-language';

const group = 'volunteers' as const;

export const volunteerServiceRecord = defineModule({
  key: 'volunteerServiceRecord',
  group,
  title: ['志愿服务记录', 'Volunteer service records', 'Registros de voluntariado'],
  listRoute: '/volunteerServiceRecord/index',
  detailRoute: '/volunteerServiceRecord/details',
  detailId: 'required',
  titleField: 'elderlyId',
  areaField: 'area',
  sort: { field: 'startTime', order: 'desc' },
  fields: [
    elderlyRef(),
    areaField(),
    f.ref('volunteerId', 'volunteerManagement', 'name', ['志愿者', 'Volunteer', 'Voluntario'], {
      required: true,
      list: true,
      filter: true,
    }),
    f.ref('projectId', 'volunteerServiceProject', 'name', ['所属项目', 'Project', 'Proyecto'], {
      filter: true,
    }),
    f.enum('serviceType', 'help_type', ['服务类型', 'Kind of help', 'Tipo de ayuda'], {
      required: true,
      list: true,
    }),
    f.datetime('startTime', ['开始时间', 'Start time', 'Hora de inicio'], {
      required: true,
      list: true,
      filter: true,
    }),
    f.datetime('endTime', ['结束时间', 'End time', 'Hora de fin'], { required: true }),
    f.integer('durationMinutes', ['服务时长(分钟)', 'Duration (minutes)', 'Duración (minutos)'], {
      rules: ['minutes'],
      list: true,
    }),
    f.textarea('content', ['服务内容', 'What was done', 'Qué se hizo'], { maxLength: 1000 }),
    f.integer('pointsEarned', ['获得积分', 'Points earned', 'Puntos obtenidos'], {
      section: false,
      list: true,
    }),
    photosField(),
  ],
  notes:
    'One volunteer visit: who helped whom, in which project, for how long; points are computed from the project.',
});

export const visitAndCare = defineModule({
  key: 'visitAndCare',
  group,
  title: ['探访关爱', 'Visits and care', 'Visitas y cuidados'],
  listRoute: '/visitAndCare/index',
  detailRoute: '/visitAndCare/details',
  detailId: 'required',
  titleField: 'elderlyId',
  areaField: 'area',
  sort: { field: 'visitedAt', order: 'desc' },
  fields: [
    elderlyRef(),
    areaField(),
    f.ref('visitorId', 'volunteerManagement', 'name', ['探访人', 'Visitor', 'Visitante'], {
      required: true,
      list: true,
    }),
    f.datetime('visitedAt', ['探访时间', 'Visited at', 'Fecha de la visita'], {
      required: true,
      list: true,
      filter: true,
    }),
    f.enum('visitType', 'visit_type', ['探访方式', 'Visit type', 'Tipo de visita'], {
      required: true,
      list: true,
      filter: true,
    }),
    f.enum('elderState', 'health_status', ['老人状况', "Elder's condition", 'Estado de la persona mayor'], {
      list: true,
    }),
    f.textarea('findings', ['探访情况', 'Findings', 'Observaciones'], { required: true, maxLength: 1000 }),
    f.boolean('needsHelp', ['需要帮扶', 'Needs help', 'Necesita ayuda'], { filter: true }),
    f.enum('helpNeeds', 'help_type', ['帮扶需求', 'Help needed', 'Ayuda necesaria'], { multiple: true }),
    f.text('location', ['定位地址', 'Check-in location', 'Ubicación registrada'], { maxLength: 200 }),
    photosField(),
  ],
  notes:
    'Visit-and-care calls on elders (the account-type-10 programme): how the elder is and what help is needed.',
});

export const questionnaireReturnVisit = defineModule({
  key: 'questionnaireReturnVisit',
  filters: ['area', 'surveyType', 'visitedAt', 'satisfaction', 'status'],
  group,
  title: ['问卷回访', 'Follow-up surveys', 'Encuestas de seguimiento'],
  listRoute: '/QuestionnaireReturnVisit/index',
  detailRoute: '/QuestionnaireReturnVisit/details',
  detailId: 'required',
  titleField: 'elderlyId',
  areaField: 'area',
  fields: [
    elderlyRef(),
    areaField(),
    f.enum('surveyType', 'survey_type', ['问卷类型', 'Survey', 'Encuesta'], {
      required: true,
      list: true,
      filter: true,
    }),
    f.datetime('visitedAt', ['回访时间', 'Surveyed at', 'Fecha de la encuesta'], {
      list: true,
      filter: true,
    }),
    f.text('visitor', ['回访人', 'Surveyed by', 'Encuestador'], { rules: ['name'], list: true }),
    f.enum('channel', 'consult_channel', ['回访方式', 'Channel', 'Canal']),
    f.enum('satisfaction', 'satisfaction', ['满意度', 'Satisfaction', 'Satisfacción'], {
      list: true,
      filter: true,
    }),
    f.textarea('answers', ['问卷答复', 'Answers', 'Respuestas'], { maxLength: 2000 }),
    f.textarea('suggestions', ['意见建议', 'Suggestions', 'Sugerencias'], { maxLength: 1000 }),
    statusField('survey_status'),
  ],
  notes: 'Satisfaction and needs surveys by phone or visit, with their outcome.',
});

export const homeWorkOrder = defineModule({
  key: 'homeWorkOrder',
  group,
  title: ['居家服务工单', 'Home service orders', 'Órdenes de servicio a domicilio'],
  listRoute: '/homeWorkOrder/index',
  detailRoute: '/homeWorkOrder/details',
  detailId: 'required',
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
    f.ref('serviceItemId', 'serviceProject', 'name', ['服务项目', 'Service item', 'Servicio'], {
      required: true,
      list: true,
    }),
    f.ref('staffId', 'servicePersonal', 'name', ['服务人员', 'Staff member', 'Profesional'], { list: true }),
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
    f.enum('rating', 'satisfaction', ['评价', 'Rating', 'Valoración']),
    remarksField(),
  ],
  notes:
    'Home-service work orders of the visit-and-care programme: item, staff, appointment, status and rating.',
});
