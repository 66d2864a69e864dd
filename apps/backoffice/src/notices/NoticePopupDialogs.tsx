import { useState } from 'react';
import { Button, List, Space, Typography } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import DOMPurify from 'dompurify';
import { useTranslation } from 'react-i18next';
import { DraggableDialog } from '@eldercare/admin-kit';
import {
  useReadActivityNotice,
  useReadAnnouncementPopup,
  useReadFeeNotice,
} from '@eldercare/api-client/react';
import { activityRoute } from './notice-routes';
import { otherUnreadAnnouncements, popupQueue, type Notices, type PopupKind } from './popup-queue';

const SEEN_KEY = 'eldercare.noticePopupsSeen';
const POPUP_Z_INDEX = 9999;

function seenThisSession(): Set<PopupKind> {
  try {
    return new Set(JSON.parse(sessionStorage.getItem(SEEN_KEY) ?? '[]') as PopupKind[]);
  } catch {
    return new Set();
  }
}

function markSeen(kind: PopupKind): void {
  sessionStorage.setItem(SEEN_KEY, JSON.stringify([...seenThisSession(), kind]));
}

/**
 * The popups of SPEC §4/§6, one at a time: the latest announcement (only when `hasFail`), the fee
 * notice, the activity notice, then business reminders. Reading marks the notice read on the server;
 * reminders show once per browser session. Loaded by `NoticePopups` when there is one to show.
 */
export default function NoticePopupDialogs({
  notices,
  navigate,
}: {
  notices: Notices;
  navigate: (to: string) => void;
}) {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState<Set<PopupKind>>(seenThisSession);
  const readAnnouncement = useReadAnnouncementPopup();
  const readFee = useReadFeeNotice();
  const readActivity = useReadActivityNotice();

  const dismiss = (kind: PopupKind) => {
    markSeen(kind);
    setDismissed((prev) => new Set(prev).add(kind));
  };

  const latest = notices.latest;
  const fee = notices.fees[0];
  const activity = notices.activities[0];
  const reminder = notices.reminders[0];
  const showing = popupQueue(notices).find((kind) => !dismissed.has(kind));

  if (showing === 'latest' && latest?.info) {
    const info = latest.info;
    const close = () => {
      void readAnnouncement.mutateAsync(info.id).catch(() => undefined);
      dismiss('latest');
    };
    return (
      <DraggableDialog
        open
        title={`${t('notices.latestTitle')} · ${info.title}`}
        zIndex={POPUP_Z_INDEX}
        onCancel={close}
        footer={
          <Button type="primary" onClick={close}>
            {t('notices.iKnow')}
          </Button>
        }
      >
        <div
          className="notice-content"
          // Announcement bodies are rich text from the server, sanitised again before display.
          dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(info.content) }}
        />
        {latest.fileInfoList.length > 0 && (
          <List
            size="small"
            header={t('notices.attachments')}
            dataSource={latest.fileInfoList}
            renderItem={(file) => (
              <List.Item>
                <Space>
                  <PaperClipOutlined />
                  {file.fileName}
                </Space>
              </List.Item>
            )}
          />
        )}
        {otherUnreadAnnouncements(notices) > 0 && (
          <Typography.Text type="secondary">
            {t('notices.unreadCount', { count: otherUnreadAnnouncements(notices) })}
          </Typography.Text>
        )}
      </DraggableDialog>
    );
  }

  if (showing === 'fee' && fee) {
    const close = () => {
      void readFee.mutateAsync(fee.id).catch(() => undefined);
      dismiss('fee');
    };
    return (
      <DraggableDialog
        open
        title={t('notices.feeTitle')}
        zIndex={POPUP_Z_INDEX}
        onCancel={close}
        footer={
          <Button type="primary" onClick={close}>
            {t('notices.iKnow')}
          </Button>
        }
      >
        <Typography.Paragraph strong>{fee.title}</Typography.Paragraph>
        <Typography.Paragraph>{t('notices.feeText')}</Typography.Paragraph>
      </DraggableDialog>
    );
  }

  if (showing === 'activity' && activity) {
    const read = () => void readActivity.mutateAsync(activity.id).catch(() => undefined);
    return (
      <DraggableDialog
        open
        title={t('notices.activityTitle')}
        zIndex={POPUP_Z_INDEX}
        onCancel={() => {
          read();
          dismiss('activity');
        }}
        footer={
          <Button
            type="primary"
            onClick={() => {
              read();
              dismiss('activity');
              // SPEC §2: the activity's detail tab is titled 查看活动, as from the bell.
              navigate(activityRoute(activity.activity_id, t('notices.viewActivity')));
            }}
          >
            {t('notices.viewDetail')}
          </Button>
        }
      >
        <Typography.Paragraph strong>{activity.title}</Typography.Paragraph>
        <Typography.Paragraph>{activity.content}</Typography.Paragraph>
      </DraggableDialog>
    );
  }

  if (showing === 'reminder' && reminder) {
    return (
      <DraggableDialog
        open
        title={t('notices.remindTitle')}
        zIndex={POPUP_Z_INDEX}
        onCancel={() => dismiss('reminder')}
        footer={
          <Space>
            <Button onClick={() => dismiss('reminder')}>{t('notices.later')}</Button>
            <Button
              type="primary"
              onClick={() => {
                dismiss('reminder');
                navigate(reminder.remindViewIndex);
              }}
            >
              {t('notices.goHandle')}
            </Button>
          </Space>
        }
      >
        <Typography.Paragraph>{reminder.remindHandle || t('notices.remindText')}</Typography.Paragraph>
      </DraggableDialog>
    );
  }
  return null;
}
