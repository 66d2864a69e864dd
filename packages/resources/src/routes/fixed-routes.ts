import type { ExtraRouteDeclaration, LocalisedText, ResourceDeclaration } from '@eldercare/resource-language';
import type { MenuGroup } from '../menu/menu-group';
import { RESOURCES } from '../modules/index';

/**
 * The fixed hidden detail routes of SPEC §2. They are not in the server's menus; list pages open them
 * (add, edit, look) and notices link to them. `variant` says which URLs exist:
 * - `both`: the add URL (no id) and the detail URL (`/:id`) — SPEC's `[/:id]`;
 * - `id`: only `/:id` (SPEC's "/:id only"), or the named parameter in `param`;
 * - `exact`: only the path itself.
 */
export type FixedRouteVariant = 'both' | 'id' | 'exact';

export interface FixedRoute {
  /** Path without the id segment. */
  path: string;
  variant: FixedRouteVariant;
  /** Name of the id parameter when it is not `id` (e.g. `orgId`). */
  param?: string;
  group: MenuGroup;
  title: LocalisedText;
  /** The module whose declaration names the route (absent for the platform's own pages). */
  module?: string;
}

const t = (zh: string, en: string, es: string): LocalisedText => ({ 'zh-CN': zh, en, es });

/** The platform's own fixed pages (system and operations): not business modules, so not declared. */
export const PLATFORM_ROUTES: readonly FixedRoute[] = [
  {
    path: '/user/updatePassword',
    variant: 'exact',
    group: 'system',
    title: t('修改密码', 'Change password', 'Cambiar contraseña'),
  },
  {
    path: '/dictionary/list',
    variant: 'exact',
    group: 'system',
    title: t('字典数据', 'Dictionary data', 'Datos del diccionario'),
  },
  {
    path: '/userInfo/index',
    variant: 'exact',
    group: 'system',
    title: t('个人中心', 'My profile', 'Mi perfil'),
  },
  {
    path: '/message/messageDetails',
    variant: 'exact',
    group: 'system',
    title: t('消息详情', 'Message details', 'Detalle del mensaje'),
  },
  {
    path: '/maintenance',
    variant: 'exact',
    group: 'ops',
    title: t('运维管理', 'Maintenance', 'Mantenimiento'),
  },
  {
    path: '/systemMonitoring',
    variant: 'exact',
    group: 'ops',
    title: t('系统监控', 'System monitoring', 'Supervisión del sistema'),
  },
];

/** A module detail page's title: the module title + "details". */
export const detailTitleOf = (resource: Pick<ResourceDeclaration, 'title'>): LocalisedText => ({
  'zh-CN': `${resource.title['zh-CN']}详情`,
  en: `${resource.title.en}: details`,
  es: `${resource.title.es}: detalle`,
});

const withParam = (param: string | undefined) => (param && param !== 'id' ? { param } : {});

/** The routes one declaration names: its detail page and its extra workflow / variant pages. */
export function declaredRoutes(resource: ResourceDeclaration): FixedRoute[] {
  const { key: module } = resource;
  // The language types a module's group as any string; the catalogue test checks each is a menu group.
  const group = resource.group as MenuGroup;
  const variant: FixedRouteVariant =
    resource.detailId === 'optional' ? 'both' : resource.detailId === 'required' ? 'id' : 'exact';
  const extra = (e: ExtraRouteDeclaration): FixedRoute => ({
    path: e.path,
    variant: e.idMode === 'required' ? 'id' : 'exact',
    ...withParam(e.param),
    group,
    title: e.title,
    module,
  });
  return [
    {
      path: resource.detailRoute,
      variant,
      ...(variant === 'exact' ? {} : withParam(resource.detailParam)),
      group,
      title: detailTitleOf(resource),
      module,
    },
    ...(resource.extraRoutes ?? []).map(extra),
  ];
}

/** Every fixed route: the platform's pages and the routes every declared module names. */
export const FIXED_ROUTES: readonly FixedRoute[] = [...PLATFORM_ROUTES, ...RESOURCES.flatMap(declaredRoutes)];

/** Every concrete route pattern (react-router syntax) the fixed routes register. */
export function fixedRoutePatterns(route: FixedRoute): string[] {
  const param = `:${route.param ?? 'id'}`;
  if (route.variant === 'exact') return [route.path];
  if (route.variant === 'id') return [`${route.path}/${param}`];
  return [route.path, `${route.path}/${param}`];
}
