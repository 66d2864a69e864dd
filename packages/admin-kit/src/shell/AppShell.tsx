import { theme } from 'antd';
import { lazy, Suspense, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useKitTranslation } from '../i18n/useKitTranslation';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_MAX_WIDTH, SIDEBAR_MIN_WIDTH } from '../settings/constants';
import { useKit } from '../settings/kit-context';
import { focusPageHeading } from '../tags-view/page-heading';
import { TabsContext } from '../tags-view/tabs-context';
import { TagsView } from '../tags-view/TagsView';
import type { KitLocation } from '../tags-view/tabs-model';
import {
  breadcrumbTrail,
  flattenRoutes,
  type CurrentRoute,
  type KitMenuNode,
  type RouteEntry,
} from './menu-model';
import { SHELL_CSS } from './shell-css';
import { ShellHeader, type ShellUser, type ShellUserMenu } from './ShellHeader';
import { SidebarMenu } from './SidebarMenu';
import { useSiderBackground } from './useSiderBackground';
import { useSidebarResize } from './useSidebarResize';

// The settings drawer (colour picker, switches) loads when it is first opened, the sidebar's
// drawer only on narrow screens: the shell is on every page.
const SettingsDrawer = lazy(() =>
  import('../settings-drawer/SettingsDrawer').then((module) => ({ default: module.SettingsDrawer })),
);
const MobileSidebar = lazy(() => import('./MobileSidebar'));

export interface AppShellProps {
  menu: readonly KitMenuNode[];
  location: KitLocation;
  navigate: (to: string) => void;
  /** sysName from the user's config; default SPEC §1's name. */
  systemName?: string;
  /** sysLogo from the user's config. */
  logo?: string;
  /** Document title (sysTitle); default 友康养老云. */
  title?: string;
  /**
   * The page at `location` when it is not a menu entry (a hidden detail route, the profile): its
   * title and the menu page it belongs to, for the breadcrumb.
   */
  currentRoute?: CurrentRoute;
  /** Routes for the header search; by default the menu's leaves. */
  routes?: readonly RouteEntry[];
  /** Header items before the user menu (notice bell, data-type switch...). */
  headerExtra?: ReactNode;
  user?: ShellUser;
  /** Entries of the user menu above 退出登录 (e.g. the role switch), with the selected ones. */
  userMenu?: ShellUserMenu;
  onLogout?: () => void;
  /** Footer of list pages (technical support line, filing numbers). */
  footer?: ReactNode;
  /** Page content: usually <TabPanels> inside a <TabsProvider> around the shell. */
  children?: ReactNode;
}

