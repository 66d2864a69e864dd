import {
  addressField,
  areaField,
  attachmentsField,
  contactFields,
  nameField,
  statusField,
} from '../../groups/common';
import { f } from '@eldercare/resource-language';
import type { FieldDeclaration } from '@eldercare/resource-language';
import { defineModule } from '@eldercare/resource-language';

const group = 'association' as const;

function announcementFields(): FieldDeclaration[] {
  return [
    f.text('title', ['公告标题', 'Title', 'Título'], {
      required: true,
      maxLength: 200,
      list: true,
      filter: true,
    }),
    f.enum('announcementType', 'announcement_type', ['公告类型', 'Type', 'Tipo'], {
      required: true,
      list: true,
      filter: true,
    }),
    f.richText('content', ['公告内容', 'Content', 'Contenido'], { required: true }),
    attachmentsField(),
    f.enum('targetRentTypes', 'assistive_rent_type', ['发送对象', 'Sent to', 'Destinatarios'], {
      multiple: true,
    }),
    f.boolean('popUp', ['登录弹窗', 'Pop up at sign-in', 'Mostrar al iniciar sesión']),
    f.datetime('publishedAt', ['发布时间', 'Published at', 'Fecha de publicación'], {
      list: true,
      filter: true,
    }),
    statusField('publish_status'),
  ];
}

const ANNOUNCEMENT_NOTE =
  ' SPEC §2 notice routes open it with ?modelType=look&_title=查看公告&noBack=true; type ≤ 3 opens the ' +
  'vocational-skills page, higher types the association page.';

export const associationAnnouncement = defineModule({
  key: 'associationAnnouncement',
  group,
  title: ['协会公告', 'Association announcements', 'Anuncios de la asociación'],
  listRoute: '/announcements/association/index',
  detailRoute: '/announcements/association/detail',
  detailId: 'required',
  titleField: 'title',
  sort: { field: 'publishedAt', order: 'desc' },
  fields: announcementFields(),
  notes:
    'Association notices (types 4-5: association notice, meeting notice) to member units.' +
    ANNOUNCEMENT_NOTE,
});

export const vocationalSkillsAnnouncement = defineModule({
  key: 'vocationalSkillsAnnouncement',
  group,
  title: ['职业技能公告', 'Vocational skills announcements', 'Anuncios de competencias profesionales'],
  listRoute: '/announcements/vocationalSkills/index',
  detailRoute: '/announcements/vocationalSkills/detail',
  detailId: 'required',
  titleField: 'title',
  sort: { field: 'publishedAt', order: 'desc' },
  fields: announcementFields(),
  notes: 'Vocational skills, training and exam notices (types 1-3).' + ANNOUNCEMENT_NOTE,
});

export const newsTrends = defineModule({
  key: 'newsTrends',
  group,
  title: ['新闻动态', 'News', 'Noticias'],
  listRoute: '/newsTrends/index',
  detailRoute: '/newsTrends/detail',
  detailId: 'required',
  titleField: 'title',
  sort: { field: 'publishedAt', order: 'desc' },
  fields: [
    f.text('title', ['标题', 'Title', 'Título'], {
      required: true,
      maxLength: 200,
      list: true,
      filter: true,
    }),
    f.enum('category', 'news_category', ['栏目', 'Section', 'Sección'], {
      required: true,
      list: true,
      filter: true,
    }),
    f.image('cover', ['封面图', 'Cover image', 'Imagen de portada']),
    f.textarea('summary', ['摘要', 'Summary', 'Resumen'], { maxLength: 300 }),
    f.richText('content', ['正文', 'Body', 'Cuerpo'], { required: true }),
    f.text('source', ['来源', 'Source', 'Fuente'], { maxLength: 100 }),
    f.datetime('publishedAt', ['发布时间', 'Published at', 'Fecha de publicación'], {
      list: true,
      filter: true,
    }),
    statusField('publish_status'),
  ],
  notes: 'Association news: section, cover, summary, body and source.',
});

