import { RecordGate, RecordSummary, useKit } from '@eldercare/admin-kit';
import { localise, type ResourceDeclaration } from '@eldercare/resources';
import { Alert, Card, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResourceRoute } from '../resources/routes';
import { CallStateCard } from './CallStateCard';
import { useCallToolbar } from './useCallToolbar';
import { useWorkflowRecord } from './useWorkflowRecord';

/**
 * The call toolbar of a hotline call (`/callinInfo/teltoolbar/:id`): answer / hold / transfer /
 * hang up as a state machine, and on hang-up the call record (duration, notes) saved on the call.
 * There is no telephony: the page says so.
 */
export function TelToolbarPage({ resource, route }: { resource: ResourceDeclaration; route: ResourceRoute }) {
  const { t } = useTranslation('resources');
  const { language } = useKit();
  const { id, record, patch } = useWorkflowRecord(resource, route);
  const { notes, setNotes, ...call } = useCallToolbar(record.data, patch);

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={12}>
      <h2 style={{ fontSize: 16, margin: 0 }}>{localise(route.title, language)}</h2>
      <Alert type="warning" showIcon title={t('tel.notice')} />
      <RecordGate id={id} loading={record.isPending} failed={record.isError && !record.data}>
        {record.data && (
          <>
            <CallStateCard {...call} permission={route.extra?.permission} />
            <Card size="small" title={t('tel.record')}>
              <Input.TextArea
                value={notes}
                onChange={(e) => setNotes(e.target.value)}
                autoSize={{ minRows: 3 }}
                maxLength={500}
                disabled={call.state === 'ended'}
                aria-label={t('tel.record')}
              />
              <div style={{ marginTop: 12 }}>
                <RecordSummary
                  resource={resource}
                  record={record.data}
                  fields={['callerName', 'callerNumber', 'calledAt', 'category', 'content', 'handlingNotes']}
                />
              </div>
            </Card>
          </>
        )}
      </RecordGate>
    </Space>
  );
}
