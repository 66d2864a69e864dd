import { RULE_NAMES, parseIdCard } from '@eldercare/validators';
import { describe, expect, it } from 'vitest';
import { DICTIONARIES, findDictionary } from '../dictionaries/index';
import { checkDeclaration } from '@eldercare/resource-language';
import { filterFields, listFields } from '@eldercare/resource-language';
import type { LocalisedText, ResourceDeclaration } from '@eldercare/resource-language';
import { MENU_GROUPS } from '../menu/menu-groups';
import { SPEC_FIXED_ROUTES } from '../../fixtures/spec-fixed-routes';
import { FIXED_ROUTES, fixedRoutePatterns, type FixedRoute } from '../routes/fixed-routes';
import { RESOURCES, findResource } from './index';

const keys = new Set(RESOURCES.map((r) => r.key));
const NOT_MODULES = new Set(['system', 'ops']);

function unique<T>(values: T[]): T[] {
  return values.filter((v, i) => values.indexOf(v) !== i);
}

/** Whether a module's (or extra route's) id mode is the one the fixed route's variant implies. */
function idModeFits(route: FixedRoute, idMode: string, param: string | undefined): boolean {
  if (route.variant === 'both') return idMode === 'optional';
  if (route.variant === 'id') return idMode === 'required' && (param ?? 'id') === (route.param ?? 'id');
  return idMode === 'query' || idMode === 'none';
}

function coverersOf(route: FixedRoute): string[] {
  const found: string[] = [];
  for (const r of RESOURCES) {
    if (r.detailRoute === route.path && idModeFits(route, r.detailId, r.detailParam)) found.push(r.key);
    for (const extra of r.extraRoutes ?? []) {
      if (extra.path === route.path && idModeFits(route, extra.idMode, extra.param)) {
        found.push(`${r.key}.${extra.key}`);
      }
    }
  }
  return found;
}

/** Every user-facing text of the catalogue with where it comes from. */
function allTexts(): [string, LocalisedText][] {
  const out: [string, LocalisedText][] = [];
  for (const r of RESOURCES) {
    out.push([`${r.key}.title`, r.title]);
    for (const s of r.sections) out.push([`${r.key}.section.${s.key}`, s.title]);
    for (const field of r.fields) {
      out.push([`${r.key}.${field.name}`, field.label]);
      if (field.help) out.push([`${r.key}.${field.name}.help`, field.help]);
      for (const o of field.options ?? []) out.push([`${r.key}.${field.name}.${o.value}`, o.label]);
    }
    for (const a of r.actions) out.push([`${r.key}.action.${a.key}`, a.title]);
    for (const e of r.extraRoutes ?? []) out.push([`${r.key}.route.${e.key}`, e.title]);
    for (const t of r.workflow?.transitions ?? []) out.push([`${r.key}.step.${t.key}`, t.title]);
  }
  for (const d of DICTIONARIES) {
    out.push([`dict.${d.type}`, d.title]);
    for (const e of d.entries) out.push([`dict.${d.type}.${e.value}`, e.label]);
  }
  for (const m of MENU_GROUPS) {
    out.push([`menu.${m.group}`, m.title]);
    for (const [type, title] of Object.entries(m.titleByAccountType ?? {}))
      out.push([`menu.${m.group}.${type}`, title]);
  }
  return out;
}

