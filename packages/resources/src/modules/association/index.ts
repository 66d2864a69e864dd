import type { ResourceDeclaration } from '@eldercare/resource-language';
import {
  associationAnnouncement,
  memberDirectories,
  newsTrends,
  registrationRecord,
  trainingActivity,
  vocationalSkillsAnnouncement,
} from './content';
import { approvalManagement, memberIndividual, memberInstitution } from './members';

export const ASSOCIATION: readonly ResourceDeclaration[] = [
  memberInstitution,
  memberIndividual,
  memberDirectories,
  associationAnnouncement,
  vocationalSkillsAnnouncement,
  newsTrends,
  trainingActivity,
  registrationRecord,
  approvalManagement,
];
