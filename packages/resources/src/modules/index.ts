import type { ResourceDeclaration } from '../format/types';
import { disabledInfo } from './disabled-info';
import { elderlyInfo } from './elderly-info';
import { pensionAgency } from './pension-agency';

export { disabledInfo, elderlyInfo, pensionAgency };

/** Every declared module; issue #7 fills this with all of SPEC §2. */
export const RESOURCES: readonly ResourceDeclaration[] = [elderlyInfo, disabledInfo, pensionAgency];

export function findResource(key: string): ResourceDeclaration | undefined {
  return RESOURCES.find((r) => r.key === key);
}
