import { Space } from 'antd';
import { ErrorLogCard } from './ErrorLogCard';
import { HealthCard } from './HealthCard';

/** `/maintenance`: the database and migration state, and the client error log with a clear action. */
export default function MaintenancePage() {
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <HealthCard />
      <ErrorLogCard canClear />
    </Space>
  );
}
