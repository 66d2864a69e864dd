import { Permission, RecordGate, RecordSummary, useKit, WorkflowBar } from '@eldercare/admin-kit';
import { useAllDicts } from '@eldercare/api-client/react';
import { localise, type ResourceDeclaration } from '@eldercare/resources';
import { App, Button, Card, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceRoute } from '../resources/routes';
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

/**
 * Service plan order detail / next-month plan / plan details (`?id=` of the plan). The next-month
 * page confirms next month's plan; the steps of the plan's workflow, when it declares one, are
 * offered on every view.
 */
export function PlanViewPage({ resource, route }: { resource: ResourceDeclaration; route: ResourceRoute }) {
  const { t } = useTranslation('resources');
  const { language } = useKit();
  const { message } = App.useApp();
  const { data: dictionaries } = useAllDicts({ staleTime: 5 * 60_000 });
  const { id, source, record, patch, onStale } = useWorkflowRecord(resource, route);
  const [confirming, setConfirming] = useState(false);
  const view = VIEWS[route.extra?.key ?? ''] ?? VIEWS.planDetails;
  const canConfirm =
    route.extra?.key === 'nextMonthDetail' && resource.fields.some((f) => f.name === 'nextMonthConfirmed');

  const confirmNextMonth = async () => {
    setConfirming(true);
    try {
      if (await patch({ nextMonthConfirmed: true })) message.success(t('plan.confirmed'));
    } finally {
      setConfirming(false);
    }
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <h2 style={{ fontSize: 16, margin: 0 }}>{localise(route.title, language)}</h2>
      <RecordGate id={id} loading={record.isPending} failed={record.isError && !record.data}>
        {record.data && view && (
          <Card size="small" title={t(view.title)}>
            <Space orientation="vertical" style={{ width: '100%' }} size={12}>
              <RecordSummary resource={resource} record={record.data} fields={view.fields} />
              {resource.workflow && (
                <WorkflowBar
                  resource={resource}
                  record={record.data}
                  dictionaries={dictionaries}
                  source={source}
                  onStale={onStale}
                />
              )}
              {canConfirm && (
                <Permission name={route.extra?.permission}>
                  <Button
                    type="primary"
                    loading={confirming}
                    disabled={record.data.nextMonthConfirmed === true}
                    onClick={() => void confirmNextMonth()}
                  >
                    {record.data.nextMonthConfirmed === true ? t('plan.alreadyConfirmed') : t('plan.confirm')}
                  </Button>
                </Permission>
              )}
            </Space>
          </Card>
        )}
      </RecordGate>
    </Space>
  );
}
