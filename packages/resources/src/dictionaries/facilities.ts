import { dictionary, type Dictionary } from '@eldercare/resource-language';

/** Dictionaries of community facilities, meals, devices and rooms. */
export const FACILITY_DICTIONARIES: readonly Dictionary[] = [
  dictionary(
    'community_site_type',
    ['站点类型', 'Site type', 'Tipo de centro'],
    [
      ['neighbourhood', '邻里服务点', 'Neighbourhood point', 'Punto vecinal'],
      ['station', '为老服务站', 'Elder service station', 'Estación de servicio a mayores'],
      ['home_bed', '家庭养老床位服务点', 'Home care bed point', 'Punto de camas de cuidado en casa'],
      ['rural', '农村互助幸福院', 'Rural mutual-aid home', 'Hogar rural de ayuda mutua'],
    ],
  ),
  dictionary(
    'meal_type',
    ['餐次', 'Meal', 'Comida'],
    [
      ['breakfast', '早餐', 'Breakfast', 'Desayuno'],
      ['lunch', '午餐', 'Lunch', 'Almuerzo'],
      ['dinner', '晚餐', 'Dinner', 'Cena'],
    ],
  ),
  dictionary(
    'kitchen_type',
    ['供餐方式', 'Kitchen', 'Cocina'],
    [
      ['own', '自建厨房', 'Own kitchen', 'Cocina propia'],
      ['central', '中央厨房配送', 'Central kitchen delivery', 'Cocina central'],
      ['partner', '合作餐饮企业', 'Partner caterer', 'Empresa de catering asociada'],
    ],
  ),
  dictionary(
    'delivery_mode',
    ['就餐方式', 'Dine-in or delivery', 'Comedor o reparto'],
    [
      ['dine_in', '堂食', 'Dine in', 'En el comedor'],
      ['delivery', '送餐上门', 'Home delivery', 'Reparto a domicilio'],
      ['pickup', '自取', 'Pick up', 'Recogida'],
    ],
  ),
  dictionary(
    'health_device',
    ['检测设备', 'Health device', 'Equipo de salud'],
    [
      ['blood_pressure', '血压计', 'Blood pressure monitor', 'Tensiómetro'],
      ['glucose', '血糖仪', 'Glucose meter', 'Glucómetro'],
      ['ecg', '心电仪', 'ECG', 'Electrocardiógrafo'],
      ['body_fat', '体脂秤', 'Body-composition scale', 'Báscula de composición corporal'],
      ['oxygen', '血氧仪', 'Pulse oximeter', 'Pulsioxímetro'],
    ],
  ),
  dictionary(
    'course_type',
    ['课程类型', 'Course', 'Curso'],
    [
      ['calligraphy', '书法绘画', 'Calligraphy and painting', 'Caligrafía y pintura'],
      ['music', '音乐舞蹈', 'Music and dance', 'Música y baile'],
      ['smartphone', '智能手机', 'Smartphone skills', 'Uso del móvil'],
      ['health', '健康养生', 'Healthy living', 'Vida saludable'],
      ['handcraft', '手工', 'Handicrafts', 'Manualidades'],
    ],
  ),
  dictionary(
    'device_type',
    ['设备类型', 'Device type', 'Tipo de dispositivo'],
    [
      ['watch', '智能手表', 'Smart watch', 'Reloj inteligente'],
      ['sos', '一键呼叫器', 'One-touch alarm', 'Botón de emergencia'],
      ['smoke', '烟感报警器', 'Smoke detector', 'Detector de humo'],
      ['gas', '燃气报警器', 'Gas detector', 'Detector de gas'],
      ['door', '门磁', 'Door sensor', 'Sensor de puerta'],
      ['radar', '跌倒监测雷达', 'Fall-detection radar', 'Radar de caídas'],
      ['mattress', '智能床垫', 'Smart mattress', 'Colchón inteligente'],
    ],
  ),
  dictionary(
    'device_online',
    ['在线状态', 'Online state', 'Conexión'],
    [
      ['online', '在线', 'Online', 'En línea'],
      ['offline', '离线', 'Offline', 'Sin conexión'],
      ['fault', '故障', 'Faulty', 'Averiado'],
    ],
  ),
  dictionary(
    'card_type',
    ['卡类型', 'Card type', 'Tipo de tarjeta'],
    [
      ['privilege', '老年优待卡', 'Senior privilege card', 'Tarjeta de ventajas para mayores'],
      ['service', '养老服务卡', 'Care service card', 'Tarjeta de servicios'],
      ['meal', '助餐卡', 'Meal card', 'Tarjeta de comidas'],
    ],
  ),
  dictionary(
    'card_status',
    ['卡状态', 'Card status', 'Estado de la tarjeta'],
    [
      ['active', '正常', 'Active', 'Activa'],
      ['lost', '挂失', 'Reported lost', 'Extraviada'],
      ['cancelled', '注销', 'Cancelled', 'Anulada'],
    ],
  ),
  dictionary(
    'bank_card_purpose',
    ['银行卡用途', 'Card used for', 'Uso de la tarjeta'],
    [
      ['subsidy', '补贴发放', 'Subsidies', 'Subsidios'],
      ['pension', '养老金', 'Pension', 'Pensión'],
      ['both', '补贴及养老金', 'Subsidies and pension', 'Subsidios y pensión'],
    ],
  ),
  dictionary(
    'adaptation_category',
    ['适老化产品类别', 'Home-adaptation category', 'Categoría de adaptación'],
    [
      ['bathroom', '如厕洗浴', 'Toilet and bathing', 'Baño y aseo'],
      ['anti_fall', '防滑防跌', 'Anti-slip and fall prevention', 'Antideslizante y anticaídas'],
      ['mobility', '助行辅具', 'Mobility aids', 'Ayudas para caminar'],
      ['monitoring', '智能监测', 'Smart monitoring', 'Monitorización'],
      ['lighting', '照明改造', 'Lighting', 'Iluminación'],
    ],
  ),
  dictionary(
    'room_type',
    ['房型', 'Room type', 'Tipo de habitación'],
    [
      ['single', '单人间', 'Single', 'Individual'],
      ['double', '双人间', 'Double', 'Doble'],
      ['triple', '三人间', 'Triple', 'Triple'],
      ['ward', '多人间', 'Shared ward', 'Compartida'],
      ['suite', '套间', 'Suite', 'Suite'],
    ],
  ),
  dictionary(
    'room_status',
    ['房间状态', 'Room status', 'Estado de la habitación'],
    [
      ['available', '可入住', 'Available', 'Disponible'],
      ['full', '已住满', 'Full', 'Completa'],
      ['maintenance', '维修中', 'Under repair', 'En reparación'],
    ],
  ),
  dictionary(
    'room_facility',
    ['房间设施', 'Room facilities', 'Equipamiento de la habitación'],
    [
      ['bathroom', '独立卫生间', 'Private bathroom', 'Baño propio'],
      ['call', '呼叫系统', 'Call system', 'Sistema de llamada'],
      ['oxygen', '供氧', 'Oxygen supply', 'Oxígeno'],
      ['ac', '空调', 'Air conditioning', 'Aire acondicionado'],
      ['tv', '电视', 'Television', 'Televisión'],
    ],
  ),
  dictionary(
    'insurance_type',
    ['险种', 'Cover', 'Cobertura'],
    [
      ['accident', '意外伤害险', 'Accident', 'Accidentes'],
      ['accident_medical', '意外医疗险', 'Accident medical', 'Gastos médicos por accidente'],
      ['liability', '居家责任险', 'Home liability', 'Responsabilidad civil del hogar'],
    ],
  ),
  dictionary(
    'claim_status',
    ['理赔状态', 'Claim status', 'Estado del siniestro'],
    [
      ['none', '未出险', 'No claim', 'Sin siniestro'],
      ['reported', '已报案', 'Reported', 'Declarado'],
      ['reviewing', '审核中', 'Under review', 'En revisión'],
      ['paid', '已赔付', 'Paid', 'Indemnizado'],
      ['refused', '拒赔', 'Refused', 'Rechazado'],
    ],
  ),
];
