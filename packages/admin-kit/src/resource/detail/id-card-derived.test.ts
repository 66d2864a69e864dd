import { findResource } from '@eldercare/resources';
import { describe, expect, it } from 'vitest';
import { derivedFromValues } from './id-card-derived';

describe('fields derived from a restored ID number', () => {
  const resource = findResource('disabledInfo');
  if (!resource) throw new Error('disabledInfo is declared');
  const derived = resource.fields.filter((f) => f.derivedFrom);
  const source = derived[0]?.derivedFrom?.field ?? 'idCard';

  it('fills birth date, gender and age as typing the number would', () => {
    expect(derived.length).toBeGreaterThan(0);
    const patch = derivedFromValues(resource, { [source]: '341702194503121236' }, new Date('2026-11-24'));
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
});
