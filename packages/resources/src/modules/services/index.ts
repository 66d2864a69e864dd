import type { ResourceDeclaration } from '@eldercare/resource-language';
import { orderFoodPlan } from './food-aid';
import {
  activityProject,
  insurance,
  serviceApplyRecord,
  serviceProject,
  serviceRecord,
  weeklyMenu,
  yjtApplicationRecord,
} from './services';

export const FOOD_AID: readonly ResourceDeclaration[] = [orderFoodPlan];

export const SERVICES_ACTIVITIES: readonly ResourceDeclaration[] = [
  serviceProject,
  activityProject,
  insurance,
  serviceRecord,
  yjtApplicationRecord,
  serviceApplyRecord,
  weeklyMenu,
];
