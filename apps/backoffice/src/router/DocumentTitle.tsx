import { useEffect } from 'react';
import { composeDocumentTitle } from './document-title';

export interface DocumentTitleProps {
  /** The page's title; none: the system title alone. */
  page?: string;
  system: string;
}

/**
 * Sets `document.title`. Render it after the shell: the shell writes the bare system title when
 * that changes, and effects of later siblings run after it, so the page's title stays.
 */
export function DocumentTitle({ page, system }: DocumentTitleProps) {
  const title = composeDocumentTitle(page, system);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
