import { areaField, periodFields, section, statusField } from '../../groups/common';
import { f } from '@eldercare/resource-language';
import { ORGANISATION_SECTIONS, organisationFields } from '../../groups/organisation';
import { STAFF_SECTIONS, staffFields } from '../../groups/staff';
import { defineModule } from '@eldercare/resource-language';

const svc = { section: 'service' };
const work = { section: 'work' };

export const serviceProvider = defineModule({
  key: 'serviceProvider',
  filters: ['name', 'area', 'status', 'serviceItems', 'rating'],
  group: 'providers',
  title: ['服务商', 'Service providers', 'Proveedores de servicios'],
  listRoute: '/serviceProvider/index',
  detailRoute: '/serviceProvider/details',
  detailId: 'optional',
  areaField: 'area',
  sections: [
    ...ORGANISATION_SECTIONS,
    section('service', ['服务与合同', 'Services and contract', 'Servicios y contrato']),
  ],
  fields: [
    ...organisationFields(['服务商名称', 'Provider name', 'Nombre del proveedor']),
    f.enum('serviceItems', 'service_category', ['服务类别', 'Services', 'Servicios'], {
      required: true,
      multiple: true,
      list: true,
      filter: true,
      ...svc,
    }),
    f.area('serviceAreas', ['服务区域', 'Areas served', 'Zonas atendidas'], { multiple: true, ...svc }),
    ...periodFields(svc).map((x) => ({
      ...x,
      label:
        x.name === 'startDate'
          ? { 'zh-CN': '合同开始', en: 'Contract start', es: 'Inicio del contrato' }
          : { 'zh-CN': '合同结束', en: 'Contract end', es: 'Fin del contrato' },
    })),
    f.integer('staffCount', ['服务人员数', 'Staff', 'Personal'], { list: true, ...svc }),
    f.enum('rating', 'star_rating', ['考核等级', 'Rating', 'Calificación'], { filter: true, ...svc }),
  ],
  notes: 'Organisation group plus services, areas served, contract period, staff count and yearly rating.',
});

export const servicePersonal = defineModule({
  key: 'servicePersonal',
  group: 'providers',
  title: ['服务人员', 'Service staff', 'Personal de servicio'],
  listRoute: '/servicePersonal/index',
  detailRoute: '/servicePersonal/details',
  detailId: 'required',
  areaField: 'area',
  sections: STAFF_SECTIONS,
  fields: [
    ...staffFields(),
    f.ref('providerId', 'serviceProvider', 'name', ['所属服务商', 'Provider', 'Proveedor'], {
      required: true,
      list: true,
      filter: true,
      ...work,
    }),
    areaField(work),
    f.enum('skills', 'service_category', ['服务技能', 'Skills', 'Competencias'], { multiple: true, ...work }),
    f.text('certificateNo', ['资格证书编号', 'Certificate number', 'Número de certificado'], {
      maxLength: 50,
      ...work,
    }),
    f.enum('skillLevel', 'skill_level', ['技能等级', 'Skill level', 'Nivel de cualificación'], {
      list: true,
      ...work,
    }),
    f.date('hiredOn', ['入职日期', 'Hired on', 'Fecha de contratación'], work),
    f.date(
      'healthCheckOn',
      ['健康证日期', 'Health certificate date', 'Fecha del certificado de salud'],
      work,
    ),
    statusField('employment_status', work),
  ],
  notes:
    'The platform registry of certified service staff (skills, certificate, health certificate, current ' +
    'provider). A provider’s own roster (shifts, wage) is providerStaff, which points at these records.',
});
