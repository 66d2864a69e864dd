import { Permission, useKit } from '@eldercare/admin-kit';
import { useAllDicts } from '@eldercare/api-client/react';
import { localise, type ResourceDeclaration } from '@eldercare/resources';
import { App, Button, Card, Form, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileListInput } from '../detail/FileListInput';
import { WorkflowBar } from '../detail/WorkflowBar';
import type { ResourceRoute } from '../routes';
import { RecordGate } from './RecordGate';
import { RecordSummary } from './RecordSummary';
import { useWorkflowRecord } from './useWorkflowRecord';

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
];

/**
 * Contract approval (`/contract/approval?id=`) and its documents (`/contract/approvalFile?id=`):
 * the contract at a glance, the approver's opinion and the approval documents, saved on the record.
 */
export function ApprovalPage({ resource, route }: { resource: ResourceDeclaration; route: ResourceRoute }) {
  const { t } = useTranslation('resources');
  const { language } = useKit();
  const { message } = App.useApp();
  const { data: dictionaries } = useAllDicts({ staleTime: 5 * 60_000 });
  const { id, record, patch } = useWorkflowRecord(resource, route);
  const [form] = Form.useForm<{ approver?: string; approvalOpinion?: string }>();
  const [files, setFiles] = useState<unknown>(undefined);
  const [saving, setSaving] = useState(false);
  const isFiles = route.extra?.key === 'approvalFile';
  const data = record.data;

  useEffect(() => {
    if (!data) return;
    form.setFieldsValue({
      approver: data.approver as string,
      approvalOpinion: data.approvalOpinion as string,
    });
    setFiles(data.approvalFiles);
  }, [data, form]);

  const save = async () => {
    setSaving(true);
    try {
      const values = isFiles
        ? { approvalFiles: files ?? [] }
        : { ...(await form.validateFields()), approvedAt: new Date().toISOString() };
      if (await patch(values)) message.success(t('detail.saved'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div>
      <h2 style={{ fontSize: 16, margin: '0 0 12px' }}>{localise(route.title, language)}</h2>
      <RecordGate id={id} loading={record.isPending} failed={record.isError && !data}>
        {data && (
          <Space orientation="vertical" style={{ width: '100%' }} size={12}>
            <RecordSummary resource={resource} record={data} fields={SUMMARY} />
            <WorkflowBar resource={resource} record={data} dictionaries={dictionaries} />
            <Card size="small" title={isFiles ? t('approval.files') : t('approval.history')}>
              {isFiles ? (
                <FileListInput value={files} onChange={setFiles} />
              ) : (
                <Form form={form} layout="vertical">
                  <Form.Item
                    name="approver"
                    label={localise(
                      resource.fields.find((f) => f.name === 'approver')?.label ?? route.title,
                      language,
                    )}
                  >
                    <Input maxLength={80} />
                  </Form.Item>
                  <Form.Item
                    name="approvalOpinion"
                    label={t('workflow.opinion')}
                    rules={[{ required: true, message: t('workflow.opinionRequired') }]}
                  >
                    <Input.TextArea autoSize={{ minRows: 3 }} maxLength={500} />
                  </Form.Item>
                </Form>
              )}
              <Permission name={route.extra?.permission}>
                <Button type="primary" loading={saving} onClick={() => void save()}>
                  {t('detail.save')}
                </Button>
              </Permission>
            </Card>
          </Space>
        )}
      </RecordGate>
    </div>
  );
}
