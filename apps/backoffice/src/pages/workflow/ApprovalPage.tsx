import { Permission, RecordGate, RecordSummary, useKit, WorkflowBar } from '@eldercare/admin-kit';
import { useAllDicts } from '@eldercare/api-client/react';
import { localise, type ResourceDeclaration, type WorkflowTransition } from '@eldercare/resources';
import { App, Button, Card, Form, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/session-store';
import { FileListInput } from '../../resource-inputs/files/FileListInput';
import type { ResourceRoute } from '../resources/routes';
import { useWorkflowRecord } from './useWorkflowRecord';
import { useKitTexts } from './useKitTexts';

const SUMMARY = [
  'contractNo',
  'lesseeId',
  'productId',
  'quantity',
  'rentMode',
  'startDate',
  'endDate',
  'monthlyRent',
  'deposit',
  'contractStatus',
  'approver',
  'approvedAt',
  'approvalOpinion',
];

/** The documents page submits the contract; the approval page decides on it (and may terminate it). */
const FILE_STEPS = ['submit'];

/**
 * Contract approval (`/contract/approval?id=`) and its documents (`/contract/approvalFile?id=`).
 * Approval: the contract at a glance and the steps its state allows; approving or rejecting first
 * records the approver, the time and the opinion on the contract, then runs the step. Documents:
 * the approval files, saved on the record, then the contract can be submitted.
 */
export function ApprovalPage({ resource, route }: { resource: ResourceDeclaration; route: ResourceRoute }) {
  const { t } = useTranslation('resources');
  const kitTexts = useKitTexts();
  const { language } = useKit();
  const { message } = App.useApp();
  const { user } = useSession();
  const { data: dictionaries } = useAllDicts({ staleTime: 5 * 60_000 });
  const { id, source, record, patch, onStale } = useWorkflowRecord(resource, route);
  const [form] = Form.useForm<{ approver?: string }>();
  const [files, setFiles] = useState<unknown>(undefined);
  const [saving, setSaving] = useState(false);
  const isFiles = route.extra?.key === 'approvalFile';
  const data = record.data;
  const approverField = resource.fields.find((f) => f.name === 'approver');

  useEffect(() => {
    if (!data) return;
    form.setFieldsValue({ approver: (data.approver as string | undefined) || user?.name || user?.userName });
    setFiles(data.approvalFiles);
  }, [data, form, user]);

  const saveFiles = async () => {
    setSaving(true);
    try {
      if (await patch({ approvalFiles: files ?? [] })) message.success(kitTexts.saved);
    } finally {
      setSaving(false);
    }
  };

  /** A decision (a step behind this page's permission) is recorded on the contract before it runs. */
  const beforeStep = async (step: WorkflowTransition, comment: string | undefined) => {
    if (!data) return undefined;
    if (isFiles) {
      const changed = JSON.stringify(files ?? []) !== JSON.stringify(data.approvalFiles ?? []);
      return changed ? patch({ approvalFiles: files ?? [] }) : data;
    }
    if (step.permission !== route.extra?.permission) return data;
    const { approver } = await form.validateFields();
    return patch({
      approver: approver ?? null,
      approvedAt: new Date().toISOString(),
      approvalOpinion: comment?.trim() || null,
    });
  };

  return (
    <div>
      <h2 style={{ fontSize: 16, margin: '0 0 12px' }}>{localise(route.title, language)}</h2>
      <RecordGate id={id} loading={record.isPending} failed={record.isError && !data}>
        {data && (
          <Space orientation="vertical" style={{ width: '100%' }} size={12}>
            <RecordSummary resource={resource} record={data} fields={SUMMARY} />
            <Card size="small" title={isFiles ? t('approval.files') : t('approval.decision')}>
              {isFiles ? (
                <Space orientation="vertical" style={{ width: '100%' }}>
                  <FileListInput value={files} onChange={setFiles} />
                  <Permission name={route.extra?.permission}>
                    <Button loading={saving} onClick={() => void saveFiles()}>
                      {kitTexts.save}
                    </Button>
                  </Permission>
                </Space>
              ) : (
                <Form form={form} layout="vertical" style={{ maxWidth: 360 }}>
                  <Form.Item
                    name="approver"
                    label={approverField ? localise(approverField.label, language) : t('approval.approver')}
                    extra={t('approval.hint')}
                  >
                    <Input maxLength={80} />
                  </Form.Item>
                </Form>
              )}
              <WorkflowBar
                resource={resource}
                record={data}
                dictionaries={dictionaries}
                source={source}
                {...(isFiles ? { steps: FILE_STEPS } : {})}
                onBeforeStep={beforeStep}
                onStale={onStale}
              />
            </Card>
          </Space>
        )}
      </RecordGate>
    </div>
  );
}
