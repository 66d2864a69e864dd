import { HeartOutlined, MailOutlined, ToolOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ModuleTiles } from './ModuleTiles';
import { StatTile } from './StatTile';
import type { DashboardData } from './useDashboardData';

/** The figures row: module totals, this month's services, unread messages and the agenda. */
export function DashboardTiles({ data }: { data: DashboardData }) {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const openMessages = () => navigate('/system/message');
  return (
    <div className="ek-dashboard-tiles">
      <ModuleTiles figures={data.modules} loading={data.summaryLoading} />
      {(data.summaryLoading || data.servicesThisMonth !== null) && (
        <StatTile
          title={t('servicesThisMonth')}
          value={data.servicesThisMonth}
          loading={data.summaryLoading}
          icon={<ToolOutlined />}
        />
      )}
      <StatTile
        title={t('unreadMessages')}
        value={data.messages?.unread ?? null}
        loading={data.messagesLoading}
        icon={<MailOutlined />}
        onClick={openMessages}
      />
      <StatTile
        title={t('agenda')}
        value={data.messages?.agenda ?? null}
        loading={data.messagesLoading}
        icon={<HeartOutlined />}
        onClick={openMessages}
      />
    </div>
  );
}
