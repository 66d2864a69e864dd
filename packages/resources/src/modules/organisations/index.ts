import type { ResourceDeclaration } from '../../format/types';
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
