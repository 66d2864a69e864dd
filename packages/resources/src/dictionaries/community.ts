import { dictionary, type Dictionary } from '@eldercare/resource-language';

/** Dictionaries of advisers, points, policy, volunteers and assistive devices. */
export const COMMUNITY_DICTIONARIES: readonly Dictionary[] = [
  dictionary(
    'adviser_qualification',
    ['顾问资质', 'Adviser qualification', 'Cualificación del asesor'],
    [
      ['junior', '初级养老顾问', 'Junior care adviser', 'Asesor de cuidados junior'],
      ['senior', '高级养老顾问', 'Senior care adviser', 'Asesor de cuidados sénior'],
      ['social_worker', '持证社工', 'Licensed social worker', 'Trabajador social titulado'],
    ],
  ),
  dictionary(
    'consult_channel',
    ['咨询方式', 'Channel', 'Canal'],
    [
      ['phone', '电话', 'Phone', 'Teléfono'],
      ['visit', '上门', 'Home visit', 'Visita a domicilio'],
      ['site', '到站咨询', 'At the site', 'En el punto'],
      ['online', '线上', 'Online', 'En línea'],
    ],
  ),
  dictionary(
    'consult_topic',
    ['咨询主题', 'Topic', 'Tema'],
    [
      ['policy', '政策咨询', 'Policies and benefits', 'Políticas y prestaciones'],
      ['institution', '机构养老', 'Care institutions', 'Residencias'],
      ['home_care', '居家养老服务', 'Home care', 'Cuidados a domicilio'],
      ['assessment', '能力评估', 'Ability assessment', 'Evaluación de capacidad'],
      ['assistive', '康复辅具', 'Assistive devices', 'Ayudas técnicas'],
      ['health', '健康医疗', 'Health', 'Salud'],
    ],
  ),
  dictionary(
    'referral_type',
    ['转介类型', 'Referral type', 'Tipo de derivación'],
    [
      ['institution', '机构入住', 'Move into an institution', 'Ingreso en residencia'],
      ['home_service', '居家服务', 'Home service', 'Servicio a domicilio'],
      ['assistive', '辅具租赁', 'Assistive device rental', 'Alquiler de ayudas técnicas'],
      ['assessment', '能力评估', 'Ability assessment', 'Evaluación de capacidad'],
      ['medical', '医疗机构', 'Medical care', 'Atención médica'],
    ],
  ),
  dictionary(
    'referral_result',
    ['对接结果', 'Referral outcome', 'Resultado de la derivación'],
    [
      ['pending', '待对接', 'Pending', 'Pendiente'],
      ['contacted', '已对接', 'In contact', 'En contacto'],
      ['succeeded', '已落实', 'Arranged', 'Concretada'],
      ['failed', '未成功', 'Not arranged', 'No concretada'],
    ],
  ),
  dictionary(
    'point_holder_type',
    ['积分对象', 'Points holder', 'Titular de puntos'],
    [
      ['elderly', '老年人', 'Elderly person', 'Persona mayor'],
      ['volunteer', '志愿者', 'Volunteer', 'Voluntario'],
    ],
  ),
  dictionary(
    'point_change_type',
    ['收支类型', 'Earned or spent', 'Ganado o gastado'],
    [
      ['earn', '获得', 'Earned', 'Ganado'],
      ['spend', '兑换', 'Spent', 'Canjeado'],
      ['expire', '过期', 'Expired', 'Caducado'],
    ],
  ),
  dictionary(
    'point_reason',
    ['积分事由', 'Points reason', 'Motivo de los puntos'],
    [
      ['volunteer', '志愿服务', 'Volunteering', 'Voluntariado'],
      ['activity', '参加活动', 'Took part in an activity', 'Participación en actividad'],
      ['survey', '参与调查', 'Answered a survey', 'Respuesta a encuesta'],
      ['exchange', '兑换商品', 'Exchanged for goods', 'Canje por artículos'],
      ['adjust', '人工调整', 'Manual adjustment', 'Ajuste manual'],
    ],
  ),
  dictionary(
    'policy_level',
    ['政策层级', 'Policy level', 'Nivel de la política'],
    [
      ['national', '国家级', 'National', 'Nacional'],
      ['provincial', '省级', 'Provincial', 'Provincial'],
      ['city', '市级', 'City', 'Municipal'],
      ['district', '区县级', 'District', 'Distrital'],
    ],
  ),
  dictionary(
    'policy_category',
    ['政策类别', 'Policy category', 'Categoría de la política'],
    [
      ['subsidy', '补贴救助', 'Subsidies and assistance', 'Subsidios y asistencia'],
      ['institution', '机构管理', 'Institution management', 'Gestión de residencias'],
      ['home_community', '居家社区养老', 'Home and community care', 'Cuidados domiciliarios y comunitarios'],
      ['medical_care', '医养结合', 'Medical and care integration', 'Integración sociosanitaria'],
      ['talent', '人才队伍', 'Care workforce', 'Personal de cuidados'],
    ],
  ),
  dictionary(
    'policy_change_type',
    ['变更类型', 'Change type', 'Tipo de cambio'],
    [
      ['publish', '发布', 'Publish', 'Publicar'],
      ['update', '修改', 'Update', 'Modificar'],
      ['withdraw', '撤回', 'Withdraw', 'Retirar'],
    ],
  ),
  dictionary(
    'volunteer_project_type',
    ['志愿项目类型', 'Volunteer project type', 'Tipo de proyecto de voluntariado'],
    [
      ['old_partner', '老伙伴结对', 'Old-partner pairing', 'Parejas de Viejos Compañeros'],
      ['visit', '探访关爱', 'Visits and care', 'Visitas y cuidados'],
      ['time_bank', '时间银行', 'Time bank', 'Banco de tiempo'],
      ['activity', '文体活动', 'Cultural and sports activities', 'Actividades culturales y deportivas'],
    ],
  ),
  dictionary(
    'social_org_type',
    ['社会组织类型', 'Social organisation type', 'Tipo de organización social'],
    [
      ['association', '社会团体', 'Association', 'Asociación'],
      ['non_profit', '民办非企业单位', 'Private non-profit unit', 'Entidad privada sin ánimo de lucro'],
      ['foundation', '基金会', 'Foundation', 'Fundación'],
      ['community', '社区社会组织', 'Community organisation', 'Organización comunitaria'],
    ],
  ),
  dictionary(
    'pairing_status',
    ['结对状态', 'Pairing status', 'Estado del emparejamiento'],
    [
      ['active', '服务中', 'Active', 'Activo'],
      ['paused', '暂停', 'Paused', 'En pausa'],
      ['ended', '已结束', 'Ended', 'Finalizado'],
    ],
  ),
  dictionary(
    'visit_type',
    ['探访方式', 'Visit type', 'Tipo de visita'],
    [
      ['home', '上门探访', 'Home visit', 'Visita a domicilio'],
      ['phone', '电话问候', 'Phone call', 'Llamada telefónica'],
      ['video', '视频探访', 'Video call', 'Videollamada'],
    ],
  ),
  dictionary(
    'survey_type',
    ['问卷类型', 'Survey type', 'Tipo de encuesta'],
    [
      ['satisfaction', '服务满意度', 'Service satisfaction', 'Satisfacción con el servicio'],
      ['needs', '需求调查', 'Needs survey', 'Encuesta de necesidades'],
      ['very_old', '高龄老人调查', 'Very-elderly survey', 'Encuesta de mayores de 90'],
    ],
  ),
  dictionary(
    'survey_status',
    ['回访状态', 'Survey status', 'Estado de la encuesta'],
    [
      ['pending', '待回访', 'To do', 'Pendiente'],
      ['done', '已回访', 'Done', 'Realizada'],
      ['unreachable', '无法联系', 'Unreachable', 'Ilocalizable'],
    ],
  ),
  dictionary(
    'assistive_category',
    ['辅具类别', 'Assistive device category', 'Categoría de ayuda técnica'],
    [
      ['mobility', '移动辅具', 'Mobility (wheelchairs, walkers)', 'Movilidad (sillas, andadores)'],
      ['bed', '护理床具', 'Care beds', 'Camas asistidas'],
      ['toilet', '如厕洗浴', 'Toilet and bathing', 'Baño y aseo'],
      ['hearing', '听力辅具', 'Hearing aids', 'Audífonos'],
      ['vision', '视力辅具', 'Vision aids', 'Ayudas visuales'],
      ['daily', '生活自理辅具', 'Daily-living aids', 'Ayudas para la vida diaria'],
    ],
  ),
  dictionary(
    'assistive_service_type',
    ['辅具服务类型', 'Assistive service', 'Servicio de ayudas técnicas'],
    [
      ['rent', '租赁', 'Rental', 'Alquiler'],
      ['sale', '销售', 'Sale', 'Venta'],
      ['fitting', '评估适配', 'Assessment and fitting', 'Evaluación y adaptación'],
      ['repair', '维修回收', 'Repair and take-back', 'Reparación y recogida'],
    ],
  ),
  dictionary(
    'assistive_rent_mode',
    ['租购方式', 'Rent or buy', 'Alquiler o compra'],
    [
      ['rent', '租赁', 'Rent', 'Alquiler'],
      ['buy', '购买', 'Buy', 'Compra'],
      ['rent_to_own', '以租代购', 'Rent to own', 'Alquiler con opción a compra'],
    ],
  ),
];
