import type { ResourceDeclaration } from '@eldercare/resource-language';
import { loveMilkApply, milkAddApply } from './love-milk';
import { helpPersonManage, messageIssue, serviceManager } from './centre';

export const MESSAGES: readonly ResourceDeclaration[] = [messageIssue];
export const LOVE_MILK: readonly ResourceDeclaration[] = [loveMilkApply, milkAddApply];
export const OPERATING_CENTRE: readonly ResourceDeclaration[] = [serviceManager];
export const RESCUE: readonly ResourceDeclaration[] = [helpPersonManage];
