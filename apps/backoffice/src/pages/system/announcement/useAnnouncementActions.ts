import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  useDeleteAnnouncement,
  usePublishAnnouncement,
  usePublishAnnouncements,
  useWithdrawAnnouncement,
} from '@eldercare/api-client/react';
import type { Announcement } from '@eldercare/api-client/contract';
import { useConfirm } from '../shared/useConfirm';

/** Button (permission) names of the announcement page, as the server's menu seeds them. */
export const ANNOUNCEMENT_BUTTONS = {
  view: '查看',
  add: '新增',
  edit: '修改',
  remove: '删除',
  publish: '发布',
} as const;

export function useAnnouncementActions() {
  const { t } = useTranslation('system');
  const { message } = App.useApp();
  const remove = useDeleteAnnouncement();
  const publish = usePublishAnnouncement();
  const withdraw = useWithdrawAnnouncement();
  const publishMany = usePublishAnnouncements();

  const confirm = useConfirm();

  return {
    remove: (item: Announcement) =>
      confirm(
        t('announcement.deleteConfirm', { title: item.title }),
        async () => {
          await remove.mutateAsync(item.id);
          message.success(t('common.deleted'));
        },
        true,
      ),
    publish: async (item: Announcement) => {
      try {
        await publish.mutateAsync(item.id);
        message.success(t('announcement.publishDone'));
      } catch {
        // The client has shown the server's message.
      }
    },
    withdraw: (item: Announcement) =>
      confirm(t('announcement.withdrawConfirm', { title: item.title }), async () => {
        await withdraw.mutateAsync(item.id);
        message.success(t('announcement.withdrawDone'));
      }),
    publishMany: async (ids: number[]): Promise<boolean> => {
      if (ids.length === 0) {
        message.warning(t('announcement.selectFirst'));
        return false;
      }
      try {
        const { published } = await publishMany.mutateAsync(ids);
        message.success(t('announcement.batchPublished', { count: published }));
        return true;
      } catch {
        return false;
      }
    },
    batchPending: publishMany.isPending,
  };
}
