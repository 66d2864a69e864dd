import { areaPathName, indexAreas } from '@eldercare/contract';
import { DICTIONARIES, localise, type FieldDeclaration, type LocalisedText } from '@eldercare/resources';
import type { Locale } from '@eldercare/validators';
import type { ServedResource } from '../schema/catalogue.js';
import { loadAreaTree } from '../../services/areas.js';
import type { Db } from '../schema/db.js';

/**
 * Enum value ↔ label in every language, and area code ↔ area path (`贵池区 / 秋浦街道 / 秋浦社区`),
 * for a module's fields: exports show labels and names, imports take either.
 */
export interface EnumLabels {
  label: (field: FieldDeclaration, value: string, locale: Locale) => string;
  /** A value from a value or a label in any language; the input itself when unknown. */
  value: (field: FieldDeclaration, input: string) => string;
}

export const loadEnumLabels = async (db: Db, resource: ServedResource): Promise<EnumLabels> => {
  const byDict = new Map<string, Map<string, LocalisedText>>();
  const dicts = [...new Set(resource.fields.map((f) => f.dict).filter((d): d is string => d !== undefined))];
  if (dicts.length > 0) {
    const rows = await db
      .selectFrom('dict_data')
      .select(['dict_type', 'value', 'label_i18n'])
      .where('dict_type', 'in', dicts)
      .execute();
    for (const r of rows) {
      const map = byDict.get(r.dict_type) ?? new Map<string, LocalisedText>();
      map.set(r.value, r.label_i18n);
      byDict.set(r.dict_type, map);
    }
  }
  for (const d of DICTIONARIES) {
    if (!dicts.includes(d.type)) continue;
    const map = byDict.get(d.type) ?? new Map<string, LocalisedText>();
    for (const e of d.entries) if (!map.has(e.value)) map.set(e.value, e.label);
    byDict.set(d.type, map);
  }
  const entriesOf = (field: FieldDeclaration): Map<string, LocalisedText> | undefined =>
    field.options
      ? new Map(field.options.map((o) => [o.value, o.label]))
      : field.dict
        ? byDict.get(field.dict)
        : undefined;
  const areas = resource.fields.some((f) => f.type === 'area') ? await loadAreaLabels(db) : undefined;
  return {
    label: (field, value, locale) => {
      if (field.type === 'area') return areas?.name(value) ?? value;
      const text = entriesOf(field)?.get(value);
      return text ? localise(text, locale) : value;
    },
    value: (field, input) => {
      if (field.type === 'area') return areas?.code(input) ?? input;
      const entries = entriesOf(field);
      if (!entries || entries.has(input)) return input;
      for (const [value, text] of entries) {
        if (Object.values(text).includes(input)) return value;
      }
      return input;
    },
  };
};

/** A path with any spacing around its slashes, as people retype it. */
const normalisePath = (text: string) =>
  text
    .split('/')
    .map((part) => part.trim())
    .join('/');

/**
 * Area names of the whole tree: a code's display path, and a code back from a code, a path or a
 * name that only one area has (`秋浦社区`); an ambiguous or unknown text stays as typed.
 */
const loadAreaLabels = async (db: Db) => {
  const index = indexAreas(await loadAreaTree(db));
  const byText = new Map<string, string | null>();
  const add = (text: string, code: string) => {
    const known = byText.get(text);
    byText.set(text, known === undefined || known === code ? code : null);
  };
  for (const [code, entry] of index) {
    add(normalisePath(areaPathName(entry)), code);
    add(entry.node.name, code);
  }
  return {
    name: (code: string) => {
      const entry = index.get(code);
      return entry ? areaPathName(entry) : undefined;
    },
    code: (text: string) => {
      const trimmed = text.trim();
      if (index.has(trimmed)) return trimmed;
      return byText.get(normalisePath(trimmed)) ?? undefined;
    },
  };
};
