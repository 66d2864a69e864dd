import { LOCALES, type Locale } from '@eldercare/validators';
import { z } from 'zod';

/**
 * A text in every product language (the validators' `LOCALES`): `{ 'zh-CN': '…', en: '…', es: '…' }`,
 * the same shape as the declarations' `LocalisedText`. The payload naming rule: a text the SPEC names
 * (`dict_label`, `name`, `roleName`) keeps its field, holding the zh-CN text, and its translations
 * travel beside it as one `LocalisedText` named after it with `I18n` (`_i18n` in snake_case payloads):
 * `dict_label_i18n`, `nameI18n`, `roleNameI18n`. Writes send only the `…I18n` field.
 */
export type LocalisedText = { [L in Locale]: string };

/** The shape for one language's text (`z.string()` by default, e.g. trimmed and length-capped). */
export const localisedTextSchema = <T extends z.ZodType<string, string>>(
  textOf: (locale: Locale) => T,
): z.ZodObject<{ [L in Locale]: T }> =>
  z.object(Object.fromEntries(LOCALES.map((locale) => [locale, textOf(locale)])) as { [L in Locale]: T });

export const LocalisedTextSchema = localisedTextSchema(() => z.string());
