import {
  addressField,
  areaField,
  contactFields,
  nameField,
  photosField,
  section,
  statusField,
} from '../../groups/common';
import { f } from '@eldercare/resource-language';
import { ORGANISATION_SECTIONS, organisationFields } from '../../groups/organisation';
import { PERSON_SECTIONS, personFields } from '../../groups/person';
import { STAFF_SECTIONS, staffFields } from '../../groups/staff';
import { defineModule } from '@eldercare/resource-language';

const group = 'cognitiveCare' as const;
const QUERY = ' The exact detail route takes the record as ?id=…&modelType=look|edit (none for add).';

export const dementiaPerson = defineModule({
  key: 'dementiaPerson',
  filters: ['name', 'idCard', 'hukouArea', 'stage', 'screenedOn'],
  group,
  title: ['认知障碍人员', 'People with cognitive impairment', 'Personas con deterioro cognitivo'],
  listRoute: '/basicInformationManagement/personnel/index',
  detailRoute: '/basicInformationManagement/personnel/detail',
  detailId: 'query',
  areaField: 'community',
  sections: [...PERSON_SECTIONS, section('cognition', ['认知状况', 'Cognition', 'Estado cognitivo'])],
  fields: [
    ...personFields(),
    f.enum('stage', 'dementia_stage', ['认知障碍程度', 'Stage', 'Estadio'], {
      required: true,
      list: true,
      filter: true,
      section: 'cognition',
    }),
    f.enum('screeningTool', 'screening_tool', ['筛查量表', 'Screening scale', 'Escala de cribado'], {
      section: 'cognition',
    }),
    f.number('screeningScore', ['筛查得分', 'Screening score', 'Puntuación del cribado'], {
      list: true,
      section: 'cognition',
    }),
    f.date('screenedOn', ['筛查日期', 'Screened on', 'Fecha del cribado'], {
      filter: true,
      section: 'cognition',
    }),
    f.ref(
      'hospitalId',
      'specializedHospital',
      'name',
      ['确诊医院', 'Diagnosed at', 'Hospital del diagnóstico'],
      {
        section: 'cognition',
      },
    ),
    f.text('mainCaregiver', ['主要照护者', 'Main caregiver', 'Cuidador principal'], {
      rules: ['name'],
      section: 'cognition',
    }),
  ],
  notes:
    'Person group plus stage, screening scale and score, diagnosing hospital and main caregiver.' + QUERY,
});

export const friendlyCommunity = defineModule({
  key: 'friendlyCommunity',
  group,
  title: ['认知友好社区', 'Dementia-friendly communities', 'Comunidades amigables con la demencia'],
  listRoute: '/basicInformationManagement/friendlyCommunity/index',
  detailRoute: '/basicInformationManagement/friendlyCommunity/detail',
  detailId: 'query',
  areaField: 'area',
  fields: [
    nameField(['社区名称', 'Community name', 'Nombre de la comunidad']),
    areaField(),
    addressField(),
    f.enum('level', 'friendly_level', ['建设等级', 'Level', 'Nivel'], { list: true, filter: true }),
    f.date('certifiedOn', ['认定日期', 'Recognised on', 'Fecha de reconocimiento'], { list: true }),
    ...contactFields(),
    f.textarea('features', ['特色做法', 'What makes it friendly', 'Iniciativas destacadas'], {
      maxLength: 2000,
    }),
    photosField(),
    statusField('project_status'),
  ],
  notes: 'Communities recognised as dementia-friendly: level, date and what they do.' + QUERY,
});

