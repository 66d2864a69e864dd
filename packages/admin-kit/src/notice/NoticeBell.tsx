import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, Popover, Tabs } from 'antd';
import { useState, type ReactNode } from 'react';
import { useKitTranslation } from '../i18n/useKitTranslation';
import {
  noticeTotal,
  type NoticeActivity,
  type NoticeAgenda,
  type NoticeAnnouncement,
  type NoticeFee,
  type NoticeLists,
  type NoticeMessage,
} from './notice-model';

export interface NoticeBellProps extends NoticeLists {
  /** The association tabs (announcements, fees, activities): system admins or account type 8. */
  showAssociation?: boolean;
  onOpenMessage?: (message: NoticeMessage) => void;
  onOpenAgenda?: (agenda: NoticeAgenda) => void;
  onOpenAnnouncement?: (announcement: NoticeAnnouncement) => void;
  onOpenFee?: (fee: NoticeFee) => void;
  onOpenActivity?: (activity: NoticeActivity) => void;
  /** Start open (stories). */
  defaultOpen?: boolean;
}

/** The header bell: one badge for every unread list, a tab per list, click to open an item. */
export function NoticeBell(props: NoticeBellProps) {
  const { t } = useKitTranslation();
  const [open, setOpen] = useState(props.defaultOpen ?? false);
  const showAssociation = props.showAssociation ?? true;
  const total = noticeTotal(props, showAssociation);

  const list = <T,>(
    items: readonly T[],
    key: (item: T) => string,
    label: (item: T) => ReactNode,
    onOpen?: (item: T) => void,
  ) =>
    items.length === 0 ? (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('kit.notice.empty')} />
    ) : (
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 320, overflowY: 'auto' }}>
        {items.map((item) => (
          <li key={key(item)}>
            <Button
              type="text"
              block
              style={{ textAlign: 'left', height: 'auto', whiteSpace: 'normal', padding: '6px 8px' }}
              onClick={() => {
                setOpen(false);
                onOpen?.(item);
              }}
            >
              {label(item)}
            </Button>
          </li>
        ))}
      </ul>
    );

  const tab = (key: string, title: string, count: number, children: ReactNode) => ({
    key,
    label: (
      <span>
        {title} <Badge count={count} size="small" showZero={false} />
      </span>
    ),
    children,
  });

  const items = [
    tab(
      'messages',
      t('kit.notice.messages'),
      props.messagesTotal ?? props.messages.length,
      list(
        props.messages,
        (m) => m.id,
        (m) => (m.msgTypeName ? `[${m.msgTypeName}] ${m.title}` : m.title),
        props.onOpenMessage,
      ),
    ),
    tab(
      'agenda',
      t('kit.notice.agenda'),
      props.agendaTotal ?? props.agenda.length,
      list(
        props.agenda,
        (a) => `${a.agendaType}:${a.promptTitle}`,
        (a) => a.promptTitle,
        props.onOpenAgenda,
      ),
    ),
    ...(showAssociation
      ? [
          tab(
            'announcements',
            t('kit.notice.announcements'),
            props.announcements.length,
            list(
              props.announcements,
              (a) => a.id,
              (a) => a.title,
              props.onOpenAnnouncement,
            ),
          ),
          tab(
            'fees',
            t('kit.notice.fees'),
            props.fees.length,
            list(
              props.fees,
              (f) => f.id,
              (f) => f.title,
              props.onOpenFee,
            ),
          ),
          tab(
            'activities',
            t('kit.notice.activities'),
            props.activities.length,
            list(
              props.activities,
              (a) => a.id,
              (a) => a.title,
              props.onOpenActivity,
            ),
          ),
        ]
      : []),
  ];

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      // Tabs on the left: five labels never overflow into antd's "more" button, whatever the language.
      content={<Tabs size="small" tabPlacement="start" items={items} style={{ width: 460 }} />}
    >
      <Badge count={total} size="small" offset={[-6, 6]} overflowCount={99}>
        <Button type="text" aria-label={`${t('kit.notice.bell')} (${total})`} icon={<BellOutlined />} />
      </Badge>
    </Popover>
  );
}
