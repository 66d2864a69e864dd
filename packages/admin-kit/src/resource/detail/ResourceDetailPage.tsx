import { Permission } from '../../permission/Permission';
import { useKit } from '../../settings/kit-context';
import { usePermission } from '../../permission/usePermission';
import { useTabDirty } from '../../tags-view/useTabDirty';
import { useTabTitle } from '../../tags-view/useTabTitle';
import { useResourceHost } from '../host/resource-host';
import { localise, type ResourceDeclaration } from '@eldercare/resource-language';
import { Alert, App, Button, Form, Skeleton, Space, theme } from 'antd';
import { LazyResult } from '../feedback/LazyResult';
import dayjs from 'dayjs';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useResourceTranslation } from '../i18n/useResourceTranslation';
import { recordTitleOf } from '../data/record-title';
import { useResourceDataSource } from '../data/useResourceDataSource';
import { changedValues, LONG_FORM_FIELDS } from '../draft/draft-store';
import { useDraft } from '../draft/useDraft';
import { allowedMode, detailUrl, editPermissionOf, type DetailMode } from '../navigation/detail-url';
import { LazyAuditTrail } from '../audit/LazyAuditTrail';
import { DetailForm } from './DetailForm';
import { usePreloadedDatePickers } from '../fields/lazy-date-pickers';
import { derivedFromValues } from './id-card-derived';
import { formFields, formToWire, recordToForm, recordToWire, wireToForm } from './form-values';
import { classifySaveError } from '../data/resource-error';
import { useCachedRecord, useDetailRecord } from './useDetailRecord';
import { useStaleDialog } from '../stale/useStaleDialog';
import { WorkflowBar } from '../workflow/WorkflowBar';
import { lockedForReview } from '../workflow/workflow-steps';

export interface ResourceDetailPageProps {
  resource: ResourceDeclaration;
  /** The record shown; undefined opens the add form. */
  id?: number;
  /** The mode asked for (the URL's `modelType`); edit falls back to look without the edit permission. */
  mode?: DetailMode;
  /** Rendered above the form (workflow pages add their own controls). */
  header?: React.ReactNode;
}

