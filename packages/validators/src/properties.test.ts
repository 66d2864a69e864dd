import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INTEGER_CAP, MINUTES_CAP, NAME_MAX_LENGTH } from './constants';
import { isIdCardChecksumValid, parseIdCard } from './id-card';
import { LOCALES } from './locale';
import { messages } from './messages';
import { toDigits, toMoney } from './normalise';
import { RULE_NAMES, rules } from './rules';
import { validate } from './validate';
import type { FieldValue } from './validate';

const locale = fc.constantFrom(...LOCALES);
const ruleName = fc.constantFrom(...RULE_NAMES);

const digits = (n: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: n, maxLength: n });

/** Any UTF-16 code unit, lone surrogates included: what a broken paste can deliver. */
const codeUnits = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)) });

/** Inputs of every kind a form or a careless caller could hand over. */
const anyInput: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything({ withBigInt: true, withDate: true, withMap: true, withSet: true, withTypedArray: true }),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  codeUnits,
  fc.double(),
  fc.integer(),
  fc.stringMatching(/^[\d\s.+\-()（）·xX@a-z]{0,30}$/),
  fc.constant(Symbol('field')),
  fc.constant({
    toString(): string {
      throw new Error('hostile toString');
    },
  }),
);

describe('validate, for any input', () => {
  it('never throws and returns undefined or a message the rule owns, in the asked locale', () => {
    fc.assert(
      fc.property(ruleName, anyInput, locale, (rule, value, lang) => {
        const result = validate(rule, value as FieldValue, lang);
        if (result === undefined) return;
        const owned = rules[rule].messageKeys.map((key) => messages[lang][key]);
        expect(owned).toContain(result);
      }),
      { numRuns: 2000 },
    );
  });

  it('accepts the empty values under every rule and locale', () => {
    fc.assert(
      fc.property(
        ruleName,
        fc.constantFrom('', null, undefined),
        fc.option(locale, { nil: undefined }),
        (r, v, l) => {
          expect(validate(r, v, l)).toBeUndefined();
        },
      ),
    );
  });

  it('agrees with the rule data: check() gives a key the rule declares, validate() its text', () => {
    fc.assert(
      fc.property(
        ruleName,
        fc.oneof(codeUnits, fc.stringMatching(/^-?\d{0,25}(\.\d{0,3})?$/)),
        (rule, text) => {
          const key = rules[rule].check(text);
          if (key !== undefined) expect(rules[rule].messageKeys).toContain(key);
          const expected = key === undefined ? undefined : messages['zh-CN'][key];
          expect(validate(rule, text)).toBe(text === '' ? undefined : expected);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('values built from the spec descriptions are accepted', () => {
  const digitsBetween = (min: number, max: number) => fc.integer({ min, max }).chain((n) => digits(n));

  it('mobile: optional 0/86/17951, 1, a digit 3-9, 9 digits', () => {
    const arb = fc
      .tuple(fc.constantFrom('', '0', '86', '17951'), fc.constantFrom(...'3456789'), digits(9))
      .map(([prefix, second, rest]) => `${prefix}1${second}${rest}`);
    fc.assert(
      fc.property(arb, (v) => {
        expect(validate('mobile', v)).toBeUndefined();
      }),
    );
  });

  it('landline, phone and hotline', () => {
    const landline = fc.tuple(digitsBetween(3, 4), digitsBetween(7, 8)).map(([a, b]) => `${a}-${b}`);
    const withExtension = fc.tuple(landline, digits(4)).map(([l, e]) => `${l}-${e}`);
    const service = fc
      .tuple(fc.constantFrom('400', '800'), digits(7))
      .chain(([p, d]) => fc.constantFrom(`${p}${d}`, `${p}-${d}`, `${p}-${d.slice(0, 3)}-${d.slice(3)}`));
    fc.assert(
      fc.property(landline, (v) => {
        expect(validate('landline', v)).toBeUndefined();
      }),
    );
    fc.assert(
      fc.property(withExtension, (v) => {
        expect(validate('phone', v)).toBeUndefined();
      }),
    );
    fc.assert(
      fc.property(fc.oneof(withExtension, service), (v) => {
        expect(validate('hotline', v)).toBeUndefined();
      }),
    );
  });

  it('bank cards of 12 or 16-20 digits not starting with 0, and nothing else of digits only', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }).chain((n) => digits(n)),
        (v) => {
          const shouldPass = /^[1-9]/.test(v) && [12, 16, 17, 18, 19, 20].includes(v.length);
          expect(validate('bankCard', v) === undefined).toBe(shouldPass);
        },
      ),
    );
  });

  it('integers: positiveInteger up to the cap, minutes up to 1440, integerRange over int32', () => {
    fc.assert(
      fc.property(fc.integer({ min: -3 * INTEGER_CAP, max: 3 * INTEGER_CAP }), (n) => {
        expect(validate('positiveInteger', n) === undefined).toBe(n >= 1 && n <= INTEGER_CAP);
        expect(validate('minutes', n) === undefined).toBe(n >= 1 && n <= MINUTES_CAP);
        expect(validate('integerRange', n) === undefined).toBe(n >= -INTEGER_CAP - 1 && n <= INTEGER_CAP);
      }),
    );
  });

  it('number: any finite double written without an exponent', () => {
    const plain = fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !String(n).includes('e'));
    fc.assert(
      fc.property(plain, (n) => {
        expect(validate('number', n)).toBeUndefined();
      }),
    );
  });

  it('names of Han characters: accepted under 80, refused from 80', () => {
    const han = fc.integer({ min: 0x4e00, max: 0x9fa5 }).map((c) => String.fromCharCode(c));
    fc.assert(
      fc.property(fc.string({ unit: han, minLength: 1, maxLength: 120 }), (v) => {
        const expected = v.length < NAME_MAX_LENGTH ? undefined : 'validators.name.tooLong';
        expect(rules.name.check(v)).toBe(expected);
        expect(rules.chineseName.check(v)).toBeUndefined();
      }),
    );
  });
});

describe('ID cards', () => {
  const reference = new Date(2024, 5, 15, 12);
  const dateKey = (y: number, m: number, d: number) => y * 10000 + m * 100 + d;
  const birthDay = fc.date({
    min: new Date(Date.UTC(1900, 0, 1)),
    max: new Date(Date.UTC(2024, 5, 15)),
    noInvalidDate: true,
  });

  it('parseIdCard reads back the birth date and gender digit it was given', () => {
    fc.assert(
      fc.property(
        birthDay,
        digits(6),
        digits(2),
        fc.integer({ min: 0, max: 9 }),
        fc.constantFrom('18', '15'),
        (d, area, seq, g, kind) => {
          const [y, m, day] = [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
          const ymd = `${y}${String(m).padStart(2, '0')}${String(day).padStart(2, '0')}`;
          const id =
            kind === '18' || y >= 2000 ? `${area}${ymd}${seq}${g}X` : `${area}${ymd.slice(2)}${seq}${g}`;
          const info = parseIdCard(id, reference);
          expect(info).toBeDefined();
          expect(info?.birthDate).toBe(`${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6)}`);
          expect(info?.gender).toBe(g % 2 === 0 ? 1 : 0);
          // Independent age formula: whole ten-thousands between YYYYMMDD keys.
          const age = Math.floor((dateKey(2024, 6, 15) - dateKey(y, m, day)) / 10000);
          expect(info?.age).toBe(age);
        },
      ),
    );
  });

  it('never throws on any string', () => {
    fc.assert(
      fc.property(fc.oneof(codeUnits, fc.stringMatching(/^\d{6}\d{8}\d{3}[\dXx]$/)), (id) => {
        expect(() => parseIdCard(id, reference)).not.toThrow();
        expect(() => isIdCardChecksumValid(id)).not.toThrow();
      }),
    );
  });

  it('exactly one check character completes any 17 digits', () => {
    fc.assert(
      fc.property(digits(17), (body) => {
        const valid = [...'0123456789X'].filter((c) => isIdCardChecksumValid(body + c));
        expect(valid).toHaveLength(1);
      }),
    );
  });
});

describe('normalisers', () => {
  const input = fc.oneof(
    fc.string({ unit: 'binary' }),
    codeUnits,
    fc.double(),
    fc.constantFrom(null, undefined),
  );

  it('toDigits keeps only ASCII digits and is idempotent', () => {
    fc.assert(
      fc.property(input, (v) => {
        const out = toDigits(v);
        expect(out).toMatch(/^\d*$/);
        expect(toDigits(out)).toBe(out);
      }),
    );
  });

  it('toMoney yields a well-formed amount with at most two decimals and is idempotent', () => {
    fc.assert(
      fc.property(input, (v) => {
        const out = toMoney(v);
        expect(out).toMatch(/^(?:(?:0|[1-9]\d*)(?:\.\d{0,2})?)?$/);
        expect(toMoney(out)).toBe(out);
      }),
    );
  });
});
