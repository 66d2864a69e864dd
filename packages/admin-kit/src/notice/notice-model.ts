export interface NoticeMessage {
  id: string;
  title: string;
  content?: string;
  msgTypeName?: string;
}
export interface NoticeAgenda {
  agendaType: string;
  promptTitle: string;
}
export interface NoticeAnnouncement {
  id: string;
  title: string;
  typeName?: string;
}
export interface NoticeFee {
  id: string;
  title: string;
}
export interface NoticeActivity {
  id: string;
  activityId?: string;
  title: string;
  content?: string;
}

export interface NoticeLists {
  messages: readonly NoticeMessage[];
  /** Server totals when the lists are pages of a longer list. */
  messagesTotal?: number;
  agenda: readonly NoticeAgenda[];
  agendaTotal?: number;
  announcements: readonly NoticeAnnouncement[];
  fees: readonly NoticeFee[];
  activities: readonly NoticeActivity[];
}

/** SPEC §9: messages + agenda + unread announcements + unpaid fees + unread activities. */
export function noticeTotal(lists: NoticeLists, includeAssociation = true): number {
  const own = (lists.messagesTotal ?? lists.messages.length) + (lists.agendaTotal ?? lists.agenda.length);
  if (!includeAssociation) return own;
  return own + lists.announcements.length + lists.fees.length + lists.activities.length;
}
