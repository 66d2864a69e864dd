import type { ReactNode } from 'react';
import { useKitTranslation } from '../i18n/useKitTranslation';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_MAX_WIDTH, SIDEBAR_MIN_WIDTH } from '../settings/constants';
import { useKit } from '../settings/kit-context';
import { useSiderBackground } from './useSiderBackground';
import { useSidebarResize } from './useSidebarResize';

/** The wide screen's sidebar: sticky, collapsible, resized by dragging (or the arrow keys on) its edge. */
export function DesktopSidebar({ children }: { children: ReactNode }) {
  const { t } = useKitTranslation();
  const { sidebar, setSidebarWidth } = useKit();
  const siderBg = useSiderBackground();
  const resize = useSidebarResize(sidebar.width, setSidebarWidth);
  return (
    <aside
      className="ek-sidebar"
      aria-label={t('kit.shell.menu')}
      style={{ width: sidebar.opened ? sidebar.width : SIDEBAR_COLLAPSED_WIDTH, background: siderBg }}
    >
      {children}
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
        />
      )}
    </aside>
  );
}
