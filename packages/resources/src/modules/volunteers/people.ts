import { areaField, elderlyRef, nameField, periodFields, section, statusField } from '../../groups/common';
import { f } from '@eldercare/resource-language';
import { ORGANISATION_SECTIONS, organisationFields } from '../../groups/organisation';
import { STAFF_SECTIONS, staffFields } from '../../groups/staff';
import { defineModule } from '@eldercare/resource-language';

const group = 'volunteers' as const;
const work = { section: 'work' };

export const volunteerServiceProject = defineModule({
  key: 'volunteerServiceProject',
  group,
  title: ['志愿服务项目', 'Volunteer projects', 'Proyectos de voluntariado'],
  listRoute: '/volunteerServiceProject/index',
  detailRoute: '/volunteerServiceProject/details',
  detailId: 'required',
  areaField: 'area',
  fields: [
    nameField(['项目名称', 'Project name', 'Nombre del proyecto']),
    f.enum('projectType', 'volunteer_project_type', ['项目类型', 'Project type', 'Tipo de proyecto'], {
      required: true,
      list: true,
      filter: true,
    }),
    areaField(),
    f.ref('organiserId', 'socialOrgManagement', 'name', ['实施组织', 'Run by', 'Organización ejecutora'], {
      list: true,
    }),
    ...periodFields(),
    f.integer('targetCount', ['计划服务人数', 'Elders to serve', 'Mayores previstos']),
    f.integer('pointsPerHour', ['每小时积分', 'Points per hour', 'Puntos por hora']),
    f.richText('description', ['项目介绍', 'Description', 'Descripción']),
    statusField('project_status'),
  ],
  notes: 'Volunteer ("old partner") projects: type, organisation, period, target and the points they earn.',
});

export const socialOrgManagement = defineModule({
  key: 'socialOrgManagement',
  group,
  title: ['社会组织', 'Social organisations', 'Organizaciones sociales'],
  listRoute: '/socialOrgManagement/index',
  detailRoute: '/socialOrgManagement/details',
  detailId: 'required',
  areaField: 'area',
  sections: ORGANISATION_SECTIONS,
  fields: [
    ...organisationFields(['组织名称', 'Organisation name', 'Nombre de la organización'], {
      licence: ['登记证号', 'Registration certificate', 'Certificado de registro'],
    }),
    f.enum('orgType', 'social_org_type', ['组织类型', 'Organisation type', 'Tipo de organización'], {
      required: true,
      list: true,
      filter: true,
    }),
    f.text('registrationAuthority', ['登记管理机关', 'Registered with', 'Registrada ante'], {
      maxLength: 100,
    }),
    f.integer('volunteerCount', ['志愿者人数', 'Volunteers', 'Voluntarios'], { section: 'qualification' }),
  ],
  notes:
    'Organisation group plus the kind of social organisation, its registration authority and volunteers.',
});

export const volunteerServiceObject = defineModule({
  key: 'volunteerServiceObject',
  group,
  title: ['志愿服务对象', 'Volunteer service recipients', 'Beneficiarios del voluntariado'],
  listRoute: '/volunteerServiceObject/index',
  detailRoute: '/volunteerServiceObject/details',
  detailId: 'required',
  titleField: 'elderlyId',
  areaField: 'area',
  fields: [
    elderlyRef(),
    areaField(),
    f.enum('needs', 'help_type', ['服务需求', 'Needs', 'Necesidades'], {
      required: true,
      multiple: true,
      list: true,
    }),
    f.ref(
      'volunteerId',
      'volunteerManagement',
      'name',
      ['结对志愿者', 'Paired volunteer', 'Voluntario asignado'],
      {
        list: true,
        filter: true,
      },
    ),
    f.enum('visitFrequency', 'visit_frequency', ['服务频次', 'Frequency', 'Frecuencia'], { list: true }),
    f.date('pairedOn', ['结对日期', 'Paired on', 'Fecha de emparejamiento']),
    f.date('lastServedOn', ['最近服务日期', 'Last served on', 'Último servicio'], {
      list: true,
      section: false,
    }),
    f.textarea('specialNotes', ['注意事项', 'Things to know', 'A tener en cuenta'], { maxLength: 500 }),
    statusField('pairing_status'),
  ],
  notes: 'Elders receiving volunteer help: their needs, the paired volunteer and how often.',
});

export const volunteerManagement = defineModule({
  key: 'volunteerManagement',
  columns: ['name', 'mobile', 'volunteerNo', 'area', 'serviceHours', 'points', 'status'],
  group,
  title: ['志愿者', 'Volunteers', 'Voluntarios'],
  listRoute: '/volunteerManagement/index',
  detailRoute: '/volunteerManagement/details',
  detailId: 'required',
  areaField: 'area',
  sections: [...STAFF_SECTIONS, section('stats', ['服务统计', 'Service totals', 'Totales de servicio'])],
  fields: [
    ...staffFields(),
    f.text('volunteerNo', ['志愿者编号', 'Volunteer number', 'Número de voluntario'], {
      maxLength: 30,
      list: true,
      ...work,
    }),
    areaField(work),
    f.ref('orgId', 'socialOrgManagement', 'name', ['所属组织', 'Organisation', 'Organización'], { ...work }),
    f.enum('skills', 'help_type', ['服务特长', 'Can help with', 'Puede ayudar en'], {
      multiple: true,
      ...work,
    }),
    f.date('registeredOn', ['注册日期', 'Registered on', 'Fecha de alta'], { filter: true, ...work }),
    statusField('sys_normal_disable', work),
    f.number('serviceHours', ['累计服务时长(小时)', 'Hours served', 'Horas de servicio'], {
      list: true,
      section: false,
    }),
    f.integer('points', ['积分余额', 'Points balance', 'Saldo de puntos'], { list: true, section: false }),
  ],
  notes:
    'Volunteers: staff person fields plus number, organisation and skills; hours and points are totals kept by the server.',
});
