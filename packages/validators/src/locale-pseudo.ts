import { authoredLocaleOf, isUiLocale, languageFacts, type Locale, type UiLocale } from './languages';

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = 'áƀçđéƒĝĥíĵķĺɱñóƥʠŕšţúṽŵẋýžÁƁÇĐÉƑĜĤÍĴĶĹṀÑÓƤǪŔŠŢÚṼŴẊÝŽ';
const ACCENT = new Map([...PLAIN].map((letter, index) => [letter, [...ACCENTED][index] as string]));
/** Words that lengthen a text the way a longer language would, themselves accented. */
const FILLER = 'ŀóŕéɱ íƥšúɱ đóŀóŕ šíţ áɱéţ ćóñšéćţéţúŕ áđíƥíšćíñĝ éŀíţ šéđ đó éíúšɱóđ';
/** Placeholders and markup a translation framework fills in: kept as they are. */
const KEPT = /({{[^}]*}}|{[^{}]*}|<[^>]*>|\$t\([^)]*\))/;
/** A pseudo-localised text is this much longer than its source, as German or Spanish often are. */
const GROWTH = 0.35;

const accent = (part: string) => [...part].map((letter) => ACCENT.get(letter) ?? letter).join('');

/**
 * English made visibly foreign: accented, ~35 % longer, bracketed. A text the interface shows
 * without it was never translated; a bracket that is cut off shows a label with no room to grow.
 */
export function pseudoLocalise(text: string): string {
  if (!text.trim()) return text;
  const parts = text.split(KEPT);
  const visible = parts.filter((_, index) => index % 2 === 0).join('').length;
  const padding = Math.max(0, Math.round(visible * GROWTH) - 2);
  const filler = padding > 1 ? ` ${FILLER.slice(0, padding - 1).trimEnd()}` : '·'.repeat(padding);
  return `[${parts.map((part, index) => (index % 2 ? part : accent(part))).join('')}${filler}]`;
}

/**
 * `locale`'s text, given its authored language's: a derived language's is generated from it, so it
 * has no bundles of its own.
 */
export function deriveText(locale: UiLocale, authored: string): string {
  return languageFacts(locale).derivedFrom ? pseudoLocalise(authored) : authored;
}

/** A whole bundle (nested texts) for `locale`, generated from its authored language's. */
export function deriveBundle<T>(locale: UiLocale, bundle: T): T {
  if (!languageFacts(locale).derivedFrom) return bundle;
  const walk = (value: unknown): unknown =>
    typeof value === 'string'
      ? pseudoLocalise(value)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, walk(inner)]))
        : value;
  return walk(bundle) as T;
}

/** A text written per authored language, in `locale` (a derived language's generated from its source). */
export function textIn(texts: Readonly<Record<Locale, string>>, locale: UiLocale): string {
  return deriveText(locale, texts[authoredLocaleOf(locale)]);
}

/**
 * One text of a catalogue written per authored language, in `locale`: a derived language's is
 * generated from its source's; an unknown locale (say, a stale cookie value) gets zh-CN's.
 */
export function catalogueText<K extends string>(
  catalogues: Readonly<Record<Locale, Readonly<Record<K, string>>>>,
  locale: unknown,
  key: K,
): string {
  if (!isUiLocale(locale)) return catalogues['zh-CN'][key];
  return deriveText(locale, catalogues[authoredLocaleOf(locale)][key]);
}