export const specializedHospital = defineModule({
  key: 'specializedHospital',
  group,
  title: ['专科医院', 'Specialist hospitals', 'Hospitales especializados'],
  listRoute: '/basicInformationManagement/specializedHospital/index',
  detailRoute: '/basicInformationManagement/specializedHospital/detail',
  detailId: 'query',
  areaField: 'area',
  fields: [
    nameField(['医院名称', 'Hospital name', 'Nombre del hospital']),
    f.enum('hospitalLevel', 'hospital_level', ['医院等级', 'Hospital grade', 'Categoría del hospital'], {
      list: true,
      filter: true,
    }),
    areaField(),
    addressField(),
    f.boolean('memoryClinic', ['开设记忆门诊', 'Memory clinic', 'Consulta de memoria'], {
      list: true,
      filter: true,
    }),
    f.text('departments', ['相关科室', 'Departments', 'Servicios'], { maxLength: 200 }),
    ...contactFields(),
    f.text('referralContact', ['转诊联系人', 'Referral contact', 'Contacto para derivaciones'], {
      rules: ['name'],
    }),
  ],
  notes:
    'Hospitals for diagnosis and referral: grade, memory clinic, departments and referral contact.' + QUERY,
});

export const dementiaSocialOrg = defineModule({
  key: 'dementiaSocialOrg',
  group,
  title: [
    '认知照护社会组织',
    'Dementia-care social organisations',
    'Organizaciones sociales de atención a la demencia',
  ],
  listRoute: '/basicInformationManagement/socialOrganization/index',
  detailRoute: '/basicInformationManagement/socialOrganization/detail',
  detailId: 'query',
  areaField: 'area',
  sections: ORGANISATION_SECTIONS,
  fields: [
    ...organisationFields(['组织名称', 'Organisation name', 'Nombre de la organización'], {
      licence: ['登记证号', 'Registration certificate', 'Certificado de registro'],
    }),
    f.enum('services', 'dementia_service_type', ['服务内容', 'Services', 'Servicios'], {
      multiple: true,
      list: true,
    }),
  ],
  notes: 'Social organisations running dementia-care projects (Organisation group plus services).' + QUERY,
});

export const dementiaProjectStaff = defineModule({
  key: 'dementiaProjectStaff',
  group,
  title: ['项目服务人员', 'Project service staff', 'Personal del proyecto'],
  listRoute: '/basicInformationManagement/projectServicePersonnel/index',
  detailRoute: '/basicInformationManagement/projectServicePersonnel/detail',
  detailId: 'query',
  areaField: 'area',
  sections: STAFF_SECTIONS,
  fields: [
    ...staffFields(),
    f.ref('orgId', 'dementiaSocialOrg', 'name', ['所属组织', 'Organisation', 'Organización'], {
      required: true,
      list: true,
      filter: true,
      section: 'work',
    }),
    areaField({ section: 'work' }),
    f.enum('role', 'dementia_staff_role', ['角色', 'Role', 'Función'], {
      required: true,
      list: true,
      section: 'work',
    }),
    f.date('trainedOn', ['培训日期', 'Trained on', 'Fecha de formación'], { section: 'work' }),
    f.text('certificateNo', ['培训证书编号', 'Training certificate', 'Certificado de formación'], {
      maxLength: 50,
      section: 'work',
    }),
    statusField('employment_status', { section: 'work' }),
  ],
  notes: 'Staff of dementia-care projects: organisation, role, training and certificate.' + QUERY,
});

export const familyClub = defineModule({
  key: 'familyClub',
  group,
  title: ['家属俱乐部', 'Family clubs', 'Clubes de familias'],
  listRoute: '/familyClub/clubInfo/index',
  detailRoute: '/familyClub/clubInfo/detail',
  detailId: 'required',
  areaField: 'area',
  fields: [
    nameField(['俱乐部名称', 'Club name', 'Nombre del club']),
    areaField(),
    addressField(),
    f.date('foundedOn', ['成立日期', 'Founded on', 'Fecha de fundación'], { list: true }),
    f.text('leader', ['负责人', 'Leader', 'Responsable'], { rules: ['name'], list: true }),
    ...contactFields(),
    f.integer('memberCount', ['成员人数', 'Members', 'Miembros'], { list: true }),
    f.enum('meetingFrequency', 'visit_frequency', ['活动频次', 'Meets', 'Frecuencia de reuniones']),
    f.textarea('introduction', ['简介', 'Introduction', 'Presentación'], { maxLength: 2000 }),
    photosField(),
    statusField('project_status'),
  ],
  notes: 'Peer-support clubs for families of people with dementia: leader, members, meetings.',
});
