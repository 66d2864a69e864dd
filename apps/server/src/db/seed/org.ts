/** Areas of the sample city (Chizhou): codes are hierarchical prefixes, which data scope relies on. */
export const AREAS = [
  { code: '34', name: '安徽省', level: 1, parent_code: null },
  { code: '3417', name: '池州市', level: 2, parent_code: '34' },
  { code: '341702', name: '贵池区', level: 3, parent_code: '3417' },
  { code: '341721', name: '东至县', level: 3, parent_code: '3417' },
  { code: '341702001', name: '秋浦街道', level: 4, parent_code: '341702' },
  { code: '341702002', name: '里山街道', level: 4, parent_code: '341702' },
  { code: '341721100', name: '尧渡镇', level: 4, parent_code: '341721' },
  { code: '341702001001', name: '秋浦社区', level: 5, parent_code: '341702001' },
  { code: '341702001002', name: '杏花村社区', level: 5, parent_code: '341702001' },
  { code: '341702002001', name: '里山社区', level: 5, parent_code: '341702002' },
  { code: '341721100001', name: '尧渡社区', level: 5, parent_code: '341721100' },
] as const;

/** Depts by key; `parent` names another key. Each dept sits on one area. */
export const DEPTS = [
  { key: 'province', name: '安徽省民政厅', area: '34', parent: null },
  { key: 'city', name: '池州市民政局', area: '3417', parent: 'province' },
  { key: 'guichi', name: '贵池区民政局', area: '341702', parent: 'city' },
  { key: 'dongzhi', name: '东至县民政局', area: '341721', parent: 'city' },
  { key: 'qiupu', name: '秋浦街道办事处', area: '341702001', parent: 'guichi' },
  { key: 'lishan', name: '里山街道办事处', area: '341702002', parent: 'guichi' },
  { key: 'yaodu', name: '尧渡镇人民政府', area: '341721100', parent: 'dongzhi' },
  { key: 'qiupuCommunity', name: '秋浦社区居委会', area: '341702001001', parent: 'qiupu' },
  { key: 'association', name: '池州市养老服务业协会', area: '3417', parent: 'city' },
  { key: 'secretariat', name: '协会秘书处', area: '3417', parent: 'association' },
  { key: 'institution', name: '友康养老院', area: '341702001', parent: 'qiupu' },
  { key: 'provider', name: '安康居家养老服务中心', area: '341702', parent: 'guichi' },
  { key: 'assessment', name: '池州市老年能力评估中心', area: '3417', parent: 'city' },
] as const;

export type DeptKey = (typeof DEPTS)[number]['key'];

interface RoleSeed {
  key: string;
  name: string;
  en: string;
  es: string;
  allPerms?: boolean;
  canSwitch?: boolean;
}

/** The five secretariat department roles of SPEC §6, as @eldercare/resources declares them. */
export { SECRETARIAT_ROLE_KEYS } from '@eldercare/resources';

export const ROLES: readonly RoleSeed[] = [
  {
    key: 'sup_admin',
    name: '超级管理员',
    en: 'Super administrator',
    es: 'Superadministrador',
    allPerms: true,
    canSwitch: true,
  },
  {
    key: 'sys_admin',
    name: '系统管理员',
    en: 'System administrator',
    es: 'Administrador del sistema',
    canSwitch: true,
  },
  {
    key: 'operate_summary_manage',
    name: '运营汇总管理',
    en: 'Operations summary manager',
    es: 'Gestor de resumen de operaciones',
  },
  { key: 'operate_manage', name: '运营管理', en: 'Operations manager', es: 'Gestor de operaciones' },
  { key: 'dev_manage', name: '运维管理', en: 'Maintenance manager', es: 'Gestor de mantenimiento' },
  { key: 'street_staff', name: '街道工作人员', en: 'Street staff', es: 'Personal de calle' },
  { key: 'institution_staff', name: '机构工作人员', en: 'Institution staff', es: 'Personal de institución' },
  { key: 'service_provider', name: '服务商', en: 'Service provider', es: 'Proveedor de servicios' },
  { key: 'assessor', name: '评估员', en: 'Assessor', es: 'Evaluador' },
  {
    key: 'association_member',
    name: '协会会员单位',
    en: 'Association member',
    es: 'Miembro de la asociación',
  },
  {
    key: 'secretariat_comprehensive',
    name: '综合业务部',
    en: 'Comprehensive business department',
    es: 'Departamento de negocios generales',
  },
  {
    key: 'secretariat_training',
    name: '教育培训部',
    en: 'Education and training department',
    es: 'Departamento de educación y formación',
  },
  {
    key: 'secretariat_publicity',
    name: '信息宣传部',
    en: 'Information and publicity department',
    es: 'Departamento de información y publicidad',
  },
  {
    key: 'secretariat_finance',
    name: '资产财务部',
    en: 'Assets and finance department',
    es: 'Departamento de activos y finanzas',
  },
  {
    key: 'secretariat_industry',
    name: '行业建设部',
    en: 'Industry building department',
    es: 'Departamento de desarrollo del sector',
  },
];
