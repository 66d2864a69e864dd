import { HeartOutlined, MailOutlined, ToolOutlined } from '@ant-design/icons';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ChartCard } from './ChartCard';
import { nonEmptySlices } from './dashboard-model';
import { ModuleTiles } from './ModuleTiles';
import { StatTile } from './StatTile';
import { useDashboardData } from './useDashboardData';
import { useDashboardTheme } from './useDashboardTheme';
import './dashboard.css';
import { useModuleLinks, useModuleTitle } from './useModuleTitle';

/** Rows whose count could be read (a module the role may not list counts as unknown, not zero). */
function known<T extends { value: number | null }>(
  rows: readonly T[],
): (Omit<T, 'value'> & { value: number })[] {
  return rows.flatMap((row) => (row.value === null ? [] : [{ ...row, value: row.value }]));
}

/**
 * Every role's first page: the totals of the modules it may list in its scope, this month's
 * services, unread messages, and charts. District staff see the elderly by street and category;
 * roles without the elderly records (institution, association…) see their own modules compared.
 */
export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const data = useDashboardData();
  const titleOf = useModuleTitle();
  const themeStyle = useDashboardTheme();
  const links = useModuleLinks();

  const facilitySlices = useMemo(
    () =>
      known(data.facilities).map(({ module, value }) => ({
        name: t(`facilities.${module}`),
        value,
        to: links.get(module)?.url,
      })),
    [data.facilities, t, links],
  );
  const moduleSlices = useMemo(
    () =>
      data.modules.map(({ module, value }) => ({ name: titleOf(module), value, to: links.get(module)?.url })),
    [data.modules, titleOf, links],
  );

  return (
    <div className="ek-dashboard" style={themeStyle}>
      <div className="ek-dashboard-tiles">
        <ModuleTiles figures={data.modules} loading={data.totalsLoading} />
        {(data.servicesLoading || data.servicesThisMonth !== null) && (
          <StatTile
            title={t('servicesThisMonth')}
            value={data.servicesThisMonth}
            loading={data.servicesLoading}
            icon={<ToolOutlined />}
          />
        )}
        <StatTile
          title={t('unreadMessages')}
          value={data.messages?.unread ?? null}
          loading={data.messagesLoading}
          icon={<MailOutlined />}
          onClick={() => navigate('/system/message')}
        />
        <StatTile
          title={t('agenda')}
          value={data.messages?.agenda ?? null}
          loading={data.messagesLoading}
          icon={<HeartOutlined />}
          onClick={() => navigate('/system/message')}
        />
      </div>
      <div className="ek-dashboard-charts">
        {data.showsElderly ? (
          <>
            <ChartCard
              title={t('charts.byStreet')}
              loading={data.byStreetLoading}
              hasData={data.byStreet.length > 0}
              bars={data.byStreet}
              emptyText={t('empty')}
            />
            <ChartCard
              title={t('charts.byCategory')}
              loading={data.byCategoryLoading}
              hasData={nonEmptySlices(data.byCategory).length > 0}
              bars={nonEmptySlices(data.byCategory)}
              emptyText={t('empty')}
            />
          </>
        ) : (
          moduleSlices.length > 0 && (
            <ChartCard
              wide
              title={t('charts.overview')}
              loading={data.totalsLoading}
              hasData={nonEmptySlices(moduleSlices).length > 0}
              bars={moduleSlices}
              emptyText={t('empty')}
            />
          )
        )}
        {data.showsFacilities && (
          <ChartCard
            wide
            title={t('charts.facilities')}
            loading={data.facilitiesLoading}
            hasData={nonEmptySlices(facilitySlices).length > 0}
            bars={facilitySlices}
            emptyText={t('empty')}
          />
        )}
      </div>
    </div>
  );
}
