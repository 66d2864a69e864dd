import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './RichTextEditor';

// tiptap is the heaviest part of this page: fetched only when an editor is shown.
const RichTextEditor = lazy(() => import('./RichTextEditor'));

/** The editor as a form control: antd hands value / onChange to this wrapper, not to Suspense. */
export function LazyRichTextEditor(props: RichTextEditorProps & { loadingLabel: string }) {
  const { loadingLabel, ...editorProps } = props;
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} title={false} aria-label={loadingLabel} />}>
      <RichTextEditor {...editorProps} />
    </Suspense>
  );
}
