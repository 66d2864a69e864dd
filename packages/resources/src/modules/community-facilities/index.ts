import type { ResourceDeclaration } from '@eldercare/resource-language';
import { f } from '@eldercare/resource-language';
import { facilityModule } from './facility-module';

const site: [string, string, string] = ['站点名称', 'Site name', 'Nombre del centro'];
const centre: [string, string, string] = ['中心名称', 'Centre name', 'Nombre del centro'];
const beds = f.integer('beds', ['床位数', 'Beds', 'Camas'], { list: true });
const capacity = f.integer('capacity', ['可容纳人数', 'Capacity', 'Aforo'], { list: true });
const staffCount = f.integer('staffCount', ['工作人员数', 'Staff', 'Personal'], {});

export const COMMUNITY_FACILITIES: readonly ResourceDeclaration[] = [
  facilityModule({
    key: 'dayCare',
    page: 'dayCareFacilitiesDetails',
    title: ['日间照料中心', 'Day-care centres', 'Centros de día'],
    nameLabel: centre,
    extra: [
      f.integer('dayPlaces', ['日托位数', 'Day places', 'Plazas de día'], { list: true }),
      f.integer('restBeds', ['休息床位', 'Rest beds', 'Camas de descanso']),
      f.boolean('hasCanteen', ['提供助餐', 'Serves meals', 'Ofrece comidas'], { filter: true }),
      f.boolean('hasShuttle', ['提供接送', 'Pick-up service', 'Servicio de transporte']),
      staffCount,
    ],
    notes: 'day places, rest beds, meals and pick-up.',
  }),
  facilityModule({
    key: 'comprehensive',
    page: 'comprehensiveDetails',
    title: ['综合养老服务中心', 'Comprehensive care centres', 'Centros integrales de atención'],
    nameLabel: centre,
    extra: [
      beds,
      f.integer('dayPlaces', ['日托位数', 'Day places', 'Plazas de día']),
      f.integer('coveredCommunities', ['辐射社区数', 'Communities served', 'Comunidades atendidas']),
      f.boolean('medicalCombined', [
        '医养结合',
        'Combined with medical care',
        'Con atención médica integrada',
      ]),
      staffCount,
    ],
    notes: 'beds, day places, communities served and medical care (street-level hub).',
  }),
  facilityModule({
    key: 'elderlyActivityRoom',
    page: 'elderlyActivityRoomDetails',
    title: ['老年活动室', 'Activity rooms', 'Salas de actividades'],
    nameLabel: ['活动室名称', 'Room name', 'Nombre de la sala'],
    extra: [
      capacity,
      f.enum('activityTypes', 'activity_type', ['活动类型', 'Activities', 'Actividades'], { multiple: true }),
      f.text('manager', ['管理员', 'Keeper', 'Encargado'], { rules: ['name'] }),
    ],
    notes: 'capacity, kinds of activities and the room keeper.',
  }),
  facilityModule({
    key: 'mldPage',
    page: 'mldPage',
    title: ['社区服务站点', 'Community service sites', 'Puntos de servicio comunitario'],
    nameLabel: site,
    extra: [
      f.enum('siteType', 'community_site_type', ['站点类型', 'Site type', 'Tipo de centro'], {
        list: true,
        filter: true,
      }),
      capacity,
      staffCount,
    ],
    notes:
      'SPEC §2 names this page `mldPage` without explaining it; it is modelled as a generic community ' +
      'service site with a site type, capacity and staff (MODULES.md).',
  }),
  facilityModule({
    key: 'communityForOldServe',
    page: 'communityForOldServe',
    title: ['社区为老服务站', 'Community elder service stations', 'Estaciones de servicio a mayores'],
    nameLabel: ['服务站名称', 'Station name', 'Nombre de la estación'],
    extra: [
      f.number('serviceRadiusKm', ['服务半径(公里)', 'Service radius (km)', 'Radio de servicio (km)']),
      f.integer('servedElders', ['服务老人数', 'Elders served', 'Mayores atendidos'], { list: true }),
      staffCount,
    ],
    notes: 'service radius, elders served and staff.',
  }),
  facilityModule({
    key: 'helpMeals',
    page: 'helpMealsDetails',
    title: ['助餐点', 'Meal points', 'Comedores sociales'],
    nameLabel: ['助餐点名称', 'Meal point name', 'Nombre del comedor'],
    extra: [
      f.integer('seats', ['餐位数', 'Seats', 'Plazas'], { list: true }),
      f.money('mealPrice', ['餐标(元/餐)', 'Meal price (CNY)', 'Precio del menú (CNY)'], { list: true }),
      f.enum('meals', 'meal_type', ['供餐餐次', 'Meals served', 'Comidas servidas'], { multiple: true }),
      f.enum('kitchenType', 'kitchen_type', ['供餐方式', 'Kitchen', 'Cocina'], { filter: true }),
      f.boolean('delivers', ['提供送餐', 'Delivers meals', 'Reparte comidas']),
      f.text('foodLicenceNo', ['食品经营许可证号', 'Food business licence', 'Licencia de alimentación'], {
        maxLength: 40,
      }),
    ],
    notes:
      'seats, meal price, meals served, kitchen type, delivery and food licence; weekly menus hang off it.',
  }),
  facilityModule({
    key: 'nursingStation',
    page: 'nursingStationDetails',
    title: ['护理站', 'Nursing stations', 'Estaciones de enfermería'],
    nameLabel: ['护理站名称', 'Station name', 'Nombre de la estación'],
    extra: [
      f.integer('nurseCount', ['护士人数', 'Nurses', 'Enfermeras'], { list: true }),
      f.integer('doctorCount', ['医生人数', 'Doctors', 'Médicos']),
      f.text('practiceLicenceNo', ['执业许可证号', 'Practice licence', 'Licencia sanitaria'], {
        maxLength: 40,
        required: true,
      }),
      f.boolean(
        'insuranceDesignated',
        ['医保定点', 'Health-insurance designated', 'Concertado con el seguro médico'],
        {
          filter: true,
        },
      ),
    ],
    notes: 'nurses, doctors, medical practice licence and health-insurance designation.',
  }),
  facilityModule({
    key: 'communityPensionOrganization',
    page: 'communityPensionOrganizationDetails',
    title: ['社区养老机构', 'Community care institutions', 'Residencias comunitarias'],
    nameLabel: ['机构名称', 'Institution name', 'Nombre de la institución'],
    extra: [
      beds,
      f.integer('careBeds', ['护理型床位数', 'Nursing beds', 'Camas asistidas']),
      f.enum('starRating', 'star_rating', ['星级', 'Star rating', 'Categoría'], { filter: true }),
      f.text('filingNo', ['备案号', 'Filing number', 'Número de registro'], { maxLength: 40 }),
    ],
    notes: 'beds, nursing beds, star rating and filing number (small embedded institutions).',
  }),
  facilityModule({
    key: 'healthHut',
    page: 'healthHutDetails',
    title: ['健康小屋', 'Health huts', 'Casetas de salud'],
    nameLabel: ['小屋名称', 'Hut name', 'Nombre de la caseta'],
    extra: [
      f.enum('devices', 'health_device', ['检测设备', 'Devices', 'Equipos'], { multiple: true }),
      f.text('dutyDoctor', ['签约医生', 'Contracted doctor', 'Médico asignado'], { rules: ['name'] }),
      f.integer('monthlyChecks', ['月检测人次', 'Checks per month', 'Controles al mes'], { list: true }),
    ],
    notes: 'self-check devices, contracted doctor and monthly checks.',
  }),
  facilityModule({
    key: 'healthService',
    page: 'healthService',
    title: ['健康服务点', 'Health service points', 'Puntos de salud'],
    nameLabel: site,
    extra: [
      f.text('partnerHospital', ['合作医院', 'Partner hospital', 'Hospital colaborador'], {
        maxLength: 100,
        list: true,
      }),
      f.integer('doctorCount', ['医生人数', 'Doctors', 'Médicos']),
      f.boolean('familyDoctor', ['家庭医生签约', 'Family-doctor contracts', 'Médico de familia']),
    ],
    notes: 'partner hospital, doctors and family-doctor contracts.',
  }),
  facilityModule({
    key: 'chiZhouService',
    page: 'chiZhouService',
    title: ['服务站点（池州）', 'Service sites (Chizhou)', 'Puntos de servicio (Chizhou)'],
    nameLabel: site,
    extra: [
      f.text(
        'provincialCode',
        ['省平台编码', 'Provincial platform code', 'Código de la plataforma provincial'],
        {
          maxLength: 40,
          list: true,
        },
      ),
      f.money('constructionSubsidy', [
        '建设补贴(元)',
        'Construction subsidy (CNY)',
        'Subvención de construcción (CNY)',
      ]),
      f.money('operationSubsidy', [
        '运营补贴(元/年)',
        'Operating subsidy (CNY/year)',
        'Subvención de funcionamiento (CNY/año)',
      ]),
    ],
    notes: 'the Chizhou deployment reports sites to the provincial platform: its code and the two subsidies.',
  }),
  facilityModule({
    key: 'lelingCenter',
    page: 'lelingCenter',
    title: ['乐龄中心', 'Leling centres', 'Centros Leling'],
    nameLabel: centre,
    extra: [
      capacity,
      f.enum('courseTypes', 'course_type', ['课程类型', 'Courses', 'Cursos'], { multiple: true }),
      f.integer('volunteerCount', ['志愿者人数', 'Volunteers', 'Voluntarios']),
    ],
    notes: 'learning and leisure centre ("happy age"): capacity, courses and volunteers.',
  }),
  facilityModule({
    key: 'assistantDeviceSite',
    page: 'assistantDeviceSiteDetails',
    title: ['辅具站点', 'Assistive device sites', 'Puntos de ayudas técnicas'],
    nameLabel: site,
    extra: [
      f.boolean('rents', ['提供租赁', 'Rents devices', 'Alquila ayudas'], { filter: true }),
      f.integer('productCount', ['展示产品数', 'Products shown', 'Productos expuestos'], { list: true }),
      f.integer('fitterCount', ['适配人员数', 'Fitters', 'Técnicos de adaptación']),
    ],
    notes: 'rental, products on show and fitters.',
  }),
];
