import type { Random } from './random.js';
import { NATION_WEIGHTS } from './vocabulary.js';

type Values = Record<string, unknown>;

/** Categories (elderly_category) and key groups (key_group_type) that share their values. */
const VERY_OLD = 'very_old';
const ALONE = 'alone';
const DEPENDENT = ['disabled', 'demented'];
const MARRIED = '20';

/** Modules whose people live in an institution, and the module of people living alone. */
const IN_INSTITUTION = new Set(['checkInPeople']);
const LIVING_ALONE = new Set(['alonePeople']);

/** Age in whole years on `today` of someone born on YYYYMMDD (the ID number's digits 7–14). */
export const ageOn = (birth: string, today: Date): number => {
  const year = Number(birth.slice(0, 4));
  const monthDay = Number(birth.slice(4, 8));
  const todayMonthDay = (today.getMonth() + 1) * 100 + today.getDate();
  return today.getFullYear() - year - (todayMonthDay < monthDay ? 1 : 0);
};

const pickWeighted = (random: Random, weights: readonly (readonly [string, number])[]): string => {
  const total = weights.reduce((sum, [, w]) => sum + w, 0);
  let roll = random.next() * total;
  for (const [value, weight] of weights) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return weights[0]?.[0] ?? '';
};

const tags = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/** `list` with `tag` present exactly when `wanted`. */
const withTag = (list: string[], tag: string, wanted: boolean): string[] =>
  wanted ? [...new Set([...list, tag])] : list.filter((t) => t !== tag);

/** Age-based tags: 高龄(80+) on everyone of 80 or more and on nobody younger. */
const tagByAge = (values: Values, has: (name: string) => boolean, age: number): void => {
  for (const name of ['categories', 'keyGroups']) {
    if (!has(name)) continue;
    const list = withTag(tags(values[name]), VERY_OLD, age >= 80);
    // Key groups are required: someone left without one is an empty-nest elder.
    values[name] = list.length === 0 && name === 'keyGroups' ? ['empty_nest'] : list;
  }
};

/** 失能/失智 people are not 完全自理, and someone fully dependent is tagged 失能. */
const dependence = (values: Values, has: (name: string) => boolean, random: Random): void => {
  const categories = tags(values.categories);
  const dependent =
    categories.some((c) => DEPENDENT.includes(c)) || tags(values.keyGroups).includes('disabled');
  if (has('selfCareAbility')) {
    if (dependent && values.selfCareAbility !== 'none')
      values.selfCareAbility = random.chance(0.6) ? 'partial' : 'none';
    if (!dependent && values.selfCareAbility === 'none') values.selfCareAbility = 'partial';
  }
  if (has('careLevel') && has('selfCareAbility')) {
    const ability = values.selfCareAbility;
    if (ability === 'full') values.careLevel = random.pick(['0', '0', '1']);
    else if (ability === 'partial') values.careLevel = random.pick(['1', '2']);
    else if (ability === 'none') values.careLevel = random.pick(['3', '4']);
  }
};

/** Where the person lives agrees with the module, the tags and the marital status. */
const household = (
  values: Values,
  has: (name: string) => boolean,
  moduleKey: string,
  random: Random,
): void => {
  const alone =
    LIVING_ALONE.has(moduleKey) ||
    tags(values.categories).includes(ALONE) ||
    tags(values.keyGroups).includes(ALONE);
  if (has('livingStatus')) {
    if (IN_INSTITUTION.has(moduleKey)) values.livingStatus = 'institution';
    else if (alone) values.livingStatus = 'alone';
    else if (values.livingStatus === 'alone') values.livingStatus = random.pick(['children', 'others']);
    if (values.livingStatus === 'spouse' && has('maritalStatus')) values.maritalStatus = MARRIED;
  }
  if (has('categories')) values.categories = withTag(tags(values.categories), ALONE, alone);
  // Only a married person has a spouse to name as guardian; the widowed name a child.
  if (values.guardianRelation === 'spouse' && values.maritalStatus !== MARRIED)
    values.guardianRelation = random.pick(['son', 'daughter']);
};

/**
 * Makes a demo person's values agree with each other and with the birth date in the ID number:
 * ethnic groups as Anhui's population has them, 高龄 by age, self-care by dependence, living
 * situation by the module and tags, a spouse guardian only for the married.
 */
export const coherePerson = (
  values: Values,
  has: (name: string) => boolean,
  moduleKey: string,
  random: Random,
  today = new Date(),
): void => {
  const idCard = values.idCard;
  if (typeof idCard !== 'string' || idCard.length !== 18) return;
  if (has('nation')) values.nation = pickWeighted(random, NATION_WEIGHTS);
  tagByAge(values, has, ageOn(idCard.slice(6, 14), today));
  dependence(values, has, random);
  household(values, has, moduleKey, random);
};
