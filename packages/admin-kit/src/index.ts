// i18n
export { kitI18n, setKitLanguage } from './i18n/kit-i18n';
export { kitBundles } from './i18n/kit-bundles';
export { useKitTranslation } from './i18n/useKitTranslation';
export {
  KIT_LANGUAGES,
  KIT_UI_LANGUAGES,
  LANGUAGE_COOKIE,
  LANGUAGE_NAMES,
  TEST_LANGUAGES_KEY,
  detectLanguage,
  matchLanguage,
  persistLanguage,
} from './i18n/languages';
export type { KitAuthoredLanguage, KitLanguage } from './i18n/languages';
export type { KitLocaleBundle } from './i18n/locales/zh-CN';

// settings and providers
export * from './settings/constants';
export { KitProvider } from './settings/KitProvider';
export type { KitProviderProps } from './settings/KitProvider';
export { useKit } from './settings/kit-context';
export type { KitContextValue, Device } from './settings/kit-context';
export { useDevice } from './settings/useDevice';
export { preloadLanguagePacks } from './settings/locale-packs';
export {
  KIT_SIZES,
  DEFAULT_SIZE,
  SIZE_CONTROL_HEIGHT,
  SIZE_COOKIE,
  detectSize,
  isKitSize,
  persistSize,
  sizeTokens,
} from './settings/sizes';
export type { KitSize } from './settings/sizes';
export {
  DEFAULT_LAYOUT_SETTINGS,
  clampSidebarWidth,
  loadLayoutSettings,
  saveLayoutSettings,
} from './settings/layout-settings';
export type { LayoutSettings, SidebarState } from './settings/layout-settings';
export {
  DEFAULT_STORAGE_NAMESPACE,
  kitStorageKey,
  storageNamespace,
  useStorageNamespace,
} from './settings/storage-namespace';
export type { KitStoredItem, StorageNamespace } from './settings/storage-namespace';
export { ROLE_THEME_CLASSES, applyRoleTheme, roleThemeOf } from './settings/role-theme';
export type { RoleTheme } from './settings/role-theme';
export { themeTokens, type Appearance, type Density } from './settings/theme-tokens';

// permission
export {
  BUTTONS_STORAGE_KEY,
  QUERY_PERMISSION,
  RESET_PERMISSION,
  parseButtonList,
  readStoredButtons,
  writeStoredButtons,
} from './permission/button-permissions';
export { Permission } from './permission/Permission';
export type { PermissionProps } from './permission/Permission';
export { PermissionProvider } from './permission/PermissionProvider';
export type { PermissionProviderProps } from './permission/PermissionProvider';
export { usePermission } from './permission/usePermission';

// row actions
export { MoreMenu } from './more-menu/MoreMenu';
export type { MoreMenuProps, RowAction } from './more-menu/MoreMenu';
export { splitActions } from './more-menu/split-actions';

// filter bar
export { FilterBar } from './filter-bar/FilterBar';
export type { FilterBarProps, FilterItem } from './filter-bar/FilterBar';
export { RANGE_SEPARATOR, normaliseFilters } from './filter-bar/normalise-filters';

// dialogs
export { DraggableDialog } from './dialog/DraggableDialog';
export type { DraggableDialogProps } from './dialog/DraggableDialog';
export { clampDialogSize } from './dialog/useDialogFrame';
export type { DialogSize } from './dialog/useDialogFrame';

// form helpers
export { antdRule, fieldRules } from './form/antd-rules';
export { readIdCard } from './form/id-card-autofill';
export type { IdCardReading } from './form/id-card-autofill';
export { IdCardInput } from './form/IdCardInput';
export type { IdCardInputProps } from './form/IdCardInput';
export { NumericInput } from './form/NumericInput';
export type { NumericInputProps } from './form/NumericInput';

// tabs (keep-alive)
export { TabsProvider } from './tags-view/TabsProvider';
export type { AffixTab, TabsProviderProps } from './tags-view/TabsProvider';
export { TabPanels } from './tags-view/TabPanels';
export type { TabPanelsProps } from './tags-view/TabPanels';
export { TagsView } from './tags-view/TagsView';
export { useTabs } from './tags-view/tabs-context';
export type { TabsContextValue } from './tags-view/tabs-context';
export { useTabDirty } from './tags-view/useTabDirty';
export { useTabTitle } from './tags-view/useTabTitle';
export {
  TITLE_QUERY,
  fullPathOf,
  loadTabs,
  needsCloseConfirm,
  saveTabs,
  tabTitle,
  tabsReducer,
  titleOf,
} from './tags-view/tabs-model';
export type { KitLocation, TabsAction, TabsState, ViewTab } from './tags-view/tabs-model';

// shell
export { AppShell } from './shell/AppShell';
export type { AppShellProps } from './shell/AppShell';
export type { ShellUser, ShellUserMenu } from './shell/ShellHeader';
export { SidebarMenu } from './shell/SidebarMenu';
export type { SidebarMenuProps } from './shell/SidebarMenu';
export { breadcrumbTrail, flattenRoutes, isExternal, menuTrail } from './shell/menu-model';
export type { CurrentRoute, KitMenuNode, RouteEntry, TrailEntry } from './shell/menu-model';
export { createRouteSearch } from './shell/route-search';
export { HeaderSearch } from './shell/HeaderSearch';
export type { HeaderSearchProps } from './shell/HeaderSearch';
export { FullScreen } from './shell/FullScreen';
export { SizeSelect } from './shell/SizeSelect';
export { LangSelect } from './shell/LangSelect';
export { useLogout } from './shell/useLogout';
export { SettingsDrawer } from './settings-drawer/SettingsDrawer';
export type { SettingsDrawerProps } from './settings-drawer/SettingsDrawer';

