import { dictionary, type Dictionary } from '@eldercare/resource-language';

/** Dictionaries of provider management, the association, messages, milk and the customer system. */
export const COMMERCE_DICTIONARIES: readonly Dictionary[] = [
  dictionary(
    'provider_post',
    ['服务商岗位', 'Provider post', 'Puesto en el proveedor'],
    [
      ['carer', '护理员', 'Care worker', 'Auxiliar de cuidados'],
      ['meal', '助餐员', 'Meal worker', 'Auxiliar de comedor'],
      ['cleaner', '保洁员', 'Cleaner', 'Limpiador/a'],
      ['dispatcher', '调度员', 'Dispatcher', 'Coordinador/a'],
      ['manager', '站点管理员', 'Site manager', 'Responsable del centro'],
    ],
  ),
  dictionary(
    'shift',
    ['班次', 'Shift', 'Turno'],
    [
      ['morning', '早班', 'Morning', 'Mañana'],
      ['day', '白班', 'Day', 'Día'],
      ['evening', '晚班', 'Evening', 'Tarde'],
      ['flexible', '弹性', 'Flexible', 'Flexible'],
    ],
  ),
  dictionary(
    'weekday',
    ['星期', 'Weekday', 'Día de la semana'],
    [
      ['1', '周一', 'Monday', 'Lunes'],
      ['2', '周二', 'Tuesday', 'Martes'],
      ['3', '周三', 'Wednesday', 'Miércoles'],
      ['4', '周四', 'Thursday', 'Jueves'],
      ['5', '周五', 'Friday', 'Viernes'],
      ['6', '周六', 'Saturday', 'Sábado'],
      ['7', '周日', 'Sunday', 'Domingo'],
    ],
  ),
  dictionary(
    'member_level',
    ['会员级别', 'Membership level', 'Categoría de socio'],
    [
      ['president', '会长单位', 'President member', 'Socio presidente'],
      ['vice_president', '副会长单位', 'Vice-president member', 'Socio vicepresidente'],
      ['director', '理事单位', 'Council member', 'Socio del consejo'],
      ['member', '会员单位', 'Ordinary member', 'Socio ordinario'],
    ],
  ),
  dictionary(
    'member_kind',
    ['会员类型', 'Member type', 'Tipo de socio'],
    [
      ['institution', '养老机构', 'Care institution', 'Residencia'],
      ['enterprise', '企业', 'Company', 'Empresa'],
      ['social_org', '社会组织', 'Social organisation', 'Organización social'],
      ['college', '院校', 'College', 'Centro educativo'],
      ['individual', '个人', 'Individual', 'Persona física'],
    ],
  ),
  dictionary(
    'member_status',
    ['会籍状态', 'Membership status', 'Estado de la afiliación'],
    [
      ['active', '正常', 'Active', 'Activa'],
      ['arrears', '欠费', 'Fee overdue', 'Cuota pendiente'],
      ['withdrawn', '已退会', 'Withdrawn', 'Baja'],
    ],
  ),
  dictionary(
    'news_category',
    ['新闻栏目', 'News section', 'Sección de noticias'],
    [
      ['association', '协会动态', 'Association news', 'Noticias de la asociación'],
      ['industry', '行业资讯', 'Industry news', 'Noticias del sector'],
      ['member', '会员风采', 'Member stories', 'Historias de socios'],
    ],
  ),
  dictionary(
    'training_type',
    ['培训类型', 'Training type', 'Tipo de formación'],
    [
      ['skills', '职业技能培训', 'Vocational skills', 'Competencias profesionales'],
      ['management', '管理培训', 'Management', 'Gestión'],
      ['exam', '考试认证', 'Exam and certification', 'Examen y certificación'],
      ['meeting', '会议论坛', 'Conference', 'Congreso'],
    ],
  ),
  dictionary(
    'msg_target_type',
    ['发送对象', 'Recipients', 'Destinatarios'],
    [
      ['all', '全部用户', 'All users', 'Todos los usuarios'],
      ['account_type', '按账号类型', 'By account type', 'Por tipo de cuenta'],
      ['area', '按区域', 'By area', 'Por zona'],
      ['users', '指定用户', 'Named users', 'Usuarios concretos'],
    ],
  ),
  dictionary(
    'send_status',
    ['发送状态', 'Sending status', 'Estado del envío'],
    [
      ['draft', '草稿', 'Draft', 'Borrador'],
      ['scheduled', '定时待发', 'Scheduled', 'Programado'],
      ['sent', '已发送', 'Sent', 'Enviado'],
      ['withdrawn', '已撤回', 'Withdrawn', 'Retirado'],
    ],
  ),
  dictionary(
    'milk_type',
    ['奶品种类', 'Milk product', 'Tipo de leche'],
    [
      ['whole', '纯牛奶', 'Whole milk', 'Leche entera'],
      ['low_fat', '低脂牛奶', 'Low-fat milk', 'Leche desnatada'],
      ['senior_powder', '中老年奶粉', 'Milk powder for seniors', 'Leche en polvo para mayores'],
      ['yoghurt', '酸奶', 'Yoghurt', 'Yogur'],
    ],
  ),
  dictionary(
    'demand_source',
    ['需求来源', 'Request source', 'Origen de la solicitud'],
    [
      ['phone', '电话', 'Phone', 'Teléfono'],
      ['app', '小程序/APP', 'App', 'Aplicación'],
      ['visit', '上门登记', 'Home visit', 'Visita a domicilio'],
      ['referral', '转介', 'Referral', 'Derivación'],
      ['alarm', '设备报警', 'Device alarm', 'Alarma de dispositivo'],
    ],
  ),
  dictionary(
    'customer_type',
    ['客户类型', 'Customer type', 'Tipo de cliente'],
    [
      ['elderly', '老年人', 'Elderly person', 'Persona mayor'],
      ['family', '家属', 'Family member', 'Familiar'],
      ['organisation', '机构', 'Organisation', 'Organización'],
    ],
  ),
  dictionary(
    'customer_level',
    ['客户等级', 'Customer level', 'Nivel del cliente'],
    [
      ['normal', '普通', 'Standard', 'Estándar'],
      ['silver', '银卡', 'Silver', 'Plata'],
      ['gold', '金卡', 'Gold', 'Oro'],
    ],
  ),
  dictionary(
    'commodity_category',
    ['商品类别', 'Product category', 'Categoría de producto'],
    [
      ['food', '食品', 'Food', 'Alimentación'],
      ['health', '保健用品', 'Health products', 'Productos de salud'],
      ['assistive', '康复辅具', 'Assistive devices', 'Ayudas técnicas'],
      ['daily', '日用品', 'Daily goods', 'Artículos de uso diario'],
      ['service', '服务套餐', 'Service packages', 'Paquetes de servicios'],
    ],
  ),
  dictionary(
    'shelf_status',
    ['上架状态', 'Listing status', 'Estado de publicación'],
    [
      ['on', '已上架', 'On sale', 'A la venta'],
      ['off', '已下架', 'Withdrawn', 'Retirado'],
    ],
  ),
  dictionary(
    'pay_method',
    ['支付方式', 'Payment method', 'Forma de pago'],
    [
      ['wechat', '微信支付', 'WeChat Pay', 'WeChat Pay'],
      ['alipay', '支付宝', 'Alipay', 'Alipay'],
      ['card', '养老服务卡', 'Care service card', 'Tarjeta de servicios'],
      ['points', '积分抵扣', 'Points', 'Puntos'],
      ['cash', '现金', 'Cash', 'Efectivo'],
    ],
  ),
  dictionary(
    'order_status',
    ['订单状态', 'Order status', 'Estado del pedido'],
    [
      ['unpaid', '待支付', 'Awaiting payment', 'Pendiente de pago'],
      ['paid', '已支付', 'Paid', 'Pagado'],
      ['shipped', '已发货', 'Shipped', 'Enviado'],
      ['done', '已完成', 'Completed', 'Completado'],
      ['cancelled', '已取消', 'Cancelled', 'Cancelado'],
      ['refunded', '已退款', 'Refunded', 'Reembolsado'],
    ],
  ),
];
