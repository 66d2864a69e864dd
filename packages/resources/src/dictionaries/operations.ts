import { dictionary, type Dictionary } from '@eldercare/resource-language';

/** Statuses and kinds shared by organisations, facilities, services and workflows. */
export const OPERATIONS_DICTIONARIES: readonly Dictionary[] = [
  dictionary(
    'audit_status',
    ['审核状态', 'Review status', 'Estado de revisión'],
    [
      ['draft', '草稿', 'Draft', 'Borrador'],
      ['submitted', '待审核', 'Awaiting review', 'Pendiente de revisión'],
      ['approved', '已通过', 'Approved', 'Aprobado'],
      ['rejected', '已驳回', 'Rejected', 'Rechazado'],
    ],
  ),
  // A review that sends the application back to its author (editable, resubmittable) instead of
  // ending it: service plans and dementia-care activities (groups/audit.ts reviewWorkflow).
  dictionary(
    'review_status',
    ['审核状态', 'Review status', 'Estado de revisión'],
    [
      ['draft', '草稿', 'Draft', 'Borrador'],
      ['submitted', '待审核', 'Awaiting review', 'Pendiente de revisión'],
      ['approved', '已通过', 'Approved', 'Aprobado'],
      ['returned', '已退回', 'Returned', 'Devuelto'],
    ],
  ),
  dictionary(
    'contract_status',
    ['合同状态', 'Contract status', 'Estado del contrato'],
    [
      ['draft', '草稿', 'Draft', 'Borrador'],
      ['submitted', '审批中', 'Awaiting approval', 'Pendiente de aprobación'],
      ['approved', '已生效', 'In force', 'En vigor'],
      ['rejected', '已驳回', 'Rejected', 'Rechazado'],
      ['terminated', '已终止', 'Terminated', 'Rescindido'],
    ],
  ),
  dictionary(
    'org_status',
    ['机构状态', 'Organisation status', 'Estado de la organización'],
    [
      ['operating', '正常运营', 'Operating', 'En funcionamiento'],
      ['preparing', '筹建中', 'Being set up', 'En preparación'],
      ['suspended', '暂停运营', 'Suspended', 'Suspendida'],
      ['closed', '已注销', 'Closed', 'Dada de baja'],
    ],
  ),
  dictionary(
    'facility_status',
    ['站点状态', 'Site status', 'Estado del centro'],
    [
      ['operating', '运营中', 'Open', 'Abierto'],
      ['building', '建设中', 'Under construction', 'En construcción'],
      ['suspended', '暂停', 'Suspended', 'Suspendido'],
      ['closed', '已关闭', 'Closed', 'Cerrado'],
    ],
  ),
  dictionary(
    'facility_level',
    ['站点等级', 'Site level', 'Nivel del centro'],
    [
      ['street', '街道级', 'Street level', 'Nivel de subdistrito'],
      ['community', '社区级', 'Community level', 'Nivel de comunidad'],
      ['village', '村级', 'Village level', 'Nivel de aldea'],
    ],
  ),
  dictionary(
    'operation_mode',
    ['运营方式', 'Operating mode', 'Modo de gestión'],
    [
      ['public', '政府自营', 'Run by the government', 'Gestión pública'],
      ['outsourced', '公建民营', 'Publicly built, privately run', 'Construcción pública, gestión privada'],
      ['private', '民办', 'Private', 'Privada'],
      ['community', '社区自治', 'Run by the community', 'Gestión vecinal'],
    ],
  ),
  dictionary(
    'star_rating',
    ['星级', 'Star rating', 'Categoría'],
    [
      ['1', '一星级', 'One star', 'Una estrella'],
      ['2', '二星级', 'Two stars', 'Dos estrellas'],
      ['3', '三星级', 'Three stars', 'Tres estrellas'],
      ['4', '四星级', 'Four stars', 'Cuatro estrellas'],
      ['5', '五星级', 'Five stars', 'Cinco estrellas'],
    ],
  ),
  dictionary(
    'staff_post',
    ['岗位', 'Post', 'Puesto'],
    [
      ['director', '院长/负责人', 'Director', 'Director/a'],
      ['nurse', '护士', 'Nurse', 'Enfermero/a'],
      ['carer', '养老护理员', 'Care worker', 'Auxiliar de cuidados'],
      ['doctor', '医生', 'Doctor', 'Médico/a'],
      ['social_worker', '社会工作者', 'Social worker', 'Trabajador/a social'],
      ['cook', '厨师', 'Cook', 'Cocinero/a'],
      ['admin', '行政后勤', 'Administration and support', 'Administración y apoyo'],
    ],
  ),
  dictionary(
    'skill_level',
    ['职业技能等级', 'Skill level', 'Nivel de cualificación'],
    [
      ['5', '五级/初级工', 'Level 5 (entry)', 'Nivel 5 (inicial)'],
      ['4', '四级/中级工', 'Level 4 (intermediate)', 'Nivel 4 (intermedio)'],
      ['3', '三级/高级工', 'Level 3 (advanced)', 'Nivel 3 (avanzado)'],
      ['2', '二级/技师', 'Level 2 (technician)', 'Nivel 2 (técnico)'],
      ['1', '一级/高级技师', 'Level 1 (senior technician)', 'Nivel 1 (técnico superior)'],
    ],
  ),
  dictionary(
    'employment_status',
    ['在职状态', 'Employment status', 'Situación laboral'],
    [
      ['active', '在职', 'Employed', 'En activo'],
      ['leave', '休假', 'On leave', 'De permiso'],
      ['left', '离职', 'Left', 'Baja'],
    ],
  ),
  dictionary(
    'leave_reason',
    ['离院原因', 'Reason for leaving', 'Motivo de la baja'],
    [
      ['discharge', '出院回家', 'Went home', 'Regresó a casa'],
      ['transfer', '转院', 'Transferred', 'Trasladado/a'],
      ['death', '死亡', 'Died', 'Fallecido/a'],
      ['other', '其他', 'Other', 'Otro'],
    ],
  ),
  dictionary(
    'service_category',
    ['服务类别', 'Service category', 'Categoría de servicio'],
    [
      ['meal', '助餐', 'Meals', 'Comidas'],
      ['bath', '助浴', 'Bathing', 'Baño'],
      ['clean', '助洁', 'Cleaning', 'Limpieza'],
      ['walk', '助行', 'Mobility help', 'Ayuda para desplazarse'],
      ['medical', '助医', 'Medical help', 'Ayuda médica'],
      ['emergency', '助急', 'Emergency help', 'Ayuda de emergencia'],
      ['care', '生活照料', 'Personal care', 'Cuidado personal'],
      ['nursing', '康复护理', 'Nursing and rehabilitation', 'Enfermería y rehabilitación'],
      ['mental', '精神慰藉', 'Emotional support', 'Apoyo emocional'],
      ['culture', '文体娱乐', 'Culture and leisure', 'Cultura y ocio'],
    ],
  ),
  dictionary(
    'service_unit',
    ['计价单位', 'Pricing unit', 'Unidad de precio'],
    [
      ['time', '次', 'Per visit', 'Por visita'],
      ['hour', '小时', 'Per hour', 'Por hora'],
      ['day', '天', 'Per day', 'Por día'],
      ['month', '月', 'Per month', 'Por mes'],
      ['meal', '餐', 'Per meal', 'Por comida'],
    ],
  ),
  dictionary(
    'service_status',
    ['服务状态', 'Service status', 'Estado del servicio'],
    [
      ['scheduled', '待服务', 'Scheduled', 'Programado'],
      ['in_service', '服务中', 'In progress', 'En curso'],
      ['done', '已完成', 'Done', 'Realizado'],
      ['cancelled', '已取消', 'Cancelled', 'Cancelado'],
      ['disputed', '有异议', 'Disputed', 'En disputa'],
    ],
  ),
  dictionary(
    'satisfaction',
    ['满意度', 'Satisfaction', 'Satisfacción'],
    [
      ['5', '非常满意', 'Very satisfied', 'Muy satisfecho'],
      ['4', '满意', 'Satisfied', 'Satisfecho'],
      ['3', '一般', 'Neutral', 'Indiferente'],
      ['2', '不满意', 'Dissatisfied', 'Insatisfecho'],
      ['1', '非常不满意', 'Very dissatisfied', 'Muy insatisfecho'],
    ],
  ),
  dictionary(
    'publish_status',
    ['发布状态', 'Publication status', 'Estado de publicación'],
    [
      ['draft', '未发布', 'Not published', 'Sin publicar'],
      ['published', '已发布', 'Published', 'Publicado'],
      ['withdrawn', '已撤回', 'Withdrawn', 'Retirado'],
    ],
  ),
  dictionary(
    'project_status',
    ['项目状态', 'Project status', 'Estado del proyecto'],
    [
      ['planned', '未开始', 'Not started', 'No iniciado'],
      ['running', '进行中', 'Running', 'En curso'],
      ['finished', '已结束', 'Finished', 'Finalizado'],
      ['cancelled', '已取消', 'Cancelled', 'Cancelado'],
    ],
  ),
  dictionary(
    'plan_status',
    ['计划状态', 'Plan status', 'Estado del plan'],
    [
      ['active', '执行中', 'Active', 'Activo'],
      ['paused', '暂停', 'Paused', 'En pausa'],
      ['ended', '已结束', 'Ended', 'Finalizado'],
    ],
  ),
  dictionary(
    'work_order_status',
    ['工单状态', 'Work order status', 'Estado de la orden'],
    [
      ['pending', '待派单', 'To dispatch', 'Por asignar'],
      ['dispatched', '已派单', 'Dispatched', 'Asignada'],
      ['accepted', '已接单', 'Accepted', 'Aceptada'],
      ['in_service', '服务中', 'In progress', 'En curso'],
      ['done', '已完成', 'Done', 'Completada'],
      ['cancelled', '已取消', 'Cancelled', 'Cancelada'],
    ],
  ),
  dictionary(
    'activity_type',
    ['活动类型', 'Activity type', 'Tipo de actividad'],
    [
      ['culture', '文化娱乐', 'Culture and entertainment', 'Cultura y entretenimiento'],
      ['sport', '体育健身', 'Sport and fitness', 'Deporte y ejercicio'],
      ['health', '健康讲座', 'Health talk', 'Charla de salud'],
      ['learning', '学习培训', 'Learning', 'Aprendizaje'],
      ['festival', '节日慰问', 'Festival visit', 'Visita festiva'],
      ['volunteer', '志愿服务', 'Volunteering', 'Voluntariado'],
    ],
  ),
  dictionary(
    'activity_status',
    ['活动状态', 'Activity status', 'Estado de la actividad'],
    [
      ['signup', '报名中', 'Open for sign-up', 'Inscripción abierta'],
      ['running', '进行中', 'Under way', 'En curso'],
      ['finished', '已结束', 'Finished', 'Finalizada'],
      ['cancelled', '已取消', 'Cancelled', 'Cancelada'],
    ],
  ),
];
