import type { ResourceDeclaration } from '@eldercare/resources';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { useResourceDataSource } from '../data/useResourceDataSource';
import { classifySaveError } from '../detail/save-error';
import { useDetailRecord } from '../detail/useDetailRecord';
import { recordIdOf, type ResourceRoute } from '../routes';

/** The record a workflow page works on (`/:id` or `?id=`), and a versioned partial update. */
export function useWorkflowRecord(resource: ResourceDeclaration, route: ResourceRoute) {
  const { t } = useTranslation('resources');
  const { modal } = App.useApp();
  const params = useParams();
  const [search] = useSearchParams();
  const id = recordIdOf(params[route.extra?.param ?? 'id'], search);
  const source = useResourceDataSource(resource.key);
  const record = useDetailRecord(source, id);

  /** Saves a few fields against the version shown; a stale version offers a reload. */
  const patch = async (values: Record<string, unknown>): Promise<boolean> => {
    if (id === undefined || !record.data) return false;
    try {
      await source.update(id, values, record.data.version);
      await record.refetch();
      return true;
    } catch (error) {
      const failure = classifySaveError(error);
      if (failure.kind === 'stale') {
        modal.confirm({
          title: t('stale.title'),
          content: t('stale.content', { msg: failure.message }),
          okText: t('stale.reload'),
          cancelText: t('stale.keep'),
          onOk: () => record.refetch(),
        });
      }
      return false;
    }
  };
  return { id, source, record, patch };
}
