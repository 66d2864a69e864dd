import { EditorContent } from '@tiptap/react';
import { RichTextToolbar } from './RichTextToolbar';
import { useRichTextEditor } from './useRichTextEditor';

export interface RichTextEditorProps {
  value?: string;
  onChange?: (html: string) => void;
  /** Accessible name of the editing area. */
  ariaLabel?: string;
}

/** tiptap with the starter kit, as an antd form control (value / onChange of HTML). Loaded lazily. */
export default function RichTextEditor({ value = '', onChange, ariaLabel }: RichTextEditorProps) {
  const { editor, active } = useRichTextEditor(value, onChange, ariaLabel);
  return (
    <div style={{ border: '1px solid var(--ant-color-border, #d9d9d9)', borderRadius: 6 }}>
      <RichTextToolbar editor={editor} active={active} />
      <EditorContent editor={editor} />
    </div>
  );
}
