import { DashboardCharts } from './DashboardCharts';
import { DashboardTiles } from './DashboardTiles';
import { useDashboardData } from './useDashboardData';
import { useDashboardTheme } from './useDashboardTheme';
import './dashboard.css';

/**
 * Every role's first page: the totals of the modules it may list in its scope, this month's
 * services, unread messages, and charts. District staff see the elderly by street and category;
 * roles without the elderly records (institution, association…) see their own modules compared.
 */
export default function DashboardPage() {
  const data = useDashboardData();
  const themeStyle = useDashboardTheme();
  return (
    <div className="ek-dashboard" style={themeStyle}>
      <DashboardTiles data={data} />
      <DashboardCharts data={data} />
    </div>
  );
}
