import type { ResourceDeclaration } from '@eldercare/resource-language';
import { contract } from './contract';
import {
  fitMan,
  fjServiceProvider,
  lesseeInformation,
  productAssist,
  rentalPoint,
  supplier,
} from './parties';

export const ASSISTIVE_DEVICES: readonly ResourceDeclaration[] = [
  rentalPoint,
  contract,
  fjServiceProvider,
  fitMan,
  lesseeInformation,
  productAssist,
  supplier,
];
