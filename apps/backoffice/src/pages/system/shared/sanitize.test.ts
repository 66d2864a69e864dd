import { describe, expect, it } from 'vitest';
import { isBlankHtml, sanitizeHtml } from './sanitize';

describe('announcement HTML', () => {
  it('keeps formatting and links but drops scripts, handlers and javascript: URLs', () => {
    const dirty =
      '<p><strong>通知</strong><a href="https://example.com">链接</a>' +
      '<img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">坏</a></p>';
    const clean = sanitizeHtml(dirty);
    expect(clean).toContain('<strong>通知</strong>');
    expect(clean).toContain('href="https://example.com"');
    expect(clean).not.toMatch(/script|onerror|javascript:/i);
  });

  it('treats the editor leftovers as blank and an image as content', () => {
    expect(isBlankHtml('<p></p>')).toBe(true);
    expect(isBlankHtml('<p>&nbsp; </p>')).toBe(true);
    expect(isBlankHtml(undefined)).toBe(true);
    expect(isBlankHtml('<p>内容</p>')).toBe(false);
    expect(isBlankHtml('<p><img src="a.png"></p>')).toBe(false);
  });
});
