import { Drawer } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { SIDEBAR_MIN_WIDTH } from '../settings/constants';
import { useSiderBackground } from './useSiderBackground';

export interface MobileSidebarProps {
  open: boolean;
  onClose: () => void;
  /** The navigation's accessible name. */
  label: string;
  children: ReactNode;
  /** The shell's own variables (the text scale): the drawer is outside the shell's root. */
  variables: CSSProperties;
}

/** On a narrow screen the sidebar is a drawer (SPEC §2); loaded only there. */
export default function MobileSidebar({ open, onClose, label, children, variables }: MobileSidebarProps) {
  const background = useSiderBackground();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      size={SIDEBAR_MIN_WIDTH}
      closable={false}
      title={null}
      rootStyle={variables}
      styles={{ body: { padding: 0, background } }}
    >
      <nav aria-label={label}>{children}</nav>
    </Drawer>
  );
}
