import {
  BankOutlined,
  HeartOutlined,
  HomeOutlined,
  MailOutlined,
  ShopOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Col, Row } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ChartCard } from './ChartCard';
import { COUNTED_MODULES, barOption, nonEmptySlices, pieOption, type CountedModule } from './dashboard-model';
import { StatTile } from './StatTile';
import { useDashboardData } from './useDashboardData';

const ICONS: Record<CountedModule, ReactNode> = {
  elderlyInfo: <UserOutlined />,
  disabledInfo: <HeartOutlined />,
  pensionAgency: <BankOutlined />,
  dayCare: <HomeOutlined />,
  helpMeals: <ShopOutlined />,
  serviceProvider: <ToolOutlined />,
  volunteerManagement: <TeamOutlined />,
};

/** Rows whose count could be read (a module the role may not list counts as unknown, not zero). */
function known<T extends { value: number | null }>(
  rows: readonly T[],
): (Omit<T, 'value'> & { value: number })[] {
  return rows.flatMap((row) => (row.value === null ? [] : [{ ...row, value: row.value }]));
}

/** The district operator's first page: counts, this month's services, unread messages, and charts. */
export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const data = useDashboardData();

  const facilitySlices = useMemo(
    () => known(data.facilities).map(({ module, value }) => ({ name: t(`facilities.${module}`), value })),
    [data.facilities, t],
  );

  return (
    <div className="ek-dashboard">
      <Row gutter={[16, 16]}>
        {COUNTED_MODULES.map((module) => (
          <Col key={module} xs={12} sm={8} lg={6} xxl={3}>
            <StatTile
              title={t(`totals.${module}`)}
              value={data.totals[module]}
              loading={data.totalsLoading}
              icon={ICONS[module]}
            />
          </Col>
        ))}
        <Col xs={12} sm={8} lg={6} xxl={3}>
          <StatTile
            title={t('servicesThisMonth')}
            value={data.servicesThisMonth}
            loading={data.servicesLoading}
            icon={<ToolOutlined />}
          />
        </Col>
        <Col xs={12} sm={8} lg={6} xxl={3}>
          <StatTile
            title={t('unreadMessages')}
            value={data.messages?.unread ?? null}
            loading={data.messagesLoading}
            icon={<MailOutlined />}
            onClick={() => navigate('/system/message')}
          />
        </Col>
        <Col xs={12} sm={8} lg={6} xxl={3}>
          <StatTile
            title={t('agenda')}
            value={data.messages?.agenda ?? null}
            loading={data.messagesLoading}
            icon={<MailOutlined />}
            onClick={() => navigate('/system/message')}
          />
        </Col>
      </Row>
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} xl={12}>
          <ChartCard
            title={t('charts.byStreet')}
            loading={data.byStreetLoading}
            hasData={data.byStreet.length > 0}
            option={barOption(data.byStreet, t('charts.people'))}
            emptyText={t('empty')}
          />
        </Col>
        <Col xs={24} xl={12}>
          <ChartCard
            title={t('charts.byCategory')}
            loading={data.byCategoryLoading}
            hasData={nonEmptySlices(data.byCategory).length > 0}
            option={pieOption(data.byCategory, t('charts.people'))}
            emptyText={t('empty')}
          />
        </Col>
        <Col xs={24}>
          <ChartCard
            title={t('charts.facilities')}
            loading={data.facilitiesLoading}
            hasData={nonEmptySlices(facilitySlices).length > 0}
            option={barOption(facilitySlices, t('charts.sites'))}
            emptyText={t('empty')}
          />
        </Col>
      </Row>
    </div>
  );
}
