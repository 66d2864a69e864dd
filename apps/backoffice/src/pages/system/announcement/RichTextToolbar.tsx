import {
  BoldOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { ChainedCommands, Editor } from '@tiptap/react';
import { Button, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActiveFormats } from './useRichTextEditor';

export interface RichTextToolbarProps {
  editor: Editor | null;
  active: ActiveFormats | null | undefined;
}

/** The editor's buttons: marks, heading, lists, quote, undo and redo; pressed where the cursor is. */
export function RichTextToolbar({ editor, active }: RichTextToolbarProps) {
  const { t } = useTranslation('system');
  const tool = (label: string, icon: ReactNode, run: () => void, pressed = false) => (
    <Tooltip title={label} key={label}>
      <Button
        size="small"
        type={pressed ? 'primary' : 'text'}
        icon={icon}
        aria-label={label}
        aria-pressed={pressed}
        // Keeps the focus (and the selection) in the text while the button is pressed.
        onMouseDown={(event) => event.preventDefault()}
        onClick={run}
      />
    </Tooltip>
  );
  // label, icon, command, pressed: one row per button, in toolbar order.
  const tools: [string, ReactNode, (chain: ChainedCommands) => ChainedCommands, boolean?][] = [
    [t('announcement.bold'), <BoldOutlined />, (c) => c.toggleBold(), active?.bold],
    [t('announcement.italic'), <ItalicOutlined />, (c) => c.toggleItalic(), active?.italic],
    [t('announcement.strike'), <StrikethroughOutlined />, (c) => c.toggleStrike(), active?.strike],
    [t('announcement.heading'), <b>H</b>, (c) => c.toggleHeading({ level: 3 }), active?.heading],
    [
      t('announcement.bulletList'),
      <UnorderedListOutlined />,
      (c) => c.toggleBulletList(),
      active?.bulletList,
    ],
    [
      t('announcement.orderedList'),
      <OrderedListOutlined />,
      (c) => c.toggleOrderedList(),
      active?.orderedList,
    ],
    [t('announcement.quote'), <b>“</b>, (c) => c.toggleBlockquote(), active?.blockquote],
    [t('announcement.undo'), <UndoOutlined />, (c) => c.undo()],
    [t('announcement.redo'), <RedoOutlined />, (c) => c.redo()],
  ];

  return (
    <Space wrap size={2} style={{ padding: 4, borderBottom: '1px solid var(--ant-color-border, #d9d9d9)' }}>
      {tools.map(([label, icon, command, pressed]) =>
        tool(label, icon, () => editor && command(editor.chain().focus()).run(), pressed),
      )}
    </Space>
  );
}
