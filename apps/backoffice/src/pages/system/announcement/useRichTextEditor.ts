import { useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';

/** Which marks and blocks the cursor is in: the toolbar shows them pressed. */
export interface ActiveFormats {
  bold: boolean;
  italic: boolean;
  strike: boolean;
  heading: boolean;
  bulletList: boolean;
  orderedList: boolean;
  blockquote: boolean;
}

/** tiptap with the starter kit, kept in step with a form's HTML value both ways. */
export function useRichTextEditor(value: string, onChange?: (html: string) => void, ariaLabel?: string) {
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
    selector: ({ editor: current }): ActiveFormats => ({
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

  return { editor, active };
}
