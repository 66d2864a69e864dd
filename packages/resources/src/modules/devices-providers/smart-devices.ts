import {
  areaField,
  elderlyRef,
  nameField,
  photosField,
  remarksField,
  statusField,
} from '../../groups/common';
import { f } from '@eldercare/resource-language';
import { defineModule } from '@eldercare/resource-language';

const group = 'smartDevices' as const;

export const card = defineModule({
  key: 'card',
  filters: ['cardNo', 'cardType', 'area', 'issuedOn', 'status'],
  group,
  title: ['卡片管理', 'Cards', 'Tarjetas'],
  listRoute: '/card/index',
  detailRoute: '/card/details',
  detailId: 'optional',
  titleField: 'cardNo',
  areaField: 'area',
  fields: [
    f.text('cardNo', ['卡号', 'Card number', 'Número de tarjeta'], {
      required: true,
      maxLength: 30,
      list: true,
      filter: true,
    }),
    f.enum('cardType', 'card_type', ['卡类型', 'Card type', 'Tipo de tarjeta'], {
      required: true,
      list: true,
      filter: true,
    }),
    elderlyRef({ list: true }),
    areaField(),
    f.date('issuedOn', ['发卡日期', 'Issued on', 'Fecha de emisión'], { list: true, filter: true }),
    f.date('validUntil', ['有效期至', 'Valid until', 'Válida hasta']),
    f.money('balance', ['余额(元)', 'Balance (CNY)', 'Saldo (CNY)'], { list: true, section: false }),
    statusField('card_status'),
  ],
  notes:
    'Elder privilege, service and meal cards: number, type, holder, dates, balance (server-kept) and status.',
});

export const atHomeGood = defineModule({
  key: 'atHomeGood',
  group,
  title: ['居家适老化产品', 'Home-adaptation products', 'Productos de adaptación del hogar'],
  listRoute: '/atHomeGood/index',
  detailRoute: '/atHomeGood/detail',
  detailId: 'optional',
  fields: [
    nameField(['产品名称', 'Product name', 'Nombre del producto']),
    f.enum('category', 'adaptation_category', ['产品类别', 'Category', 'Categoría'], {
      required: true,
      list: true,
      filter: true,
    }),
    f.text('brand', ['品牌', 'Brand', 'Marca'], { maxLength: 50, list: true }),
    f.text('model', ['型号', 'Model', 'Modelo'], { maxLength: 50 }),
    f.ref('supplierId', 'supplier', 'name', ['供应商', 'Supplier', 'Proveedor'], { filter: true }),
    f.money('unitPrice', ['单价(元)', 'Unit price (CNY)', 'Precio unitario (CNY)'], {
      required: true,
      list: true,
    }),
    f.money('subsidyPrice', ['补贴后价格(元)', 'Price after subsidy (CNY)', 'Precio subvencionado (CNY)'], {
      list: true,
    }),
    f.integer('stock', ['库存', 'Stock', 'Existencias']),
    f.textarea('specs', ['规格说明', 'Specifications', 'Especificaciones']),
    photosField(),
    statusField('sys_normal_disable'),
  ],
  notes:
    'Catalogue of home-adaptation goods (grab bars, anti-slip, alarms...) with price, subsidy price and stock.',
});

export const bankCard = defineModule({
  key: 'bankCard',
  group,
  title: ['银行卡管理', 'Bank cards', 'Tarjetas bancarias'],
  listRoute: '/bankCard/index',
  detailRoute: '/bankCard/details',
  detailId: 'optional',
  titleField: 'cardNo',
  areaField: 'area',
  fields: [
    elderlyRef(),
    areaField(),
    f.text('cardNo', ['银行卡号', 'Card number', 'Número de tarjeta'], {
      required: true,
      rules: ['bankCard'],
      sensitive: true,
      list: true,
      filter: true,
    }),
    f.enum('bankName', 'bank', ['开户行', 'Bank', 'Banco'], { required: true, list: true, filter: true }),
    f.text('accountName', ['户名', 'Account holder', 'Titular'], { required: true, rules: ['name'] }),
    f.enum('purpose', 'bank_card_purpose', ['用途', 'Used for', 'Uso'], { list: true }),
    f.date('boundOn', ['绑定日期', 'Linked on', 'Fecha de vinculación']),
    statusField('sys_normal_disable'),
  ],
  notes:
    'Bank cards subsidies and pensions are paid into: holder, number (bankCard rule, masked), bank, purpose.',
});

