import type { PageDefinition } from '../../router/page-definition';

export const dashboardPages: PageDefinition[] = [
  {
    path: '/dashboard',
    title: { 'zh-CN': '首页', en: 'Dashboard', es: 'Inicio' },
    load: () => import('./DashboardPage'),
    // The first screen after sign-in: only its own texts, not every page's.
    texts: ['dashboard'],
  },
];
