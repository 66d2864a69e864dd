import { HeartOutlined, MailOutlined, ToolOutlined } from '@ant-design/icons';
import { Col, Row } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ChartCard } from './ChartCard';
import { barOption, nonEmptySlices, pieOption } from './dashboard-model';
import { ModuleTiles } from './ModuleTiles';
import { StatTile } from './StatTile';
import { useDashboardData } from './useDashboardData';
import { useModuleTitle } from './useModuleTitle';

/** Rows whose count could be read (a module the role may not list counts as unknown, not zero). */
function known<T extends { value: number | null }>(
  rows: readonly T[],
): (Omit<T, 'value'> & { value: number })[] {
  return rows.flatMap((row) => (row.value === null ? [] : [{ ...row, value: row.value }]));
}

const TILE = { xs: 12, sm: 8, lg: 6, xxl: 3 } as const;

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

  const facilitySlices = useMemo(
    () => known(data.facilities).map(({ module, value }) => ({ name: t(`facilities.${module}`), value })),
    [data.facilities, t],
  );
  const moduleSlices = useMemo(
    () => data.modules.map(({ module, value }) => ({ name: titleOf(module), value })),
    [data.modules, titleOf],
  );

  return (
    <div className="ek-dashboard">
      <Row gutter={[16, 16]}>
        <ModuleTiles figures={data.modules} loading={data.totalsLoading} colProps={TILE} />
        {(data.servicesLoading || data.servicesThisMonth !== null) && (
          <Col {...TILE}>
            <StatTile
              title={t('servicesThisMonth')}
              value={data.servicesThisMonth}
              loading={data.servicesLoading}
              icon={<ToolOutlined />}
            />
          </Col>
        )}
        <Col {...TILE}>
          <StatTile
            title={t('unreadMessages')}
            value={data.messages?.unread ?? null}
            loading={data.messagesLoading}
            icon={<MailOutlined />}
            onClick={() => navigate('/system/message')}
          />
        </Col>
        <Col {...TILE}>
          <StatTile
            title={t('agenda')}
            value={data.messages?.agenda ?? null}
            loading={data.messagesLoading}
            icon={<HeartOutlined />}
            onClick={() => navigate('/system/message')}
          />
        </Col>
      </Row>
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        {data.showsElderly ? (
          <>
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
          </>
        ) : (
          moduleSlices.length > 0 && (
            <Col xs={24}>
              <ChartCard
                title={t('charts.overview')}
                loading={data.totalsLoading}
                hasData={nonEmptySlices(moduleSlices).length > 0}
                option={barOption(moduleSlices, t('charts.records'))}
                emptyText={t('empty')}
              />
            </Col>
          )
        )}
        {data.showsFacilities && (
          <Col xs={24}>
            <ChartCard
              title={t('charts.facilities')}
              loading={data.facilitiesLoading}
              hasData={nonEmptySlices(facilitySlices).length > 0}
              option={barOption(facilitySlices, t('charts.sites'))}
              emptyText={t('empty')}
            />
          </Col>
        )}
      </Row>
    </div>
  );
}
