import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { MoreMenu } from '@eldercare/admin-kit';
import type { Announcement } from '@eldercare/api-client/contract';
import { formatDateTime } from '../../../format/date-time';
import { ANNOUNCEMENT_BUTTONS } from './useAnnouncementActions';
import type { useAnnouncementPage } from './useAnnouncementPage';

type Page = ReturnType<typeof useAnnouncementPage>;

/** The announcement table's columns; the row's actions act through the page. */
export function useAnnouncementColumns(page: Page): ColumnsType<Announcement> {
  const { t } = useTranslation('system');
  return [
    { title: t('announcement.title'), dataIndex: 'title', width: 260, ellipsis: true },
    { title: t('announcement.type'), dataIndex: 'announcement_type_name', width: 140 },
    {
      title: t('announcement.upNews'),
      dataIndex: 'upNews',
      width: 100,
      render: (value: Announcement['upNews']) =>
        value === '1' ? (
          <Tag color="green">{t('announcement.published')}</Tag>
        ) : (
          <Tag>{t('announcement.draft')}</Tag>
        ),
    },
    {
      title: t('announcement.popUp'),
      dataIndex: 'popUp',
      width: 90,
      render: (value: boolean) => (value ? t('common.yes') : t('common.no')),
    },
    { title: t('announcement.createTime'), dataIndex: 'createTime', width: 170, render: formatDateTime },
    { title: t('announcement.publishTime'), dataIndex: 'publishTime', width: 170, render: formatDateTime },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 200,
      fixed: 'right',
      render: (_value, item) => <AnnouncementRowMenu page={page} item={item} />,
    },
  ];
}

function AnnouncementRowMenu({ page, item }: { page: Page; item: Announcement }) {
  const { t } = useTranslation('system');
  const { actions } = page;
  return (
    <MoreMenu
      rowLabel={item.title}
      actions={[
        {
          key: 'view',
          label: t('common.view'),
          permission: ANNOUNCEMENT_BUTTONS.view,
          onClick: () => page.view(item),
        },
        {
          key: 'edit',
          label: t('common.edit'),
          permission: ANNOUNCEMENT_BUTTONS.edit,
          onClick: () => page.edit(item),
        },
        item.upNews === '1'
          ? {
              key: 'withdraw',
              label: t('announcement.withdraw'),
              permission: ANNOUNCEMENT_BUTTONS.publish,
              onClick: () => actions.withdraw(item),
            }
          : {
              key: 'publish',
              label: t('announcement.publish'),
              permission: ANNOUNCEMENT_BUTTONS.publish,
              onClick: () => void actions.publish(item),
            },
        {
          key: 'delete',
          label: t('common.delete'),
          permission: ANNOUNCEMENT_BUTTONS.remove,
          danger: true,
          onClick: () => actions.remove(item),
        },
      ]}
    />
  );
}
