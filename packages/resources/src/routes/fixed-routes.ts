import type { LocalisedText, MenuGroup } from '../format/types';

/**
 * The fixed hidden detail routes of SPEC §2. They are not in the server's menus; list pages open them
 * (add, edit, look) and notices link to them. `variant` says which URLs exist:
 * - `both`: the add URL (no id) and the detail URL (`/:id`) — SPEC's `[/:id]`;
 * - `id`: only `/:id` (SPEC's "/:id only"), or the named parameter in `param`;
 * - `exact`: only the path itself.
 */
export type FixedRouteVariant = 'both' | 'id' | 'exact';

export interface FixedRoute {
  /** Path without the id segment. */
  path: string;
  variant: FixedRouteVariant;
  /** Name of the id parameter when it is not `id` (e.g. `orgId`). */
  param?: string;
  group: MenuGroup;
  title: LocalisedText;
}

type Row = [path: string, variant: FixedRouteVariant, zh: string, en: string, es: string, param?: string];

function group(name: MenuGroup, rows: Row[]): FixedRoute[] {
  return rows.map(([path, variant, zh, en, es, param]) => ({
    path,
    variant,
    group: name,
    title: { 'zh-CN': zh, en, es },
    ...(param ? { param } : {}),
  }));
}

const facility = (name: string, zh: string, en: string, es: string): Row => [
  `/communityFacilities/${name}`,
  'id',
  zh,
  en,
  es,
];

