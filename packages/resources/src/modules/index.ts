import type { ResourceDeclaration } from '../format/types';
import { ADVISERS_POINTS_POLICY } from './advisers-policy/index';
import { ASSISTIVE_DEVICES } from './assistive-devices/index';
import { COMMUNITY_FACILITIES } from './community-facilities/index';
import { PROVIDERS, SMART_DEVICES } from './devices-providers/index';
import { ORGANISATIONS, pensionAgency } from './organisations/index';
import { PERSONAL_RECORDS, disabledInfo, elderlyInfo } from './personal-records/index';
import { FOOD_AID, SERVICES_ACTIVITIES } from './services/index';
import { VOLUNTEERS } from './volunteers/index';

export { disabledInfo, elderlyInfo, pensionAgency };

/** Every business module of SPEC §2, in menu order. */
export const RESOURCES: readonly ResourceDeclaration[] = [
  ...FOOD_AID,
  ...PERSONAL_RECORDS,
  ...ORGANISATIONS,
  ...COMMUNITY_FACILITIES,
  ...SERVICES_ACTIVITIES,
  ...ADVISERS_POINTS_POLICY,
  ...SMART_DEVICES,
  ...PROVIDERS,
  ...VOLUNTEERS,
  ...ASSISTIVE_DEVICES,
];

const BY_KEY = new Map(RESOURCES.map((r) => [r.key, r]));

export function findResource(key: string): ResourceDeclaration | undefined {
  return BY_KEY.get(key);
}
