import { describe, expect, it } from 'vitest';
import { findDictionary } from '../dictionaries/index';
import { checkDeclaration } from '@eldercare/resource-language';
import type { ResourceDeclaration } from '@eldercare/resource-language';
import { actionsFor } from '../roles/role-policy';
import { findResource, RESOURCES } from './index';

const declared = (key: string): ResourceDeclaration => {
  const r = findResource(key);
  if (!r) throw new Error(`no module ${key}`);
  return r;
};

/** Every state a walk of the steps reaches from the initial one. */
const reachable = (r: ResourceDeclaration): Set<string> => {
  const workflow = r.workflow;
  if (!workflow) return new Set();
  const seen = new Set([workflow.initial]);
  for (let grew = true; grew;) {
    grew = false;
    for (const t of workflow.transitions)
      if (t.from.some((s) => seen.has(s)) && !seen.has(t.to)) {
        seen.add(t.to);
        grew = true;
      }
  }
  return seen;
};

describe('the review workflows of service plans and dementia-care activities', () => {
  for (const key of ['servicePlan', 'dementiaActivity']) {
    it(`${key}: draft → submitted → approved | returned, a returned one resubmitted`, () => {
      const r = declared(key);
      expect(checkDeclaration(r)).toEqual([]);
      const workflow = r.workflow!;
      expect(workflow.initial).toBe('draft');
      const steps = Object.fromEntries(workflow.transitions.map((t) => [t.key, t]));
      expect(steps.submit).toMatchObject({ from: ['draft', 'returned'], to: 'submitted' });
      expect(steps.approve).toMatchObject({ from: ['submitted'], to: 'approved' });
      expect(steps.return).toMatchObject({ from: ['submitted'], to: 'returned', needsOpinion: true });
      expect(steps.approve?.needsOpinion).toBeUndefined();
      expect(reachable(r)).toEqual(new Set(['draft', 'submitted', 'approved', 'returned']));
      const dict = findDictionary(r.fields.find((f) => f.name === workflow.field)?.dict ?? '');
      expect(dict?.entries.map((e) => e.value)).toEqual(['draft', 'submitted', 'approved', 'returned']);
      expect(dict?.entries.find((e) => e.value === 'returned')?.label['zh-CN']).toBe('已退回');
    });
  }

  it('lets providers submit plans and street staff or operators decide them', () => {
    const plan = declared('servicePlan');
    expect(actionsFor('service_provider', plan)).toContain('edit');
    expect(actionsFor('service_provider', plan)).not.toContain('review');
    expect(actionsFor('street_staff', plan)).toContain('review');
    expect(actionsFor('street_staff', plan)).not.toContain('edit');
    expect(actionsFor('operate_manage', plan)).toContain('review');
  });

  it('lets the secretariat’s comprehensive department decide dementia-care activities', () => {
    const activity = declared('dementiaActivity');
    expect(actionsFor('secretariat_comprehensive', activity)).toContain('review');
    expect(actionsFor('secretariat_comprehensive', activity)).not.toContain('edit');
    expect(actionsFor('secretariat_finance', activity)).toEqual([]);
  });
});

describe('the call-in workflow', () => {
  it('received → dispatched → closed, or closed directly when answered on the call', () => {
    const r = declared('callinInfo');
    expect(checkDeclaration(r)).toEqual([]);
    const workflow = r.workflow!;
    expect(workflow).toMatchObject({ field: 'callStatus', initial: 'received' });
    expect(workflow.transitions.map((t) => [t.key, [...t.from], t.to])).toEqual([
      ['dispatch', ['received'], 'dispatched'],
      ['close', ['received', 'dispatched'], 'closed'],
    ]);
    expect(reachable(r)).toEqual(new Set(['received', 'dispatched', 'closed']));
  });
});

describe('unique ID numbers', () => {
  const uniqueOf = (key: string) => declared(key).fields.find((f) => f.name === 'idCard')?.unique;

  it('holds in registries of one record per person, not in monthly pension records', () => {
    for (const key of ['elderlyInfo', 'disabledInfo', 'alonePeople', 'extremelyPoorInfor'])
      expect(uniqueOf(key)).toBe(true);
    for (const key of ['pensionInfo', 'personnelSubsidy']) expect(uniqueOf(key)).toBeUndefined();
  });

  it('is refused on a multi-valued or derived field', () => {
    const elderly = declared('elderlyInfo');
    const broken: ResourceDeclaration = {
      ...elderly,
      fields: elderly.fields.map((f) =>
        f.name === 'categories' || f.name === 'age' ? { ...f, unique: true as const } : f,
      ),
    };
    expect(checkDeclaration(broken)).toEqual([
      'elderlyInfo: field age: unique needs a single text-like value that the form writes',
      'elderlyInfo: field categories: unique needs a single text-like value that the form writes',
    ]);
  });

  it('is declared only on fields the check accepts', () => {
    for (const r of RESOURCES) expect(checkDeclaration(r)).toEqual([]);
  });
});
