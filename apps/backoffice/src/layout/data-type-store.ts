import { useSyncExternalStore } from 'react';
import { setDataType, type DataType } from '@eldercare/api-client';
import { currentDataType } from '../session/session-store';

const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Stores the chosen data type (sent as `filterMode`) and tells every reader of it. */
export function chooseDataType(next: DataType): void {
  setDataType(next);
  for (const listener of listeners) listener();
}

/** The data type the workspace is working in: the header's switch and the banner agree. */
export function useDataType(): DataType {
  return useSyncExternalStore(subscribe, currentDataType);
}