/** The generic add / edit / look page of a module (`modelType`), with drafts, trail and versions. */
export function ResourceDetailPage({ resource, id, mode: asked, header }: ResourceDetailPageProps) {
  const { t } = useResourceTranslation();
  const { token } = theme.useToken();
  const { language } = useKit();
  const { message } = App.useApp();
  const openStale = useStaleDialog();
  const { navigate, useDictionaries } = useResourceHost();
  const can = usePermission();
  const source = useResourceDataSource(resource.key);
  const dictionaries = useDictionaries();
  const record = useDetailRecord(source, id);
  usePreloadedDatePickers(resource);
  // Waiting for a decision its author cannot make: the page opens read-only and says why.
  const locked = lockedForReview(resource.workflow, record.data, can);
  const mode = locked ? 'look' : allowedMode(id === undefined ? 'add' : (asked ?? 'edit'), resource, can);
  const cachedRecord = useCachedRecord(source, id);
  const [form] = Form.useForm<Record<string, unknown>>();
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [revealAll, setRevealAll] = useState(false);
  /**
   * Checks every field of the form. A long form adds its lower sections just after the first paint,
   * and antd checks only mounted fields: a save clicked before then passed fields never checked.
   */
  const validateAll = () => {
    flushSync(() => setRevealAll(true));
    return form.validateFields();
  };
  // The version the form was filled from: sent with the edit, moved on only by a reload.
  const [base, setBase] = useState<{ values: Record<string, unknown>; version?: number } | undefined>(
    id === undefined ? { values: {} } : undefined,
  );
  const long = formFields(resource).length >= LONG_FORM_FIELDS;
  const baseWire = useMemo(() => (base ? recordToWire(resource, base.values) : undefined), [base, resource]);
  const draft = useDraft(resource.key, id, baseWire, base?.version, long && mode !== 'look');
  const restoredFor = useRef<string | undefined>(undefined);

  useTabDirty(dirty && mode !== 'look');
  // View and edit tabs of one record differ, and both follow a rename once the record reloads; an
  // add tab names the module (the detail route's own title reads 详情, wrong for a new record).
  useTabTitle(
    id === undefined
      ? t('detail.tabAdd', { name: localise(resource.title, language) })
      : record.data
        ? t(mode === 'look' ? 'detail.tabLook' : 'detail.tabEdit', {
            name: recordTitleOf(resource, record.data),
          })
        : undefined,
  );

  const fill = useCallback(
    (values: Record<string, unknown>, version: number | undefined, overlay?: Record<string, unknown>) => {
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

  const onValuesChange = () => {
    if (!baseWire) return;
    const wire = formToWire(resource, form.getFieldsValue(true) as Record<string, unknown>);
    setDirty(Object.keys(changedValues(wire, baseWire)).length > 0);
    draft.track(wire);
  };

  const reloadKeepingChanges = async () => {
    const mine = changedValues(
      formToWire(resource, form.getFieldsValue(true) as Record<string, unknown>),
      baseWire ?? {},
    );
    const fresh = await record.refetch();
    if (fresh.data) fill(fresh.data, fresh.data.version, mine);
  };

  /** The fields changed since the record loaded, checked first; undefined when some are invalid. */
  const editedFields = async (): Promise<Record<string, unknown> | undefined> => {
    if (!dirty) return {};
    try {
      return changedValues(formToWire(resource, await validateAll()), baseWire ?? {});
    } catch {
      message.warning(t('detail.invalidForm'));
      return undefined;
    }
  };

  /**
   * A second click while a save is under way (a double-click) is ignored: set before the form is
   * checked, since `saving` (state) reaches the button only after a render, and a second create
   * would be refused as a duplicate beside 新增成功.
   */
  const saveUnderWay = useRef(false);
  const save = async () => {
    if (saveUnderWay.current) return;
    saveUnderWay.current = true;
    try {
      await checkAndSave();
    } finally {
      saveUnderWay.current = false;
    }
  };

  const checkAndSave = async () => {
    let values: Record<string, unknown>;
    try {
      values = formToWire(resource, await validateAll());
    } catch {
      message.warning(t('detail.invalidForm'));
      return;
    }
    setSaving(true);
    try {
      if (id === undefined) {
        await source.create(values);
        draft.clear();
        setDirty(false);
        message.success(t('detail.created'));
        navigate(resource.listRoute);
        return;
      }
      await source.update(id, values, base?.version ?? 0);
      draft.clear();
      message.success(t('detail.saved'));
      const fresh = cachedRecord();
      if (fresh) fill(fresh, fresh.version);
    } catch (error) {
      const failure = classifySaveError(error);
      if (failure.kind === 'field') form.setFields([{ name: failure.field, errors: [failure.message] }]);
      if (failure.kind === 'stale' && id !== undefined) openStale(failure.message, reloadKeepingChanges);
    } finally {
      setSaving(false);
    }
  };

  if (id !== undefined && record.isError && !record.data) {
    return (
      <>
        <LazyResult
          status="404"
          title={t('detail.notFound')}
          extra={<Button onClick={() => void record.refetch()}>{t('list.retry')}</Button>}
        />
        {/* A deleted record's trail (ending with the deletion) stays readable in its former scope. */}
        <LazyAuditTrail resource={resource} source={source} id={id} quiet />
      </>
    );
  }
  if (id !== undefined && !record.data) return <Skeleton active paragraph={{ rows: 8 }} />;

  return (
    <div className="resource-detail-page">
      {/* The token follows the user's text scale; a fixed 16 px stayed small beside 150 % text. */}
      <h2 style={{ fontSize: token.fontSizeLG, margin: '0 0 12px' }}>{localise(resource.title, language)}</h2>
      {header}
      {draft.pending && mode !== 'look' && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('draft.restored', { time: dayjs(draft.pending.savedAt).format('YYYY-MM-DD HH:mm') })}
          description={
            draft.pending.version !== undefined && draft.pending.version !== base?.version
              ? t('draft.versionMoved')
              : undefined
          }
          action={
            <Button
              size="small"
              onClick={() => {
                draft.discard();
                fill(record.data ?? {}, record.data?.version);
                message.info(t('draft.discarded'));
              }}
            >
              {t('draft.discard')}
            </Button>
          }
        />
      )}
      {locked && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('detail.lockedForReview')}
          data-testid="detail-review-lock"
        />
      )}
      {record.data && resource.workflow && (
        <div style={{ marginBottom: 12 }}>
          <WorkflowBar
            resource={resource}
            record={record.data}
            dictionaries={dictionaries}
            source={source}
            // The edited fields travel with the step (one transaction): a refused step saves nothing.
            collectFields={mode === 'look' ? undefined : editedFields}
            onFieldError={(field, msg) => form.setFields([{ name: field, errors: [msg] }])}
            onDone={(updated) => {
              draft.clear();
              fill(updated, updated.version);
            }}
            onStale={(msg) => openStale(msg, reloadKeepingChanges, 'step')}
          />
        </div>
      )}
      <DetailForm
        resource={resource}
        form={form}
        mode={mode}
        source={source}
        id={id}
        dictionaries={dictionaries}
        loaded={base ? recordToForm(resource, base.values) : {}}
        onValuesChange={onValuesChange}
        revealAll={revealAll}
      />
      <Space style={{ margin: '4px 0 16px' }}>
        {mode === 'look' ? (
          id !== undefined &&
          !locked && (
            <Permission name={editPermissionOf(resource)}>
              <Button type="primary" onClick={() => navigate(detailUrl(resource, 'edit', id))}>
                {t('detail.edit')}
              </Button>
            </Permission>
          )
        ) : (
          <Button type="primary" loading={saving} onClick={() => void save()}>
            {t('detail.save')}
          </Button>
        )}
        <Button onClick={() => navigate(resource.listRoute)}>{t('detail.cancel')}</Button>
      </Space>
      {id !== undefined && <LazyAuditTrail resource={resource} source={source} id={id} />}
    </div>
  );
}
