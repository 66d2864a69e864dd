import type { ResourceDeclaration } from '@eldercare/resource-language';
import { Alert, Button, Skeleton, Space } from 'antd';
import type { ReactNode } from 'react';
import { Permission } from '../../permission/Permission';
import { LazyAuditTrail } from '../audit/LazyAuditTrail';
import { LazyResult } from '../feedback/LazyResult';
import { useResourceTranslation } from '../i18n/useResourceTranslation';
import { editPermissionOf, type DetailMode } from '../navigation/detail-url';
import { WorkflowBar } from '../workflow/WorkflowBar';
import { DetailForm } from './DetailForm';
import { DraftNotice } from './DraftNotice';
import { recordToForm } from './form-values';
import { useResourceDetail } from './useResourceDetail';

export interface ResourceDetailPageProps {
  resource: ResourceDeclaration;
  /** The record shown; undefined opens the add form. */
  id?: number;
  /** The mode asked for (the URL's `modelType`); edit falls back to look without the edit permission. */
  mode?: DetailMode;
  /** Rendered above the form (workflow pages add their own controls). */
  header?: ReactNode;
}

/** The generic add / edit / look page of a module (`modelType`), with drafts, trail and versions. */
export function ResourceDetailPage({ resource, id, mode: asked, header }: ResourceDetailPageProps) {
  const { t } = useResourceTranslation();
  const detail = useResourceDetail(resource, id, asked);
  const { form, mode, record, source } = detail;

  if (detail.status === 'missing' && id !== undefined)
    return <MissingRecord resource={resource} id={id} detail={detail} />;
  if (detail.status !== 'ready') return <Skeleton active paragraph={{ rows: 8 }} />;

  return (
    <div className="resource-detail-page">
      <h2 className="ek-detail-title">{detail.title}</h2>
      {header}
      {form.draft.pending && mode !== 'look' && (
        <DraftNotice
          draft={form.draft.pending}
          version={form.base?.version}
          onDiscard={detail.discardDraft}
        />
      )}
      {detail.locked && (
        <Alert
          type="warning"
          showIcon
          className="ek-below"
          title={t('detail.lockedForReview')}
          data-testid="detail-review-lock"
        />
      )}
      {record && resource.workflow && (
        <div className="ek-below">
          <WorkflowBar
            resource={resource}
            record={record}
            dictionaries={detail.dictionaries}
            source={source}
            // The edited fields travel with the step (one transaction): a refused step saves nothing.
            collectFields={mode === 'look' ? undefined : form.editedFields}
            onFieldError={(field, msg) => form.form.setFields([{ name: field, errors: [msg] }])}
            onDone={(updated) => {
              form.draft.clear();
              form.fill(updated, updated.version);
            }}
            onStale={detail.onStaleStep}
          />
        </div>
      )}
      <DetailForm
        resource={resource}
        form={form.form}
        mode={mode}
        source={source}
        id={id}
        dictionaries={detail.dictionaries}
        loaded={form.base ? recordToForm(resource, form.base.values) : {}}
        onValuesChange={form.onValuesChange}
        revealAll={form.revealAll}
      />
      <DetailActions resource={resource} id={id} detail={detail} />
      {id !== undefined && <LazyAuditTrail resource={resource} source={source} id={id} />}
    </div>
  );
}

interface DetailPartProps {
  resource: ResourceDeclaration;
  id: number | undefined;
  detail: ReturnType<typeof useResourceDetail>;
}

/** Edit in look mode (with the permission, unless the record is under review); save in the others. */
function DetailActions({ resource, id, detail }: DetailPartProps) {
  const { t } = useResourceTranslation();
  return (
    <Space className="ek-detail-actions">
      {detail.mode === 'look' ? (
        id !== undefined &&
        !detail.locked && (
          <Permission name={editPermissionOf(resource)}>
            <Button type="primary" onClick={detail.edit}>
              {t('detail.edit')}
            </Button>
          </Permission>
        )
      ) : (
        <Button type="primary" loading={detail.saving} onClick={() => void detail.save()}>
          {t('detail.save')}
        </Button>
      )}
      <Button onClick={detail.cancel}>{t('detail.cancel')}</Button>
    </Space>
  );
}

/** A record that is not (or no longer) there: say so, and keep its trail readable. */
function MissingRecord({ resource, id, detail }: DetailPartProps & { id: number }) {
  const { t } = useResourceTranslation();
  return (
    <>
      <LazyResult
        status="404"
        title={t('detail.notFound')}
        extra={<Button onClick={detail.retry}>{t('list.retry')}</Button>}
      />
      {/* A deleted record's trail (ending with the deletion) stays readable in its former scope. */}
      <LazyAuditTrail resource={resource} source={detail.source} id={id} quiet />
    </>
  );
}
