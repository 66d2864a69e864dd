import { Badge, Button, Empty, Flex, Tabs, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useKitTranslation } from '../i18n/useKitTranslation';
import type { NoticeBellProps } from './NoticeBell';
import { NOTICE_POPOVER_WIDTH } from './notice-model';
import type { NoticeReadAllTab } from './notice-model';

export interface NoticeTabsProps extends NoticeBellProps {
  /** An item was clicked: the bell closes its popover. */
  onPicked: () => void;
}

/** The time a notice carries (agenda items carry none). */
const timeOf = (item: object): string | undefined =>
  'time' in item && typeof item.time === 'string' ? item.time : undefined;

/** The bell's popover: a tab per list, click to open an item (loaded when the bell first opens). */
export default function NoticeTabs(props: NoticeTabsProps) {
  const { t } = useKitTranslation();
  const showAssociation = props.showAssociation ?? true;
  const showFeesAndActivities = showAssociation && (props.showFeesAndActivities ?? true);

  const readAll = (tab: NoticeReadAllTab | undefined, count: number) =>
    tab && props.onReadAll && count > 0 ? (
      <Flex justify="end">
        <Button type="link" size="small" onClick={() => props.onReadAll?.(tab)}>
          {t('kit.notice.readAll')}
        </Button>
      </Flex>
    ) : null;

  const list = <T extends object>(
    items: readonly T[],
    key: (item: T) => string,
    label: (item: T) => ReactNode,
    onOpen?: (item: T) => void,
    tab?: NoticeReadAllTab,
  ) =>
    items.length === 0 ? (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('kit.notice.empty')} />
    ) : (
      <>
        {readAll(tab, items.length)}
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 320, overflowY: 'auto' }}>
          {items.map((item) => (
            <li key={key(item)}>
              <Button
                type="text"
                block
                style={{ textAlign: 'left', height: 'auto', whiteSpace: 'normal', padding: '6px 8px' }}
                onClick={() => {
                  props.onPicked();
                  onOpen?.(item);
                }}
              >
                <Flex vertical>
                  <span>{label(item)}</span>
                  {timeOf(item) && (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {timeOf(item)}
                    </Typography.Text>
                  )}
                </Flex>
              </Button>
            </li>
          ))}
        </ul>
      </>
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
        'messages',
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
              'announcements',
            ),
          ),
        ]
      : []),
    ...(showFeesAndActivities
      ? [
          tab(
            'fees',
            t('kit.notice.fees'),
            props.fees.length,
            list(
              props.fees,
              (f) => f.id,
              (f) => f.title,
              props.onOpenFee,
              'fees',
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
              'activities',
            ),
          ),
        ]
      : []),
  ];

  // Tabs on the left: five labels never overflow into antd's "more" button, whatever the language.
  return <Tabs size="small" tabPlacement="start" items={items} style={{ width: NOTICE_POPOVER_WIDTH }} />;
}
