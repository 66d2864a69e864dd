import { resourceBundles } from '../resource/i18n/register';
import { authoredLocaleOf, deriveBundle } from '@eldercare/validators';
import { KIT_UI_LANGUAGES, type KitLanguage } from './languages';
import { kitTexts } from './locales';
import type { TextBundle } from './translator';

const tree = (language: KitLanguage): TextBundle => {
  const authored = authoredLocaleOf(language);
  return deriveBundle(language, { kit: { ...kitTexts[authored].kit, resource: resourceBundles[authored] } });
};

/**
 * Every text of the kit per language, as one tree: its own (`kit.*`) and its resource pages'
 * (`kit.resource.*`, which the pages add to the translator when they load). For hosts that check their
 * keys or merge the texts into their own bundles; the kit's components do not import it.
 */
export const kitBundles = Object.fromEntries(
  KIT_UI_LANGUAGES.map((language) => [language, tree(language)]),
) as Record<KitLanguage, TextBundle>;
