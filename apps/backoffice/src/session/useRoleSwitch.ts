import { useEffect, useMemo, useState } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { kitStorageKey, type ShellUserMenu } from '@eldercare/admin-kit';
import { switchRole } from '@eldercare/api-client';
import type { UserInfo } from '@eldercare/api-client/contract';
import { useApiClient } from '@eldercare/api-client/react';
import type { Language } from '../i18n';
import { roleChoiceKey, roleChoices } from './role-switch';
import { forgetUser } from './session-store';
import { STORAGE_NAMESPACE } from './storage-namespace';

const HOME = '/dashboard';

/**
 * The role switch of the user menu (SPEC §4), for users holding two roles or more. The server
 * narrows the session to the chosen role; then the user info is reloaded and the routes and tabs
 * are rebuilt as after login, starting from the dashboard (the open pages may be out of reach).
 */
export function useRoleSwitch(user: UserInfo | null): ShellUserMenu | undefined {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const language = i18n.language as Language;
  // The chosen role's name once the server has switched, until the user is reloaded.
  const [switched, setSwitched] = useState<string | null>(null);

  // Only once on the dashboard is the user dropped: the guard then loads it again and the shell
  // comes back on the dashboard with its tab alone. Dropped earlier, the shell could come back on
  // the page that was open (navigation is a transition, the session store is not).
  useEffect(() => {
    if (switched === null || pathname !== HOME) return;
    sessionStorage.removeItem(kitStorageKey(STORAGE_NAMESPACE, 'tabs'));
    queryClient.clear();
    forgetUser();
    void message.success(t('app.roleSwitched', { role: switched }));
  }, [switched, pathname, queryClient, message, t]);

  return useMemo(() => {
    if (!user) return undefined;
    const choices = roleChoices(user, language, t('app.allRoles'));
    if (choices.length === 0) return undefined;
    const choose = async (roleKey: string | null, label: string) => {
      if (roleKey === user.activeRoleKey) return;
      // A refusal is shown by the client's error toast; nothing changes then.
      const ok = await switchRole(client, roleKey).then(
        () => true,
        () => false,
      );
      if (!ok) return;
      navigate(HOME, { replace: true });
      setSwitched(label);
    };
    return {
      selectedKeys: [roleChoiceKey(user.activeRoleKey)],
      items: [
        {
          type: 'group',
          key: 'roles',
          label: t('app.switchRole'),
          children: choices.map((choice) => ({
            key: choice.key,
            label: choice.label,
            onClick: () => void choose(choice.roleKey, choice.label),
          })),
        },
      ],
    };
  }, [user, language, t, client, navigate]);
}
