import { DashboardOutlined, HomeOutlined, TeamOutlined } from '@ant-design/icons';
import type { KitMenuNode } from '@eldercare/admin-kit';

export const demoMenu: KitMenuNode[] = [
  { key: 'dashboard', title: '首页', path: '/dashboard', icon: <DashboardOutlined /> },
  {
    key: 'people',
    title: '人员信息',
    icon: <TeamOutlined />,
    children: [
      { key: 'elderly', title: '老年人信息', path: '/elderlyInfo/index' },
      { key: 'disabled', title: '残疾人信息', path: '/disabledInfo/index' },
      { key: 'alone', title: '独居老人', path: '/alonePeople/index' },
    ],
  },
  {
    key: 'org',
    title: '机构管理',
    icon: <HomeOutlined />,
    children: [
      { key: 'agency', title: '养老机构', path: '/pensionAgency/index' },
      { key: 'checkin', title: '入住人员', path: '/checkInPeople/index' },
    ],
  },
];

export const routeTitles: Record<string, string> = {
  '/dashboard': '首页',
  '/elderlyInfo/index': '老年人信息',
  '/disabledInfo/index': '残疾人信息',
  '/alonePeople/index': '独居老人',
  '/pensionAgency/index': '养老机构',
  '/checkInPeople/index': '入住人员',
  '/elderlyInfo/details': '老年人详情',
};

export function routeTitle(pathname: string): string | undefined {
  return routeTitles[pathname] ?? routeTitles[pathname.replace(/\/[^/]+$/, '')];
}
