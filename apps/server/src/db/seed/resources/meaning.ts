import type { FieldDeclaration } from '@eldercare/resources';
import { AREAS } from '../org.js';
import { chineseName, mobile } from './people.js';
import type { Random } from './random.js';
import * as V from './vocabulary.js';

/** The module a demo value is for: its key, Chinese title and menu group. */
export interface DemoModule {
  key: string;
  title: string;
  group: string;
}

export interface MeaningContext {
  random: Random;
  area: { code: string; name: string };
  module: DemoModule;
}

type Maker = (ctx: MeaningContext) => string;

const pick =
  (items: readonly string[]): Maker =>
  ({ random }) =>
    random.pick(items);
const brand = (random: Random) => random.pick(V.BRANDS);
const district = (code: string) => AREAS.find((a) => a.code === code.slice(0, 6))?.name ?? '贵池区';
/** 秋浦社区 → 秋浦: a place prefix that does not repeat the area's kind. */
const placeOf = (name: string) => name.replace(/(街道|社区|镇)$/, '');
/** 服务站点（池州） → 服务站点: the facility noun of a module title. */
const nounOf = (title: string) => title.replace(/[（(].*[）)]$/, '');

const person: Maker = ({ random }) => chineseName(random, random.chance(0.5) ? 0 : 1);
const careHome: Maker = ({ random, area }) =>
  `池州市${district(area.code)}${brand(random)}${random.pick(V.CARE_HOME_SUFFIXES)}`;
const facility: Maker = ({ random, area, module }) =>
  `${area.name}${random.chance(0.4) ? brand(random) : ''}${nounOf(module.title)}`;
const company =
  (suffix: string): Maker =>
  ({ random, area }) =>
    `${random.chance(0.5) ? '池州市' : district(area.code)}${brand(random)}${suffix}`;
const authority: Maker = ({ random, area }) =>
  random.pick([`${district(area.code)}民政局`, `${area.name}办事处`, '池州市民政局', '池州市卫生健康委员会']);

/**
 * The name or title field of a module, by what the module keeps (label and module title): care
 * homes get care-home names, facilities their area and kind, products and services catalogue names.
 */
const NAMED: readonly [RegExp, Maker][] = [
  [/非机构会员/, company('养老服务有限公司')],
  [/养老机构|机构会员/, careHome],
  [/志愿服务项目/, ({ random, area }) => `${placeOf(area.name)}“${random.pick(V.VOLUNTEER_PROJECTS)}”项目`],
  [/服务商服务项目|服务项目/, pick(V.SERVICE_ITEMS)],
  [/评估机构/, ({ random }) => `池州市${brand(random)}老年能力评估中心`],
  [/辅具服务商/, company('康复辅具服务有限公司')],
  [/供应商/, company('医疗器械有限公司')],
  [/服务商/, company('居家养老服务有限公司')],
  [/医院/, pick(V.HOSPITALS)],
  [/组织/, ({ random, area }) => `${district(area.code)}${brand(random)}社会工作服务中心`],
  [/俱乐部/, ({ area }) => `${placeOf(area.name)}认知症家属俱乐部`],
  [/认知友好社区/, ({ area }) => `${area.name}认知友好社区`],
  [/租赁点/, ({ area }) => `${area.name}辅具租赁点`],
  [/顾问站点/, ({ area }) => `${area.name}养老顾问站`],
  [/蓝色小花/, ({ area }) => `${placeOf(area.name)}蓝色小花服务中心`],
  [/辅具产品/, pick(V.ASSISTIVE_PRODUCTS)],
  [/适老化产品/, pick(V.HOME_PRODUCTS)],
  [/商品/, pick(V.GOODS)],
  [/客户/, person],
  [/助餐服务/, ({ area }) => `${placeOf(area.name)}老年助餐服务`],
  [/培训活动/, pick(V.TRAININGS)],
  [/项目清单/, pick(V.DEMENTIA_PROJECTS)],
  [/认知照护活动/, pick(V.DEMENTIA_ACTIVITIES)],
  [/活动项目/, pick(V.ACTIVITIES)],
  [/会员|入会/, company('养老服务有限公司')],
  [/政策/, pick(V.TITLES.policy)],
  [/公告/, pick(V.TITLES.announcement)],
  [/新闻/, pick(V.TITLES.news)],
  [/消息/, pick(V.TITLES.message)],
  [/科普/, pick(V.TITLES.publicity)],
  [/课件/, pick(V.TITLES.video)],
  [/成果/, pick(V.TITLES.result)],
];

