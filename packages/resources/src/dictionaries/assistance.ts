import { dictionary, type Dictionary } from '@eldercare/resource-language';

/** Dictionaries of assistance, subsidy, pension and hotline records. */
export const ASSISTANCE_DICTIONARIES: readonly Dictionary[] = [
  dictionary(
    'social_assistance_type',
    ['社会救助类型', 'Social assistance type', 'Tipo de asistencia social'],
    [
      ['dibao', '最低生活保障', 'Minimum living allowance', 'Renta mínima de subsistencia'],
      ['dibao_edge', '低保边缘', 'Just above the minimum', 'Al límite de la renta mínima'],
      ['tekun', '特困供养', 'Extremely poor support', 'Manutención por pobreza extrema'],
      ['temporary', '临时救助', 'Temporary assistance', 'Ayuda temporal'],
      ['medical', '医疗救助', 'Medical assistance', 'Ayuda médica'],
    ],
  ),
  dictionary(
    'assistance_status',
    ['救助状态', 'Assistance status', 'Estado de la asistencia'],
    [
      ['active', '在保', 'Receiving', 'En vigor'],
      ['suspended', '暂停', 'Suspended', 'Suspendida'],
      ['ended', '停保', 'Ended', 'Finalizada'],
    ],
  ),
  dictionary(
    'veteran_type',
    ['优抚类别', 'Veteran category', 'Categoría de veterano'],
    [
      ['retired_soldier', '退役士兵', 'Retired soldier', 'Soldado retirado'],
      ['retired_officer', '退役军官', 'Retired officer', 'Oficial retirado'],
      ['disabled_veteran', '伤残军人', 'Disabled veteran', 'Veterano con invalidez'],
      ['martyr_family', '烈士遗属', "Martyr's family", 'Familia de mártir'],
      ['military_family', '现役军人家属', 'Family of serving soldier', 'Familia de militar en activo'],
      ['war_veteran', '参战退役人员', 'War veteran', 'Excombatiente'],
    ],
  ),
  dictionary(
    'veteran_disability_level',
    ['伤残等级', 'Disability level', 'Grado de invalidez'],
    [
      ...['一', '二', '三', '四', '五', '六', '七', '八', '九', '十'].map(
        (zh, i) => [`${i + 1}`, `${zh}级`, `Level ${i + 1}`, `Grado ${i + 1}`] as const,
      ),
    ],
  ),
  dictionary(
    'low_income_type',
    ['困难类型', 'Hardship type', 'Tipo de dificultad'],
    [
      ['low_income', '低收入家庭', 'Low-income household', 'Hogar de bajos ingresos'],
      ['expense', '支出型困难家庭', 'Hardship from heavy expenses', 'Dificultad por gastos elevados'],
      ['at_risk', '易返贫致贫户', 'At risk of poverty', 'En riesgo de pobreza'],
    ],
  ),
  dictionary(
    'support_mode',
    ['供养方式', 'Support mode', 'Modalidad de manutención'],
    [
      ['concentrated', '集中供养', 'In an institution', 'En una institución'],
      ['dispersed', '分散供养', 'At home', 'En su domicilio'],
    ],
  ),
  dictionary(
    'help_type',
    ['帮扶方式', 'Kind of help', 'Tipo de ayuda'],
    [
      ['daily_care', '生活照料', 'Daily care', 'Cuidado diario'],
      ['emotional', '精神慰藉', 'Emotional support', 'Apoyo emocional'],
      ['material', '物资帮扶', 'Material help', 'Ayuda material'],
      ['medical', '就医协助', 'Help with medical visits', 'Acompañamiento médico'],
      ['errands', '代办服务', 'Errands', 'Gestiones'],
    ],
  ),
  dictionary(
    'family_plan_type',
    ['计生特殊家庭类型', 'Family type', 'Tipo de familia'],
    [
      ['bereaved', '独生子女死亡', 'Only child deceased', 'Hijo único fallecido'],
      ['disabled', '独生子女伤残', 'Only child disabled', 'Hijo único con discapacidad'],
      ['complication', '手术并发症', 'Surgical complication', 'Complicación quirúrgica'],
    ],
  ),
  dictionary(
    'family_plan_subsidy_type',
    ['计生扶助类型', 'Family-planning aid', 'Ayuda de planificación familiar'],
    [
      ['special_aid', '特别扶助金', 'Special aid', 'Ayuda especial'],
      ['reward', '奖励扶助金', 'Reward aid', 'Ayuda de recompensa'],
      ['care', '护理补贴', 'Care subsidy', 'Subsidio de cuidados'],
    ],
  ),
  dictionary(
    'subsidy_type',
    ['补贴类型', 'Subsidy type', 'Tipo de subsidio'],
    [
      ['old_age', '高龄津贴', 'Old-age allowance', 'Asignación por edad avanzada'],
      ['care', '护理补贴', 'Care subsidy', 'Subsidio de cuidados'],
      ['service', '养老服务补贴', 'Care service subsidy', 'Subsidio de servicios'],
      [
        'hardship',
        '困难老人生活补贴',
        'Living subsidy for elders in hardship',
        'Subsidio para mayores en dificultad',
      ],
      ['meal', '助餐补贴', 'Meal subsidy', 'Subsidio de comidas'],
    ],
  ),
  dictionary(
    'subsidy_status',
    ['发放状态', 'Payment status', 'Estado del pago'],
    [
      ['pending', '待审核', 'Pending', 'Pendiente'],
      ['approved', '发放中', 'Being paid', 'En pago'],
      ['suspended', '暂停', 'Suspended', 'Suspendido'],
      ['stopped', '停发', 'Stopped', 'Cesado'],
    ],
  ),
  dictionary(
    'bank',
    ['开户行', 'Bank', 'Banco'],
    [
      ['icbc', '中国工商银行', 'ICBC', 'ICBC (Banco Industrial y Comercial)'],
      ['abc', '中国农业银行', 'Agricultural Bank of China', 'Banco Agrícola de China'],
      ['boc', '中国银行', 'Bank of China', 'Banco de China'],
      ['ccb', '中国建设银行', 'China Construction Bank', 'Banco de Construcción de China'],
      ['bocom', '交通银行', 'Bank of Communications', 'Banco de Comunicaciones'],
      ['psbc', '中国邮政储蓄银行', 'Postal Savings Bank', 'Banco Postal de Ahorro'],
      ['rural', '农村商业银行', 'Rural commercial bank', 'Banco comercial rural'],
      ['other', '其他银行', 'Other bank', 'Otro banco'],
    ],
  ),
  dictionary(
    'pension_type',
    ['养老保险类型', 'Pension scheme', 'Régimen de pensiones'],
    [
      ['employee', '城镇职工养老保险', 'Urban employee pension', 'Pensión de asalariados urbanos'],
      ['resident', '城乡居民养老保险', 'Urban and rural resident pension', 'Pensión de residentes'],
      ['public', '机关事业单位养老保险', 'Public-sector pension', 'Pensión del sector público'],
      ['none', '无', 'None', 'Ninguna'],
    ],
  ),
  dictionary(
    'pension_status',
    ['养老金状态', 'Pension status', 'Estado de la pensión'],
    [
      ['paid', '正常发放', 'Paid', 'Pagada'],
      ['suspended', '暂停发放', 'Suspended', 'Suspendida'],
      ['ended', '终止', 'Ended', 'Terminada'],
    ],
  ),
  dictionary(
    'call_direction',
    ['呼叫方向', 'Call direction', 'Sentido de la llamada'],
    [
      ['in', '呼入', 'Incoming', 'Entrante'],
      ['out', '呼出', 'Outgoing', 'Saliente'],
    ],
  ),
  dictionary(
    'call_category',
    ['来电类别', 'Call category', 'Categoría de llamada'],
    [
      ['consult', '政策咨询', 'Policy question', 'Consulta sobre ayudas'],
      ['service', '服务需求', 'Service request', 'Solicitud de servicio'],
      ['emergency', '紧急求助', 'Emergency', 'Emergencia'],
      ['complaint', '投诉建议', 'Complaint or suggestion', 'Queja o sugerencia'],
      ['care_call', '关爱回访', 'Care call', 'Llamada de seguimiento'],
      ['other', '其他', 'Other', 'Otra'],
    ],
  ),
  dictionary(
    'call_status',
    ['办理状态', 'Call status', 'Estado de la llamada'],
    [
      ['received', '已登记', 'Logged', 'Registrada'],
      ['dispatched', '已派单', 'Dispatched', 'Asignada'],
      ['closed', '已办结', 'Closed', 'Cerrada'],
    ],
  ),
  dictionary(
    'call_handling',
    ['处理方式', 'Handling', 'Gestión'],
    [
      ['answered', '当场解答', 'Answered on the call', 'Resuelta en la llamada'],
      ['dispatched', '派单处理', 'Order dispatched', 'Pedido asignado'],
      ['transferred', '转办', 'Passed to another office', 'Derivada a otra oficina'],
      ['emergency', '联动急救', 'Emergency services called', 'Servicios de emergencia avisados'],
    ],
  ),
  dictionary(
    'call_result',
    ['处理结果', 'Result', 'Resultado'],
    [
      ['resolved', '已解决', 'Resolved', 'Resuelta'],
      ['in_progress', '处理中', 'In progress', 'En curso'],
      ['follow_up', '待回访', 'Awaiting follow-up', 'Pendiente de seguimiento'],
      ['unresolved', '未解决', 'Unresolved', 'Sin resolver'],
    ],
  ),
];
