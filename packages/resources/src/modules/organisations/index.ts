import type { ResourceDeclaration } from '@eldercare/resource-language';
import { checkInPeople, leaveyardPeople } from './residents';
import { businessPeople, overNinetyOldManConfig, pensionAgency } from './institutions';

export { pensionAgency };

export const ORGANISATIONS: readonly ResourceDeclaration[] = [
  pensionAgency,
  checkInPeople,
  businessPeople,
  overNinetyOldManConfig,
  leaveyardPeople,
];
