import DOMPurify from 'dompurify';

/**
 * The server already sanitises announcements; the browser does it again before display because
 * the HTML may come from older rows or another writer, and injecting it unchecked would run scripts.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'] });
}

/** True when the rich text has no visible text (tiptap leaves `<p></p>` behind). */
export function isBlankHtml(html: string | undefined): boolean {
  if (!html) return true;
  const text = sanitizeHtml(html)
    .replace(/<img\b[^>]*>/gi, 'img')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();
  return text === '';
}
