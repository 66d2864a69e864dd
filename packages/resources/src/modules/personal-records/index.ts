import type { ResourceDeclaration } from '@eldercare/resource-language';
import {
  extremelyPoorInfor,
  exServicemanInfo,
  helpPoorInfo,
  poorInfo,
  socialAssistanceInfo,
} from './assistance';
import { callinInfo } from './callin';
import { alonePeople, disabledInfo, elderlyInfo, importantPeople } from './elderly';
import { familyPlanInfo, pensionInfo, personnelSubsidy } from './subsidies';

export { disabledInfo, elderlyInfo };

export const PERSONAL_RECORDS: readonly ResourceDeclaration[] = [
  elderlyInfo,
  disabledInfo,
  importantPeople,
  alonePeople,
  callinInfo,
  socialAssistanceInfo,
  exServicemanInfo,
  helpPoorInfo,
  poorInfo,
  extremelyPoorInfor,
  familyPlanInfo,
  pensionInfo,
  personnelSubsidy,
];
