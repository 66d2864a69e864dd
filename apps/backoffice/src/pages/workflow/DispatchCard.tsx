import { Permission } from '@eldercare/admin-kit';
import { Button, Card, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ReferenceSelect } from '../../resource-inputs/reference/ReferenceSelect';

export interface DispatchCardProps {
  providerId: number | undefined;
  chooseProvider: (providerId: number | undefined) => void;
  staffId: number | undefined;
  setStaffId: (staffId: number | undefined) => void;
  /** How many requests are picked. */
  selectedCount: number;
  busy: boolean;
  assign: () => Promise<void>;
  /** The permission the assign button needs. */
  permission: string | undefined;
}

/** Who gets the picked requests: a provider, optionally one of its staff, and the button that assigns them. */
export function DispatchCard(props: DispatchCardProps) {
  const { providerId, chooseProvider, staffId, setStaffId, selectedCount, busy, assign, permission } = props;
  const { t } = useTranslation('resources');
  return (
    <Card size="small" title={t('dispatch.title')}>
      <Form layout="inline">
        <Form.Item label={t('dispatch.provider')}>
          <ReferenceSelect
            module="serviceProvider"
            style={{ minWidth: 200 }}
            value={providerId}
            onChange={(v) => chooseProvider(v as number | undefined)}
          />
        </Form.Item>
        <Form.Item label={t('dispatch.staff')}>
          <ReferenceSelect
            module="servicePersonal"
            providerId={providerId}
            disabled={providerId === undefined}
            style={{ minWidth: 200 }}
            value={staffId}
            onChange={(v) => setStaffId(v as number | undefined)}
          />
        </Form.Item>
        <Permission name={permission}>
          <Button type="primary" loading={busy} onClick={() => void assign()}>
            {t('dispatch.assign')}
          </Button>
        </Permission>
      </Form>
      <Typography.Text type="secondary">{t('dispatch.selected', { count: selectedCount })}</Typography.Text>
    </Card>
  );
}
