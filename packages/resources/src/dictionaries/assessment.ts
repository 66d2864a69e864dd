import { dictionary, type Dictionary } from '@eldercare/resource-language';

/** Dictionaries of assessment, dementia care and rescue. */
export const ASSESSMENT_DICTIONARIES: readonly Dictionary[] = [
  dictionary(
    'assess_reason',
    ['申请原因', 'Reason for assessment', 'Motivo de la evaluación'],
    [
      ['first', '首次评估', 'First assessment', 'Primera evaluación'],
      ['periodic', '定期复评', 'Periodic re-assessment', 'Reevaluación periódica'],
      ['change', '状况变化', 'Change in condition', 'Cambio de estado'],
      ['appeal', '结果复核', 'Appeal against the result', 'Recurso contra el resultado'],
    ],
  ),
  dictionary(
    'assessment_form_type',
    ['评估表类型', 'Assessment form', 'Formulario de evaluación'],
    [
      [
        'ability',
        '老年人能力评估表',
        'Elderly ability assessment',
        'Evaluación de capacidad de personas mayores',
      ],
      [
        'ltc',
        '长期护理失能等级评估表',
        'Long-term care dependency assessment',
        'Evaluación de dependencia para cuidados de larga duración',
      ],
      ['home', '居家适老化评估表', 'Home-adaptation assessment', 'Evaluación de adaptación del hogar'],
    ],
  ),
  dictionary(
    'assessment_form_status',
    ['评估表状态', 'Form status', 'Estado del formulario'],
    [
      ['draft', '填写中', 'Being filled in', 'En redacción'],
      ['submitted', '待复核', 'Awaiting confirmation', 'Pendiente de confirmación'],
      ['reviewed', '已复核', 'Confirmed', 'Confirmado'],
    ],
  ),
  dictionary(
    'assessment_task_status',
    ['评估任务状态', 'Assessment task status', 'Estado de la tarea'],
    [
      ['waiting', '待分派', 'To assign', 'Por asignar'],
      ['scheduled', '已预约', 'Scheduled', 'Programada'],
      ['done', '已评估', 'Assessed', 'Evaluada'],
      ['cancelled', '已取消', 'Cancelled', 'Cancelada'],
    ],
  ),
  dictionary(
    'assessor_qualification',
    ['评估员资质', 'Assessor qualification', 'Cualificación del evaluador'],
    [
      ['assessor', '老年人能力评估师', 'Elderly ability assessor', 'Evaluador de capacidad'],
      ['medical', '医护类评估员', 'Medical assessor', 'Evaluador sanitario'],
      ['social', '社工类评估员', 'Social-work assessor', 'Evaluador social'],
    ],
  ),
  dictionary(
    'single_assess_item',
    ['单项评估项目', 'Single assessment item', 'Elemento de evaluación'],
    [
      [
        'adl',
        '日常生活活动能力(ADL)',
        'Activities of daily living (ADL)',
        'Actividades de la vida diaria (AVD)',
      ],
      ['mmse', '简易精神状态检查(MMSE)', 'Mini-mental state (MMSE)', 'Miniexamen cognoscitivo (MMSE)'],
      ['falls', '跌倒风险', 'Fall risk', 'Riesgo de caídas'],
      ['pressure', '压疮风险', 'Pressure-ulcer risk', 'Riesgo de úlceras por presión'],
      ['nutrition', '营养状况', 'Nutrition', 'Nutrición'],
    ],
  ),
  dictionary(
    'housing_type',
    ['住房类型', 'Housing type', 'Tipo de vivienda'],
    [
      ['flat_lift', '有电梯楼房', 'Flat with a lift', 'Piso con ascensor'],
      ['flat_stairs', '无电梯楼房', 'Flat without a lift', 'Piso sin ascensor'],
      ['bungalow', '平房', 'Single-storey house', 'Casa de una planta'],
      ['self_built', '农村自建房', 'Rural self-built house', 'Casa rural de autoconstrucción'],
    ],
  ),
  dictionary(
    'home_risk',
    ['居家风险点', 'Home risk', 'Riesgo en el hogar'],
    [
      ['slippery', '地面湿滑', 'Slippery floor', 'Suelo resbaladizo'],
      ['steps', '门槛台阶', 'Thresholds and steps', 'Umbrales y escalones'],
      ['no_grab_bar', '缺少扶手', 'No grab bars', 'Sin asideros'],
      ['dark', '照明不足', 'Poor lighting', 'Iluminación insuficiente'],
      ['gas', '燃气安全隐患', 'Gas hazard', 'Riesgo de gas'],
    ],
  ),
  dictionary(
    'priority',
    ['优先级', 'Priority', 'Prioridad'],
    [
      ['urgent', '紧急', 'Urgent', 'Urgente'],
      ['high', '优先', 'High', 'Alta'],
      ['normal', '普通', 'Normal', 'Normal'],
    ],
  ),
  dictionary(
    'dementia_stage',
    ['认知障碍程度', 'Cognitive impairment stage', 'Estadio del deterioro cognitivo'],
    [
      ['suspected', '疑似', 'Suspected', 'Sospecha'],
      ['mci', '轻度认知障碍', 'Mild cognitive impairment', 'Deterioro cognitivo leve'],
      ['mild', '轻度痴呆', 'Mild dementia', 'Demencia leve'],
      ['moderate', '中度痴呆', 'Moderate dementia', 'Demencia moderada'],
      ['severe', '重度痴呆', 'Severe dementia', 'Demencia grave'],
    ],
  ),
  dictionary(
    'screening_tool',
    ['筛查量表', 'Screening scale', 'Escala de cribado'],
    [
      ['ad8', 'AD8量表', 'AD8', 'Escala AD8'],
      ['mmse', 'MMSE量表', 'MMSE', 'Escala MMSE'],
      ['moca', 'MoCA量表', 'MoCA', 'Escala MoCA'],
    ],
  ),
  dictionary(
    'dementia_service_type',
    ['认知照护服务', 'Dementia-care service', 'Servicio de atención a la demencia'],
    [
      ['screening', '认知筛查', 'Cognitive screening', 'Cribado cognitivo'],
      ['training', '认知训练', 'Cognitive training', 'Entrenamiento cognitivo'],
      ['coaching', '照护指导', 'Care coaching', 'Orientación en cuidados'],
      ['family', '家属支持', 'Family support', 'Apoyo a familias'],
      ['respite', '喘息服务', 'Respite care', 'Respiro familiar'],
    ],
  ),
  dictionary(
    'dementia_staff_role',
    ['项目角色', 'Project role', 'Función en el proyecto'],
    [
      ['manager', '项目负责人', 'Project lead', 'Responsable del proyecto'],
      ['social_worker', '社工', 'Social worker', 'Trabajador social'],
      ['nurse', '护士', 'Nurse', 'Enfermero/a'],
      ['volunteer', '志愿者', 'Volunteer', 'Voluntario/a'],
    ],
  ),
  dictionary(
    'dementia_activity_type',
    ['认知照护活动类型', 'Dementia activity type', 'Tipo de actividad'],
    [
      ['memory_cafe', '记忆咖啡馆', 'Memory café', 'Café de la memoria'],
      ['games', '认知游戏', 'Cognitive games', 'Juegos cognitivos'],
      ['outing', '外出活动', 'Outing', 'Salida'],
      ['art', '艺术疗愈', 'Art therapy', 'Arteterapia'],
    ],
  ),
  dictionary(
    'friendly_level',
    ['友好社区建设等级', 'Friendly community level', 'Nivel de comunidad amigable'],
    [
      ['pilot', '试点', 'Pilot', 'Piloto'],
      ['standard', '达标', 'Meets the standard', 'Cumple el estándar'],
      ['model', '示范', 'Model', 'Modelo'],
    ],
  ),
  dictionary(
    'hospital_level',
    ['医院等级', 'Hospital grade', 'Categoría del hospital'],
    [
      ['3a', '三级甲等', 'Grade 3A', 'Categoría 3A'],
      ['3', '三级', 'Grade 3', 'Categoría 3'],
      ['2', '二级', 'Grade 2', 'Categoría 2'],
      ['1', '一级', 'Grade 1', 'Categoría 1'],
    ],
  ),
  dictionary(
    'publicity_form',
    ['宣传形式', 'Format', 'Formato'],
    [
      ['lecture', '讲座', 'Talk', 'Charla'],
      ['clinic', '义诊', 'Free clinic', 'Consulta gratuita'],
      ['leaflet', '宣传资料', 'Leaflets', 'Folletos'],
      ['online', '线上宣传', 'Online', 'En línea'],
    ],
  ),
  dictionary(
    'courseware_category',
    ['课件类别', 'Course category', 'Categoría del curso'],
    [
      ['knowledge', '疾病知识', 'About the disease', 'Sobre la enfermedad'],
      ['care', '照护技能', 'Care skills', 'Habilidades de cuidado'],
      ['communication', '沟通技巧', 'Communication', 'Comunicación'],
      ['self_care', '照护者自我关怀', 'Caring for the carer', 'Autocuidado del cuidador'],
    ],
  ),
  dictionary(
    'result_type',
    ['成果类型', 'Result type', 'Tipo de resultado'],
    [
      ['report', '报告', 'Report', 'Informe'],
      ['case', '案例', 'Case study', 'Estudio de caso'],
      ['video', '视频', 'Video', 'Vídeo'],
      ['photo', '图片', 'Photos', 'Fotos'],
    ],
  ),
  dictionary(
    'rescue_role',
    ['救助角色', 'Rescue role', 'Función de rescate'],
    [
      ['first_aider', '急救员', 'First aider', 'Socorrista'],
      ['grid_worker', '网格员', 'Grid worker', 'Agente de zona'],
      ['volunteer', '志愿者', 'Volunteer', 'Voluntario/a'],
      ['doctor', '医生', 'Doctor', 'Médico/a'],
    ],
  ),
];
