import {
  areaField,
  attachmentsField,
  elderlyRef,
  nameField,
  periodFields,
  photosField,
  statusField,
} from '../../groups/common';
import { reviewStatusField, reviewWorkflow } from '../../groups/audit';
import { f, label } from '@eldercare/resource-language';
import { defineModule } from '@eldercare/resource-language';

const group = 'cognitiveCare' as const;
const QUERY = ' The exact detail route takes the record as ?id=…&modelType=look|edit (none for add).';

export const dementiaServiceRecord = defineModule({
  key: 'dementiaServiceRecord',
  group,
  title: ['认知照护服务记录', 'Dementia-care service records', 'Registros de atención a la demencia'],
  listRoute: '/serviceManagement/serviceRecord/index',
  detailRoute: '/serviceManagement/serviceRecord/detail',
  detailId: 'query',
  titleField: 'personId',
  areaField: 'area',
  sort: { field: 'serviceTime', order: 'desc' },
  fields: [
    f.ref('personId', 'dementiaPerson', 'name', ['服务对象', 'Person served', 'Persona atendida'], {
      required: true,
      list: true,
      filter: true,
    }),
    areaField(),
    f.ref('staffId', 'dementiaProjectStaff', 'name', ['服务人员', 'Staff member', 'Profesional'], {
      required: true,
      list: true,
    }),
    f.enum('serviceType', 'dementia_service_type', ['服务类型', 'Service', 'Servicio'], {
      required: true,
      list: true,
      filter: true,
    }),
    f.datetime('serviceTime', ['服务时间', 'When', 'Fecha'], { required: true, list: true, filter: true }),
    f.integer('durationMinutes', ['服务时长(分钟)', 'Duration (minutes)', 'Duración (minutos)'], {
      rules: ['minutes'],
    }),
    f.textarea('content', ['服务内容', 'What was done', 'Qué se hizo'], { maxLength: 2000 }),
    photosField(),
  ],
  notes: 'Cognitive training, care coaching, family support and screening sessions.' + QUERY,
});

export const dementiaPublicity = defineModule({
  key: 'dementiaPublicity',
  group,
  title: ['科普宣传', 'Public education', 'Divulgación'],
  listRoute: '/activitiesManagement/popularSciencePropaganda/index',
  detailRoute: '/activitiesManagement/popularSciencePropaganda/detail',
  detailId: 'required',
  titleField: 'title',
  areaField: 'area',
  fields: [
    f.text('title', ['主题', 'Topic', 'Tema'], { required: true, maxLength: 200, list: true, filter: true }),
    areaField(),
    f.enum('form', 'publicity_form', ['宣传形式', 'Format', 'Formato'], {
      required: true,
      list: true,
      filter: true,
    }),
    f.datetime('heldAt', ['开展时间', 'Held at', 'Fecha'], { required: true, list: true, filter: true }),
    f.text('place', ['地点', 'Place', 'Lugar'], { maxLength: 200 }),
    f.integer('audienceCount', ['受众人数', 'People reached', 'Personas alcanzadas'], { list: true }),
    f.richText('content', ['内容', 'Content', 'Contenido']),
    photosField(),
  ],
  notes: 'Talks, free clinics, leaflets and online campaigns about dementia: format, reach and content.',
});

export const dementiaVideo = defineModule({
  key: 'dementiaVideo',
  group,
  title: ['视频课件', 'Video courses', 'Cursos en vídeo'],
  listRoute: '/activitiesManagement/videoCourseware/index',
  detailRoute: '/activitiesManagement/videoCourseware/detail',
  detailId: 'required',
  titleField: 'title',
  fields: [
    f.text('title', ['课件名称', 'Title', 'Título'], {
      required: true,
      maxLength: 200,
      list: true,
      filter: true,
    }),
    f.enum('category', 'courseware_category', ['课件类别', 'Category', 'Categoría'], {
      required: true,
      list: true,
      filter: true,
    }),
    f.text('lecturer', ['主讲人', 'Presenter', 'Presentador'], { maxLength: 50, list: true }),
    f.integer('durationMinutes', ['时长(分钟)', 'Length (minutes)', 'Duración (minutos)'], {
      rules: ['minutes'],
      list: true,
    }),
    f.file('video', ['视频文件', 'Video file', 'Archivo de vídeo'], { required: true }),
    f.image('cover', ['封面', 'Cover', 'Portada']),
    f.textarea('description', ['简介', 'Description', 'Descripción'], { maxLength: 1000 }),
    statusField('publish_status'),
  ],
  notes: 'Training videos for carers and families: category, presenter, length, file and cover.',
});

