/** The catalogue: every business module, dictionary, menu group and fixed route of SPEC §2. */
export { RESOURCES, disabledInfo, elderlyInfo, findResource, pensionAgency } from './modules/index';
export { renderModulesMarkdown } from './docs/modules-markdown';
export { DICTIONARIES, findDictionary } from './dictionaries/index';
export type { Dictionary, DictionaryEntry } from './dictionaries/index';
export { CATALOGUE_LINKS } from './host/catalogue-links';
export { MENU_GROUPS } from './menu/menu-groups';
export type { MenuGroupDeclaration } from './menu/menu-groups';
export {
  declaredRoutes,
  detailTitleOf,
  FIXED_ROUTES,
  fixedRoutePatterns,
  PLATFORM_ROUTES,
} from './routes/fixed-routes';
export type { FixedRoute, FixedRouteVariant } from './routes/fixed-routes';
export {
  actionsFor,
  PLATFORM_GROUPS,
  REVIEW_ACTION,
  ROLE_GRANTS,
  SECRETARIAT_ROLE_KEYS,
} from './roles/role-policy';
export type { GroupScope, RoleGrant } from './roles/role-policy';
