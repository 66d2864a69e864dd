import { useId, useState, type ReactNode } from 'react';
import { Button, Flex, Typography } from 'antd';
import DOMPurify from 'dompurify';
import { useTranslation } from 'react-i18next';
import { DraggableDialog, focusPageIfLost } from '@eldercare/admin-kit';
import {
  useReadActivityNotice,
  useReadAnnouncementPopup,
  useReadFeeNotice,
} from '@eldercare/api-client/react';
import { AttachmentLinks } from '../pages/system/shared/AttachmentLinks';
import { activityRoute } from './notice-routes';
import { otherUnreadAnnouncements, popupQueue, type Notices, type PopupKind } from './popup-queue';
import { markSeen, seenThisSession } from './popup-seen';

const POPUP_Z_INDEX = 9999;

/**
 * One notice centre after sign-in instead of SPEC §4/§6's popups one after another (three
 * blocking dialogs over ~10 s): the latest announcement (only when `hasFail`), the fee notice, the
 * activity notice and the business reminder, each a section with its own actions. Reading one marks
 * it read on the server as its popup did; 全部知道了, the close button and Escape read them all, as
 * closing each popup did. What was handled does not come back in this browser session.
 */
export default function NoticeCentre({
  notices,
  navigate,
}: {
  notices: Notices;
  navigate: (to: string) => void;
}) {
  const { t } = useTranslation();
  const [handled, setHandled] = useState<Set<PopupKind>>(seenThisSession);
  const readAnnouncement = useReadAnnouncementPopup();
  const readFee = useReadFeeNotice();
  const readActivity = useReadActivityNotice();
  const ids = { latest: useId(), fee: useId(), activity: useId(), reminder: useId() };

  const pending = popupQueue(notices).filter((kind) => !handled.has(kind));
  const latest = notices.latest?.info;
  const fee = notices.fees[0];
  const activity = notices.activities[0];
  const reminder = notices.reminders[0];

  /** SPEC §4: a read (or closed) notice is marked read on the server; a reminder is only seen. */
  const read = (kind: PopupKind) => {
    if (kind === 'latest' && latest) void readAnnouncement.mutateAsync(latest.id).catch(() => undefined);
    if (kind === 'fee' && fee) void readFee.mutateAsync(fee.id).catch(() => undefined);
    if (kind === 'activity' && activity) void readActivity.mutateAsync(activity.id).catch(() => undefined);
  };
  const handle = (kinds: PopupKind[]) => {
    markSeen(kinds);
    setHandled((prev) => new Set([...prev, ...kinds]));
  };
  const readOne = (kind: PopupKind) => {
    read(kind);
    handle([kind]);
  };
  const readAll = () => {
    pending.forEach(read);
    handle(pending);
  };
  /** Going to a page leaves the centre: the others stay unread (the bell keeps them) until next time. */
  const goTo = (kind: PopupKind, to: string, markRead: boolean) => {
    if (markRead) read(kind);
    handle(pending);
    navigate(to);
  };

  const section = (kind: PopupKind, title: string, body: ReactNode, actions: ReactNode) => (
    <section key={kind} aria-labelledby={ids[kind]} className="notice-centre-section" style={sectionStyle}>
      <h2 id={ids[kind]} style={headingStyle}>
        {title}
      </h2>
      {body}
      <Flex gap={8} wrap justify="flex-end">
        {actions}
      </Flex>
    </section>
  );

  const sections = pending.map((kind) => {
    if (kind === 'latest' && latest) {
      const others = otherUnreadAnnouncements(notices);
      return section(
        kind,
        `${t('notices.latestTitle')} · ${latest.title}`,
        <>
          <div
            className="notice-content"
            // Announcement bodies are rich text from the server, sanitised again before display.
            dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(latest.content) }}
          />
          {(notices.latest?.fileInfoList.length ?? 0) > 0 && (
            <>
              <Typography.Text strong>{t('notices.attachments')}</Typography.Text>
              <AttachmentLinks files={notices.latest?.fileInfoList ?? []} />
            </>
          )}
          {others > 0 && (
            <Typography.Paragraph type="secondary">
              {t('notices.unreadCount', { count: others })}
            </Typography.Paragraph>
          )}
        </>,
        <Button onClick={() => readOne(kind)}>{t('notices.iKnow')}</Button>,
      );
    }
    if (kind === 'fee' && fee) {
      return section(
        kind,
        t('notices.feeTitle'),
        <>
          <Typography.Paragraph strong>{fee.title}</Typography.Paragraph>
          <Typography.Paragraph>{t('notices.feeText')}</Typography.Paragraph>
        </>,
        <Button onClick={() => readOne(kind)}>{t('notices.iKnow')}</Button>,
      );
    }
    if (kind === 'activity' && activity) {
      return section(
        kind,
        t('notices.activityTitle'),
        <>
          <Typography.Paragraph strong>{activity.title}</Typography.Paragraph>
          <Typography.Paragraph>{activity.content}</Typography.Paragraph>
        </>,
        <>
          <Button onClick={() => readOne(kind)}>{t('notices.iKnow')}</Button>
          <Button
            // SPEC §2: the activity's detail tab is titled 查看活动, as from the bell.
            onClick={() => goTo(kind, activityRoute(activity.activity_id, t('notices.viewActivity')), true)}
          >
            {t('notices.viewDetail')}
          </Button>
        </>,
      );
    }
    if (kind === 'reminder' && reminder) {
      return section(
        kind,
        t('notices.remindTitle'),
        <Typography.Paragraph>{reminder.remindHandle || t('notices.remindText')}</Typography.Paragraph>,
        <>
          <Button onClick={() => handle([kind])}>{t('notices.later')}</Button>
          <Button onClick={() => goTo(kind, reminder.remindViewIndex, false)}>{t('notices.goHandle')}</Button>
        </>,
      );
    }
    return null;
  });

  return (
    <DraggableDialog
      open={pending.length > 0}
      title={t('notices.centreTitle', { count: pending.length })}
      zIndex={POPUP_Z_INDEX}
      onCancel={readAll}
      // After sign-in nothing had focus before the centre: the page's heading takes it back.
      afterClose={focusPageIfLost}
      footer={
        <Button type="primary" onClick={readAll}>
          {t('notices.readAll')}
        </Button>
      }
    >
      {sections}
    </DraggableDialog>
  );
}

const sectionStyle = {
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  paddingBlock: 12,
  borderBottom: '1px solid #f0f0f0',
  overflowWrap: 'anywhere',
} as const;

const headingStyle = { margin: 0, fontSize: '1.15em', fontWeight: 600 } as const;