describe('the module catalogue', () => {
  it('declares every business module of SPEC §2 (at least 100)', () => {
    expect(RESOURCES.length).toBeGreaterThanOrEqual(100);
  });

  it.each(RESOURCES.map((r) => [r.key, r] as const))('%s passes checkDeclaration', (_key, resource) => {
    expect(checkDeclaration(resource, keys)).toEqual([]);
  });

  it('has unique keys, tables, list routes and detail routes', () => {
    expect(unique(RESOURCES.map((r) => r.key))).toEqual([]);
    expect(unique(RESOURCES.map((r) => r.table))).toEqual([]);
    expect(unique(RESOURCES.map((r) => r.listRoute))).toEqual([]);
    expect(unique(RESOURCES.map((r) => r.detailRoute))).toEqual([]);
  });

  it('keeps business tables apart from the system tables (biz_ prefix)', () => {
    expect(RESOURCES.filter((r) => !/^biz_[a-z0-9_]+$/.test(r.table)).map((r) => r.key)).toEqual([]);
  });

  it('covers every fixed business route by exactly one module detail page or declared extra route', () => {
    const problems = SPEC_FIXED_ROUTES.filter((route) => !NOT_MODULES.has(route.group))
      .map((route) => [route.path, coverersOf(route)] as const)
      .filter(([, found]) => found.length !== 1);
    expect(problems).toEqual([]);
  });

  it('puts each module in the group SPEC §2 gives its fixed routes', () => {
    const byPath = new Map(SPEC_FIXED_ROUTES.map((r) => [r.path, r]));
    const wrong: string[] = [];
    for (const r of RESOURCES) {
      for (const path of [r.detailRoute, ...(r.extraRoutes ?? []).map((e) => e.path)]) {
        const route = byPath.get(path);
        if (route && route.group !== r.group) wrong.push(`${r.key}: ${path} belongs to ${route.group}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('gives list routes that no fixed route pattern swallows', () => {
    const patterns = FIXED_ROUTES.flatMap(fixedRoutePatterns).map(
      (p) => new RegExp(`^${p.replace(/:[A-Za-z]+/g, '[^/]+')}$`),
    );
    const clashes = RESOURCES.filter((r) => patterns.some((p) => p.test(r.listRoute))).map(
      (r) => r.listRoute,
    );
    expect(clashes).toEqual([]);
  });

  it('keeps every module usable: 8+ fields, 1-8 list columns, 1-6 filters, sensitive ID numbers', () => {
    const off = RESOURCES.filter((r) => {
      const cols = listFields(r).length;
      const filters = filterFields(r).length;
      return r.fields.length < 8 || cols < 1 || cols > 8 || filters < 1 || filters > 6;
    }).map((r) => r.key);
    expect(off).toEqual([]);
    const unmasked = RESOURCES.flatMap((r) =>
      r.fields
        .filter((x) => (x.type === 'idCard' || x.type === 'mobile') && !x.sensitive)
        .map((x) => `${r.key}.${x.name}`),
    );
    expect(unmasked).toEqual([]);
  });

  it('names only dictionaries that exist', () => {
    const missing = RESOURCES.flatMap((r) =>
      r.fields.filter((f) => f.dict && !findDictionary(f.dict)).map((f) => `${r.key}.${f.name}: ${f.dict}`),
    );
    expect(missing).toEqual([]);
  });

  it('points every reference at a declared module and one of its fields', () => {
    const broken = RESOURCES.flatMap((r) =>
      r.fields
        .filter((f) => f.reference)
        .filter((f) => {
          const target = findResource(f.reference?.module ?? '');
          return !target?.fields.some((x) => x.name === f.reference?.labelField);
        })
        .map((f) => `${r.key}.${f.name} → ${f.reference?.module}.${f.reference?.labelField}`),
    );
    expect(broken).toEqual([]);
  });

  it('uses only validator rules that exist', () => {
    const known = new Set<string>(RULE_NAMES);
    const unknown = RESOURCES.flatMap((r) =>
      r.fields.flatMap((f) => (f.rules ?? []).filter((x) => !known.has(x))),
    );
    expect(unknown).toEqual([]);
  });

  it('scopes by area every module that has an area field', () => {
    const unscoped = RESOURCES.filter(
      (r) => !r.areaField && r.fields.some((f) => f.type === 'area' && !f.multiple),
    ).map((r) => r.key);
    expect(unscoped).toEqual([]);
  });

  it('declares workflow states that the status dictionary holds', () => {
    const wrong: string[] = [];
    for (const r of RESOURCES.filter(
      (x): x is ResourceDeclaration & Required<Pick<ResourceDeclaration, 'workflow'>> => Boolean(x.workflow),
    )) {
      const field = r.fields.find((f) => f.name === r.workflow.field);
      const values = new Set(findDictionary(field?.dict ?? '')?.entries.map((e) => e.value));
      const states = [r.workflow.initial, ...r.workflow.transitions.flatMap((t) => [...t.from, t.to])];
      for (const s of states) if (!values.has(s)) wrong.push(`${r.key}: ${s}`);
    }
    expect(wrong).toEqual([]);
  });

  it('has every text in three languages, with real translations', () => {
    const texts = allTexts();
    const empty = texts.filter(([, t]) => !t['zh-CN'].trim() || !t.en.trim() || !t.es.trim()).map(([w]) => w);
    const copied = texts.filter(([, t]) => t.en === t['zh-CN'] || t.es === t['zh-CN']).map(([w]) => w);
    expect(empty).toEqual([]);
    expect(copied).toEqual([]);
  });
});

describe('dictionaries', () => {
  it('has unique types and unique values per type', () => {
    expect(unique(DICTIONARIES.map((d) => d.type))).toEqual([]);
    const dup = DICTIONARIES.filter((d) => unique(d.entries.map((e) => e.value)).length > 0).map(
      (d) => d.type,
    );
    expect(dup).toEqual([]);
  });

  it('holds the dictionaries SPEC §7 asks for', () => {
    for (const type of [
      'sys_account_type',
      'assistive_rent_type',
      'pension_agencys',
      'order_account_type',
      'sys_account_data_type',
      'assess_rent_type',
    ]) {
      expect(findDictionary(type)?.entries.length, type).toBeGreaterThan(0);
    }
    const values = (type: string) => findDictionary(type)?.entries.map((e) => e.value);
    expect(values('assistive_rent_type')).toEqual([
      'office',
      'special_committee',
      'member_unit',
      'combination',
    ]);
    expect(values('sys_account_data_type')?.sort()).toEqual(['prod', 'test', 'trial']);
    expect(values('sys_account_type')).toContain('10');
  });

  it('codes gender as the ID-card helper derives it (17th digit even → 1 female)', () => {
    const sex = findDictionary('sys_user_sex');
    expect(sex?.entries.find((e) => e.value === '0')?.label.en).toBe('Male');
    expect(sex?.entries.find((e) => e.value === '1')?.label.en).toBe('Female');
    // 17th digit 2 (even): a woman; 17th digit 1 (odd): a man.
    expect(parseIdCard('11010119400101122X')?.gender).toBe(1);
    expect(parseIdCard('110101194001011214')?.gender).toBe(0);
  });

  it('lists the 56 ethnic groups and the GB/T 26341 disability types and grades', () => {
    const nation = findDictionary('nation')?.entries ?? [];
    expect(nation.filter((e) => Number(e.value) <= 56)).toHaveLength(56);
    expect(nation[0]?.label['zh-CN']).toBe('汉族');
    expect(findDictionary('disability_type')?.entries.map((e) => e.label['zh-CN'])).toEqual([
      '视力残疾',
      '听力残疾',
      '言语残疾',
      '肢体残疾',
      '智力残疾',
      '精神残疾',
      '多重残疾',
    ]);
    expect(findDictionary('disability_grade')?.entries.map((e) => e.label['zh-CN'])).toEqual([
      '一级',
      '二级',
      '三级',
      '四级',
    ]);
  });
});

describe('menu groups', () => {
  it('has one entry per group used by a module or a fixed route, with unique orders', () => {
    const groups = new Set([...RESOURCES.map((r) => r.group), ...FIXED_ROUTES.map((r) => r.group)]);
    expect(new Set(MENU_GROUPS.map((m) => m.group))).toEqual(groups);
    expect(unique(MENU_GROUPS.map((m) => m.group))).toEqual([]);
    expect(unique(MENU_GROUPS.map((m) => m.order))).toEqual([]);
    for (const m of MENU_GROUPS) expect(m.icon).toMatch(/^[A-Z][A-Za-z]+(Outlined|Filled|TwoTone)$/);
  });

  it('renames the old-partner menu for account type 10 (SPEC §1)', () => {
    const volunteers = MENU_GROUPS.find((m) => m.group === 'volunteers');
    expect(volunteers?.title['zh-CN']).toBe('老伙伴项目管理');
    expect(volunteers?.titleByAccountType?.['10']?.['zh-CN']).toBe('探访关爱项目管理');
  });
});
