import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useNavigate } from 'react-router-dom';
import type { NoticeBellProps } from '@eldercare/admin-kit';
import {
  useMarkMessageRead,
  useReadActivityNotice,
  useReadAllNotices,
  useReadAnnouncementPopup,
  useReadFeeNotice,
} from '@eldercare/api-client/react';
import { activityRoute, announcementRoute } from '../notices/notice-routes';
import type { useNotices } from '../notices/useNotices';
import { agendaTitle } from '../pages/system/message/agenda-label';
import { formatDateTime } from '../format/date-time';

/** What the bell lists, as it shows it: ids as text, times formatted, agenda items titled. */
function bellLists(notices: ReturnType<typeof useNotices>, t: TFunction) {
  return {
    showAssociation: notices.association,
    showFeesAndActivities: notices.feesAndActivities,
    messages: notices.messages.map((m) => ({
      id: String(m.id),
      title: m.title,
      content: m.content,
      msgTypeName: m.msgTypeName,
      time: formatDateTime(m.createTime),
    })),
    messagesTotal: notices.messagesTotal,
    agenda: notices.agenda.map((item) => ({ ...item, promptTitle: agendaTitle(t, item) })),
    agendaTotal: notices.agendaTotal,
    announcements: notices.announcements.map((a) => ({
      id: String(a.id),
      title: a.title,
      typeName: a.announcement_type_name,
      time: formatDateTime(a.createTime),
    })),
    fees: notices.fees.map((f) => ({
      id: String(f.id),
      title: f.title,
      time: formatDateTime(f.createTime),
    })),
    activities: notices.activities.map((a) => ({
      id: String(a.id),
      activityId: String(a.activity_id),
      title: a.title,
      content: a.content,
      time: formatDateTime(a.createTime),
    })),
  } satisfies Partial<NoticeBellProps>;
}

/** The bell's lists from the user's notices, and what opening or reading one does (SPEC §4). */
export function useNoticeBellProps(notices: ReturnType<typeof useNotices>): NoticeBellProps {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const markMessageRead = useMarkMessageRead();
  const readAnnouncement = useReadAnnouncementPopup();
  const readFee = useReadFeeNotice();
  const readActivity = useReadActivityNotice();
  const readAll = useReadAllNotices();

  const openMessage = (id: number) => {
    const message = notices.messages.find((m) => m.id === id);
    if (!message) return;
    // SPEC §4: confirming or dismissing marks the message read; the summary then reloads.
    const read = () => void markMessageRead.mutateAsync(id).catch(() => undefined);
    modal.info({
      title: message.title,
      content: message.content,
      okText: t('notices.markRead'),
      closable: true,
      zIndex: 9999,
      onOk: read,
      onCancel: read,
    });
  };

  return {
    ...bellLists(notices, t),
    onReadAll: (tab) => void readAll.mutateAsync(tab).catch(() => undefined),
    onOpenMessage: (m) => openMessage(Number(m.id)),
    onOpenAgenda: (agenda) => {
      const item = notices.agenda.find((a) => a.agendaType === agenda.agendaType);
      if (item?.path) navigate(item.path);
    },
    onOpenAnnouncement: (a) => {
      const item = notices.announcements.find((x) => String(x.id) === a.id);
      if (!item) return;
      // SPEC §4: a clicked unread announcement becomes read and the unread list reloads.
      void readAnnouncement.mutateAsync(item.id).catch(() => undefined);
      navigate(announcementRoute(item.id, item.anannouncement_type, t('notices.viewAnnouncement')));
    },
    onOpenFee: (fee) => {
      modal.info({
        title: t('notices.feeTitle'),
        content: `${fee.title} — ${t('notices.feeText')}`,
        okText: t('notices.iKnow'),
        zIndex: 9999,
        // SPEC §4: closing the fee dialog marks the selected notice read.
        onOk: () => void readFee.mutateAsync(Number(fee.id)).catch(() => undefined),
      });
    },
    onOpenActivity: (a) => {
      void readActivity.mutateAsync(Number(a.id)).catch(() => undefined);
      navigate(activityRoute(Number(a.activityId), t('notices.viewActivity')));
    },
  };
}
