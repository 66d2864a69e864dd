import {
  BankOutlined,
  AppstoreOutlined,
  HeartOutlined,
  HomeOutlined,
  ShopOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useMemo, type ReactNode } from 'react';
import { DASHBOARD_COUNTED_MODULES, ownDashboardModules } from '@eldercare/api-client/contract';
import { useNavigate } from 'react-router-dom';
import type { ModuleFigure } from './dashboard-model';
import { StatTile } from './StatTile';
import { useModuleLinks, useModuleTitle } from './useModuleTitle';

const ICONS: Record<string, ReactNode> = {
  elderlyInfo: <UserOutlined />,
  disabledInfo: <HeartOutlined />,
  pensionAgency: <BankOutlined />,
  dayCare: <HomeOutlined />,
  helpMeals: <ShopOutlined />,
  serviceProvider: <ToolOutlined />,
  volunteerManagement: <TeamOutlined />,
};

/**
 * The modules the summary will count, told from those the user may list by the server's rule
 * (`ownDashboardModules` in the contract): the placeholders are those tiles, titled, so nothing moves when
 * the figures arrive (without them the charts below jump, a layout shift of 0.18 on a phone).
 */
function useExpectedModules(): string[] {
  const links = useModuleLinks();
  return useMemo(() => {
    const canList = (module: string) => links.has(module);
    return [...DASHBOARD_COUNTED_MODULES.filter(canList), ...ownDashboardModules([...links.keys()], canList)];
  }, [links]);
}

export interface ModuleTilesProps {
  figures: readonly ModuleFigure[];
  loading: boolean;
}

/** A tile per module total; a click opens the module's list, which shows the same total. */
export function ModuleTiles({ figures, loading }: ModuleTilesProps) {
  const navigate = useNavigate();
  const titleOf = useModuleTitle();
  const links = useModuleLinks();
  const expected = useExpectedModules();
  if (loading) {
    return expected.map((module) => (
      <StatTile key={module} title={titleOf(module)} value={null} loading icon={ICONS[module]} />
    ));
  }
  return figures.map(({ module, value }) => {
    const listRoute = links.get(module)?.url;
    return (
      <StatTile
        key={module}
        title={titleOf(module)}
        value={value}
        loading={false}
        // The generic module icon is the menu's, already in the first screen.
        icon={ICONS[module] ?? <AppstoreOutlined />}
        onClick={listRoute ? () => navigate(listRoute) : undefined}
      />
    );
  });
}