// notices
export { NoticeBell } from './notice/NoticeBell';
export type { NoticeBellProps } from './notice/NoticeBell';
export { noticeTotal } from './notice/notice-model';
export type {
  NoticeActivity,
  NoticeAgenda,
  NoticeAnnouncement,
  NoticeFee,
  NoticeLists,
  NoticeMessage,
  NoticeReadAllTab,
} from './notice/notice-model';

// resource pages: the generic list and detail pages of declared modules, over a host's data source
export { ResourceKitProvider } from './resource/host/ResourceKitProvider';
export type { ResourceKitProviderProps } from './resource/host/ResourceKitProvider';
export type { ResourceHost } from './resource/host/resource-host';
export type {
  AreaInputProps,
  AreaMultiInputProps,
  AreaNameProps,
  FilesInputProps,
  ReferenceInputProps,
  ReferenceLabelProps,
  ResourceInputs,
  RichTextViewProps,
} from './resource/inputs/resource-inputs';
export { plainResourceInputs } from './resource/inputs/plain-inputs';
// field types: the kit's renderers of each built-in type, and a host's own types
export { BUILT_IN_RENDERERS } from './resource/fields/built-in-renderers';
export { defineHostFieldType } from './resource/fields/host-field-types';
export { useFieldRenderers } from './resource/fields/useFieldRenderers';
export type {
  FieldCellProps,
  FieldFilterProps,
  FieldInputProps,
  FieldRenderers,
  HostFieldTypeDefinition,
} from './resource/fields/field-renderers';
export type {
  ListParams,
  ListResult,
  ResourceAuditEntry,
  ResourceCallOptions,
  ResourceDataSource,
  ResourceImportResult,
  ResourceRecord,
  Saved,
  StepPayload,
  UniqueAnswer,
} from './resource/data/resource-data-source';
export { resourceKeysOf } from './resource/data/resource-keys';
export { withInvalidation } from './resource/data/with-invalidation';
export { createMemoryDataSource } from './resource/data/memory-data-source';
export type { MemoryDataSourceOptions } from './resource/data/memory-data-source';
export type { ResourceKeys } from './resource/data/resource-keys';
export { readResourceError } from './resource/data/resource-error';
export type { ResourceError } from './resource/data/resource-error';
export { choicesOf, labelOf } from './resource/data/dictionary-options';
export { joinValues } from './resource/data/join-values';
export type { Choice, ServerDictionaries } from './resource/data/dictionary-options';
export { recordTitleOf } from './resource/data/record-title';
export {
  NEW_RECORD,
  allowedMode,
  detailUrl,
  editPermissionOf,
  modeOf,
  recordIdOf,
} from './resource/navigation/detail-url';
export type { DetailMode } from './resource/navigation/detail-url';
export { ResourceListPage } from './resource/list/ResourceListPage';
export type { ResourceListPageProps } from './resource/list/ResourceListPage';
export { ResourceDetailPage } from './resource/detail/ResourceDetailPage';
export type { ResourceDetailPageProps } from './resource/detail/ResourceDetailPage';
// the pages' logic without their markup, for a host that draws a list or a detail page its own way
export { useResourceList } from './resource/list/useResourceList';
export type { ResourceListController } from './resource/list/useResourceList';
export { useListPage } from './resource/list/useListPage';
export type {
  ListPageController,
  ListPageOf,
  ListPageOptions,
  ListPagination,
  ListQueryHook,
  ListSort,
  Paging,
} from './resource/list/useListPage';
export { queryAgain } from './resource/list/query-again';
export type { QueryAgainOptions } from './resource/list/query-again';
export { ListToolbar } from './resource/list/ListToolbar';
export type { ListToolbarProps } from './resource/list/ListToolbar';
export { useResourceDetail } from './resource/detail/useResourceDetail';
export type { ResourceDetailController } from './resource/detail/useResourceDetail';
export type { DetailFormState } from './resource/detail/useDetailForm';
export { clearAllDrafts } from './resource/draft/draft-store';
export type { DraftOwner } from './resource/draft/draft-store';
// building blocks of a host's custom workflow pages
export { useResourceRecord } from './resource/detail/useResourceRecord';
export { useResourceDataSource } from './resource/data/useResourceDataSource';
export { useResourceHost } from './resource/host/resource-host';
export type { ResourceHostValue } from './resource/host/resource-host';
export { RecordGate } from './resource/detail/RecordGate';
export { RecordSummary } from './resource/detail/RecordSummary';
export type { RecordSummaryProps } from './resource/detail/RecordSummary';
export { CellValue } from './resource/list/CellValue';
export type { CellValueProps } from './resource/list/CellValue';
export { WorkflowBar } from './resource/workflow/WorkflowBar';
export type { WorkflowBarProps } from './resource/workflow/WorkflowBar';
export { allowedStep, finalStates, stateOf } from './resource/workflow/workflow-steps';
export { useResourceTranslation } from './resource/i18n/useResourceTranslation';
export { TextScaleSelect } from './shell/TextScaleSelect';
export { TEXT_SCALES, isTextScale, loadTextScale, saveTextScale, textScaleKey } from './settings/text-scale';
export type { TextScale } from './settings/text-scale';
export { SIZE_FONT_SIZE } from './settings/sizes';
export { focusPageHeading, focusPageIfLost } from './tags-view/page-heading';
