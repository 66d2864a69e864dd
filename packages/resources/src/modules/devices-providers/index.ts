import type { ResourceDeclaration } from '@eldercare/resource-language';
import { servicePersonal, serviceProvider } from './providers';
import { atHomeGood, bankCard, card, equipment, pos, roomInfo } from './smart-devices';

export const SMART_DEVICES: readonly ResourceDeclaration[] = [
  card,
  atHomeGood,
  bankCard,
  pos,
  equipment,
  roomInfo,
];

export const PROVIDERS: readonly ResourceDeclaration[] = [serviceProvider, servicePersonal];