export const dementiaActivity = defineModule({
  key: 'dementiaActivity',
  group,
  title: ['认知照护活动', 'Dementia-care activities', 'Actividades de atención a la demencia'],
  listRoute: '/activitiesManagement/activity/index',
  detailRoute: '/activitiesManagement/activity/detail',
  detailId: 'required',
  areaField: 'area',
  sort: { field: 'startTime', order: 'desc' },
  fields: [
    nameField(['活动名称', 'Activity name', 'Nombre de la actividad']),
    areaField(),
    f.enum('activityType', 'dementia_activity_type', ['活动类型', 'Type', 'Tipo'], {
      required: true,
      list: true,
      filter: true,
    }),
    f.datetime('startTime', ['开始时间', 'Starts', 'Inicio'], { required: true, list: true, filter: true }),
    f.datetime('endTime', ['结束时间', 'Ends', 'Fin']),
    f.text('place', ['地点', 'Place', 'Lugar'], { maxLength: 200 }),
    f.integer('participants', ['参与人数', 'Participants', 'Participantes'], { list: true }),
    f.richText('content', ['活动内容', 'Programme', 'Programa']),
    reviewStatusField(),
    photosField(),
    attachmentsField(),
  ],
  workflow: reviewWorkflow(),
  extraRoutes: [
    {
      key: 'upload',
      kind: 'workflow',
      path: '/activitiesManagement/activity/upload',
      idMode: 'required',
      title: label(['活动资料上传', 'Activity upload', 'Subida de materiales de la actividad']),
      permission: '上传',
      purpose: 'Upload photos and files (sign-in sheets, summaries) of activity :id after it took place.',
    },
  ],
  notes:
    'Memory cafés, cognitive games and outings; photos and files are uploaded afterwards on the upload page. ' +
    'The organiser drafts the activity and submits it (提交); the association secretariat (综合部) or the ' +
    'operators approve it or return it with an opinion (审核) for changes and resubmission.',
});

export const dementiaProject = defineModule({
  key: 'dementiaProject',
  group,
  title: ['项目清单', 'Project list', 'Lista de proyectos'],
  listRoute: '/projectManagement/itemList/index',
  detailRoute: '/projectManagement/itemList/detail',
  detailId: 'query',
  areaField: 'area',
  fields: [
    nameField(['项目名称', 'Project name', 'Nombre del proyecto']),
    areaField(),
    f.ref('orgId', 'dementiaSocialOrg', 'name', ['承接组织', 'Run by', 'Organización ejecutora'], {
      required: true,
      list: true,
      filter: true,
    }),
    ...periodFields(),
    f.money('budget', ['项目资金(元)', 'Budget (CNY)', 'Presupuesto (CNY)'], { list: true }),
    f.textarea('targets', ['项目目标', 'Targets', 'Objetivos'], { maxLength: 2000 }),
    statusField('project_status'),
  ],
  notes: 'Government-funded dementia-care projects: organisation, period, budget and targets.' + QUERY,
});

