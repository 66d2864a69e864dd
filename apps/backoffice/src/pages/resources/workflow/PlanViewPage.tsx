import { useKit } from '@eldercare/admin-kit';
import { localise, type ResourceDeclaration } from '@eldercare/resources';
import { Card, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResourceRoute } from '../routes';
import { RecordGate } from './RecordGate';
import { RecordSummary } from './RecordSummary';
import { useWorkflowRecord } from './useWorkflowRecord';

/** Which part of a service plan each page shows. */
const VIEWS: Record<
  string,
  { title: 'plan.orderDetail' | 'plan.nextMonth' | 'plan.planDetails'; fields: string[] }
> = {
  orderDetail: {
    title: 'plan.orderDetail',
    fields: [
      'elderlyId',
      'providerId',
      'planMonth',
      'serviceItemIds',
      'budget',
      'subsidyAmount',
      'selfPaid',
      'status',
    ],
  },
  nextMonthDetail: {
    title: 'plan.nextMonth',
    fields: [
      'elderlyId',
      'planMonth',
      'serviceItemIds',
      'timesPerMonth',
      'minutesPerVisit',
      'nextMonthConfirmed',
      'budget',
    ],
  },
  planDetails: {
    title: 'plan.planDetails',
    fields: [
      'elderlyId',
      'area',
      'providerId',
      'planMonth',
      'serviceItemIds',
      'timesPerMonth',
      'minutesPerVisit',
      'status',
      'remarks',
    ],
  },
};

/** Service plan order detail / next-month plan / plan details (`?id=` of the plan). */
export function PlanViewPage({ resource, route }: { resource: ResourceDeclaration; route: ResourceRoute }) {
  const { t } = useTranslation('resources');
  const { language } = useKit();
  const { id, record } = useWorkflowRecord(resource, route);
  const view = VIEWS[route.extra?.key ?? ''] ?? VIEWS.planDetails;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <h2 style={{ fontSize: 16, margin: 0 }}>{localise(route.title, language)}</h2>
      <RecordGate id={id} loading={record.isPending} failed={record.isError && !record.data}>
        {record.data && view && (
          <Card size="small" title={t(view.title)}>
            <RecordSummary resource={resource} record={record.data} fields={view.fields} />
          </Card>
        )}
      </RecordGate>
    </Space>
  );
}
