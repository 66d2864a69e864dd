import { Permission, useKit, usePermission, useTabDirty, useTabTitle } from '@eldercare/admin-kit';
import { useAllDicts } from '@eldercare/api-client/react';
import { localise, type ResourceDeclaration } from '@eldercare/resources';
import { Alert, App, Button, Form, Result, Skeleton, Space } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { resourceOf } from '../served';
import { recordTitleOf } from '../data/record-title';
import { useResourceDataSource } from '../data/useResourceDataSource';
import { changedValues, LONG_FORM_FIELDS } from '../draft/draft-store';
import { useDraft } from '../draft/useDraft';
import { allowedMode, detailUrl, editPermissionOf, modeOf, recordIdOf } from '../routes';
import { AuditTrail } from './AuditTrail';
import { DetailForm } from './DetailForm';
import { derivedFromValues } from './id-card-derived';
import { formFields, formToWire, recordToForm, recordToWire, wireToForm } from './form-values';
import { classifySaveError } from './save-error';
import { useCachedRecord, useDetailRecord } from './useDetailRecord';
import { useStaleDialog } from './useStaleDialog';
import { WorkflowBar } from './WorkflowBar';

export interface ResourceDetailPageProps {
  resource: ResourceDeclaration;
  /** Rendered above the form (workflow pages add their own controls). */
  header?: React.ReactNode;
}

/** The generic add / edit / look page of a module (`modelType`), with drafts, trail and versions. */
export function ResourceDetailPage({ resource, header }: ResourceDetailPageProps) {
  const { t } = useTranslation('resources');
  const { language } = useKit();
  const { message } = App.useApp();
  const openStale = useStaleDialog();
  const navigate = useNavigate();
  const params = useParams();
  const [search] = useSearchParams();
  const id = recordIdOf(params[resource.detailParam ?? 'id'], search);
  const can = usePermission();
  const mode = allowedMode(modeOf(search, id), resource, can);
  const source = useResourceDataSource(resource.key);
  const { data: dictionaries } = useAllDicts({ staleTime: 5 * 60_000 });
  const record = useDetailRecord(source, id);
  const cachedRecord = useCachedRecord(source, id);
  const [form] = Form.useForm<Record<string, unknown>>();
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  // The version the form was filled from: sent with the edit, moved on only by a reload.
  const [base, setBase] = useState<{ values: Record<string, unknown>; version?: number } | undefined>(
    id === undefined ? { values: {} } : undefined,
  );
  const long = formFields(resource).length >= LONG_FORM_FIELDS;
  const baseWire = useMemo(() => (base ? recordToWire(resource, base.values) : undefined), [base, resource]);
  const draft = useDraft(resource.key, id, baseWire, base?.version, long && mode !== 'look');
  const restoredFor = useRef<string | undefined>(undefined);

  useTabDirty(dirty && mode !== 'look');
  // View and edit tabs of one record differ, and both follow a rename once the record reloads.
  useTabTitle(
    record.data
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

  const save = async () => {
    let values: Record<string, unknown>;
    try {
      values = formToWire(resource, await form.validateFields());
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
        void navigate(resource.listRoute);
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
        <Result
          status="404"
          title={t('detail.notFound')}
          extra={<Button onClick={() => void record.refetch()}>{t('list.retry')}</Button>}
        />
        {/* A deleted record's trail (ending with the deletion) stays readable in its former scope. */}
        <AuditTrail resource={resource} source={source} id={id} quiet />
      </>
    );
  }
  if (id !== undefined && !record.data) return <Skeleton active paragraph={{ rows: 8 }} />;

  return (
    <div className="resource-detail-page">
      <h2 style={{ fontSize: 16, margin: '0 0 12px' }}>{localise(resource.title, language)}</h2>
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
      {record.data && resource.workflow && (
        <div style={{ marginBottom: 12 }}>
          <WorkflowBar
            resource={resource}
            record={record.data}
            dictionaries={dictionaries}
            source={source}
            // A step acts on the stored record: unsaved edits would be left behind or submitted unseen.
            blockedReason={dirty && mode !== 'look' ? t('workflow.saveFirst') : undefined}
            onDone={(updated) => fill(updated, updated.version)}
            onStale={(msg) => openStale(msg, reloadKeepingChanges, 'step')}
          />
        </div>
      )}
      <DetailForm
        resource={resource}
        form={form}
        mode={mode}
        dictionaries={dictionaries}
        loaded={base ? recordToForm(resource, base.values) : {}}
        onValuesChange={onValuesChange}
      />
      <Space style={{ margin: '4px 0 16px' }}>
        {mode === 'look' ? (
          id !== undefined && (
            <Permission name={editPermissionOf(resource)}>
              <Button type="primary" onClick={() => void navigate(detailUrl(resource, 'edit', id))}>
                {t('detail.edit')}
              </Button>
            </Permission>
          )
        ) : (
          <Button type="primary" loading={saving} onClick={() => void save()}>
            {t('detail.save')}
          </Button>
        )}
        <Button onClick={() => void navigate(resource.listRoute)}>{t('detail.cancel')}</Button>
      </Space>
      {id !== undefined && <AuditTrail resource={resource} source={source} id={id} />}
    </div>
  );
}

/** A detail page bound to one module, as the router's lazily loaded default export expects. */
export function detailPageFor(key: string) {
  const resource = resourceOf(key);
  if (!resource) throw new Error(`Unknown business module ${key}`);
  function ModuleDetailPage() {
    return <ResourceDetailPage resource={resource as ResourceDeclaration} />;
  }
  ModuleDetailPage.displayName = `DetailPage(${key})`;
  return ModuleDetailPage;
}
