import type { ResourceDeclaration } from '@eldercare/resource-language';
import { assessmentAgency, assessor, vipPerson } from './people';
import {
  adaptiveEvaluation,
  careProjectAssessment,
  onsiteAssessment,
  singleItemAssessment,
} from './questionnaires';
import { assessingElderly, assessmentForm, esimateApply, esimateReport, evaluationQuery } from './workflow';

export const ASSESSMENT: readonly ResourceDeclaration[] = [
  assessor,
  onsiteAssessment,
  adaptiveEvaluation,
  esimateApply,
  singleItemAssessment,
  careProjectAssessment,
  evaluationQuery,
  assessmentForm,
  esimateReport,
  assessingElderly,
  assessmentAgency,
  vipPerson,
];
