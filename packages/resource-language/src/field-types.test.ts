import { describe, expect, it } from 'vitest';
import { checkDeclaration } from './check-declaration';
import { defineModule } from './define-module';
import { f } from './field';
import { BUILT_IN_FIELD_TYPES, defineFieldType, fieldTypeTraits, isKnownFieldType } from './field-types';
import { defaultFilterMode, filterFields } from './placement';
import type { FieldType } from './types';

declare module './types' {
  interface HostFieldTypes {
    score: number;
  }
}

const score = defineFieldType({
  type: 'score',
  traits: { ...BUILT_IN_FIELD_TYPES.integer, sortable: false, parse: (v) => Number(v) },
});

const module = (type: FieldType) =>
  defineModule({
    key: 'typed',
    group: 'records',
    title: ['类型', 'Types', 'Tipos'],
    listRoute: '/typed/index',
    detailRoute: '/typed/details',
    detailId: 'optional',
    fields: [
      f.text('name', ['姓名', 'Name', 'Nombre']),
      { name: 'value', type, label: { 'zh-CN': '值', en: 'Value', es: 'Valor' }, filter: true },
    ],
  });

describe('field types', () => {
  it('reads the traits of a host type as the built-in ones', () => {
    const field = f.custom(score, 'points', ['分数', 'Points', 'Puntos'], { filter: true });
    expect(field.type).toBe('score');
    expect(fieldTypeTraits('score').sortable).toBe(false);
    expect(defaultFilterMode(field)).toBe('range');
    expect(filterFields(module('score'))[0]?.formName).toBe('valueStart|valueEnd');
    expect(checkDeclaration(module('score'))).toEqual([]);
  });

  it('refuses a host type under a built-in name', () => {
    expect(() => defineFieldType({ type: 'money' as 'score', traits: BUILT_IN_FIELD_TYPES.text })).toThrow(
      /built in/,
    );
  });

  it('names an unknown type instead of reading it as text', () => {
    const unknown = 'signature' as FieldType;
    expect(isKnownFieldType(unknown)).toBe(false);
    expect(() => fieldTypeTraits(unknown)).toThrow(/unknown field type signature/);
    const declaration = { ...module('text'), fields: [{ ...module('text').fields[1]!, type: unknown }] };
    expect(checkDeclaration(declaration)).toContain('typed: field value: unknown type signature');
  });
});
