import type { ResourceRecord } from '@eldercare/contract';
import type { ResourceDeclaration } from '@eldercare/resource-language';
import type { UseQueryResult } from '@tanstack/react-query';
import { App, Form, type FormInstance } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { changedValues, LONG_FORM_FIELDS } from '../draft/draft-store';
import { useDraft, type DraftControl } from '../draft/useDraft';
import { useResourceTranslation } from '../i18n/useResourceTranslation';
import { derivedFromValues } from './id-card-derived';
import { formFields, formToWire, recordToForm, recordToWire, wireToForm } from './form-values';

type Values = Record<string, unknown>;

/** The record the form was filled from, and its version (sent with the edit, moved on only by a reload). */
export interface FormBase {
  values: Values;
  version?: number;
}

export interface DetailFormState {
  form: FormInstance<Values>;
  base: FormBase | undefined;
  /** The form differs from what it was filled with. */
  dirty: boolean;
  setDirty: (dirty: boolean) => void;
  draft: DraftControl;
  /** Every section rendered (set just before the whole form is checked). */
  revealAll: boolean;
  /** Fills the form from a record, with the user's own changes typed over it when given. */
  fill: (values: Values, version: number | undefined, overlay?: Values) => void;
  onValuesChange: () => void;
  /** Checks every field, the lower sections of a long form included; rejects when some are invalid. */
  validateAll: () => Promise<Values>;
  /** The fields changed since the record loaded, checked first; undefined when some are invalid. */
  editedFields: () => Promise<Values | undefined>;
  /** Reloads the record and types the user's changes over the fresh one (after a stale edit). */
  reloadKeepingChanges: () => Promise<void>;
}

/**
 * The detail form's state: filled once per record (then any draft typed over it), tracking what
 * changed since, autosaving a long form's changes as a draft.
 */
export function useDetailForm(
  resource: ResourceDeclaration,
  id: number | undefined,
  mode: 'add' | 'edit' | 'look',
  record: Pick<UseQueryResult<ResourceRecord>, 'data' | 'refetch'>,
): DetailFormState {
  const { t } = useResourceTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [dirty, setDirty] = useState(false);
  const [revealAll, setRevealAll] = useState(false);
  const [base, setBase] = useState<FormBase | undefined>(id === undefined ? { values: {} } : undefined);
  const long = formFields(resource).length >= LONG_FORM_FIELDS;
  const baseWire = useMemo(() => (base ? recordToWire(resource, base.values) : undefined), [base, resource]);
  const draft = useDraft(resource.key, id, baseWire, base?.version, long && mode !== 'look');
  const restoredFor = useRef<string | undefined>(undefined);

  const fill = useCallback(
    (values: Values, version: number | undefined, overlay?: Values) => {
      form.resetFields();
      const filled = { ...recordToForm(resource, values), ...(overlay ? wireToForm(resource, overlay) : {}) };
      // A restored ID number fills its derived fields as typing it would.
      form.setFieldsValue(overlay ? { ...filled, ...derivedFromValues(resource, filled) } : filled);
      setBase({ values, version });
      setDirty(Boolean(overlay && Object.keys(overlay).length > 0));
    },
    [form, resource],
  );

  // First fill per record: the loaded record, then any draft typed over it.
  useEffect(() => {
    const key = `${id ?? 'new'}`;
    if (restoredFor.current === key) return;
    if (id !== undefined && !record.data) return;
    restoredFor.current = key;
    fill(record.data ?? {}, record.data?.version, draft.pending?.values);
  }, [id, record.data, draft.pending, fill]);

  const currentWire = () => formToWire(resource, form.getFieldsValue(true) as Values);
  // A long form adds its lower sections just after the first paint, and antd checks only mounted
  // fields: a save clicked before then passed fields never checked.
  const validateAll = () => {
    flushSync(() => setRevealAll(true));
    return form.validateFields();
  };

  return {
    form,
    base,
    dirty,
    setDirty,
    draft,
    revealAll,
    fill,
    validateAll,
    onValuesChange: () => {
      if (!baseWire) return;
      const wire = currentWire();
      setDirty(Object.keys(changedValues(wire, baseWire)).length > 0);
      draft.track(wire);
    },
    editedFields: async () => {
      if (!dirty) return {};
      try {
        return changedValues(formToWire(resource, await validateAll()), baseWire ?? {});
      } catch {
        message.warning(t('detail.invalidForm'));
        return undefined;
      }
    },
    reloadKeepingChanges: async () => {
      const mine = changedValues(currentWire(), baseWire ?? {});
      const fresh = await record.refetch();
      if (fresh.data) fill(fresh.data, fresh.data.version, mine);
    },
  };
}
