import type { FieldDeclaration } from '@eldercare/resources';
import { demoAttachment } from '../../../files/demo-files.js';
import { textByMeaning, type DemoModule } from './meaning.js';
import { address, birthDateForAge, chineseName, idNumber, landline, mobile } from './people.js';
import type { Random } from './random.js';

export interface DemoArea {
  code: string;
  name: string;
}

export interface DemoContext {
  random: Random;
  area: DemoArea;
  /** The module the row is for: values follow what its fields mean there. */
  module: DemoModule;
  /** Values of an enum field (dictionary entries or fixed options); empty when unknown. */
  optionsOf: (field: FieldDeclaration) => readonly string[];
  /** Ids of the referenced module's demo records. */
  idsOf: (moduleKey: string) => readonly number[];
  /** The person this row describes, shared by the name / ID / phone fields of the row. */
  person: { name: string; idCard: string; mobile: string };
}

const WORDS = [
  '日间照料',
  '助餐服务',
  '健康讲座',
  '上门探访',
  '康复护理',
  '文体活动',
  '适老化改造',
  '紧急呼叫',
  '心理慰藉',
  '法律咨询',
];
const ORGS = ['康乐', '福寿', '颐和', '安康', '同心', '夕阳红', '长青', '九华', '杏花', '秋浦'];

const day = (random: Random, fromYear: number, toYear: number) => {
  const start = Date.UTC(fromYear, 0, 1);
  const end = Date.UTC(toYear, 11, 31);
  return new Date(start + Math.floor(random.next() * ((end - start) / 86_400_000)) * 86_400_000);
};

/** Text that reads like the field it fills, judged by the field's name. */
const textFor = (field: FieldDeclaration, ctx: DemoContext): string => {
  const { random } = ctx;
  const name = field.name.toLowerCase();
  const limit = (s: string) => (field.maxLength ? s.slice(0, field.maxLength) : s);
  const rules = field.rules ?? [];
  if (rules.some((r) => ['positiveInteger', 'minutes', 'integerRange', 'number'].includes(r))) {
    return String(random.int(1, 600));
  }
  if (rules.some((r) => ['mobile', 'phone', 'hotline'].includes(r))) return mobile(random);
  if (rules.includes('landline')) return landline(random);
  if (rules.includes('email')) return `user${random.int(1000, 9999)}@example.cn`;
  if (rules.includes('idCard')) return idNumber(random, ctx.area.code, birthDateForAge(random, 20, 70), 0);
  // The person the row describes; other names follow their meaning (care home, product, approver…).
  if (name === 'name' && (rules.includes('name') || rules.includes('chineseName'))) return ctx.person.name;
  const meant = textByMeaning(field, ctx);
  if (meant !== undefined) return limit(meant);
  if (
    field.rules?.includes('name') ||
    field.rules?.includes('chineseName') ||
    /^(name|.*(person|contact|guardian|manager|leader|staff|worker)name?)$/.test(name)
  ) {
    return name === 'name' ? ctx.person.name : chineseName(random, random.chance(0.5) ? 0 : 1);
  }
  if (field.rules?.includes('creditCode') || name.includes('creditcode'))
    return `91341702MA${random.int(10_000_000, 99_999_999)}`;
  if (field.rules?.includes('bankCard') || name.includes('bankcard') || name.includes('cardno')) {
    return `6217${String(random.int(0, 999_999_999_999)).padStart(12, '0')}`;
  }
  if (name.includes('address')) return limit(address(random, ctx.area.name));
  if (name.includes('no') || name.includes('code') || name.includes('number')) {
    return limit(`${field.name.slice(0, 2).toUpperCase()}${random.int(100_000, 999_999)}`);
  }
  if (name.endsWith('name') || name === 'title')
    return limit(`${random.pick(ORGS)}${random.pick(WORDS)}${random.int(1, 99)}号`);
  return limit(`${random.pick(WORDS)}：${random.pick(ORGS)}${random.pick(WORDS)}`);
};

/** A plausible value of a field, or undefined to leave it empty (optional fields sometimes are). */
export const demoValue = (field: FieldDeclaration, ctx: DemoContext): unknown => {
  const { random } = ctx;
  if (field.derivedFrom) return undefined;
  if (!field.required && field.type !== 'idCard' && random.chance(0.15)) return undefined;
  const list = (make: () => unknown) =>
    field.multiple ? [make(), make()].filter((v, i, a) => a.indexOf(v) === i) : make();
  switch (field.type) {
    case 'idCard':
      return field.name === 'idCard'
        ? ctx.person.idCard
        : idNumber(random, ctx.area.code, birthDateForAge(random, 20, 70), 0);
    case 'mobile':
      return field.name === 'mobile' ? ctx.person.mobile : mobile(random);
    case 'phone':
      return random.chance(0.7) ? mobile(random) : landline(random);
    case 'landline':
      return landline(random);
    case 'email':
      return `user${random.int(1000, 9999)}@example.cn`;
    case 'date':
      return day(random, 2018, 2026).toISOString().slice(0, 10);
    case 'datetime':
      return day(random, 2023, 2026).toISOString();
    case 'month':
      return day(random, 2020, 2026).toISOString().slice(0, 7);
    case 'integer':
      return field.rules?.includes('minutes') ? random.int(15, 240) : random.int(1, 200);
    case 'number':
      return Math.round(random.next() * 10_000) / 100;
    case 'money':
      return Math.round(random.next() * 200_000) / 100;
    case 'boolean':
      return random.chance(0.5);
    case 'enum': {
      const options = ctx.optionsOf(field);
      return options.length === 0 ? undefined : list(() => random.pick(options));
    }
    case 'area':
      return list(() => ctx.area.code);
    case 'reference': {
      const ids = field.reference ? ctx.idsOf(field.reference.module) : [];
      return ids.length === 0 ? undefined : list(() => random.pick(ids));
    }
    case 'image':
    case 'file': {
      // Demo attachments are the file store's demo files (files/demo-files.ts); optional ones stay empty.
      if (!field.required) return [];
      const ext = field.type === 'image' ? 'png' : 'pdf';
      return [demoAttachment(field.type, `${field.name}.${ext}`)];
    }
    case 'richText':
      return `<p>${random.pick(WORDS)}：${random.pick(ORGS)}${random.pick(WORDS)}。</p>`;
    default:
      return textFor(field, ctx);
  }
};
