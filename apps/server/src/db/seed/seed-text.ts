import type { LocalisedText } from '@eldercare/contract';

/** A seeded name, written as `name`/`en`/`es` beside its row, as its `…_i18n` column stores it. */
export const seedText = ({ name, en, es }: { name: string; en: string; es: string }): string =>
  JSON.stringify({ 'zh-CN': name, en, es } satisfies LocalisedText);