/** Other text fields by key: organisations, places and things that are not people. */
const BY_KEY: Record<string, Maker> = {
  operatorOrg: company('养老服务有限公司'),
  organiser: authority,
  helperUnit: authority,
  registrationAuthority: ({ area }) => `${district(area.code)}民政局`,
  responsibleDept: () => '池州市民政局养老服务科',
  payingOrg: () => '池州市社会保险事业管理局',
  source: () => '池州市养老服务业协会',
  insurer: pick(V.INSURERS),
  issuer: pick(V.ISSUERS),
  hostFacility: ({ area }) => `${area.name}综合养老服务中心`,
  partnerHospital: pick(V.HOSPITALS),
  targetName: (ctx) => (ctx.random.chance(0.5) ? careHome(ctx) : ctx.random.pick(V.SERVICE_ITEMS)),
  militaryUnit: ({ random }) => `中国人民解放军${random.int(31000, 96999)}部队`,
  team: ({ area }) => `${placeOf(area.name)}应急救助队`,
  departments: () => '神经内科、老年病科',
  destination: pick(V.DESTINATIONS),
  place: ({ area }) => `${area.name}综合养老服务中心`,
  location: ({ area }) => `${area.name}居民家中`,
  assessPlace: ({ random, area }) => random.pick([`${area.name}居民家中`, `${area.name}日间照料中心`]),
  brand: pick(V.DEVICE_BRANDS),
  model: ({ random }) => `${random.pick(['YJ', 'KF', 'HB', 'HEM'])}-${random.int(100, 9999)}`,
  openingHours: () => '08:00-17:30',
  dutyHours: () => '08:00-20:00',
  serviceHours: () => '07:00-19:00',
  unit: pick(['件', '盒', '袋', '套']),
  website: ({ random }) => `https://www.ykyl${random.int(10, 99)}.example.cn`,
  building: ({ random }) => `${random.int(1, 6)}号楼`,
  bedNo: ({ random }) => `${random.int(1, 4)}床`,
  roomNo: ({ random }) => `${random.int(1, 6)}0${random.int(1, 9)}`,
  exchangedGoods: pick(V.GOODS),
  childrenContact: ({ random }) => `${chineseName(random, random.chance(0.5) ? 0 : 1)} ${mobile(random)}`,
  targetUsers: () => 'street,lishan',
  specs: pick(['铝合金车架，可折叠，承重100kg', '不锈钢材质，防滑底座', '额定电压220V，一年质保']),
  description: pick(['按服务标准上门提供，每次不少于60分钟。', '由持证护理员提供，服务前后拍照留档。']),
};

/** Staff who handle, approve, teach or visit: named as people even without the name rule. */
const PERSON_LABEL =
  /(联系人|监护人|审批人|审核人|申请人|接线员|经办人|讲师|主讲人|来电人|咨询人|报名人|帮扶人|负责人|管理员|照料人|照护者|提交人|回访人|网格员|医生)$/;

/**
 * A value for a text field judged by its meaning (key, label, module), or undefined when nothing
 * specific is known (the caller then falls back to its generic text).
 */
export const textByMeaning = (field: FieldDeclaration, ctx: MeaningContext): string | undefined => {
  const label = field.label['zh-CN'];
  const byKey = BY_KEY[field.name];
  if (byKey) return byKey(ctx);
  if (field.name === 'name' || field.name === 'title') {
    if (ctx.module.group === 'communityFacilities') return facility(ctx);
    const text = `${label} ${ctx.module.title}`;
    const named = NAMED.find(([pattern]) => pattern.test(text));
    if (named) return named[1](ctx);
  }
  if (field.rules?.includes('name') || field.rules?.includes('chineseName') || PERSON_LABEL.test(label)) {
    return person(ctx);
  }
  if (field.type === 'textarea') return ctx.random.pick(/意见/.test(label) ? V.OPINIONS : V.NOTES);
  return undefined;
};
