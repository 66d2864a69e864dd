import {
  BoldOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Space, Tooltip } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface RichTextEditorProps {
  value?: string;
  onChange?: (html: string) => void;
  /** Accessible name of the editing area. */
  ariaLabel?: string;
}

/** tiptap with the starter kit, as an antd form control (value / onChange of HTML). Loaded lazily. */
export default function RichTextEditor({ value = '', onChange, ariaLabel }: RichTextEditorProps) {
  const { t } = useTranslation('system');
  const editor = useEditor({
    extensions: [StarterKit],
    content: value,
    editorProps: {
      attributes: {
        class: 'ek-rich-text',
        role: 'textbox',
        'aria-multiline': 'true',
        ...(ariaLabel ? { 'aria-label': ariaLabel } : {}),
        style: 'min-height: 180px; padding: 8px 11px; outline: none;',
      },
    },
    onUpdate: ({ editor: current }) => onChange?.(current.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      strike: current?.isActive('strike') ?? false,
      heading: current?.isActive('heading', { level: 3 }) ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
      orderedList: current?.isActive('orderedList') ?? false,
      blockquote: current?.isActive('blockquote') ?? false,
    }),
  });

  // The form may set the value after mount (editing an existing announcement).
  useEffect(() => {
    if (editor && value !== editor.getHTML()) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const tool = (label: string, icon: ReactNode, run: () => void, pressed = false) => (
    <Tooltip title={label} key={label}>
      <Button
        size="small"
        type={pressed ? 'primary' : 'text'}
        icon={icon}
        aria-label={label}
        aria-pressed={pressed}
        onMouseDown={(event) => event.preventDefault()}
        onClick={run}
      />
    </Tooltip>
  );
  const chain = () => editor?.chain().focus();

  return (
    <div style={{ border: '1px solid var(--ant-color-border, #d9d9d9)', borderRadius: 6 }}>
      <Space wrap size={2} style={{ padding: 4, borderBottom: '1px solid var(--ant-color-border, #d9d9d9)' }}>
        {tool(t('announcement.bold'), <BoldOutlined />, () => chain()?.toggleBold().run(), active?.bold)}
        {tool(
          t('announcement.italic'),
          <ItalicOutlined />,
          () => chain()?.toggleItalic().run(),
          active?.italic,
        )}
        {tool(
          t('announcement.strike'),
          <StrikethroughOutlined />,
          () => chain()?.toggleStrike().run(),
          active?.strike,
        )}
        {tool(
          t('announcement.heading'),
          <b>H</b>,
          () => chain()?.toggleHeading({ level: 3 }).run(),
          active?.heading,
        )}
        {tool(
          t('announcement.bulletList'),
          <UnorderedListOutlined />,
          () => chain()?.toggleBulletList().run(),
          active?.bulletList,
        )}
        {tool(
          t('announcement.orderedList'),
          <OrderedListOutlined />,
          () => chain()?.toggleOrderedList().run(),
          active?.orderedList,
        )}
        {tool(t('announcement.quote'), <b>“</b>, () => chain()?.toggleBlockquote().run(), active?.blockquote)}
        {tool(t('announcement.undo'), <UndoOutlined />, () => chain()?.undo().run())}
        {tool(t('announcement.redo'), <RedoOutlined />, () => chain()?.redo().run())}
      </Space>
      <EditorContent editor={editor} />
    </div>
  );
}
