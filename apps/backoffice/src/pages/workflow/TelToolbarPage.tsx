import { Permission, RecordGate, RecordSummary, useKit } from '@eldercare/admin-kit';
import { localise, type ResourceDeclaration } from '@eldercare/resources';
import { Alert, App, Button, Card, Input, Space, Statistic, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceRoute } from '../resources/routes';
import { callEvents, isConnected, nextCallState, type CallEvent, type CallState } from './call-state';
import { useWorkflowRecord } from './useWorkflowRecord';
import { useKitTexts } from './useKitTexts';

const STATE_COLOURS: Record<CallState, string> = {
  ringing: 'orange',
  talking: 'green',
  held: 'gold',
  transferring: 'blue',
  ended: 'default',
};

/**
 * The call toolbar of a hotline call (`/callinInfo/teltoolbar/:id`): answer / hold / transfer /
 * hang up as a state machine, and on hang-up the call record (duration, notes) saved on the call.
 * There is no telephony: the page says so.
 */
export function TelToolbarPage({ resource, route }: { resource: ResourceDeclaration; route: ResourceRoute }) {
  const { t } = useTranslation('resources');
  const kitTexts = useKitTexts();
  const { language } = useKit();
  const { message } = App.useApp();
  const { id, record, patch } = useWorkflowRecord(resource, route);
  const [state, setState] = useState<CallState>('ringing');
  const [seconds, setSeconds] = useState(0);
  const [extension, setExtension] = useState('');
  const [notes, setNotes] = useState('');

  useEffect(() => {
    if (!isConnected(state)) return;
    const timer = setInterval(() => setSeconds((s) => s + 1), 1000);
    return () => clearInterval(timer);
  }, [state]);

  const fire = (event: CallEvent) => {
    const next = nextCallState(state, event);
    setState(next);
    if (next === 'ended' && state !== 'ended') {
      const previous = typeof record.data?.handlingNotes === 'string' ? record.data.handlingNotes : '';
      const line = [extension && event === 'confirmTransfer' ? `→ ${extension}` : '', notes]
        .filter(Boolean)
        .join(' ');
      void patch({
        durationSeconds: seconds,
        handlingNotes: [previous, line].filter(Boolean).join('\n'),
      }).then((ok) => ok && message.success(kitTexts.saved));
    }
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={12}>
      <h2 style={{ fontSize: 16, margin: 0 }}>{localise(route.title, language)}</h2>
      <Alert type="warning" showIcon title={t('tel.notice')} />
      <RecordGate id={id} loading={record.isPending} failed={record.isError && !record.data}>
        {record.data && (
          <>
            <Card size="small" title={t('tel.state')} data-testid="tel-toolbar">
              <Space wrap size={16} align="center">
                <Tag color={STATE_COLOURS[state]} data-testid="call-state">
                  {t(`tel.states.${state}`)}
                </Tag>
                <Statistic
                  title={t('tel.duration')}
                  value={`${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`}
                />
                <Permission name={route.extra?.permission}>
                  <Space wrap>
                    {callEvents(state).map((event) => (
                      <Button
                        key={event}
                        danger={event === 'hangUp'}
                        type={event === 'answer' ? 'primary' : 'default'}
                        onClick={() => fire(event)}
                      >
                        {t(`tel.${event}`)}
                      </Button>
                    ))}
                  </Space>
                </Permission>
              </Space>
              {state === 'transferring' && (
                <Input
                  style={{ marginTop: 12, maxWidth: 240 }}
                  value={extension}
                  onChange={(e) => setExtension(e.target.value)}
                  placeholder={t('tel.transferTo')}
                  aria-label={t('tel.transferTo')}
                />
              )}
            </Card>
            <Card size="small" title={t('tel.record')}>
              <Input.TextArea
                value={notes}
                onChange={(e) => setNotes(e.target.value)}
                autoSize={{ minRows: 3 }}
                maxLength={500}
                disabled={state === 'ended'}
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
