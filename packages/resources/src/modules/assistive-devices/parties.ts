import {
  addressField,
  areaField,
  contactFields,
  nameField,
  periodFields,
  photosField,
  section,
  statusField,
} from '../../groups/common';
import { f } from '@eldercare/resource-language';
import { ORGANISATION_SECTIONS, organisationFields } from '../../groups/organisation';
import { PERSON_SECTIONS, personFields } from '../../groups/person';
import { STAFF_SECTIONS, staffFields } from '../../groups/staff';
import { defineModule } from '@eldercare/resource-language';

const group = 'assistiveDevices' as const;
const q = { section: 'qualification' };
const work = { section: 'work' };

export const rentalPoint = defineModule({
  key: 'rentalPoint',
  group,
  title: ['租赁点', 'Rental points', 'Puntos de alquiler'],
  listRoute: '/rentalPoint/index',
  detailRoute: '/rentalPoint/details',
  detailId: 'optional',
  areaField: 'area',
  fields: [
    nameField(['租赁点名称', 'Rental point name', 'Nombre del punto']),
    areaField(),
    addressField({ required: true }),
    f.ref('providerId', 'fjServiceProvider', 'name', ['运营服务商', 'Operated by', 'Gestionado por'], {
      list: true,
      filter: true,
    }),
    ...contactFields(),
    f.text('openingHours', ['营业时间', 'Opening hours', 'Horario'], { maxLength: 100 }),
    photosField(),
    statusField('facility_status'),
  ],
  notes: 'Where assistive devices are shown, rented and returned.',
});

export const fjServiceProvider = defineModule({
  key: 'fjServiceProvider',
  group,
  title: ['辅具服务商', 'Assistive device providers', 'Proveedores de ayudas técnicas'],
  listRoute: '/fjserviceProvider/index',
  detailRoute: '/fjserviceProvider/details',
  detailId: 'optional',
  areaField: 'area',
  sections: ORGANISATION_SECTIONS,
  fields: [
    ...organisationFields(['服务商名称', 'Provider name', 'Nombre del proveedor']),
    f.enum('serviceTypes', 'assistive_service_type', ['服务类型', 'Services', 'Servicios'], {
      required: true,
      multiple: true,
      list: true,
      filter: true,
      ...q,
    }),
    ...periodFields(q),
  ],
  notes:
    '`fj` = 辅具 (assistive devices). Organisation group plus services (rent, sale, fitting, repair) and contract period.',
});

export const fitMan = defineModule({
  key: 'fitMan',
  group,
  title: ['适配人员', 'Device fitters', 'Técnicos de adaptación'],
  listRoute: '/fitMan/index',
  detailRoute: '/fitMan/details',
  detailId: 'required',
  areaField: 'area',
  sections: STAFF_SECTIONS,
  fields: [
    ...staffFields(),
    f.ref('providerId', 'fjServiceProvider', 'name', ['所属服务商', 'Provider', 'Proveedor'], {
      required: true,
      list: true,
      filter: true,
      ...work,
    }),
    areaField(work),
    f.text('certificateNo', ['适配资格证号', 'Fitting certificate', 'Certificado de adaptación'], {
      maxLength: 50,
      ...work,
    }),
    f.enum('specialties', 'assistive_category', ['擅长品类', 'Product specialties', 'Especialidades'], {
      multiple: true,
      ...work,
    }),
    statusField('employment_status', work),
  ],
  notes:
    'People who assess and fit devices at home: staff person fields plus provider, certificate and specialties.',
});

export const lesseeInformation = defineModule({
  key: 'lesseeInformation',
  filters: ['name', 'idCard', 'hukouArea', 'careLevel', 'subsidyEligible'],
  group,
  title: ['承租人信息', 'Lessees', 'Arrendatarios'],
  listRoute: '/lesseeInformation/index',
  detailRoute: '/lesseeInformation/details',
  detailId: 'optional',
  areaField: 'community',
  sections: [
    ...PERSON_SECTIONS,
    section('eligibility', ['补贴资格', 'Subsidy eligibility', 'Derecho a subsidio']),
  ],
  fields: [
    ...personFields(),
    f.enum('careLevel', 'care_level', ['评估等级', 'Assessed care level', 'Nivel de cuidados evaluado'], {
      list: true,
      filter: true,
      section: 'eligibility',
    }),
    f.enum('disabilityType', 'disability_type', ['残疾类别', 'Disability type', 'Tipo de discapacidad'], {
      section: 'eligibility',
    }),
    f.boolean('subsidyEligible', ['享受租赁补贴', 'Eligible for rental subsidy', 'Con derecho a subsidio'], {
      list: true,
      filter: true,
      section: 'eligibility',
    }),
  ],
  notes:
    'People who rent devices (Person group) plus assessed care level, disability and subsidy eligibility.',
});

export const productAssist = defineModule({
  key: 'productAssist',
  group,
  title: ['辅具产品', 'Assistive products', 'Productos de apoyo'],
  listRoute: '/productAssist/index',
  detailRoute: '/productAssist/details',
  detailId: 'required',
  fields: [
    nameField(['产品名称', 'Product name', 'Nombre del producto']),
    f.enum('category', 'assistive_category', ['产品类别', 'Category', 'Categoría'], {
      required: true,
      list: true,
      filter: true,
    }),
    f.text('model', ['型号', 'Model', 'Modelo'], { maxLength: 50, list: true }),
    f.text('brand', ['品牌', 'Brand', 'Marca'], { maxLength: 50 }),
    f.ref('supplierId', 'supplier', 'name', ['供应商', 'Supplier', 'Proveedor'], {
      required: true,
      filter: true,
    }),
    f.money('salePrice', ['售价(元)', 'Sale price (CNY)', 'Precio de venta (CNY)'], { list: true }),
    f.money('monthlyRent', ['月租金(元)', 'Monthly rent (CNY)', 'Alquiler mensual (CNY)'], { list: true }),
    f.money('deposit', ['押金(元)', 'Deposit (CNY)', 'Fianza (CNY)']),
    f.integer('stock', ['库存', 'Stock', 'Existencias'], { list: true }),
    f.textarea('specs', ['规格参数', 'Specifications', 'Especificaciones']),
    photosField(),
    statusField('sys_normal_disable'),
  ],
  notes: 'The device catalogue: category, model, supplier, sale price, rent, deposit and stock.',
});

export const supplier = defineModule({
  key: 'supplier',
  group,
  title: ['供应商', 'Suppliers', 'Proveedores'],
  listRoute: '/supplier/index',
  detailRoute: '/supplier/details',
  detailId: 'required',
  areaField: 'area',
  sections: ORGANISATION_SECTIONS,
  fields: [
    ...organisationFields(['供应商名称', 'Supplier name', 'Nombre del proveedor']),
    f.enum(
      'productCategories',
      'assistive_category',
      ['供应品类', 'Product categories', 'Categorías de producto'],
      {
        multiple: true,
        list: true,
        ...q,
      },
    ),
  ],
  notes: 'Organisation group plus the product categories supplied.',
});
