import { useMemo } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { TABS_STORAGE_KEY, type ShellUserMenu } from '@eldercare/admin-kit';
import { switchRole } from '@eldercare/api-client';
import type { UserInfo } from '@eldercare/api-client/contract';
import { useApiClient } from '@eldercare/api-client/react';
import type { Language } from '../i18n';
import { roleChoiceKey, roleChoices } from './role-switch';
import { forgetUser } from './session-store';

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
  const language = i18n.language as Language;

  return useMemo(() => {
    if (!user) return undefined;
    const choices = roleChoices(user, language, t('app.allRoles'));
    if (choices.length === 0) return undefined;
    const choose = async (roleKey: string | null, label: string) => {
      if (roleKey === user.activeRoleKey) return;
      // A refusal is shown by the client's error toast; nothing changes then.
      const switched = await switchRole(client, roleKey).then(
        () => true,
        () => false,
      );
      if (!switched) return;
      sessionStorage.removeItem(TABS_STORAGE_KEY);
      queryClient.clear();
      forgetUser();
      navigate('/dashboard', { replace: true });
      void message.success(t('app.roleSwitched', { role: label }));
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
  }, [user, language, t, client, queryClient, navigate, message]);
}
