import type { ResourceDeclaration } from '@eldercare/resource-language';
import {
  volunteerManagement,
  volunteerServiceObject,
  volunteerServiceProject,
  socialOrgManagement,
} from './people';
import { homeWorkOrder, questionnaireReturnVisit, visitAndCare, volunteerServiceRecord } from './records';

export const VOLUNTEERS: readonly ResourceDeclaration[] = [
  volunteerServiceProject,
  socialOrgManagement,
  volunteerServiceObject,
  volunteerServiceRecord,
  volunteerManagement,
  visitAndCare,
  questionnaireReturnVisit,
  homeWorkOrder,
];
