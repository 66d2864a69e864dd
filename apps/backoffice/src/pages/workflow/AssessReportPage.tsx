import { finalStates, RecordGate, RecordSummary, stateOf, useKit, WorkflowBar } from '@eldercare/admin-kit';
import { useAllDicts } from '@eldercare/api-client/react';
import { localise, type ResourceDeclaration } from '@eldercare/resources';
import { PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Divider, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { ResourceRoute } from '../resources/routes';
import { useWorkflowRecord } from './useWorkflowRecord';

/**
 * The assessment report of one form (`/assessmentForm/assessReport/:id`), laid out for printing,
 * with the form's workflow steps: a reviewer confirms (finalises) or returns a submitted form here.
 */
export function AssessReportPage({
  resource,
  route,
}: {
  resource: ResourceDeclaration;
  route: ResourceRoute;
}) {
  const { t } = useTranslation('resources');
  const { language } = useKit();
  const { data: dictionaries } = useAllDicts({ staleTime: 5 * 60_000 });
  const { id, source, record, onStale } = useWorkflowRecord(resource, route);
  const workflow = resource.workflow;
  // A report is final once its form reaches a state no step leaves (reviewed); before, provisional.
  const provisional = Boolean(
    workflow && record.data && !finalStates(workflow).includes(stateOf(workflow, record.data)),
  );
  return (
    <RecordGate id={id} loading={record.isPending} failed={record.isError && !record.data}>
      {record.data && (
        <article className="assess-report">
          <style>{'@media print { .assess-report-actions { display: none; } }'}</style>
          <Space className="assess-report-actions" style={{ marginBottom: 12 }} wrap>
            <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
              {t('report.print')}
            </Button>
            {workflow && (
              <WorkflowBar
                resource={resource}
                record={record.data}
                dictionaries={dictionaries}
                source={source}
                onStale={onStale}
              />
            )}
          </Space>
          {provisional && (
            <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={t('report.provisional')} />
          )}
          <Typography.Title level={3} style={{ textAlign: 'center' }}>
            {t('report.title')}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
            {localise(resource.title, language)} · {String(record.data.formNo ?? record.data.id)} ·{' '}
            {t('report.generatedAt', { time: dayjs().format('YYYY-MM-DD HH:mm') })}
          </Typography.Paragraph>
          <RecordSummary resource={resource} record={record.data} />
          <Divider />
          <Space size={48}>
            <span>{t('report.signature')}: ____________</span>
            <span>{t('report.date')}: ____________</span>
          </Space>
        </article>
      )}
    </RecordGate>
  );
}