export const pos = defineModule({
  key: 'pos',
  group,
  title: ['POS终端', 'POS terminals', 'Terminales TPV'],
  listRoute: '/pos/index',
  detailRoute: '/pos/details',
  detailId: 'optional',
  titleField: 'terminalNo',
  areaField: 'area',
  fields: [
    f.text('terminalNo', ['终端号', 'Terminal number', 'Número de terminal'], {
      required: true,
      maxLength: 30,
      list: true,
      filter: true,
    }),
    f.text('merchantNo', ['商户号', 'Merchant number', 'Número de comercio'], { maxLength: 30, list: true }),
    f.ref('mealPointId', 'helpMeals', 'name', ['所在助餐点', 'Meal point', 'Comedor'], {
      required: true,
      list: true,
      filter: true,
    }),
    areaField(),
    f.text('model', ['型号', 'Model', 'Modelo'], { maxLength: 50 }),
    f.date('installedOn', ['安装日期', 'Installed on', 'Fecha de instalación']),
    f.enum('onlineState', 'device_online', ['在线状态', 'Online state', 'Conexión'], {
      list: true,
      filter: true,
      section: false,
    }),
    remarksField(),
  ],
  notes: 'Card terminals at meal points (meal payments and subsidy deduction).',
});

export const equipment = defineModule({
  key: 'equipment',
  filters: ['serialNo', 'deviceType', 'area', 'onlineState', 'installedOn'],
  group,
  title: ['智能设备', 'Smart devices', 'Dispositivos inteligentes'],
  listRoute: '/equipment/index',
  detailRoute: '/equipment/details',
  detailId: 'optional',
  titleField: 'serialNo',
  areaField: 'area',
  fields: [
    f.text('serialNo', ['设备编号', 'Serial number', 'Número de serie'], {
      required: true,
      maxLength: 50,
      list: true,
      filter: true,
    }),
    f.enum('deviceType', 'device_type', ['设备类型', 'Device type', 'Tipo de dispositivo'], {
      required: true,
      list: true,
      filter: true,
    }),
    f.text('brand', ['品牌', 'Brand', 'Marca'], { maxLength: 50 }),
    f.text('model', ['型号', 'Model', 'Modelo'], { maxLength: 50 }),
    f.text('simNo', ['SIM卡号', 'SIM number', 'Número de SIM'], { maxLength: 20 }),
    elderlyRef({ required: false, list: true }),
    areaField(),
    f.date('installedOn', ['安装日期', 'Installed on', 'Fecha de instalación'], { filter: true }),
    f.enum('onlineState', 'device_online', ['在线状态', 'Online state', 'Conexión'], {
      list: true,
      filter: true,
      section: false,
    }),
    f.datetime('lastHeartbeat', ['最近上报', 'Last report', 'Último informe'], {
      list: true,
      section: false,
    }),
  ],
  notes:
    'Watches, alarm buttons and sensors: serial, type, holder, install date; online state is reported by the device.',
});

export const roomInfo = defineModule({
  key: 'roomInfo',
  columns: ['institutionId', 'building', 'roomNo', 'roomType', 'beds', 'occupiedBeds', 'status'],
  group,
  title: ['房间床位', 'Rooms and beds', 'Habitaciones y camas'],
  listRoute: '/roomInfo/index',
  detailRoute: '/roomInfo/details',
  detailId: 'required',
  titleField: 'roomNo',
  areaField: 'area',
  fields: [
    f.ref('institutionId', 'pensionAgency', 'name', ['所属机构', 'Institution', 'Institución'], {
      required: true,
      list: true,
      filter: true,
    }),
    areaField({ list: false }),
    f.text('building', ['楼栋', 'Building', 'Edificio'], { maxLength: 30, list: true }),
    f.integer('floor', ['楼层', 'Floor', 'Planta'], { list: true }),
    f.text('roomNo', ['房间号', 'Room number', 'Número de habitación'], {
      required: true,
      maxLength: 20,
      list: true,
      filter: true,
    }),
    f.enum('roomType', 'room_type', ['房型', 'Room type', 'Tipo de habitación'], {
      required: true,
      list: true,
      filter: true,
    }),
    f.integer('beds', ['床位数', 'Beds', 'Camas'], { required: true, list: true }),
    f.integer('occupiedBeds', ['已住床位', 'Beds taken', 'Camas ocupadas'], { list: true, section: false }),
    f.money('monthlyFee', ['床位费(元/月)', 'Bed fee (CNY/month)', 'Tarifa por cama (CNY/mes)']),
    f.enum('facilities', 'room_facility', ['房间设施', 'Room facilities', 'Equipamiento'], {
      multiple: true,
    }),
    statusField('room_status'),
  ],
  notes:
    'Rooms and beds of care institutions; residents (checkInPeople) point at them; occupancy is counted.',
});
