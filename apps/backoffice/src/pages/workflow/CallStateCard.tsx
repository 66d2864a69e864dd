import { Permission } from '@eldercare/admin-kit';
import { Button, Card, Input, Space, Statistic, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { callEvents, type CallEvent, type CallState } from './call-state';

const STATE_COLOURS: Record<CallState, string> = {
  ringing: 'orange',
  talking: 'green',
  held: 'gold',
  transferring: 'blue',
  ended: 'default',
};

export interface CallStateCardProps {
  state: CallState;
  seconds: number;
  extension: string;
  setExtension: (extension: string) => void;
  fire: (event: CallEvent) => void;
  /** The permission the call's buttons need. */
  permission: string | undefined;
}

/** Where the call is, how long it has lasted, the buttons its state allows and, transferring, the extension. */
export function CallStateCard({
  state,
  seconds,
  extension,
  setExtension,
  fire,
  permission,
}: CallStateCardProps) {
  const { t } = useTranslation('resources');
  return (
    <Card size="small" title={t('tel.state')} data-testid="tel-toolbar">
      <Space wrap size={16} align="center">
        <Tag color={STATE_COLOURS[state]} data-testid="call-state">
          {t(`tel.states.${state}`)}
        </Tag>
        <Statistic
          title={t('tel.duration')}
          value={`${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`}
        />
        <Permission name={permission}>
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
  );
}
