import { useId, type ReactNode } from 'react';
import { Button, Flex, Typography } from 'antd';
import DOMPurify from 'dompurify';
import { useTranslation } from 'react-i18next';
import { DraggableDialog, focusPageIfLost } from '@eldercare/admin-kit';
import { AttachmentLinks } from '../pages/system/shared/AttachmentLinks';
import { activityRoute } from './notice-routes';
import { otherUnreadAnnouncements, type Notices, type PopupKind } from './popup-queue';
import { useNoticeCentre } from './useNoticeCentre';

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
  const centre = useNoticeCentre(notices, navigate);
  return (
    <DraggableDialog
      open={centre.pending.length > 0}
      title={t('notices.centreTitle', { count: centre.pending.length })}
      zIndex={POPUP_Z_INDEX}
      onCancel={centre.readAll}
      // After sign-in nothing had focus before the centre: the page's heading takes it back.
      afterClose={focusPageIfLost}
      footer={
        <Button type="primary" onClick={centre.readAll}>
          {t('notices.readAll')}
        </Button>
      }
    >
      {centre.pending.map((kind) => (
        <PendingNotice key={kind} kind={kind} notices={notices} centre={centre} />
      ))}
    </DraggableDialog>
  );
}

/** One pending notice's section: what it says and what can be done with it. */
function PendingNotice({
  kind,
  notices,
  centre,
}: {
  kind: PopupKind;
  notices: Notices;
  centre: ReturnType<typeof useNoticeCentre>;
}) {
  const { t } = useTranslation();
  const { readOne, goTo } = centre;
  const iKnow = <Button onClick={() => readOne(kind)}>{t('notices.iKnow')}</Button>;
  const latest = notices.latest?.info;
  const fee = notices.fees[0];
  const activity = notices.activities[0];
  const reminder = notices.reminders[0];
  if (kind === 'latest' && latest) {
    return (
      <NoticeSection title={`${t('notices.latestTitle')} · ${latest.title}`} actions={iKnow}>
        <LatestAnnouncement notices={notices} content={latest.content} />
      </NoticeSection>
    );
  }
  if (kind === 'fee' && fee) {
    return (
      <NoticeSection title={t('notices.feeTitle')} actions={iKnow}>
        <Typography.Paragraph strong>{fee.title}</Typography.Paragraph>
        <Typography.Paragraph>{t('notices.feeText')}</Typography.Paragraph>
      </NoticeSection>
    );
  }
  if (kind === 'activity' && activity) {
    // SPEC §2: the activity's detail tab is titled 查看活动, as from the bell.
    const detail = activityRoute(activity.activity_id, t('notices.viewActivity'));
    const actions = (
      <>
        {iKnow}
        <Button onClick={() => goTo(kind, detail, true)}>{t('notices.viewDetail')}</Button>
      </>
    );
    return (
      <NoticeSection title={t('notices.activityTitle')} actions={actions}>
        <Typography.Paragraph strong>{activity.title}</Typography.Paragraph>
        <Typography.Paragraph>{activity.content}</Typography.Paragraph>
      </NoticeSection>
    );
  }
  if (kind === 'reminder' && reminder) {
    const actions = (
      <>
        <Button onClick={() => centre.later(kind)}>{t('notices.later')}</Button>
        <Button onClick={() => goTo(kind, reminder.remindViewIndex, false)}>{t('notices.goHandle')}</Button>
      </>
    );
    return (
      <NoticeSection title={t('notices.remindTitle')} actions={actions}>
        <Typography.Paragraph>{reminder.remindHandle || t('notices.remindText')}</Typography.Paragraph>
      </NoticeSection>
    );
  }
  return null;
}

function LatestAnnouncement({ notices, content }: { notices: Notices; content: string }) {
  const { t } = useTranslation();
  const others = otherUnreadAnnouncements(notices);
  const files = notices.latest?.fileInfoList ?? [];
  return (
    <>
      <div
        className="notice-content"
        // Announcement bodies are rich text from the server, sanitised again before display.
        dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(content) }}
      />
      {files.length > 0 && (
        <>
          <Typography.Text strong>{t('notices.attachments')}</Typography.Text>
          <AttachmentLinks files={files} />
        </>
      )}
      {others > 0 && (
        <Typography.Paragraph type="secondary">
          {t('notices.unreadCount', { count: others })}
        </Typography.Paragraph>
      )}
    </>
  );
}

function NoticeSection({
  title,
  actions,
  children,
}: {
  title: string;
  actions: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="notice-centre-section" style={sectionStyle}>
      <h2 id={id} style={headingStyle}>
        {title}
      </h2>
      {children}
      <Flex gap={8} wrap justify="flex-end">
        {actions}
      </Flex>
    </section>
  );
}

const sectionStyle = {
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  paddingBlock: 12,
  borderBottom: '1px solid var(--ant-color-split, #f0f0f0)',
  overflowWrap: 'anywhere',
} as const;

const headingStyle = { margin: 0, fontSize: '1.15em', fontWeight: 600 } as const;
