import { MenuFoldOutlined, MenuUnfoldOutlined, SettingOutlined } from '@ant-design/icons';
import { Breadcrumb, Button, Dropdown, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { useKitTranslation } from '../i18n/useKitTranslation';
import { useKit } from '../settings/kit-context';
import { FullScreen } from './FullScreen';
import { HeaderSearch } from './HeaderSearch';
import { LangSelect } from './LangSelect';
import type { RouteEntry, TrailEntry } from './menu-model';
import { SizeSelect } from './SizeSelect';
import { TextScaleSelect } from './TextScaleSelect';
import { UserAvatar } from './UserAvatar';
import { useLogout } from './useLogout';

export interface ShellUser {
  name: string;
  avatar?: string;
}

/** Host entries of the user menu; each item carries its own `onClick`. */
export type ShellUserMenu = Pick<MenuProps, 'items' | 'selectedKeys'>;

const LOGOUT_KEY = 'logout';

export interface ShellHeaderProps {
  systemName?: string;
  logo?: string;
  trail: readonly TrailEntry[];
  routes: readonly RouteEntry[];
  navigate: (to: string) => void;
  onToggleSidebar: () => void;
  onOpenSettings: () => void;
  sidebarOpen: boolean;
  extra?: ReactNode;
  user?: ShellUser;
  userMenu?: ShellUserMenu;
  onLogout?: () => void;
}

export function ShellHeader(props: ShellHeaderProps) {
  const { t } = useKitTranslation();
  const { device, textScale } = useKit();
  const logout = useLogout(props.onLogout);
  const mobile = device === 'mobile';
  // The rules of shell-css.ts say why a phone or large text wraps the header.
  const wrap = mobile || textScale > 112;
  return (
    <header className={wrap ? 'ek-header ek-wrap' : 'ek-header'}>
      <Button
        type="text"
        aria-label={t('kit.shell.toggleSidebar')}
        aria-expanded={props.sidebarOpen}
        icon={props.sidebarOpen && !mobile ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
        onClick={props.onToggleSidebar}
        className="ek-sidebar-toggle"
      />
      <span className="ek-header-brand">
        {props.logo && <img src={props.logo} alt="" width={28} height={28} />}
        {props.systemName && (
          <strong className="ek-system-name" title={props.systemName}>
            {props.systemName}
          </strong>
        )}
      </span>
      {!mobile && (
        <nav aria-label={t('kit.shell.breadcrumb')} className="ek-header-trail">
          <Breadcrumb
            className="ek-breadcrumb"
            items={props.trail.map((n) => ({ key: n.key, title: n.title }))}
          />
        </nav>
      )}
      <div className="ek-header-tools">
        {!mobile && <HeaderSearch routes={props.routes} onNavigate={props.navigate} />}
        {!mobile && <FullScreen />}
        {/* On a phone the settings drawer holds them: the header has room for a few buttons only. */}
        {!mobile && <SizeSelect />}
        {!mobile && <TextScaleSelect />}
        <LangSelect />
        <Button
          type="text"
          aria-label={t('kit.settings.open')}
          icon={<SettingOutlined />}
          onClick={props.onOpenSettings}
        />
        {props.extra}
        {props.user && (
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                ...(props.userMenu?.items ?? []),
                ...(props.userMenu?.items?.length ? [{ type: 'divider' as const }] : []),
                { key: LOGOUT_KEY, label: t('kit.shell.logout') },
              ],
              selectable: !!props.userMenu?.selectedKeys,
              selectedKeys: props.userMenu?.selectedKeys,
              onClick: ({ key }) => {
                if (key === LOGOUT_KEY) logout();
              },
            }}
          >
            <Button type="text" aria-label={props.user.name} className="ek-user-button">
              <UserAvatar src={props.user.avatar} />
              {!mobile && <span>{props.user.name}</span>}
            </Button>
          </Dropdown>
        )}
      </div>
    </header>
  );
}
