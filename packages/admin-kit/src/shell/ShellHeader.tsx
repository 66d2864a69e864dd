import { MenuFoldOutlined, MenuUnfoldOutlined, SettingOutlined } from '@ant-design/icons';
import { Breadcrumb, Button, Dropdown, theme, type MenuProps } from 'antd';
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
  systemName: string;
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
  const { token } = theme.useToken();
  const mobile = device === 'mobile';
  // A phone or large text wraps the tools under the name rather than past the window's edge; at
  // desktop widths and normal text the name and breadcrumb shrink instead (one row, as before).
  const wrap = mobile || textScale > 112 ? 'wrap' : 'nowrap';
  return (
    <header
      className="ek-header"
      style={{
        ...headerStyle,
        flexWrap: wrap,
        gap: token.marginXXS,
        padding: `0 ${token.paddingXS}px`,
        background: token.colorBgContainer,
        borderBottom: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
      }}
    >
      <Button
        type="text"
        aria-label={t('kit.shell.toggleSidebar')}
        aria-expanded={props.sidebarOpen}
        icon={props.sidebarOpen && !mobile ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
        onClick={props.onToggleSidebar}
        style={{ flex: 'none' }}
      />
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: token.marginXS, minWidth: 0 }}>
        {props.logo && <img src={props.logo} alt="" width={28} height={28} />}
        <strong
          className="ek-system-name"
          // Cut with an ellipsis on narrow screens and in long languages: the full name on hover.
          title={props.systemName}
          style={{
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            maxWidth: mobile ? 140 : 360,
          }}
        >
          {props.systemName}
        </strong>
      </span>
      {!mobile && (
        <nav
          aria-label={t('kit.shell.breadcrumb')}
          // The trail shrinks before the tools do: a long Spanish trail squeezed the icons together.
          style={{ marginLeft: token.margin, minWidth: 0, flex: '0 1 auto', overflow: 'hidden' }}
        >
          <Breadcrumb
            className="ek-breadcrumb"
            items={props.trail.map((n) => ({ key: n.key, title: n.title }))}
          />
        </nav>
      )}
      {/*
        Wraps under the name rather than past the window's edge (320 px, 150 % text). On a phone the
        tools always take a row of their own: a tool arriving late (the host's data-type switch waits
        for a call) would make the header wrap after the first paint and push the page down.
      */}
      <div style={{ ...toolsStyle, flexWrap: wrap, ...(mobile ? { flexBasis: '100%' } : {}) }}>
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
            <Button type="text" aria-label={props.user.name} style={{ paddingInline: 4 }}>
              <UserAvatar src={props.user.avatar} />
              {!mobile && <span>{props.user.name}</span>}
            </Button>
          </Dropdown>
        )}
      </div>
    </header>
  );
}

const headerStyle = {
  display: 'flex',
  alignItems: 'center',
  // Grows with large text (150 % controls are 54 px) instead of cutting them.
  minHeight: 50,
} as const;

const toolsStyle = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  marginLeft: 'auto',
  // Never narrower than its buttons: the name and the trail give way instead.
  flex: 'none',
} as const;