export const dementiaProjectResult = defineModule({
  key: 'dementiaProjectResult',
  group,
  title: ['项目成果', 'Project results', 'Resultados del proyecto'],
  listRoute: '/projectManagement/results/index',
  detailRoute: '/projectManagement/results/detail',
  detailId: 'query',
  titleField: 'title',
  fields: [
    f.ref('projectId', 'dementiaProject', 'name', ['所属项目', 'Project', 'Proyecto'], {
      required: true,
      list: true,
      filter: true,
    }),
    f.text('title', ['成果名称', 'Title', 'Título'], {
      required: true,
      maxLength: 200,
      list: true,
      filter: true,
    }),
    f.enum('resultType', 'result_type', ['成果类型', 'Kind', 'Tipo'], { required: true, list: true }),
    f.date('submittedOn', ['提交日期', 'Submitted on', 'Fecha de entrega'], { list: true, filter: true }),
    f.textarea('summary', ['成果简介', 'Summary', 'Resumen'], { maxLength: 2000 }),
    f.text('submittedBy', ['提交人', 'Submitted by', 'Entregado por'], { rules: ['name'] }),
    f.enum('reviewResult', 'audit_status', ['验收状态', 'Acceptance', 'Aceptación'], { list: true }),
    attachmentsField(),
  ],
  notes: 'Reports, cases, videos and photos a project delivers.' + QUERY,
});

export const blueFlowerCentre = defineModule({
  key: 'blueFlowerCentre',
  group,
  title: ['蓝色小花基本信息', 'Blue Flower centres', 'Centros Flor Azul'],
  listRoute: '/blueFlowerCivicCenter/basicInformation/index',
  detailRoute: '/blueFlowerCivicCenter/basicInformation/detail',
  detailId: 'query',
  areaField: 'area',
  fields: [
    nameField(['中心名称', 'Centre name', 'Nombre del centro']),
    areaField(),
    f.text('address', ['地址', 'Address', 'Dirección'], { maxLength: 200, wide: true }),
    f.text('contactPerson', ['联系人', 'Contact person', 'Persona de contacto'], { rules: ['name'] }),
    f.phone('contactPhone', ['联系电话', 'Contact phone', 'Teléfono de contacto'], {
      rules: ['hotline'],
      list: true,
    }),
    f.text('openingHours', ['开放时间', 'Opening hours', 'Horario'], { maxLength: 100 }),
    f.enum('services', 'dementia_service_type', ['服务内容', 'Services', 'Servicios'], { multiple: true }),
    f.integer('staffCount', ['工作人员数', 'Staff', 'Personal'], { list: true }),
    photosField(),
    statusField('facility_status'),
  ],
  notes: 'Blue Flower (蓝色小花) dementia-friendly civic centres: the centre’s details.' + QUERY,
});

export const blueFlowerObject = defineModule({
  key: 'blueFlowerObject',
  group,
  title: ['蓝色小花服务对象', 'Blue Flower service recipients', 'Beneficiarios de Flor Azul'],
  listRoute: '/blueFlowerCivicCenter/objectManagement/index',
  detailRoute: '/blueFlowerCivicCenter/objectManagement/detail',
  detailId: 'query',
  titleField: 'elderlyId',
  areaField: 'area',
  fields: [
    elderlyRef(),
    areaField(),
    f.ref('centreId', 'blueFlowerCentre', 'name', ['服务中心', 'Centre', 'Centro'], {
      required: true,
      list: true,
      filter: true,
    }),
    f.enum('stage', 'dementia_stage', ['认知障碍程度', 'Stage', 'Estadio'], { list: true, filter: true }),
    f.date('joinedOn', ['纳入日期', 'Joined on', 'Fecha de incorporación'], { list: true }),
    f.enum('needs', 'dementia_service_type', ['服务需求', 'Needs', 'Necesidades'], { multiple: true }),
    f.text('caregiver', ['照护者', 'Caregiver', 'Cuidador'], { rules: ['name'] }),
    f.phone('caregiverPhone', ['照护者电话', "Caregiver's phone", 'Teléfono del cuidador']),
    statusField('pairing_status'),
  ],
  notes: 'Elders followed by a Blue Flower centre: stage, needs and status.' + QUERY,
});