/** Header, resizable sidebar menu, tab strip, breadcrumb and footer around the pages. */
export function AppShell(props: AppShellProps) {
  const { t } = useKitTranslation();
  const { sidebar, setSidebarOpened, setSidebarWidth, device, settings, textScale } = useKit();
  const { token } = theme.useToken();
  const siderBg = useSiderBackground();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [settingsLoaded, setSettingsLoaded] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Like the settings drawer: the phone's menu drawer (antd's Drawer and its styles) is fetched and
  // rendered on first use, not in every phone's first screen.
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const mobile = device === 'mobile';
  const routes = useMemo(() => props.routes ?? flattenRoutes(props.menu), [props.routes, props.menu]);
  const trail = breadcrumbTrail(props.menu, props.location.pathname, props.currentRoute);
  const systemName = props.systemName ?? t('kit.shell.defaultSystemName');
  const title = props.title ?? t('kit.shell.defaultTitle');
  const resize = useSidebarResize(sidebar.width, setSidebarWidth);
  const { navigate } = props;
  const hasTabs = useContext(TabsContext) !== null;

  useEffect(() => {
    document.title = title;
  }, [title]);
  // SPEC §2: on a narrow screen the sidebar closes (the drawer replaces it).
  useEffect(() => {
    if (mobile) setDrawerOpen(false);
  }, [mobile, props.location.pathname]);

  const go = (to: string) => {
    navigate(to);
    if (mobile) setDrawerOpen(false);
  };
  const sidebarWidth = sidebar.opened ? sidebar.width : SIDEBAR_COLLAPSED_WIDTH;
  const menuNode = (
    <SidebarMenu
      menu={props.menu}
      pathname={props.location.pathname}
      collapsed={!mobile && !sidebar.opened}
      onNavigate={go}
    />
  );
  const logoNode = settings.sidebarLogo && (
    <div
      className="ek-sidebar-logo"
      style={{
        ...sidebarLogoStyle,
        gap: token.marginXS,
        padding: `0 ${token.padding}px`,
        color: token.colorTextLightSolid,
      }}
    >
      {props.logo && <img src={props.logo} alt="" width={24} height={24} />}
      {(sidebar.opened || mobile) && (
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{title}</span>
      )}
    </div>
  );

  return (
    <div
      className="ek-app-shell"
      data-device={device}
      style={{
        display: 'flex',
        minHeight: '100vh',
        background: token.colorBgLayout,
        color: token.colorText,
        fontSize: token.fontSize,
        // The kit's own sizes (footer, header) follow the text scale through these.
        ['--ek-font-size' as string]: `${token.fontSize}px`,
        ['--ek-text-scale' as string]: textScale / 100,
        ['--ek-control-height' as string]: `${token.controlHeight}px`,
        // The few rules of shell-css.ts (skip link, focus ring) take their colours from the tokens.
        ['--ek-color-link' as string]: token.colorLink,
        ['--ek-color-bg-elevated' as string]: token.colorBgElevated,
      }}
    >
      <style href="ek-shell" precedence="default">
        {SHELL_CSS}
      </style>
      {/* First Tab stop: past the header and the menu, to the page's heading. */}
      <a
        className="ek-skip-link"
        href={`#${MAIN_ID}`}
        onClick={(event) => {
          event.preventDefault();
          focusPageHeading();
        }}
      >
        {t('kit.a11y.skipToContent')}
      </a>
      {!mobile && (
        <aside
          className="ek-sidebar"
          aria-label={t('kit.shell.menu')}
          style={{
            width: sidebarWidth,
            flex: 'none',
            background: siderBg,
            position: 'sticky',
            top: 0,
            height: '100vh',
            overflowY: 'auto',
            overflowX: 'hidden',
          }}
        >
          {logoNode}
          {menuNode}
          {sidebar.opened && (
            <div
              role="separator"
              aria-orientation="vertical"
              aria-label={t('kit.shell.resizeSidebar')}
              aria-valuemin={SIDEBAR_MIN_WIDTH}
              aria-valuemax={SIDEBAR_MAX_WIDTH}
              aria-valuenow={sidebar.width}
              tabIndex={0}
              className="ek-sidebar-resizer"
              {...resize}
              style={{
                position: 'absolute',
                top: 0,
                right: 0,
                width: 6,
                height: '100%',
                cursor: 'col-resize',
                touchAction: 'none',
              }}
            />
          )}
        </aside>
      )}
      {mobile && drawerLoaded && (
        <Suspense fallback={null}>
          <MobileSidebar open={drawerOpen} onClose={() => setDrawerOpen(false)} label={t('kit.shell.menu')}>
            {logoNode}
            {menuNode}
          </MobileSidebar>
        </Suspense>
      )}
      <div className="ek-main" style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <div
          className="ek-fixed-area"
          style={settings.fixedHeader ? { position: 'sticky', top: 0, zIndex: 9 } : undefined}
        >
          <ShellHeader
            systemName={systemName}
            logo={props.logo}
            trail={trail}
            routes={routes}
            navigate={go}
            sidebarOpen={mobile ? drawerOpen : sidebar.opened}
            onToggleSidebar={() => {
              if (!mobile) return setSidebarOpened(!sidebar.opened);
              setDrawerLoaded(true);
              setDrawerOpen((v) => !v);
            }}
            onOpenSettings={() => {
              setSettingsLoaded(true);
              setSettingsOpen(true);
            }}
            extra={props.headerExtra}
            user={props.user}
            userMenu={props.userMenu}
            onLogout={props.onLogout}
          />
          {settings.tagsView && hasTabs && <TagsView />}
        </div>
        <main
          id={MAIN_ID}
          tabIndex={-1}
          className="ek-content"
          style={{ flex: 1, padding: token.paddingSM, minWidth: 0 }}
        >
          {props.children}
        </main>
        {props.footer && (
          <footer
            className="ek-footer"
            style={{
              padding: `${token.paddingXS}px ${token.paddingSM}px`,
              textAlign: 'center',
              fontSize: 'calc(12px * var(--ek-text-scale, 1))',
              color: token.colorTextDescription,
            }}
          >
            {props.footer}
          </footer>
        )}
      </div>
      {settingsLoaded && (
        <Suspense fallback={null}>
          <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}

const MAIN_ID = 'ek-main';

const sidebarLogoStyle = {
  display: 'flex',
  alignItems: 'center',
  height: 50,
  fontWeight: 600,
  whiteSpace: 'nowrap',
} as const;
