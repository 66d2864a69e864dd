import type { ResourceDeclaration } from '@eldercare/resource-language';

const tx = (zh: string, en: string, es: string) => ({ 'zh-CN': zh, en, es });

/** A story fixture in the declaration format (the back-office's modules live in @eldercare/resources). */
export const elderlyFixture: ResourceDeclaration = {
  key: 'elderlyInfo',
  group: 'personalRecords',
  title: tx('老年人信息', 'Elderly people', 'Personas mayores'),
  listRoute: '/elderlyInfo/index',
  detailRoute: '/elderlyInfo/details',
  detailId: 'optional',
  table: 'elderly_info',
  titleField: 'name',
  sections: [
    { key: 'basic', title: tx('基本信息', 'Basic information', 'Información básica') },
    { key: 'care', title: tx('照护与补贴', 'Care and subsidy', 'Cuidados y subsidio') },
  ],
  fields: [
    {
      name: 'name',
      type: 'text',
      label: tx('姓名', 'Name', 'Nombre'),
      required: true,
      rules: ['name'],
      list: { width: 100, fixed: 'left' },
      filter: true,
      section: 'basic',
    },
    {
      name: 'idCard',
      type: 'idCard',
      label: tx('身份证号', 'ID number', 'Número de identidad'),
      required: true,
      list: { width: 180 },
      filter: true,
      section: 'basic',
      sensitive: true,
    },
    {
      name: 'gender',
      type: 'enum',
      dict: 'sys_user_sex',
      label: tx('性别', 'Gender', 'Sexo'),
      derivedFrom: { field: 'idCard', part: 'gender' },
      list: { width: 70 },
      filter: true,
      section: 'basic',
    },
    {
      name: 'birthDate',
      type: 'date',
      label: tx('出生日期', 'Birth date', 'Fecha de nacimiento'),
      derivedFrom: { field: 'idCard', part: 'birthDate' },
      section: 'basic',
    },
    {
      name: 'age',
      type: 'integer',
      label: tx('年龄', 'Age', 'Edad'),
      derivedFrom: { field: 'idCard', part: 'age' },
      list: { width: 70 },
      filter: { mode: 'range' },
      section: 'basic',
    },
    {
      name: 'mobile',
      type: 'mobile',
      label: tx('手机', 'Mobile', 'Móvil'),
      list: { width: 130 },
      section: 'basic',
      sensitive: true,
    },
    {
      name: 'community',
      type: 'text',
      label: tx('所属社区', 'Community', 'Comunidad'),
      required: true,
      list: { width: 140 },
      section: 'basic',
    },
    {
      name: 'address',
      type: 'text',
      label: tx('居住地址', 'Address', 'Domicilio'),
      section: 'basic',
      wide: true,
    },
    {
      name: 'careLevel',
      type: 'enum',
      label: tx('照护等级', 'Care level', 'Nivel de cuidados'),
      options: [
        { value: '1', label: tx('自理', 'Independent', 'Autónomo') },
        { value: '2', label: tx('半失能', 'Partly dependent', 'Semidependiente') },
        { value: '3', label: tx('失能', 'Dependent', 'Dependiente') },
      ],
      list: { width: 100 },
      filter: true,
      section: 'care',
    },
    {
      name: 'subsidyStandard',
      type: 'money',
      label: tx('补贴标准', 'Subsidy standard', 'Subsidio'),
      list: { width: 100 },
      section: 'care',
    },
    {
      name: 'registeredOn',
      type: 'date',
      label: tx('登记日期', 'Registered on', 'Fecha de registro'),
      filter: { mode: 'range' },
      section: 'care',
    },
  ],
  actions: [
    { key: 'look', kind: 'look', title: tx('查看', 'View', 'Ver'), permission: '查看' },
    { key: 'edit', kind: 'edit', title: tx('编辑', 'Edit', 'Editar'), permission: '编辑' },
    {
      key: 'delete',
      kind: 'delete',
      title: tx('删除', 'Delete', 'Eliminar'),
      permission: '删除',
      danger: true,
    },
    { key: 'visit', kind: 'custom', title: tx('探访记录', 'Visits', 'Visitas'), permission: '探访记录' },
    {
      key: 'subsidy',
      kind: 'custom',
      title: tx('补贴发放', 'Subsidy payments', 'Pagos'),
      permission: '补贴发放',
    },
  ],
  toolbar: { add: '新增', export: '导出', import: '导入' },
};

export const fixtureDictionaries: Record<string, { value: string; label: string }[]> = {
  sys_user_sex: [
    { value: '0', label: '男' },
    { value: '1', label: '女' },
  ],
};

export const ALL_BUTTONS = ['查询', '重置', '新增', '查看', '编辑', '删除', '探访记录', '补贴发放'];

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴'];
const GIVEN = ['秀英', '桂英', '建国', '淑珍', '志强', '玉兰', '德胜', '凤英', '国华', '金花'];
const COMMUNITIES = ['秋浦街道 翠微社区', '秋浦街道 百牙社区', '清风街道 杏花村社区', '里山街道 平天湖社区'];

export function makeRows(count: number): Record<string, unknown>[] {
  return Array.from({ length: count }, (_, i) => {
    const year = 1930 + (i % 30);
    const gender = i % 2;
    return {
      name: `${SURNAMES[i % 10]}${GIVEN[(i * 3) % 10]}`,
      idCard: `34170219${year}0${(i % 9) + 1}1${i % 10}00${gender}X`.slice(0, 18),
      gender: String(1 - gender),
      age: 2026 - year,
      mobile: `139${String(10000000 + i * 7919).slice(0, 8)}`,
      community: COMMUNITIES[i % COMMUNITIES.length],
      careLevel: String((i % 3) + 1),
      subsidyStandard: 100 + (i % 5) * 50,
      registeredOn: `2025-0${(i % 9) + 1}-15`,
    };
  });
}
