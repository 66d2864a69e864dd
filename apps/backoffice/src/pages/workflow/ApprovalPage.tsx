import { Permission, RecordGate, RecordSummary, useKit, WorkflowBar } from '@eldercare/admin-kit';
import { useAllDicts } from '@eldercare/api-client/react';
import { localise, type ResourceDeclaration } from '@eldercare/resources';
import { Button, Card, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { FileListInput } from '../../resource-inputs/files/FileListInput';
import type { ResourceRoute } from '../resources/routes';
import { useApproval } from './useApproval';
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
  const { data: dictionaries } = useAllDicts({ staleTime: 5 * 60_000 });
  const { id, source, record, onStale, form, files, setFiles, saving, saveFiles, beforeStep, isFiles } =
    useApproval(resource, route);
  const data = record.data;
  const approverField = resource.fields.find((f) => f.name === 'approver');

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
