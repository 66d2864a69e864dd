import type { ResourceDeclaration } from '../format/types';
import { ADVISERS_POINTS_POLICY } from './advisers-policy/index';
import { ASSESSMENT } from './assessment/index';
import { ASSISTIVE_DEVICES } from './assistive-devices/index';
import { ASSOCIATION } from './association/index';
import { COGNITIVE_CARE } from './cognitive-care/index';
import { COMMUNITY_FACILITIES } from './community-facilities/index';
import { CUSTOMERS } from './customers/index';
import { PROVIDERS, SMART_DEVICES } from './devices-providers/index';
import { LOVE_MILK, MESSAGES, OPERATING_CENTRE, RESCUE } from './operations/index';
import { ORGANISATIONS, pensionAgency } from './organisations/index';
import { PERSONAL_RECORDS, disabledInfo, elderlyInfo } from './personal-records/index';
import { PROVIDER_MANAGEMENT } from './provider-management/index';
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
  ...ASSESSMENT,
  ...MESSAGES,
  ...PROVIDER_MANAGEMENT,
  ...ASSOCIATION,
  ...COGNITIVE_CARE,
  ...LOVE_MILK,
  ...OPERATING_CENTRE,
  ...RESCUE,
  ...CUSTOMERS,
];

const BY_KEY = new Map(RESOURCES.map((r) => [r.key, r]));

export function findResource(key: string): ResourceDeclaration | undefined {
  return BY_KEY.get(key);
}
