import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize';

export interface SafeHtmlProps {
  html: string;
  className?: string;
}

/** Rich text shown only after DOMPurify has removed scripts, handlers and `javascript:` links. */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      className={className}
      style={{ overflowWrap: 'anywhere' }}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
