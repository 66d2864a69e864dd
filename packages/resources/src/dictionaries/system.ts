import { dictionary, type Dictionary } from '@eldercare/resource-language';

/** The dictionaries SPEC §7 asks for by name (values as the server already seeds them), and other system ones. */
export const SYSTEM_DICTIONARIES: readonly Dictionary[] = [
  dictionary(
    'sys_account_type',
    ['账号类型', 'Account type', 'Tipo de cuenta'],
    [
      ['1', '民政部门', 'Civil affairs', 'Asuntos civiles'],
      ['2', '街道社区', 'Street and community', 'Calle y comunidad'],
      ['3', '养老机构', 'Care institution', 'Institución de cuidados'],
      ['4', '服务商', 'Service provider', 'Proveedor de servicios'],
      ['5', '评估机构', 'Assessment body', 'Entidad evaluadora'],
      ['8', '协会', 'Association', 'Asociación'],
      ['10', '探访关爱', 'Visit and care', 'Visita y cuidado'],
    ],
  ),
  dictionary(
    'assistive_rent_type',
    ['协会账号类型', 'Association account kind', 'Tipo de cuenta de la asociación'],
    [
      ['office', '秘书处', 'Secretariat', 'Secretaría'],
      ['special_committee', '专委会', 'Special committee', 'Comité especial'],
      ['member_unit', '会员单位', 'Member unit', 'Unidad miembro'],
      ['combination', '联合体', 'Combination', 'Combinación'],
    ],
  ),
  dictionary(
    'pension_agencys',
    ['养老机构性质', 'Institution ownership', 'Titularidad de la residencia'],
    [
      ['1', '公办养老机构', 'Public care home', 'Residencia pública'],
      ['2', '民办养老机构', 'Private care home', 'Residencia privada'],
      ['3', '公建民营', 'Publicly built, privately run', 'Construcción pública, gestión privada'],
    ],
  ),
  dictionary(
    'order_account_type',
    ['订单账号类型', 'Ordering account type', 'Tipo de cuenta de pedidos'],
    [
      ['1', '平台', 'Platform', 'Plataforma'],
      ['2', '服务商', 'Service provider', 'Proveedor de servicios'],
      ['3', '助餐点', 'Meal point', 'Punto de comidas'],
    ],
  ),
  dictionary(
    'sys_account_data_type',
    ['数据类型', 'Data type', 'Tipo de datos'],
    [
      ['prod', '正式', 'Formal', 'Formal'],
      ['test', '测试', 'Test', 'Prueba'],
      ['trial', '试用', 'Trial', 'Prueba gratuita'],
    ],
  ),
  dictionary(
    'assess_rent_type',
    ['评估类型', 'Assessment kind', 'Tipo de evaluación'],
    [
      ['1', '能力评估', 'Ability assessment', 'Evaluación de capacidad'],
      ['2', '适老化评估', 'Age-friendly assessment', 'Evaluación de adaptación'],
    ],
  ),
  dictionary(
    'sys_user_sex',
    ['性别', 'Gender', 'Sexo'],
    [
      ['0', '男', 'Male', 'Hombre'],
      ['1', '女', 'Female', 'Mujer'],
      ['2', '未知', 'Unknown', 'Desconocido'],
    ],
  ),
  dictionary(
    'sys_normal_disable',
    ['启用状态', 'Enabled state', 'Estado de activación'],
    [
      ['0', '正常', 'Enabled', 'Habilitado'],
      ['1', '停用', 'Disabled', 'Deshabilitado'],
    ],
  ),
  dictionary(
    'msg_type',
    ['消息类型', 'Message type', 'Tipo de mensaje'],
    [
      ['web_ment', '站内信', 'Site message', 'Mensaje interno'],
      ['sys_notification', '系统通知', 'System notice', 'Aviso del sistema'],
      ['job_notice', '工作通知', 'Work notice', 'Aviso de trabajo'],
    ],
  ),
  // A message's audience is stored as its Chinese name (message.send_obj_type_name); the message
  // list shows it through this dictionary's label in the UI language.
  dictionary(
    'send_obj_type',
    ['发送对象', 'Audience', 'Destinatarios'],
    [
      ['all', '全部用户', 'All users', 'Todos los usuarios'],
      ['civil_affairs', '民政部门', 'Civil affairs', 'Asuntos civiles'],
      ['assigned', '指定用户', 'Selected users', 'Usuarios seleccionados'],
    ],
  ),
  dictionary(
    'announcement_type',
    ['公告类型', 'Announcement type', 'Tipo de anuncio'],
    [
      ['1', '职业技能公告', 'Vocational skills notice', 'Aviso de competencias'],
      ['2', '培训公告', 'Training notice', 'Aviso de formación'],
      ['3', '考试公告', 'Exam notice', 'Aviso de examen'],
      ['4', '协会公告', 'Association notice', 'Aviso de la asociación'],
      ['5', '会议通知', 'Meeting notice', 'Aviso de reunión'],
    ],
  ),
];
