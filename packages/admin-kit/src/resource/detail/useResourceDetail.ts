import type { ResourceRecord } from '@eldercare/contract';
import { localise, type ResourceDeclaration } from '@eldercare/resource-language';
import { App } from 'antd';
import { usePermission } from '../../permission/usePermission';
import { useKit } from '../../settings/kit-context';
import { useTabDirty } from '../../tags-view/useTabDirty';
import { useTabTitle } from '../../tags-view/useTabTitle';
import type { ServerDictionaries } from '../data/dictionary-options';
import { recordTitleOf } from '../data/record-title';
import type { ResourceDataSource } from '../data/resource-data-source';
import { useResourceDataSource } from '../data/useResourceDataSource';
import { usePreloadedDatePickers } from '../fields/lazy-date-pickers';
import { useResourceHost } from '../host/resource-host';
import { useResourceTranslation } from '../i18n/useResourceTranslation';
import { allowedMode, detailUrl, type DetailMode } from '../navigation/detail-url';
import { useStaleDialog } from '../stale/useStaleDialog';
import { lockedForReview } from '../workflow/workflow-steps';
import { useDetailForm, type DetailFormState } from './useDetailForm';
import { useDetailRecord } from './useDetailRecord';
import { useDetailSave } from './useDetailSave';

export interface ResourceDetailController {
  /** `missing`: the record could not be read (deleted, or out of the user's scope). */
  status: 'missing' | 'loading' | 'ready';
  retry: () => void;
  /** The module's title in the user's language. */
  title: string;
  /** The mode shown: edit falls back to look without the edit permission, or while locked for review. */
  mode: 'add' | 'edit' | 'look';
  /** Waiting for a decision its author cannot make: read-only, and says why. */
  locked: boolean;
  record: ResourceRecord | undefined;
  source: ResourceDataSource;
  dictionaries: ServerDictionaries;
  form: DetailFormState;
  saving: boolean;
  save: () => Promise<void>;
  /** Drops the restored draft and shows the record as loaded. */
  discardDraft: () => void;
  /** Offers to reload after a refused stale step, keeping the user's changes. */
  onStaleStep: (message: string) => void;
  edit: () => void;
  cancel: () => void;
}

/**
 * The detail page's logic, without its markup: the record, the mode the user may have, the form
 * with its drafts and save, the tab's title and unsaved-changes mark.
 */
export function useResourceDetail(
  resource: ResourceDeclaration,
  id: number | undefined,
  asked: DetailMode | undefined,
): ResourceDetailController {
  const { t } = useResourceTranslation();
  const { language } = useKit();
  const { message } = App.useApp();
  const openStale = useStaleDialog();
  const { navigate, useDictionaries } = useResourceHost();
  const can = usePermission();
  const source = useResourceDataSource(resource.key);
  const dictionaries = useDictionaries();
  const record = useDetailRecord(source, id);
  usePreloadedDatePickers(resource);
  const locked = lockedForReview(resource.workflow, record.data, can);
  const mode = locked ? 'look' : allowedMode(id === undefined ? 'add' : (asked ?? 'edit'), resource, can);
  const form = useDetailForm(resource, id, mode, record);
  const { saving, save } = useDetailSave(resource, id, source, form);
  const title = localise(resource.title, language);

  useTabDirty(form.dirty && mode !== 'look');
  // View and edit tabs of one record differ, and both follow a rename once the record reloads; an
  // add tab names the module (the detail route's own title reads 详情, wrong for a new record).
  useTabTitle(
    id === undefined
      ? t('detail.tabAdd', { name: title })
      : record.data
        ? t(mode === 'look' ? 'detail.tabLook' : 'detail.tabEdit', {
            name: recordTitleOf(resource, record.data),
          })
        : undefined,
  );

  return {
    status: id === undefined || record.data ? 'ready' : record.isError ? 'missing' : 'loading',
    retry: () => void record.refetch(),
    title,
    mode,
    locked,
    record: record.data,
    source,
    dictionaries,
    form,
    saving,
    save,
    discardDraft: () => {
      form.draft.discard();
      form.fill(record.data ?? {}, record.data?.version);
      message.info(t('draft.discarded'));
    },
    onStaleStep: (msg) => openStale(msg, form.reloadKeepingChanges, 'step'),
    edit: () => navigate(detailUrl(resource, 'edit', id)),
    cancel: () => navigate(resource.listRoute),
  };
}
