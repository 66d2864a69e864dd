import { useState } from 'react';
import {
  useReadActivityNotice,
  useReadAnnouncementPopup,
  useReadFeeNotice,
} from '@eldercare/api-client/react';
import { popupQueue, type Notices, type PopupKind } from './popup-queue';
import { markSeen, seenThisSession } from './popup-seen';

/**
 * The notice centre's controller: which notices are still pending, and reading, setting aside or
 * following them. What was handled does not come back in this browser session.
 */
export function useNoticeCentre(notices: Notices, navigate: (to: string) => void) {
  const [handled, setHandled] = useState<Set<PopupKind>>(seenThisSession);
  const readAnnouncement = useReadAnnouncementPopup();
  const readFee = useReadFeeNotice();
  const readActivity = useReadActivityNotice();

  const pending = popupQueue(notices).filter((kind) => !handled.has(kind));
  const latest = notices.latest?.info;
  const fee = notices.fees[0];
  const activity = notices.activities[0];

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
  return {
    pending,
    readOne: (kind: PopupKind) => {
      read(kind);
      handle([kind]);
    },
    readAll: () => {
      pending.forEach(read);
      handle(pending);
    },
    /** Set aside for this session, unread: a reminder's 稍后处理. */
    later: (kind: PopupKind) => handle([kind]),
    /** Going to a page leaves the centre: the others stay unread (the bell keeps them) until next time. */
    goTo: (kind: PopupKind, to: string, markRead: boolean) => {
      if (markRead) read(kind);
      handle(pending);
      navigate(to);
    },
  };
}
