import {
  checkDeclaration,
  defineFieldType,
  fieldTypeTraits,
  type FieldDeclaration,
  type FieldType,
  type ResourceDeclaration,
} from '@eldercare/resources';
import { describe, expect, it } from 'vitest';
import { sqlTypeOf, storageOf } from '../../src/resources/schema/columns.js';
import { cellText, sheetFields } from '../../src/resources/excel/excel.js';
import type { EnumLabels } from '../../src/resources/query/labels.js';
import { coerceInput, parseScalar } from '../../src/resources/fields/values.js';
import type { ServedResource } from '../../src/resources/schema/catalogue.js';

// The server names no host type of its own, so the name is cast here: a host declares it by merging
// `HostFieldTypes` of @eldercare/resource-language.
const PERCENT = 'percent' as FieldType;

/** A share in percent, typed and exported with its sign, stored as a number. */
defineFieldType({
  type: PERCENT as never,
  traits: {
    ...fieldTypeTraits('number'),
    rule: undefined,
    parse: (value) => {
      const n = Number(String(value).trim().replace(/%$/, ''));
      return Number.isFinite(n) && n >= 0 && n <= 100 ? n : undefined;
    },
    format: (value) => `${Number(value)}%`,
  },
});

const share: FieldDeclaration = {
  name: 'share',
  type: PERCENT,
  label: { 'zh-CN': '占比', en: 'Share', es: 'Proporción' },
};
const noLabels: EnumLabels = { label: (_f, value) => value, value: (_f, input) => input };

describe('a host field type on the server', () => {
  it('is stored as its traits say, in a column type the server already has', () => {
    expect(storageOf(share)).toBe('numeric');
    expect(sqlTypeOf(share)).toBe('numeric');
  });

  it("reads request and spreadsheet values with the type's own parse", () => {
    expect(parseScalar(share, '12.5%')).toBe(12.5);
    expect(coerceInput(share, ' 40%', () => undefined)).toEqual({ value: 40 });
    expect(coerceInput(share, '120%', () => undefined)).toEqual({ error: 'type' });
  });

  it("writes export cells with the type's own format and keeps it in the sheet", () => {
    expect(cellText(share, '12.50', noLabels, 'zh-CN')).toBe('12.5%');
    expect(sheetFields({ fields: [share] } as unknown as ServedResource)).toEqual([share]);
  });

  it('is a sound declaration, and an undefined type is not', () => {
    const declaration = (type: FieldType): ResourceDeclaration => ({
      key: 'shares',
      group: 'records',
      title: share.label,
      listRoute: '/shares/index',
      detailRoute: '/shares/details',
      detailId: 'optional',
      table: 'biz_shares',
      titleField: 'share',
      sections: [{ key: 'basic', title: share.label }],
      actions: [],
      fields: [{ ...share, type }],
    });
    expect(checkDeclaration(declaration(PERCENT))).toEqual([]);
    expect(checkDeclaration(declaration('stars' as FieldType))).toEqual([
      'shares: field share: unknown type stars',
    ]);
  });
});
