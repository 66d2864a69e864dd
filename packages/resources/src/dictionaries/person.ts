import { dictionary, type Dictionary } from '@eldercare/resource-language';
import { NATION } from './nation';

/** Dictionaries of the Person group and the personal-record modules. */
export const PERSON_DICTIONARIES: readonly Dictionary[] = [
  NATION,
  dictionary(
    'marital_status',
    ['婚姻状况', 'Marital status', 'Estado civil'],
    [
      ['10', '未婚', 'Single', 'Soltero/a'],
      ['20', '已婚', 'Married', 'Casado/a'],
      ['30', '丧偶', 'Widowed', 'Viudo/a'],
      ['40', '离婚', 'Divorced', 'Divorciado/a'],
      ['90', '其他', 'Other', 'Otro'],
    ],
  ),
  dictionary(
    'living_status',
    ['居住状况', 'Living status', 'Situación de convivencia'],
    [
      ['alone', '独居', 'Alone', 'Solo/a'],
      ['spouse', '与配偶同住', 'With spouse', 'Con su cónyuge'],
      ['children', '与子女同住', 'With children', 'Con sus hijos'],
      ['others', '与其他亲属同住', 'With other relatives', 'Con otros familiares'],
      ['institution', '机构养老', 'In an institution', 'En una residencia'],
    ],
  ),
  dictionary(
    'relation',
    ['关系', 'Relation', 'Parentesco'],
    [
      ['spouse', '配偶', 'Spouse', 'Cónyuge'],
      ['son', '儿子', 'Son', 'Hijo'],
      ['daughter', '女儿', 'Daughter', 'Hija'],
      ['in_law', '儿媳/女婿', 'Son- or daughter-in-law', 'Nuera o yerno'],
      ['grandchild', '孙子女/外孙子女', 'Grandchild', 'Nieto/a'],
      ['sibling', '兄弟姐妹', 'Sibling', 'Hermano/a'],
      ['relative', '其他亲属', 'Other relative', 'Otro familiar'],
      ['neighbour', '邻居', 'Neighbour', 'Vecino/a'],
      ['agency', '村(居)委会/单位', 'Community committee or employer', 'Comité vecinal o empleador'],
    ],
  ),
  dictionary(
    'elderly_category',
    ['老人类别', 'Elderly category', 'Categoría de persona mayor'],
    [
      ['empty_nest', '空巢老人', 'Empty-nest', 'Nido vacío'],
      ['alone', '独居老人', 'Living alone', 'Vive solo/a'],
      ['very_old', '高龄老人(80+)', 'Very old (80+)', 'Muy mayor (80+)'],
      ['disabled', '失能老人', 'Functionally dependent', 'Dependiente'],
      ['demented', '失智老人', 'With dementia', 'Con demencia'],
      [
        'low_income',
        '低保/低收入',
        'Minimum living allowance or low income',
        'Renta mínima o bajos ingresos',
      ],
      [
        'extremely_poor',
        '特困供养',
        'Extremely poor under state support',
        'Pobreza extrema con manutención pública',
      ],
      ['family_plan', '计生特殊家庭', 'Family-planning special family', 'Familia especial de planificación'],
      ['veteran', '优抚对象', 'Veteran or entitled dependant', 'Veterano o familiar con derecho'],
    ],
  ),
  dictionary(
    'care_level',
    ['照护等级', 'Care level', 'Nivel de cuidados'],
    [
      ['0', '能力完好', 'Fully able', 'Plenamente capaz'],
      ['1', '轻度失能', 'Mildly dependent', 'Dependencia leve'],
      ['2', '中度失能', 'Moderately dependent', 'Dependencia moderada'],
      ['3', '重度失能', 'Severely dependent', 'Dependencia grave'],
      ['4', '完全失能', 'Totally dependent', 'Dependencia total'],
    ],
  ),
  dictionary(
    'self_care_ability',
    ['自理能力', 'Self-care ability', 'Autonomía'],
    [
      ['full', '完全自理', 'Fully independent', 'Totalmente autónomo'],
      ['partial', '半失能', 'Partly dependent', 'Parcialmente dependiente'],
      ['none', '完全失能', 'Fully dependent', 'Totalmente dependiente'],
    ],
  ),
  dictionary(
    'health_status',
    ['健康状况', 'Health', 'Estado de salud'],
    [
      ['good', '良好', 'Good', 'Bueno'],
      ['fair', '一般', 'Fair', 'Regular'],
      ['poor', '较差', 'Poor', 'Malo'],
      ['serious', '重病', 'Seriously ill', 'Enfermedad grave'],
    ],
  ),
  dictionary(
    'chronic_disease',
    ['慢性病', 'Chronic disease', 'Enfermedad crónica'],
    [
      ['hypertension', '高血压', 'Hypertension', 'Hipertensión'],
      ['diabetes', '糖尿病', 'Diabetes', 'Diabetes'],
      ['heart', '心脏病', 'Heart disease', 'Cardiopatía'],
      ['stroke', '脑卒中', 'Stroke', 'Ictus'],
      ['copd', '慢阻肺', 'COPD', 'EPOC'],
      ['dementia', '阿尔茨海默病', "Alzheimer's disease", 'Enfermedad de Alzheimer'],
      ['arthritis', '关节炎', 'Arthritis', 'Artritis'],
      ['other', '其他', 'Other', 'Otra'],
    ],
  ),
  dictionary(
    'disability_type',
    ['残疾类别', 'Disability type', 'Tipo de discapacidad'],
    [
      ['1', '视力残疾', 'Visual', 'Visual'],
      ['2', '听力残疾', 'Hearing', 'Auditiva'],
      ['3', '言语残疾', 'Speech', 'Del habla'],
      ['4', '肢体残疾', 'Physical', 'Física'],
      ['5', '智力残疾', 'Intellectual', 'Intelectual'],
      ['6', '精神残疾', 'Mental', 'Psíquica'],
      ['7', '多重残疾', 'Multiple', 'Múltiple'],
    ],
  ),
  dictionary(
    'disability_grade',
    ['残疾等级', 'Disability grade', 'Grado de discapacidad'],
    [
      ['1', '一级', 'Grade 1 (most severe)', 'Grado 1 (el más grave)'],
      ['2', '二级', 'Grade 2', 'Grado 2'],
      ['3', '三级', 'Grade 3', 'Grado 3'],
      ['4', '四级', 'Grade 4 (mildest)', 'Grado 4 (el más leve)'],
    ],
  ),
  dictionary(
    'education',
    ['学历', 'Education', 'Estudios'],
    [
      ['1', '小学及以下', 'Primary or less', 'Primaria o menos'],
      ['2', '初中', 'Junior secondary', 'Secundaria inferior'],
      ['3', '高中/中专', 'Senior secondary or vocational', 'Bachillerato o FP'],
      ['4', '大专', 'Associate degree', 'Título técnico superior'],
      ['5', '本科', "Bachelor's degree", 'Grado universitario'],
      ['6', '研究生', 'Postgraduate', 'Posgrado'],
    ],
  ),
  dictionary(
    'key_group_type',
    ['重点人群类别', 'Key group', 'Grupo prioritario'],
    [
      ['empty_nest', '空巢', 'Empty-nest', 'Nido vacío'],
      ['alone', '独居', 'Living alone', 'Vive solo/a'],
      ['disabled', '失能', 'Dependent', 'Dependiente'],
      ['hardship', '困难', 'In hardship', 'En dificultad'],
      ['left_behind', '留守', 'Left behind', 'Sin familia cercana'],
      ['very_old', '高龄', 'Very old', 'Muy mayor'],
    ],
  ),
  dictionary(
    'risk_level',
    ['风险等级', 'Risk level', 'Nivel de riesgo'],
    [
      ['low', '低风险', 'Low', 'Bajo'],
      ['medium', '中风险', 'Medium', 'Medio'],
      ['high', '高风险', 'High', 'Alto'],
    ],
  ),
  dictionary(
    'visit_frequency',
    ['走访频次', 'Visit frequency', 'Frecuencia de visitas'],
    [
      ['daily', '每天', 'Daily', 'A diario'],
      ['weekly', '每周', 'Weekly', 'Semanal'],
      ['biweekly', '每两周', 'Every two weeks', 'Quincenal'],
      ['monthly', '每月', 'Monthly', 'Mensual'],
      ['quarterly', '每季度', 'Quarterly', 'Trimestral'],
    ],
  ),
];
