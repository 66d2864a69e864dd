import type { ResourceDeclaration } from '@eldercare/resource-language';
import {
  blueFlowerCentre,
  blueFlowerObject,
  dementiaActivity,
  dementiaProject,
  dementiaProjectResult,
  dementiaPublicity,
  dementiaServiceRecord,
  dementiaVideo,
} from './activities';
import {
  dementiaPerson,
  dementiaProjectStaff,
  dementiaSocialOrg,
  familyClub,
  friendlyCommunity,
  specializedHospital,
} from './basics';

export const COGNITIVE_CARE: readonly ResourceDeclaration[] = [
  dementiaPerson,
  friendlyCommunity,
  specializedHospital,
  dementiaSocialOrg,
  dementiaProjectStaff,
  dementiaServiceRecord,
  dementiaPublicity,
  dementiaVideo,
  dementiaActivity,
  dementiaProject,
  dementiaProjectResult,
  familyClub,
  blueFlowerCentre,
  blueFlowerObject,
];
