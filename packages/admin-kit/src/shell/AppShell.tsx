import { lazy, Suspense, useContext, type ReactNode } from 'react';
import { useKitTranslation } from '../i18n/useKitTranslation';
import { useKit } from '../settings/kit-context';
import { focusPageHeading } from '../tags-view/page-heading';
import { TabsContext } from '../tags-view/tabs-context';
import { TagsView } from '../tags-view/TagsView';
import type { KitLocation } from '../tags-view/tabs-model';
import type { CurrentRoute, KitMenuNode, RouteEntry } from './menu-model';
import { SHELL_CSS, shellCssVariables } from './shell-css';
import { ShellHeader, type ShellUser, type ShellUserMenu } from './ShellHeader';
import { DesktopSidebar } from './DesktopSidebar';
import { SidebarMenu } from './SidebarMenu';
import { useShellState } from './useShellState';

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
  /** The product's name in the header (the back-office: the user's sysName); none by default. */
  systemName?: string;
  /** sysLogo from the user's config. */
  logo?: string;
  /** Document title and the sidebar logo's text (the back-office: sysTitle); none by default. */
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
  const { sidebar, device, settings, textScale } = useKit();
  const shell = useShellState(props);
  const { mobile } = shell;
  const hasTabs = useContext(TabsContext) !== null;
  const variables = shellCssVariables(textScale);

  const menuNode = (
    <SidebarMenu
      menu={props.menu}
      pathname={props.location.pathname}
      collapsed={!mobile && !sidebar.opened}
      onNavigate={shell.go}
    />
  );
  const logoNode = settings.sidebarLogo && (
    <div className="ek-sidebar-logo">
      {props.logo && <img src={props.logo} alt="" width={24} height={24} />}
      {(sidebar.opened || mobile) && shell.title && <span>{shell.title}</span>}
    </div>
  );

  return (
    <div className="ek-app-shell" data-device={device} style={variables}>
      <style href="ek-shell" precedence="default">
        {SHELL_CSS}
      </style>
      <SkipLink />
      {!mobile && (
        <DesktopSidebar>
          {logoNode}
          {menuNode}
        </DesktopSidebar>
      )}
      {mobile && shell.drawer.loaded && (
        <Suspense fallback={null}>
          <MobileSidebar
            open={shell.drawer.open}
            onClose={shell.drawer.close}
            label={t('kit.shell.menu')}
            variables={variables}
          >
            {logoNode}
            {menuNode}
          </MobileSidebar>
        </Suspense>
      )}
      <div className="ek-main">
        <div className={settings.fixedHeader ? 'ek-fixed-area ek-fixed' : 'ek-fixed-area'}>
          <ShellHeader
            systemName={shell.systemName}
            logo={props.logo}
            trail={shell.trail}
            routes={shell.routes}
            navigate={shell.go}
            sidebarOpen={shell.sidebarOpen}
            onToggleSidebar={shell.toggleSidebar}
            onOpenSettings={shell.settings.show}
            extra={props.headerExtra}
            user={props.user}
            userMenu={props.userMenu}
            onLogout={props.onLogout}
          />
          {settings.tagsView && hasTabs && <TagsView />}
        </div>
        <main id={MAIN_ID} tabIndex={-1} className="ek-content">
          {props.children}
        </main>
        {props.footer && <footer className="ek-footer">{props.footer}</footer>}
      </div>
      {shell.settings.loaded && (
        <Suspense fallback={null}>
          <SettingsDrawer open={shell.settings.open} onClose={shell.settings.close} />
        </Suspense>
      )}
    </div>
  );
}

const MAIN_ID = 'ek-main';

/** The first Tab stop: past the header and the menu, to the page's heading. */
function SkipLink() {
  const { t } = useKitTranslation();
  return (
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
  );
}
