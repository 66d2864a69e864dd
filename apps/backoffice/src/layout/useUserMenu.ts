import { useMemo } from 'react';
import type { RouteEntry, ShellUserMenu } from '@eldercare/admin-kit';
import { textIn } from '@eldercare/validators';
import type { Language } from '../i18n';
import { systemPages } from '../pages/system';

/** The signed-in user's own pages (SPEC §2 hidden system routes), open to everyone. */
export const PERSONAL_PATHS = ['/userInfo/index', '/user/updatePassword'] as const;

const titleOf = (path: string, language: Language) => {
  const title = systemPages.find((page) => page.path === path)?.title;
  return title ? textIn(title, language) : path;
};

/** 个人中心 and 修改密码 for the route search: they are in no menu, so the search could not find them. */
export function personalRoutes(language: Language): RouteEntry[] {
  return PERSONAL_PATHS.map((path) => ({ path, title: titleOf(path, language) }));
}

/**
 * The header's user menu: the personal pages (they had no way in from the interface), then the
 * host's own entries (the role switch), then — added by the shell — 退出登录.
 */
export function useUserMenu(
  language: Language,
  navigate: (to: string) => void,
  extra: ShellUserMenu | undefined,
): ShellUserMenu {
  return useMemo(
    () => ({
      selectedKeys: extra?.selectedKeys,
      items: [
        ...PERSONAL_PATHS.map((path) => ({
          key: `page:${path}`,
          label: titleOf(path, language),
          onClick: () => navigate(path),
        })),
        ...(extra?.items?.length ? [{ type: 'divider' as const }, ...extra.items] : []),
      ],
    }),
    [language, navigate, extra],
  );
}
