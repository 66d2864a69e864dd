/** The tabs whose notices can be marked read at once (agenda items are work, not notices). */
export type NoticeReadAllTab = 'messages' | 'announcements' | 'fees' | 'activities';

export interface NoticeMessage {
  id: string;
  /** When it was sent, as the host formats it. */
  time?: string;
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
  time?: string;
  title: string;
  typeName?: string;
}
export interface NoticeFee {
  id: string;
  time?: string;
  title: string;
}
export interface NoticeActivity {
  id: string;
  time?: string;
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

/** The header bell's lists, what it shows of them and what a click on an item does. */
export interface NoticeBellProps extends NoticeLists {
  /** The association tabs (announcements, fees, activities): system admins or account type 8. */
  showAssociation?: boolean;
  /**
   * The fee and activity tabs (within the association ones): false for users whose fee and
   * activity notices are never loaded (SPEC §6 secretariat roles), rather than two empty tabs.
   */
  showFeesAndActivities?: boolean;
  onOpenMessage?: (message: NoticeMessage) => void;
  onOpenAgenda?: (agenda: NoticeAgenda) => void;
  onOpenAnnouncement?: (announcement: NoticeAnnouncement) => void;
  onOpenFee?: (fee: NoticeFee) => void;
  onOpenActivity?: (activity: NoticeActivity) => void;
  /** 全部已读 of a tab; without it the tabs have no such button. */
  onReadAll?: (tab: NoticeReadAllTab) => void;
  /** Start open (stories). */
  defaultOpen?: boolean;
}
