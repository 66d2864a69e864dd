import { pinyin } from 'pinyin-pro';

/**
 * A text whose code-point order is the order Chinese staff expect of names (as Excel or WPS sort
 * them): by pinyin, character by character. Each Chinese character becomes its toneless syllable
 * (ü spelt `v`, after `u` as in the alphabet), a space (below every letter, so `wan` comes before
 * `wang`) and the character itself (characters read alike stay grouped: all 王 before all 汪). A
 * mark before the syllable puts Chinese after Latin letters and digits, as spreadsheets do; other
 * characters stand for themselves, lower-cased. When lower-casing lost something, the original
 * follows a separator below every character, so `Zoe` and `zoe` still have one order.
 */

const HAN_MARK = '\u3000';
const ORIGINAL_MARK = '\u0001';

const readingCache = new Map<string, string[]>();

/** Every toneless reading of one character; empty when it is not a Chinese character. */
export const readingsOf = (char: string): string[] => {
  let readings = readingCache.get(char);
  if (!readings) {
    const found = pinyin(char, { toneType: 'none', type: 'array', multiple: true, v: true });
    readings = [...new Set(found.filter((r) => r !== '' && r !== char))];
    readingCache.set(char, readings);
  }
  return readings;
};

const hanToken = (char: string, reading: string) => `${HAN_MARK}${reading} ${char}`;

/**
 * The readings of `text` in context (a person's surname read as a surname: 曾 zeng, 单 shan, 解 xie),
 * each one of its character's own readings: a search's prefix (prefix-split.ts) is looked up under
 * every reading of its characters, so a key may hold no other.
 */
const contextReadings = (chars: string[], person: boolean): string[] => {
  const text = chars.join('');
  const found = pinyin(text, { toneType: 'none', type: 'array', surname: person ? 'head' : 'off', v: true });
  return chars.map((char, i) => {
    const own = readingsOf(char);
    const reading = found.length === chars.length ? found[i] : undefined;
    return reading !== undefined && own.includes(reading) ? reading : (own[0] ?? '');
  });
};

/** The sort key of a name (`person`: its first characters are read as a surname). */
export const pinyinSortKey = (text: string, person: boolean): string => {
  const chars = [...text];
  const readings = contextReadings(chars, person);
  const key = chars
    .map((char, i) => {
      const reading = readings[i] ?? '';
      return reading === '' ? char.toLowerCase() : hanToken(char, reading);
    })
    .join('');
  return text.toLowerCase() === text ? key : `${key}${ORIGINAL_MARK}${text}`;
};

/** Past every character: the key range of the texts starting with a prefix ends below it. */
export const KEY_RANGE_END = '\u{10FFFF}';

/** Longest combination of readings a search prefix is looked up under (a rare polyphone pair stops there). */
const MAX_PREFIXES = 16;

/**
 * The key prefixes the texts starting with `term` begin with: one per combination of its
 * characters' readings (most characters have one). Undefined for a term with letter case (its key
 * prefix lower-cases it) or too many combinations.
 */
export const keyPrefixesOf = (term: string): string[] | undefined => {
  if (term.toLowerCase() !== term || term.toUpperCase() !== term) return undefined;
  let prefixes = [''];
  for (const char of term) {
    const readings = readingsOf(char);
    const tokens = readings.length === 0 ? [char] : readings.map((r) => hanToken(char, r));
    prefixes = prefixes.flatMap((p) => tokens.map((t) => `${p}${t}`));
    if (prefixes.length > MAX_PREFIXES) return undefined;
  }
  return prefixes;
};
