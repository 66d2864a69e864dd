/**
 * Words care staff of the sample city (Chizhou) expect in each kind of field: organisation brands
 * and suffixes, products, service items, activities and document titles. Used by meaning.ts.
 */

/** Two-character brand names organisations of the sector commonly carry. */
export const BRANDS = [
  '康乐',
  '福寿',
  '颐和',
  '安康',
  '同心',
  '夕阳红',
  '长青',
  '九华',
  '杏花',
  '秋浦',
  '仁爱',
  '乐龄',
  '康宁',
  '慈孝',
  '馨怡',
] as const;

export const CARE_HOME_SUFFIXES = ['养老院', '老年公寓', '颐养院', '护理院', '敬老院'] as const;

export const HOSPITALS = [
  '池州市人民医院',
  '池州市第二人民医院',
  '池州市中医医院',
  '贵池区人民医院',
  '东至县人民医院',
  '池州市精神卫生中心',
] as const;

export const INSURERS = [
  '中国人寿保险股份有限公司池州分公司',
  '中国人民财产保险股份有限公司池州市分公司',
  '中国太平洋财产保险股份有限公司池州中心支公司',
] as const;

export const ISSUERS = [
  '池州市民政局',
  '安徽省民政厅',
  '池州市人民政府办公室',
  '贵池区民政局',
  '池州市医疗保障局',
] as const;

export const ASSISTIVE_PRODUCTS = [
  '折叠轮椅',
  '电动轮椅',
  '四脚助行器',
  '多功能护理床',
  '防褥疮气垫床',
  '坐便椅',
  '洗澡椅',
  '助听器',
  '医用拐杖',
  '电子血压计',
] as const;

export const HOME_PRODUCTS = [
  '卫生间安全扶手',
  '防滑地垫',
  '感应夜灯',
  '智能烟雾报警器',
  '淋浴折叠座椅',
  '适老化床边护栏',
  '一键呼叫器',
  '燃气泄漏报警器',
] as const;

export const GOODS = [
  '中老年高钙奶粉',
  '成人纸尿裤',
  '老花镜',
  '按摩靠垫',
  '保温饭盒',
  '足浴盆',
  '血糖试纸',
] as const;

/**
 * Home-care service items as the city prices them: category and pricing unit (dictionary values),
 * the usual price range in yuan and the standard duration. A haircut costs ¥15–30, not ¥700.
 */
export interface ServiceItem {
  name: string;
  category: string;
  unit: string;
  price: readonly [number, number];
  minutes: number;
  /** How often a monthly plan usually books it. */
  timesPerMonth: readonly [number, number];
}

export const SERVICE_CATALOGUE: readonly ServiceItem[] = [
  {
    name: '居家助浴服务',
    category: 'bath',
    unit: 'time',
    price: [50, 80],
    minutes: 60,
    timesPerMonth: [2, 8],
  },
  {
    name: '上门助餐服务',
    category: 'meal',
    unit: 'meal',
    price: [12, 18],
    minutes: 20,
    timesPerMonth: [20, 30],
  },
  { name: '助洁服务', category: 'clean', unit: 'hour', price: [35, 50], minutes: 120, timesPerMonth: [2, 4] },
  {
    name: '康复护理',
    category: 'nursing',
    unit: 'hour',
    price: [60, 90],
    minutes: 60,
    timesPerMonth: [4, 12],
  },
  {
    name: '陪同就医',
    category: 'medical',
    unit: 'time',
    price: [50, 80],
    minutes: 180,
    timesPerMonth: [1, 2],
  },
  { name: '理发修脚', category: 'care', unit: 'time', price: [15, 30], minutes: 30, timesPerMonth: [1, 2] },
  { name: '心理慰藉', category: 'mental', unit: 'hour', price: [30, 50], minutes: 60, timesPerMonth: [2, 4] },
  { name: '家电维修', category: 'care', unit: 'time', price: [30, 60], minutes: 60, timesPerMonth: [1, 1] },
  {
    name: '健康监测',
    category: 'medical',
    unit: 'time',
    price: [15, 30],
    minutes: 30,
    timesPerMonth: [2, 8],
  },
  { name: '代购代办', category: 'care', unit: 'time', price: [10, 20], minutes: 60, timesPerMonth: [2, 8] },
];

