import { Badge, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useKitTranslation } from '../i18n/useKitTranslation';
import { NoticeList } from './NoticeList';
import type { NoticeBellProps } from './notice-model';

export interface NoticeTabsProps extends NoticeBellProps {
  /** An item was clicked: the bell closes its popover. */
  onPicked: () => void;
}

const tab = (key: string, title: string, count: number, children: ReactNode) => ({
  key,
  label: (
    <span>
      {title} <Badge count={count} size="small" showZero={false} />
    </span>
  ),
  children,
});

/** The bell's popover: a tab per list, click to open an item (loaded when the bell first opens). */
export default function NoticeTabs(props: NoticeTabsProps) {
  const { t } = useKitTranslation();
  const showAssociation = props.showAssociation ?? true;
  const showFeesAndActivities = showAssociation && (props.showFeesAndActivities ?? true);
  const { onPicked, onReadAll } = props;
  const byId = (item: { id: string }) => item.id;
  const title = (item: { title: string }) => item.title;

  const items = [
    tab(
      'messages',
      t('kit.notice.messages'),
      props.messagesTotal ?? props.messages.length,
      <NoticeList
        items={props.messages}
        keyOf={byId}
        labelOf={(m) => (m.msgTypeName ? `[${m.msgTypeName}] ${m.title}` : m.title)}
        onOpen={props.onOpenMessage}
        readAllTab="messages"
        {...{ onPicked, onReadAll }}
      />,
    ),
    tab(
      'agenda',
      t('kit.notice.agenda'),
      props.agendaTotal ?? props.agenda.length,
      <NoticeList
        items={props.agenda}
        keyOf={(a) => `${a.agendaType}:${a.promptTitle}`}
        labelOf={(a) => a.promptTitle}
        onOpen={props.onOpenAgenda}
        onPicked={onPicked}
      />,
    ),
    ...(showAssociation
      ? [
          tab(
            'announcements',
            t('kit.notice.announcements'),
            props.announcements.length,
            <NoticeList
              items={props.announcements}
              keyOf={byId}
              labelOf={title}
              onOpen={props.onOpenAnnouncement}
              readAllTab="announcements"
              {...{ onPicked, onReadAll }}
            />,
          ),
        ]
      : []),
    ...(showFeesAndActivities
      ? (
          [
            ['fees', 'kit.notice.fees'],
            ['activities', 'kit.notice.activities'],
          ] as const
        ).map(([key, heading]) =>
          tab(
            key,
            t(heading),
            props[key].length,
            <NoticeList
              items={props[key]}
              keyOf={byId}
              labelOf={title}
              onOpen={key === 'fees' ? props.onOpenFee : props.onOpenActivity}
              readAllTab={key}
              {...{ onPicked, onReadAll }}
            />,
          ),
        )
      : []),
  ];

  // Tabs on the left: five labels never overflow into antd's "more" button, whatever the language.
  return <Tabs size="small" tabPlacement="start" items={items} className="ek-notice-pop-over" />;
}
