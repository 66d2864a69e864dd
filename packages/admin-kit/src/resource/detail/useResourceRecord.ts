import type { ResourceRecord } from '@eldercare/contract';
import type { ResourceDeclaration } from '@eldercare/resource-language';
import { classifySaveError } from '../data/resource-error';
import { useResourceDataSource } from '../data/useResourceDataSource';
import { useStaleDialog } from '../stale/useStaleDialog';
import { useCachedRecord, useDetailRecord } from './useDetailRecord';

/**
 * The record a custom workflow page works on, a versioned partial update, and the stale-version
 * recovery its workflow steps share with the detail page (reload the record).
 */
export function useResourceRecord(resource: ResourceDeclaration, id: number | undefined) {
  const openStale = useStaleDialog();
  const source = useResourceDataSource(resource.key);
  const record = useDetailRecord(source, id);
  const cachedRecord = useCachedRecord(source, id);

  /** A step refused for a stale version: offer to reload the record. */
  const onStale = (message: string) => openStale(message, () => record.refetch(), 'step');

  /**
   * Saves a few fields against the version shown and answers the saved record (undefined when
   * refused; a stale version offers a reload).
   */
  const patch = async (values: Record<string, unknown>): Promise<ResourceRecord | undefined> => {
    if (id === undefined || !record.data) return undefined;
    try {
      await source.update(id, values, record.data.version);
      return cachedRecord();
    } catch (error) {
      const failure = classifySaveError(error);
      if (failure.kind === 'stale') openStale(failure.message, () => record.refetch());
      return undefined;
    }
  };
  return { source, record, patch, onStale };
}
