import {
  AlertOutlined,
  ApartmentOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BookOutlined,
  BulbOutlined,
  ClusterOutlined,
  CoffeeOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  ExperimentOutlined,
  FileTextOutlined,
  GiftOutlined,
  HeartOutlined,
  HomeOutlined,
  MessageOutlined,
  MobileOutlined,
  MonitorOutlined,
  NotificationOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  SolutionOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/**
 * The icons the server's menus name. Importing each one (not the whole icon set) keeps the shell
 * small; an unknown name falls back to a neutral icon.
 */
const ICONS: Record<string, ReactNode> = {
  AlertOutlined: <AlertOutlined />,
  ApartmentOutlined: <ApartmentOutlined />,
  AppstoreOutlined: <AppstoreOutlined />,
  AuditOutlined: <AuditOutlined />,
  BankOutlined: <BankOutlined />,
  BookOutlined: <BookOutlined />,
  BulbOutlined: <BulbOutlined />,
  ClusterOutlined: <ClusterOutlined />,
  CoffeeOutlined: <CoffeeOutlined />,
  CustomerServiceOutlined: <CustomerServiceOutlined />,
  DashboardOutlined: <DashboardOutlined />,
  ExperimentOutlined: <ExperimentOutlined />,
  FileTextOutlined: <FileTextOutlined />,
  GiftOutlined: <GiftOutlined />,
  HeartOutlined: <HeartOutlined />,
  HomeOutlined: <HomeOutlined />,
  MessageOutlined: <MessageOutlined />,
  MobileOutlined: <MobileOutlined />,
  MonitorOutlined: <MonitorOutlined />,
  NotificationOutlined: <NotificationOutlined />,
  SettingOutlined: <SettingOutlined />,
  ShopOutlined: <ShopOutlined />,
  ShoppingCartOutlined: <ShoppingCartOutlined />,
  SolutionOutlined: <SolutionOutlined />,
  TeamOutlined: <TeamOutlined />,
  ToolOutlined: <ToolOutlined />,
  UserOutlined: <UserOutlined />,
};

/** Accepts both `SettingOutlined` and the short `setting` the system menus use. */
export function menuIcon(name: string): ReactNode {
  if (!name) return undefined;
  const full = name.endsWith('Outlined') ? name : `${name.charAt(0).toUpperCase()}${name.slice(1)}Outlined`;
  return ICONS[full] ?? <AppstoreOutlined />;
}
