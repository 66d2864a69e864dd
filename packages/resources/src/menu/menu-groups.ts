import type { LocalisedText } from '@eldercare/resource-language';
import type { MenuGroup } from './menu-group';
import { label, type Label } from '@eldercare/resource-language';

export interface MenuGroupDeclaration {
  group: MenuGroup;
  /** Sidebar order; lower first. */
  order: number;
  title: LocalisedText;
  /** An @ant-design/icons component name. */
  icon: string;
  /** Titles some account types see instead (SPEC §1: account type 10 renames the old-partner menu). */
  titleByAccountType?: Readonly<Record<string, LocalisedText>>;
}

function menu(group: MenuGroup, order: number, icon: string, title: Label, byType?: Record<string, Label>) {
  const entry: MenuGroupDeclaration = { group, order, icon, title: label(title) };
  if (byType) {
    entry.titleByAccountType = Object.fromEntries(Object.entries(byType).map(([k, v]) => [k, label(v)]));
  }
  return entry;
}

/** The sidebar's top-level groups, as SPEC §2 groups the modules; the server seeds the menu from these. */
export const MENU_GROUPS: readonly MenuGroupDeclaration[] = [
  menu('foodAid', 10, 'CoffeeOutlined', ['助餐管理', 'Food aid', 'Ayuda alimentaria']),
  menu('personalRecords', 20, 'TeamOutlined', ['人员信息', 'Personal records', 'Registros personales']),
  menu('organisations', 30, 'BankOutlined', ['机构管理', 'Organisations', 'Organizaciones']),
  menu('communityFacilities', 40, 'HomeOutlined', [
    '社区设施',
    'Community facilities',
    'Centros comunitarios',
  ]),
  menu('servicesActivities', 50, 'CustomerServiceOutlined', [
    '服务与活动',
    'Services and activities',
    'Servicios y actividades',
  ]),
  menu('advisers', 60, 'SolutionOutlined', ['养老顾问', 'Care advisers', 'Asesores de cuidados']),
  menu('points', 70, 'GiftOutlined', ['积分兑换', 'Points exchange', 'Canje de puntos']),
  menu('policy', 80, 'FileTextOutlined', ['政策信息', 'Policy information', 'Normativa']),
  menu('smartDevices', 90, 'MobileOutlined', ['智能设备', 'Smart devices', 'Equipos inteligentes']),
  menu('providers', 100, 'ShopOutlined', ['服务商', 'Service providers', 'Proveedores']),
  menu(
    'volunteers',
    110,
    'HeartOutlined',
    ['老伙伴项目管理', 'Old partner project management', 'Viejos Compañeros'],
    {
      '10': ['探访关爱项目管理', 'Visit and care project management', 'Visitas y cuidados'],
    },
  ),
  menu('assistiveDevices', 120, 'ToolOutlined', ['辅具租赁', 'Assistive device rental', 'Ayudas técnicas']),
  menu('assessment', 130, 'AuditOutlined', ['评估管理', 'Assessment', 'Evaluación']),
  menu('messages', 140, 'MessageOutlined', ['消息管理', 'Messages', 'Mensajes']),
  menu('providerManagement', 150, 'ClusterOutlined', [
    '服务商管理',
    'Provider management',
    'Gestión de proveedores',
  ]),
  menu('association', 160, 'ApartmentOutlined', ['协会管理', 'Association', 'Asociación']),
  menu('cognitiveCare', 170, 'BulbOutlined', ['认知症照护', 'Dementia care', 'Atención a la demencia']),
  menu('loveMilk', 180, 'ExperimentOutlined', ['爱心奶', 'Love milk', 'Leche solidaria']),
  menu('operatingCentre', 190, 'DashboardOutlined', [
    '运营中心',
    'Operating centre',
    'Centro de operaciones',
  ]),
  menu('rescue', 200, 'AlertOutlined', ['救助人员', 'Rescue staff', 'Personal de rescate']),
  menu('customers', 210, 'ShoppingCartOutlined', ['客户系统', 'Customer system', 'Sistema de clientes']),
  menu('ops', 900, 'MonitorOutlined', [
    '运维管理',
    'Operations and maintenance',
    'Operación y mantenimiento',
  ]),
  menu('system', 1000, 'SettingOutlined', ['系统管理', 'System', 'Sistema']),
];
