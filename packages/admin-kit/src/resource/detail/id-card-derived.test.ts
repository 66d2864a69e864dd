import { describe, expect, it } from 'vitest';
import { people } from '../../test-fixtures/declarations';
import { derivedFromChange, derivedFromValues } from './id-card-derived';

describe('fields derived from a restored ID number', () => {
  const resource = people;
  const derived = resource.fields.filter((f) => f.derivedFrom);
  const source = derived[0]?.derivedFrom?.field ?? 'idCard';

  it('fills birth date, gender and age as typing the number would', () => {
    expect(derived.length).toBeGreaterThan(0);
    const patch = derivedFromValues(resource, { [source]: '341702194503121233' }, new Date('2026-11-24'));
    for (const field of derived) {
      const value = patch[field.name];
      if (field.derivedFrom?.part === 'birthDate')
        expect((value as { format: (f: string) => string }).format('YYYY-MM-DD')).toBe('1945-03-12');
      if (field.derivedFrom?.part === 'age') expect(value).toBe(81);
      if (field.derivedFrom?.part === 'gender') expect(value).toBe('0');
    }
  });

  it('leaves the fields alone without a readable number', () => {
    expect(derivedFromValues(resource, { [source]: '3417' })).toEqual({});
    expect(derivedFromValues(resource, {})).toEqual({});
  });
  it('follows an ID number being changed, and empties the fields when it stops being valid', () => {
    const today = new Date('2026-11-24');
    const next = derivedFromChange(resource, { [source]: '110101195006150019' }, today);
    const birth = derived.find((f) => f.derivedFrom?.part === 'birthDate')?.name ?? '';
    const age = derived.find((f) => f.derivedFrom?.part === 'age')?.name ?? '';
    expect((next[birth] as { format: (f: string) => string }).format('YYYY-MM-DD')).toBe('1950-06-15');
    expect(next[age]).toBe(76);
    for (const bad of ['1101011950061500', '110101195006150018', '110101195013150017']) {
      const cleared = derivedFromChange(resource, { [source]: bad }, today);
      expect(Object.keys(cleared).sort(), bad).toEqual(derived.map((f) => f.name).sort());
      expect(
        Object.values(cleared).every((v) => v === undefined),
        bad,
      ).toBe(true);
    }
    expect(derivedFromChange(resource, { name: '张三' }, today)).toEqual({});
  });

  it('does not fill from a number with a wrong check character', () => {
    expect(derivedFromValues(resource, { [source]: '341702194503121236' })).toEqual({});
  });
});
