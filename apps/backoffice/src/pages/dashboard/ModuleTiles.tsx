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
import { Col, type ColProps } from 'antd';
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
  colProps: ColProps;
}

/** A tile per module total; a click opens the module's list, which shows the same total. */
export function ModuleTiles({ figures, loading, colProps }: ModuleTilesProps) {
  const navigate = useNavigate();
  const titleOf = useModuleTitle();
  const links = useModuleLinks();
  if (loading) {
    return Array.from({ length: LOADING_TILES }, (_, i) => (
      <Col key={i} {...colProps}>
        <StatTile title="" value={null} loading icon={<DatabaseOutlined />} />
      </Col>
    ));
  }
  return figures.map(({ module, value }) => {
    const listRoute = links.get(module)?.url;
    return (
      <Col key={module} {...colProps}>
        <StatTile
          title={titleOf(module)}
          value={value}
          loading={false}
          icon={ICONS[module] ?? <DatabaseOutlined />}
          onClick={listRoute ? () => navigate(listRoute) : undefined}
        />
      </Col>
    );
  });
}