export const SERVICE_ITEMS = SERVICE_CATALOGUE.map((item) => item.name);

/**
 * Ethnic groups of Anhui's population by weight (nation dictionary codes): almost all Han, the Hui
 * the largest minority, a few others.
 */
export const NATION_WEIGHTS: readonly (readonly [string, number])[] = [
  ['01', 9860],
  ['03', 100],
  ['11', 12],
  ['22', 8],
  ['08', 6],
  ['06', 6],
  ['15', 4],
  ['02', 4],
];

export const ACTIVITIES = [
  '重阳节敬老文艺汇演',
  '老年人健康知识讲座',
  '智能手机使用培训',
  '书法绘画兴趣班',
  '社区趣味运动会',
  '防范养老诈骗宣传',
  '中秋邻里联欢会',
] as const;

export const TRAININGS = [
  '养老护理员职业技能培训',
  '失智老人照护技能培训',
  '养老机构消防安全培训',
  '养老机构院长管理能力提升班',
  '老年人能力评估师培训',
  '康复护理实操培训',
] as const;

export const VOLUNTEER_PROJECTS = [
  '银龄关爱志愿服务',
  '时间银行互助养老',
  '孤寡老人结对帮扶',
  '爱心理发进社区',
] as const;

export const DEMENTIA_PROJECTS = [
  '认知症早期筛查干预项目',
  '记忆门诊转介服务项目',
  '认知症家庭照护者支持项目',
] as const;

export const DEMENTIA_ACTIVITIES = [
  '认知症家属照护沙龙',
  '记忆训练小组活动',
  '怀旧疗法主题活动',
  '世界阿尔茨海默病日宣传',
] as const;

/** Document titles by what the module publishes. */
export const TITLES = {
  policy: [
    '池州市居家养老服务补贴实施办法',
    '关于提高高龄津贴发放标准的通知',
    '安徽省养老机构等级评定管理办法',
    '关于推进老年人居家适老化改造的实施意见',
    '池州市经济困难老年人能力评估办法',
  ],
  announcement: [
    '2026年养老护理员职业技能竞赛通知',
    '会员单位年度审核工作通知',
    '关于缴纳2026年度会费的通知',
    '养老服务质量提升行动公告',
  ],
  news: ['市养老服务业协会召开年度工作会议', '我市新增三家社区日间照料中心', '养老护理员技能竞赛圆满落幕'],
  message: ['系统升级维护通知', '高龄津贴年审工作提醒', '养老服务补贴发放提醒'],
  publicity: ['认知症早发现早干预科普讲座', '关爱记忆健康宣传周', '认知症友好社区宣传日'],
  video: ['认知症照护基础知识', '失智老人沟通技巧', '居家安全照护要点'],
  result: ['认知症筛查工作总结报告', '照护者培训成果汇编', '项目中期评估报告'],
} as const;

export const DESTINATIONS = ['返家居住', '转入其他养老机构', '转入医院治疗', '随子女异地居住'] as const;

export const DEVICE_BRANDS = ['鱼跃', '可孚', '互邦', '欧姆龙', '九安', '小米', '华为'] as const;

/** Reviewers' opinions on applications. */
export const OPINIONS = [
  '同意。',
  '材料齐全，符合条件，同意。',
  '经入户核实情况属实，予以通过。',
  '请补充收入证明后重新提交。',
] as const;

/** Notes staff write about an elder or a case. */
export const NOTES = [
  '老人行动不便，需上门服务。',
  '子女在外地务工，由邻居日常照看。',
  '患高血压多年，按时服药。',
  '已电话回访，老人对服务满意。',
  '独居，已安装一键呼叫设备。',
  '听力较差，沟通时请放慢语速。',
] as const;
