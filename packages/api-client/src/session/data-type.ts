import { safeLocalStorage } from './storage.js';

/** SPEC §4: the chosen data type (formal / test / trial) is stored locally and sent as `filterMode`. */
export const DATA_TYPE_KEY = 'Admin-DataType';

export type DataType = 'prod' | 'test' | 'trial';

const DATA_TYPES: readonly string[] = ['prod', 'test', 'trial'];

export function isDataType(value: unknown): value is DataType {
  return typeof value === 'string' && DATA_TYPES.includes(value);
}

/** A stale or hand-edited value is ignored rather than sent to the server. */
export function getDataType(): DataType | undefined {
  const stored = safeLocalStorage()?.getItem(DATA_TYPE_KEY);
  return isDataType(stored) ? stored : undefined;
}

export function setDataType(dataType: DataType): void {
  safeLocalStorage()?.setItem(DATA_TYPE_KEY, dataType);
}

export function removeDataType(): void {
  safeLocalStorage()?.removeItem(DATA_TYPE_KEY);
}
