import type { Locale } from '@eldercare/validators';

/** Maps Accept-Language to one of our locales: the first tag we support wins; zh-CN by default. */
export const localeFromHeader = (header: string | undefined): Locale => {
  if (!header) return 'zh-CN';
  const tags = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    if (tag.startsWith('zh')) return 'zh-CN';
    if (tag.startsWith('en')) return 'en';
    if (tag.startsWith('es')) return 'es';
  }
  return 'zh-CN';
};
