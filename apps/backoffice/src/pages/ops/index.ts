import type { PageDefinition } from '../../router/page-definition';

export const opsPages: PageDefinition[] = [
  {
    path: '/systemMonitoring',
    title: { 'zh-CN': '系统监控', en: 'System monitoring', es: 'Supervisión del sistema' },
    load: () => import('./SystemMonitoringPage'),
  },
  {
    path: '/maintenance',
    title: { 'zh-CN': '系统维护', en: 'Maintenance', es: 'Mantenimiento' },
    load: () => import('./MaintenancePage'),
  },
];
