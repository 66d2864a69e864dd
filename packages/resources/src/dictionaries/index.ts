import { ASSESSMENT_DICTIONARIES } from './assessment';
import { ASSISTANCE_DICTIONARIES } from './assistance';
import { COMMERCE_DICTIONARIES } from './commerce';
import { COMMUNITY_DICTIONARIES } from './community';
import { FACILITY_DICTIONARIES } from './facilities';
import { OPERATIONS_DICTIONARIES } from './operations';
import type { Dictionary } from '@eldercare/resource-language';
import { PERSON_DICTIONARIES } from './person';
import { SYSTEM_DICTIONARIES } from './system';

export type { Dictionary, DictionaryEntry } from '@eldercare/resource-language';

/** Every dictionary type a declaration names, with its entries: the server seeds `dict_data` from it. */
export const DICTIONARIES: readonly Dictionary[] = [
  ...SYSTEM_DICTIONARIES,
  ...PERSON_DICTIONARIES,
  ...ASSISTANCE_DICTIONARIES,
  ...OPERATIONS_DICTIONARIES,
  ...FACILITY_DICTIONARIES,
  ...COMMUNITY_DICTIONARIES,
  ...ASSESSMENT_DICTIONARIES,
  ...COMMERCE_DICTIONARIES,
];

export function findDictionary(type: string): Dictionary | undefined {
  return DICTIONARIES.find((d) => d.type === type);
}
