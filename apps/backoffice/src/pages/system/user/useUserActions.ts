import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  useDeleteUser,
  useForceSignOut,
  useResetUserPassword,
  useSetUserStatus,
} from '@eldercare/api-client/react';
import type { UserRecord } from '@eldercare/api-client/contract';
import { useConfirm } from '../shared/useConfirm';

/** Button (permission) names of the user page, as the server's menu seeds them. */
export const USER_BUTTONS = {
  detail: '详情',
  add: '新增',
  edit: '修改',
  remove: '删除',
  resetPassword: '重置密码',
  forceSignOut: '强退',
  deptTree: '部门树',
  initPassword: '初始密码',
} as const;

/** The confirm-then-call row actions of the user list. */
export function useUserActions() {
  const { t } = useTranslation('system');
  const { message, modal } = App.useApp();
  const remove = useDeleteUser();
  const status = useSetUserStatus();
  const reset = useResetUserPassword();
  const signOut = useForceSignOut();

  const confirm = useConfirm();

  return {
    remove: (user: UserRecord) =>
      confirm(
        t('user.deleteConfirm', { name: user.nickName }),
        async () => {
          await remove.mutateAsync(user.userId);
          message.success(t('common.deleted'));
        },
        true,
      ),
    toggleStatus: (user: UserRecord) => {
      const next = user.status === '0' ? '1' : '0';
      confirm(
        t(next === '1' ? 'user.statusConfirmDisable' : 'user.statusConfirmEnable', { name: user.nickName }),
        async () => {
          await status.mutateAsync({ userId: user.userId, status: next });
          message.success(t('user.statusChanged'));
        },
      );
    },
    resetPassword: (user: UserRecord) =>
      confirm(t('user.resetConfirm', { name: user.nickName }), async () => {
        // The server answers the new random password this once (it keeps only a hash): a dialog
        // rather than a fading toast, so the administrator can copy it for its owner.
        const { password } = await reset.mutateAsync(user.userId);
        modal.success({ title: t('user.resetPassword'), content: t('user.resetDone', { password }) });
      }),
    forceSignOut: (user: UserRecord, mini = false) =>
      confirm(t(mini ? 'user.forceConfirmMini' : 'user.forceConfirm', { name: user.nickName }), async () => {
        await signOut.mutateAsync({ id: user.userId, mini });
        message.success(t('user.forceDone'));
      }),
    statusPending: status.isPending,
  };
}