export const memberDirectories = defineModule({
  key: 'memberDirectories',
  group,
  title: ['会员名录', 'Member directory', 'Directorio de socios'],
  listRoute: '/memberDirectories/index',
  detailRoute: '/memberDirectories/detail',
  detailId: 'required',
  areaField: 'area',
  fields: [
    nameField(['会员名称', 'Member name', 'Nombre del socio']),
    f.enum('memberKind', 'member_kind', ['会员类型', 'Member type', 'Tipo de socio'], {
      required: true,
      list: true,
      filter: true,
    }),
    f.enum('memberLevel', 'member_level', ['会员级别', 'Membership level', 'Categoría de socio'], {
      list: true,
      filter: true,
    }),
    areaField(),
    addressField(),
    ...contactFields({ sensitive: false }),
    f.text('website', ['网址', 'Website', 'Sitio web'], { maxLength: 200 }),
    f.image('logo', ['标志', 'Logo', 'Logotipo']),
    f.richText('introduction', ['简介', 'Introduction', 'Presentación']),
    f.integer('sortOrder', ['排序', 'Order', 'Orden']),
    statusField('publish_status'),
  ],
  notes: 'The public member directory: what each member shows (name, level, contact, logo, introduction).',
});

export const trainingActivity = defineModule({
  key: 'trainingActivity',
  group,
  title: ['培训活动', 'Training activities', 'Actividades formativas'],
  listRoute: '/trainingActivityManagement/index',
  detailRoute: '/trainingActivityManagement/detail',
  detailId: 'query',
  sort: { field: 'startTime', order: 'desc' },
  fields: [
    nameField(['活动名称', 'Activity name', 'Nombre de la actividad']),
    f.enum('trainingType', 'training_type', ['培训类型', 'Training type', 'Tipo de formación'], {
      required: true,
      list: true,
      filter: true,
    }),
    f.datetime('startTime', ['开始时间', 'Starts', 'Inicio'], { required: true, list: true, filter: true }),
    f.datetime('endTime', ['结束时间', 'Ends', 'Fin'], { required: true }),
    f.datetime('signUpDeadline', ['报名截止', 'Sign-up deadline', 'Fin de inscripción'], { list: true }),
    f.text('place', ['地点', 'Place', 'Lugar'], { maxLength: 200 }),
    f.integer('capacity', ['名额', 'Places', 'Plazas'], { list: true }),
    f.money('fee', ['费用(元/人)', 'Fee (CNY per person)', 'Cuota (CNY por persona)']),
    f.text('lecturer', ['讲师', 'Lecturer', 'Ponente'], { maxLength: 100 }),
    f.richText('content', ['活动内容', 'Programme', 'Programa']),
    attachmentsField(),
    statusField('activity_status'),
  ],
  notes:
    'Training activities for members. Activity notices (SPEC §2) open /trainingActivityManagement/detail with ' +
    '?_title=查看活动&type=look&id=<activity>: the page must accept `type` as well as `modelType`.',
});

export const registrationRecord = defineModule({
  key: 'registrationRecord',
  filters: ['activityId', 'registrantName', 'registeredAt', 'feePaid', 'attended'],
  group,
  title: ['报名记录', 'Registrations', 'Inscripciones'],
  listRoute: '/registrationRecord/index',
  detailRoute: '/registrationRecord/detail',
  detailId: 'query',
  titleField: 'registrantName',
  sort: { field: 'registeredAt', order: 'desc' },
  fields: [
    f.ref(
      'activityId',
      'trainingActivity',
      'name',
      ['培训活动', 'Training activity', 'Actividad formativa'],
      {
        required: true,
        list: true,
        filter: true,
      },
    ),
    f.text('registrantName', ['报名人', 'Registrant', 'Inscrito'], {
      required: true,
      rules: ['name'],
      list: true,
      filter: true,
    }),
    f.mobile('mobile', ['手机', 'Mobile', 'Móvil'], { required: true, list: true }),
    f.idCard('idCard', ['身份证号', 'ID number', 'Número de identidad']),
    f.ref(
      'memberId',
      'memberInstitution',
      'name',
      ['所属会员单位', 'Member institution', 'Institución socia'],
      { filter: true },
    ),
    f.datetime('registeredAt', ['报名时间', 'Registered at', 'Fecha de inscripción'], {
      list: true,
      filter: true,
    }),
    f.boolean('feePaid', ['已缴费', 'Fee paid', 'Cuota pagada'], { list: true, filter: true }),
    f.text('paymentNo', ['缴费单号', 'Payment reference', 'Referencia de pago'], { maxLength: 40 }),
    f.boolean('attended', ['已签到', 'Attended', 'Asistió'], { filter: true }),
    f.text('certificateNo', ['结业证书编号', 'Certificate number', 'Número de certificado'], {
      maxLength: 40,
    }),
  ],
  notes: 'Sign-ups to training activities: who, which member unit, fee, attendance and certificate.',
});
