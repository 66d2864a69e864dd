import {
  BankOutlined,
  DatabaseOutlined,
  HeartOutlined,
  HomeOutlined,
  ShopOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
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

/** How many placeholder tiles show while the figures load. */
const LOADING_TILES = 4;

export interface ModuleTilesProps {
  figures: readonly ModuleFigure[];
  loading: boolean;
}

/** A tile per module total; a click opens the module's list, which shows the same total. */
export function ModuleTiles({ figures, loading }: ModuleTilesProps) {
  const navigate = useNavigate();
  const titleOf = useModuleTitle();
  const links = useModuleLinks();
  if (loading) {
    return Array.from({ length: LOADING_TILES }, (_, i) => (
      <StatTile key={i} title="" value={null} loading icon={<DatabaseOutlined />} />
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
        icon={ICONS[module] ?? <DatabaseOutlined />}
        onClick={listRoute ? () => navigate(listRoute) : undefined}
      />
    );
  });
}
