import { useKit } from '@eldercare/admin-kit';
import { localise, type ResourceDeclaration } from '@eldercare/resources';
import { PrinterOutlined } from '@ant-design/icons';
import { Button, Divider, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { ResourceRoute } from '../routes';
import { RecordGate } from './RecordGate';
import { RecordSummary } from './RecordSummary';
import { useWorkflowRecord } from './useWorkflowRecord';

/** The assessment report of one form (`/assessmentForm/assessReport/:id`), laid out for printing. */
export function AssessReportPage({
  resource,
  route,
}: {
  resource: ResourceDeclaration;
  route: ResourceRoute;
}) {
  const { t } = useTranslation('resources');
  const { language } = useKit();
  const { id, record } = useWorkflowRecord(resource, route);
  return (
    <RecordGate id={id} loading={record.isPending} failed={record.isError && !record.data}>
      {record.data && (
        <article className="assess-report">
          <style>{'@media print { .assess-report-actions { display: none; } }'}</style>
          <Space className="assess-report-actions" style={{ marginBottom: 12 }}>
            <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
              {t('report.print')}
            </Button>
          </Space>
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
