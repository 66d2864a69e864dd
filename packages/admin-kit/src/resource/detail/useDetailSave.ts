import type { ResourceDeclaration } from '@eldercare/resource-language';
import { App } from 'antd';
import { useRef, useState } from 'react';
import { classifySaveError } from '../data/resource-error';
import type { ResourceDataSource } from '../data/resource-data-source';
import { useResourceHost } from '../host/resource-host';
import { useResourceTranslation } from '../i18n/useResourceTranslation';
import { useStaleDialog } from '../stale/useStaleDialog';
import { formToWire } from './form-values';
import type { DetailFormState } from './useDetailForm';
import { useCachedRecord } from './useDetailRecord';

/**
 * 保存: checks the whole form, creates (then back to the list) or updates with the version the form
 * was filled from (then refills from the saved record). A field the server refuses shows on that
 * field; a stale version offers to reload while keeping the user's changes.
 */
export function useDetailSave(
  resource: ResourceDeclaration,
  id: number | undefined,
  source: ResourceDataSource,
  state: DetailFormState,
) {
  const { t } = useResourceTranslation();
  const { message } = App.useApp();
  const { navigate } = useResourceHost();
  const openStale = useStaleDialog();
  const cachedRecord = useCachedRecord(source, id);
  const [saving, setSaving] = useState(false);
  /**
   * A second click while a save is under way (a double-click) is ignored: set before the form is
   * checked, since `saving` (state) reaches the button only after a render, and a second create
   * would be refused as a duplicate beside 新增成功.
   */
  const underWay = useRef(false);

  const write = async (values: Record<string, unknown>) => {
    if (id === undefined) {
      await source.create(values);
      state.draft.clear();
      state.setDirty(false);
      message.success(t('detail.created'));
      navigate(resource.listRoute);
      return;
    }
    await source.update(id, values, state.base?.version ?? 0);
    state.draft.clear();
    message.success(t('detail.saved'));
    const fresh = cachedRecord();
    if (fresh) state.fill(fresh, fresh.version);
  };

  const checkAndSave = async () => {
    let values: Record<string, unknown>;
    try {
      values = formToWire(resource, await state.validateAll());
    } catch {
      message.warning(t('detail.invalidForm'));
      return;
    }
    setSaving(true);
    try {
      await write(values);
    } catch (error) {
      const failure = classifySaveError(error);
      if (failure.kind === 'field')
        state.form.setFields([{ name: failure.field, errors: [failure.message] }]);
      if (failure.kind === 'stale' && id !== undefined)
        openStale(failure.message, state.reloadKeepingChanges);
    } finally {
      setSaving(false);
    }
  };

  const save = async () => {
    if (underWay.current) return;
    underWay.current = true;
    try {
      await checkAndSave();
    } finally {
      underWay.current = false;
    }
  };
  return { saving, save };
}
