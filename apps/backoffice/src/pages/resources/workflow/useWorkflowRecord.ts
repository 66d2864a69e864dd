import type { ResourceRecord } from '@eldercare/api-client/contract';
import type { ResourceDeclaration } from '@eldercare/resources';
import { useParams, useSearchParams } from 'react-router-dom';
import { useResourceDataSource } from '../data/useResourceDataSource';
import { classifySaveError } from '../detail/save-error';
import { useCachedRecord, useDetailRecord } from '../detail/useDetailRecord';
import { useStaleDialog } from '../detail/useStaleDialog';
import { recordIdOf, type ResourceRoute } from '../routes';

/**
 * The record a workflow page works on (`/:id` or `?id=`), a versioned partial update, and the
 * stale-version recovery its workflow steps share with the detail page (reload the record).
 */
export function useWorkflowRecord(resource: ResourceDeclaration, route: ResourceRoute) {
  const openStale = useStaleDialog();
  const params = useParams();
  const [search] = useSearchParams();
  const id = recordIdOf(params[route.extra?.param ?? 'id'], search);
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
  return { id, source, record, patch, onStale };
}
