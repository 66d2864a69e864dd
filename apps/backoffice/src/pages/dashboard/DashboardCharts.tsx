import { useTranslation } from 'react-i18next';
import { ChartCard } from './ChartCard';
import { nonEmptySlices } from './dashboard-model';
import { useFacilitySlices, useModuleSlices } from './useChartSlices';
import type { DashboardData } from './useDashboardData';

/**
 * The charts: district staff see the elderly by street and category; roles without the elderly
 * records see their own modules compared; the facilities where the role may read them.
 */
export function DashboardCharts({ data }: { data: DashboardData }) {
  const { t } = useTranslation('dashboard');
  const facilitySlices = useFacilitySlices(data.facilities);
  const moduleSlices = useModuleSlices(data.modules);
  return (
    <div className="ek-dashboard-charts">
      {data.showsElderly ? (
        <>
          <ChartCard
            title={t('charts.byStreet')}
            loading={data.summaryLoading}
            hasData={data.byStreet.length > 0}
            bars={data.byStreet}
          />
          <ChartCard
            title={t('charts.byCategory')}
            loading={data.summaryLoading}
            hasData={nonEmptySlices(data.byCategory).length > 0}
            bars={nonEmptySlices(data.byCategory)}
          />
        </>
      ) : (
        moduleSlices.length > 0 && (
          <ChartCard
            wide
            title={t('charts.overview')}
            loading={data.summaryLoading}
            hasData={nonEmptySlices(moduleSlices).length > 0}
            bars={moduleSlices}
          />
        )
      )}
      {data.showsFacilities && (
        <ChartCard
          wide
          title={t('charts.facilities')}
          loading={data.summaryLoading}
          hasData={nonEmptySlices(facilitySlices).length > 0}
          bars={facilitySlices}
        />
      )}
    </div>
  );
}
