import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Space } from 'antd';
import type { ReactNode } from 'react';
import { useKitTranslation } from '../i18n/useKitTranslation';
import { useGrantOrWarn } from '../permission/missing-grant';
import { splitActions } from './split-actions';

export interface RowAction {
  key: string;
  label: ReactNode;
  onClick?: () => void;
  /**
   * Permission name (any key the host grants: a button name such as `'编辑'` or a `perms` string);
   * none means always shown. When not granted the action is removed and a development build logs
   * a warning once per name.
   */
  permission?: string;
  danger?: boolean;
  disabled?: boolean;
}

export interface MoreMenuProps {
  actions: readonly RowAction[];
  /** Accessible name of the row, read with the more button ("更多: 张三"). */
  rowLabel?: string;
}

/** Row actions: the first ones inline, the rest under 更多 (SPEC §2). */
export function MoreMenu({ actions, rowLabel }: MoreMenuProps) {
  const { t } = useKitTranslation();
  const allowed = useGrantOrWarn('MoreMenu', 'actions[].permission');
  const { inline, overflow } = splitActions(actions.filter((a) => allowed(a.permission)));
  const moreText = t('kit.moreMenu.more');
  return (
    <Space size={4} wrap={false} className="ek-more-menu">
      {inline.map((action) => (
        <Button
          key={action.key}
          type="link"
          size="small"
          danger={action.danger}
          disabled={action.disabled}
          onClick={action.onClick}
          className="ek-row-action"
        >
          {action.label}
        </Button>
      ))}
      {overflow.length > 0 && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: overflow.map((a) => ({
              key: a.key,
              label: a.label,
              danger: a.danger,
              disabled: a.disabled,
            })),
            onClick: ({ key }) => overflow.find((a) => a.key === key)?.onClick?.(),
          }}
        >
          <Button
            type="link"
            size="small"
            className="ek-row-action"
            aria-label={rowLabel ? `${moreText}: ${rowLabel}` : moreText}
          >
            {moreText} <DownOutlined />
          </Button>
        </Dropdown>
      )}
    </Space>
  );
}
