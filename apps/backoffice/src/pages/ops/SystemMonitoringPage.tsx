import { Space } from 'antd';
import { ErrorLogCard } from './ErrorLogCard';
import { HealthCard } from './HealthCard';
import { SessionsCard } from './SessionsCard';

/** `/systemMonitoring`: is the server up, is the database reachable, who is signed in, what failed here. */
export default function SystemMonitoringPage() {
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <HealthCard />
      <SessionsCard />
      <ErrorLogCard />
    </Space>
  );
}
