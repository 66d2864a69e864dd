import type { ResourceDeclaration } from '@eldercare/resource-language';
import { mealService, poorApply, providerStaff, serveProject } from './catalogue';
import { ispManagement, orderSetting, orderWork, servicePlan } from './plans';

export const PROVIDER_MANAGEMENT: readonly ResourceDeclaration[] = [
  serveProject,
  servicePlan,
  providerStaff,
  ispManagement,
  mealService,
  orderWork,
  orderSetting,
  poorApply,
];