export const FIXED_ROUTES: readonly FixedRoute[] = [
  ...group('system', [
    ['/user/updatePassword', 'exact', '修改密码', 'Change password', 'Cambiar contraseña'],
    ['/dictionary/list', 'exact', '字典数据', 'Dictionary data', 'Datos del diccionario'],
    ['/userInfo/index', 'exact', '个人中心', 'My profile', 'Mi perfil'],
    ['/message/messageDetails', 'exact', '消息详情', 'Message details', 'Detalle del mensaje'],
  ]),
  ...group('foodAid', [
    ['/orderFoodPlan/details', 'both', '订餐计划详情', 'Meal plan details', 'Detalle del plan de comidas'],
  ]),
  ...group('personalRecords', [
    [
      '/elderlyInfo/details',
      'both',
      '老年人信息详情',
      'Elderly person details',
      'Detalle de la persona mayor',
    ],
    [
      '/disabledInfo/details',
      'both',
      '残疾人信息详情',
      'Disabled person details',
      'Detalle de la persona con discapacidad',
    ],
    [
      '/importantPeople/details',
      'both',
      '重点人群详情',
      'Key group details',
      'Detalle del grupo prioritario',
    ],
    [
      '/alonePeople/details',
      'both',
      '独居老人详情',
      'Living-alone elder details',
      'Detalle de mayor que vive solo',
    ],
    ['/callinInfo/details', 'both', '来电信息详情', 'Incoming call details', 'Detalle de la llamada'],
    ['/callinInfo/teltoolbar', 'id', '电话工具条', 'Phone toolbar', 'Barra telefónica'],
    [
      '/socialAssistanceInfo/details',
      'both',
      '社会救助详情',
      'Social assistance details',
      'Detalle de asistencia social',
    ],
    ['/exServicemanInfo/details', 'both', '退役军人详情', 'Veteran details', 'Detalle del veterano'],
    ['/helpPoorInfo/details', 'both', '帮扶信息详情', 'Assistance pair details', 'Detalle de la ayuda'],
    [
      '/poorInfo/details',
      'both',
      '困难人员详情',
      'Low-income person details',
      'Detalle de persona de bajos ingresos',
    ],
    [
      '/extremelyPoorInfor/details',
      'both',
      '特困人员详情',
      'Extremely poor person details',
      'Detalle de persona en pobreza extrema',
    ],
    [
      '/familyPlanInfo/details',
      'id',
      '计生特殊家庭详情',
      'Family-planning family details',
      'Detalle de familia de planificación',
    ],
    ['/pensionInfo/details', 'id', '养老金信息详情', 'Pension details', 'Detalle de la pensión'],
    [
      '/personnelSubsidy/details',
      'id',
      '人员补贴详情',
      'Personal subsidy details',
      'Detalle del subsidio personal',
    ],
  ]),
  ...group('organisations', [
    ['/pensionAgency/details', 'id', '养老机构详情', 'Care institution details', 'Detalle de la residencia'],
    [
      '/pensionAgency/chiZhouDetails',
      'id',
      '养老机构详情（池州）',
      'Care institution details (Chizhou)',
      'Detalle de la residencia (Chizhou)',
    ],
    ['/checkInPeople/details', 'both', '入住人员详情', 'Resident details', 'Detalle del residente'],
    ['/businessPeople/details', 'both', '从业人员详情', 'Institution staff details', 'Detalle del personal'],
    [
      '/OverNinetyOldManConfig/details',
      'exact',
      '高龄老人配置',
      'Very-elderly survey settings',
      'Configuración de mayores de 90',
    ],
    [
      '/leaveyardPeople/details',
      'id',
      '离院人员详情',
      'Departed resident details',
      'Detalle de residente dado de baja',
    ],
  ]),
  ...group('communityFacilities', [
    facility(
      'dayCareFacilitiesDetails',
      '日间照料中心详情',
      'Day-care centre details',
      'Detalle del centro de día',
    ),
    facility(
      'comprehensiveDetails',
      '综合养老服务中心详情',
      'Comprehensive care centre details',
      'Detalle del centro integral',
    ),
    facility(
      'elderlyActivityRoomDetails',
      '老年活动室详情',
      'Activity room details',
      'Detalle de la sala de actividades',
    ),
    facility(
      'mldPage',
      '社区服务站点详情',
      'Community service site details',
      'Detalle del punto de servicio comunitario',
    ),
    facility(
      'communityForOldServe',
      '社区为老服务站详情',
      'Community elder service station details',
      'Detalle de la estación de servicio',
    ),
    facility('helpMealsDetails', '助餐点详情', 'Meal point details', 'Detalle del comedor'),
    facility(
      'nursingStationDetails',
      '护理站详情',
      'Nursing station details',
      'Detalle de la estación de enfermería',
    ),
    facility(
      'communityPensionOrganizationDetails',
      '社区养老机构详情',
      'Community care institution details',
      'Detalle de la residencia comunitaria',
    ),
    facility('healthHutDetails', '健康小屋详情', 'Health hut details', 'Detalle de la caseta de salud'),
    facility('healthService', '健康服务点详情', 'Health service point details', 'Detalle del punto de salud'),
    facility(
      'chiZhouService',
      '服务站点详情（池州）',
      'Service site details (Chizhou)',
      'Detalle del punto de servicio (Chizhou)',
    ),
    facility('lelingCenter', '乐龄中心详情', 'Leling centre details', 'Detalle del centro Leling'),
    facility(
      'assistantDeviceSiteDetails',
      '辅具站点详情',
      'Assistive device site details',
      'Detalle del punto de ayudas técnicas',
    ),
  ]),
  ...group('servicesActivities', [
    ['/serviceProject/details', 'id', '服务项目详情', 'Service item details', 'Detalle del servicio'],
    ['/activityProject/details', 'id', '活动项目详情', 'Activity details', 'Detalle de la actividad'],
    [
      '/insurance/details',
      'id',
      '意外险详情',
      'Accident insurance details',
      'Detalle del seguro de accidentes',
    ],
    [
      '/serviceRecord/details',
      'id',
      '服务记录详情',
      'Service record details',
      'Detalle del registro de servicio',
    ],
    [
      '/yjtApplicationRecord/details',
      'id',
      '一键通申请详情',
      'One-touch call application details',
      'Detalle de solicitud de botón de emergencia',
    ],
    [
      '/serviceApplyRecord/details',
      'id',
      '服务申请详情',
      'Service application details',
      'Detalle de la solicitud de servicio',
    ],
    ['/weeklyMenu/details', 'exact', '每周菜单', 'Weekly menu', 'Menú semanal'],
  ]),
  ...group('advisers', [
    [
      '/consultantSite/details',
      'both',
      '顾问站点详情',
      'Adviser site details',
      'Detalle del punto de asesoría',
    ],
    ['/consultant/details', 'both', '养老顾问详情', 'Care adviser details', 'Detalle del asesor'],
    ['/consultRecord/details', 'id', '咨询记录详情', 'Consultation details', 'Detalle de la consulta'],
    ['/recommendation/details', 'id', '推荐转介详情', 'Referral details', 'Detalle de la derivación'],
  ]),
  ...group('points', [
    ['/integralRecord/details', 'id', '积分记录详情', 'Points record details', 'Detalle de puntos'],
  ]),
  ...group('policy', [
    ['/policyInformation/details', 'id', '政策信息详情', 'Policy details', 'Detalle de la política'],
    [
      '/policyInfoAudit/details',
      'id',
      '政策审核详情',
      'Policy review details',
      'Detalle de revisión de política',
    ],
  ]),
  ...group('smartDevices', [
    ['/card/details', 'both', '卡片详情', 'Card details', 'Detalle de la tarjeta'],
    [
      '/atHomeGood/detail',
      'both',
      '居家适老化产品详情',
      'Home-adaptation product details',
      'Detalle del producto de adaptación',
    ],
    ['/bankCard/details', 'both', '银行卡详情', 'Bank card details', 'Detalle de la tarjeta bancaria'],
    ['/pos/details', 'both', 'POS终端详情', 'POS terminal details', 'Detalle del terminal TPV'],
    ['/equipment/details', 'both', '智能设备详情', 'Smart device details', 'Detalle del dispositivo'],
    ['/roomInfo/details', 'id', '房间床位详情', 'Room and bed details', 'Detalle de habitación y cama'],
  ]),
  ...group('providers', [
    ['/serviceProvider/details', 'both', '服务商详情', 'Service provider details', 'Detalle del proveedor'],
    [
      '/servicePersonal/details',
      'id',
      '服务人员详情',
      'Service staff details',
      'Detalle del personal de servicio',
    ],
  ]),
  ...group('volunteers', [
    [
      '/volunteerServiceProject/details',
      'id',
      '志愿服务项目详情',
      'Volunteer project details',
      'Detalle del proyecto de voluntariado',
    ],
    [
      '/socialOrgManagement/details',
      'id',
      '社会组织详情',
      'Social organisation details',
      'Detalle de la organización social',
    ],
    [
      '/volunteerServiceObject/details',
      'id',
      '服务对象详情',
      'Service recipient details',
      'Detalle del beneficiario',
    ],
    [
      '/volunteerServiceRecord/details',
      'id',
      '志愿服务记录详情',
      'Volunteer service record details',
      'Detalle del registro de voluntariado',
    ],
    ['/volunteerManagement/details', 'id', '志愿者详情', 'Volunteer details', 'Detalle del voluntario'],
    ['/visitAndCare/details', 'id', '探访关爱详情', 'Visit and care details', 'Detalle de visita y cuidado'],
    [
      '/QuestionnaireReturnVisit/details',
      'id',
      '问卷回访详情',
      'Follow-up survey details',
      'Detalle de la encuesta de seguimiento',
    ],
    [
      '/homeWorkOrder/details',
      'id',
      '居家服务工单详情',
      'Home service order details',
      'Detalle de la orden de servicio a domicilio',
    ],
  ]),
  ...group('assistiveDevices', [
    ['/rentalPoint/details', 'both', '租赁点详情', 'Rental point details', 'Detalle del punto de alquiler'],
    [
      '/contract/details',
      'id',
      '租赁合同详情',
      'Rental contract details',
      'Detalle del contrato de alquiler',
    ],
    ['/contract/approval', 'exact', '合同审批', 'Contract approval', 'Aprobación del contrato'],
    ['/contract/approvalFile', 'exact', '审批材料', 'Approval documents', 'Documentos de aprobación'],
    [
      '/fjserviceProvider/details',
      'both',
      '辅具服务商详情',
      'Assistive provider details',
      'Detalle del proveedor de ayudas técnicas',
    ],
    ['/fitMan/details', 'id', '适配人员详情', 'Fitter details', 'Detalle del técnico de adaptación'],
    ['/lesseeInformation/details', 'both', '承租人详情', 'Lessee details', 'Detalle del arrendatario'],
    [
      '/productAssist/details',
      'id',
      '辅具产品详情',
      'Assistive product details',
      'Detalle del producto de apoyo',
    ],
    ['/supplier/details', 'id', '供应商详情', 'Supplier details', 'Detalle del proveedor'],
  ]),
  ...group('ops', [
    ['/maintenance', 'exact', '运维管理', 'Maintenance', 'Mantenimiento'],
    ['/systemMonitoring', 'exact', '系统监控', 'System monitoring', 'Supervisión del sistema'],
  ]),
  ...group('assessment', [
    ['/assessor/details', 'both', '评估员详情', 'Assessor details', 'Detalle del evaluador'],
    [
      '/questionnaire/onsiteAssessment/details',
      'exact',
      '现场评估',
      'On-site assessment',
      'Evaluación in situ',
    ],
    [
      '/questionnaire/adaptiveEvaluation/details',
      'exact',
      '适老化评估',
      'Home-adaptation assessment',
      'Evaluación de adaptación',
    ],
    [
      '/esimateApply/details',
      'id',
      '评估申请详情',
      'Assessment application details',
      'Detalle de la solicitud de evaluación',
    ],
    [
      '/questionnaire/singleItemAssessment/details',
      'exact',
      '单项评估',
      'Single-item assessment',
      'Evaluación de un elemento',
    ],
    [
      '/questionnaire/careProjectAssessment/details',
      'exact',
      '照护项目评估',
      'Care plan assessment',
      'Evaluación del plan de cuidados',
    ],
    ['/evaluationQuery/details', 'exact', '评估查询', 'Assessment lookup', 'Consulta de evaluaciones'],
    [
      '/assessmentForm/details',
      'id',
      '评估表详情',
      'Assessment form details',
      'Detalle del formulario de evaluación',
    ],
    ['/assessmentForm/assessReport', 'id', '评估报告', 'Assessment report', 'Informe de evaluación'],
    [
      '/esimateReport/details',
      'id',
      '评估报告详情',
      'Assessment report details',
      'Detalle del informe de evaluación',
    ],
    [
      '/assessingElderly/details',
      'id',
      '待评估老人详情',
      'Elder awaiting assessment',
      'Mayor pendiente de evaluación',
    ],
    [
      '/acySever/details',
      'id',
      '评估机构服务详情',
      'Assessment agency service',
      'Servicio de la agencia evaluadora',
      'orgId',
    ],
    [
      '/vipPerson/personFile',
      'exact',
      '重点人员档案',
      'Key person file',
      'Expediente de persona prioritaria',
    ],
  ]),
  ...group('messages', [
    ['/messageIssue/details', 'id', '消息发布详情', 'Message issue details', 'Detalle del envío de mensajes'],
  ]),
  ...group('providerManagement', [
    [
      '/projectManagement/serveProject/details',
      'both',
      '服务项目详情',
      'Service item details',
      'Detalle del servicio',
    ],
    [
      '/orderManagement/servicePlan/details',
      'both',
      '服务计划详情',
      'Service plan details',
      'Detalle del plan de servicio',
    ],
    [
      '/serverManagement/servicePersonal/details',
      'both',
      '服务人员详情',
      'Service staff details',
      'Detalle del personal de servicio',
    ],
    [
      '/ISPManagement/details',
      'both',
      '个性化服务计划详情',
      'Individual service plan details',
      'Detalle del plan individual',
    ],
    [
      '/projectManagement/mealService/details',
      'both',
      '助餐服务详情',
      'Meal service details',
      'Detalle del servicio de comidas',
    ],
    [
      '/orderManagement/orderWork/details',
      'both',
      '工单详情',
      'Work order details',
      'Detalle de la orden de trabajo',
    ],
    [
      '/orderManagement/orderSetting/details',
      'exact',
      '下单设置',
      'Ordering settings',
      'Configuración de pedidos',
    ],
    ['/orderManagement/servicePlan/orderDetail', 'exact', '订单明细', 'Order details', 'Detalle del pedido'],
    [
      '/orderManagement/servicePlan/nextMonthDetail',
      'exact',
      '下月计划',
      "Next month's plan",
      'Plan del próximo mes',
    ],
    ['/orderManagement/servicePlan/planDetails', 'exact', '计划明细', 'Plan details', 'Detalle del plan'],
    [
      '/applyManage/poorApply/details',
      'id',
      '困难申请详情',
      'Hardship application details',
      'Detalle de la solicitud de ayuda',
    ],
  ]),
  ...group('association', [
    [
      '/memberLibrary/detail1',
      'both',
      '机构会员详情',
      'Institution member details',
      'Detalle del miembro institucional',
    ],
    [
      '/memberLibrary/detail2',
      'both',
      '非机构会员详情',
      'Non-institution member details',
      'Detalle del miembro no institucional',
    ],
    [
      '/memberDirectories/detail',
      'id',
      '会员名录详情',
      'Member directory entry',
      'Entrada del directorio de miembros',
    ],
    [
      '/announcements/association/detail',
      'id',
      '协会公告详情',
      'Association announcement',
      'Anuncio de la asociación',
    ],
    [
      '/announcements/vocationalSkills/detail',
      'id',
      '职业技能公告详情',
      'Vocational skills announcement',
      'Anuncio de competencias profesionales',
    ],
    ['/newsTrends/detail', 'id', '新闻动态详情', 'News details', 'Detalle de la noticia'],
    [
      '/trainingActivityManagement/detail',
      'exact',
      '培训活动详情',
      'Training activity details',
      'Detalle de la actividad formativa',
    ],
    [
      '/registrationRecord/detail',
      'exact',
      '报名记录详情',
      'Registration details',
      'Detalle de la inscripción',
    ],
    [
      '/approvalManagement/detail',
      'exact',
      '入会审批详情',
      'Membership approval details',
      'Detalle de la aprobación de socio',
    ],
  ]),
  ...group('cognitiveCare', [
    [
      '/basicInformationManagement/personnel/detail',
      'exact',
      '人员信息详情',
      'Personnel details',
      'Detalle del personal',
    ],
    [
      '/basicInformationManagement/friendlyCommunity/detail',
      'exact',
      '认知友好社区详情',
      'Dementia-friendly community',
      'Comunidad amigable con la demencia',
    ],
    [
      '/basicInformationManagement/specializedHospital/detail',
      'exact',
      '专科医院详情',
      'Specialist hospital details',
      'Detalle del hospital especializado',
    ],
    [
      '/basicInformationManagement/socialOrganization/detail',
      'exact',
      '社会组织详情',
      'Social organisation details',
      'Detalle de la organización social',
    ],
    [
      '/basicInformationManagement/projectServicePersonnel/detail',
      'exact',
      '项目服务人员详情',
      'Project service staff details',
      'Detalle del personal del proyecto',
    ],
    [
      '/serviceManagement/serviceRecord/detail',
      'exact',
      '服务记录详情',
      'Service record details',
      'Detalle del registro de servicio',
    ],
    [
      '/activitiesManagement/popularSciencePropaganda/detail',
      'id',
      '科普宣传详情',
      'Public education details',
      'Detalle de divulgación',
    ],
    [
      '/activitiesManagement/videoCourseware/detail',
      'id',
      '视频课件详情',
      'Video course details',
      'Detalle del curso en vídeo',
    ],
    [
      '/activitiesManagement/activity/detail',
      'id',
      '活动详情',
      'Activity details',
      'Detalle de la actividad',
    ],
    [
      '/activitiesManagement/activity/upload',
      'id',
      '活动资料上传',
      'Activity upload',
      'Subida de materiales de la actividad',
    ],
    [
      '/projectManagement/itemList/detail',
      'exact',
      '项目清单详情',
      'Project list details',
      'Detalle de la lista de proyectos',
    ],
    [
      '/projectManagement/results/detail',
      'exact',
      '项目成果详情',
      'Project results details',
      'Detalle de los resultados',
    ],
    [
      '/familyClub/clubInfo/detail',
      'id',
      '家属俱乐部详情',
      'Family club details',
      'Detalle del club de familias',
    ],
    [
      '/blueFlowerCivicCenter/basicInformation/detail',
      'exact',
      '蓝色小花基本信息',
      'Blue Flower basic information',
      'Información básica de Flor Azul',
    ],
    [
      '/blueFlowerCivicCenter/objectManagement/detail',
      'exact',
      '蓝色小花服务对象',
      'Blue Flower service recipient',
      'Beneficiario de Flor Azul',
    ],
  ]),
  ...group('loveMilk', [
    [
      '/loveMilkApply/details',
      'exact',
      '爱心奶申请详情',
      'Love-milk application details',
      'Detalle de la solicitud de leche solidaria',
    ],
    [
      '/milkAddApplyList/details',
      'exact',
      '增订申请详情',
      'Additional order details',
      'Detalle del pedido adicional',
    ],
  ]),
  ...group('operatingCentre', [
    [
      '/serviceManager/details',
      'exact',
      '服务管理详情',
      'Service management details',
      'Detalle de la gestión de servicios',
    ],
    ['/serviceManager/sendOrders', 'exact', '派单', 'Dispatch orders', 'Asignar pedidos'],
  ]),
  ...group('rescue', [
    [
      '/helpPersonManage/detail',
      'id',
      '救助人员详情',
      'Rescue staff details',
      'Detalle del personal de rescate',
    ],
  ]),
  ...group('customers', [
    ['/customerManagement/details', 'id', '客户详情', 'Customer details', 'Detalle del cliente'],
    ['/orderManagement/details', 'exact', '订单详情', 'Order details', 'Detalle del pedido'],
    ['/commodityManagement/details', 'exact', '商品详情', 'Product details', 'Detalle del producto'],
  ]),
];

/** Every concrete route pattern (react-router syntax) the fixed routes register. */
export function fixedRoutePatterns(route: FixedRoute): string[] {
  const param = `:${route.param ?? 'id'}`;
  if (route.variant === 'exact') return [route.path];
  if (route.variant === 'id') return [`${route.path}/${param}`];
  return [route.path, `${route.path}/${param}`];
}
