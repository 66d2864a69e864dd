import { lazy, Suspense } from 'react';
import { popupQueue, type Notices } from './popup-queue';

// The dialogs (draggable frame, DOMPurify for announcement bodies) load once there is one to show.
const NoticePopupDialogs = lazy(() => import('./NoticePopupDialogs'));

/** SPEC §4/§6 notice popups; see `NoticePopupDialogs`. */
export function NoticePopups({ notices, navigate }: { notices: Notices; navigate: (to: string) => void }) {
  if (popupQueue(notices).length === 0) return null;
  return (
    <Suspense fallback={null}>
      <NoticePopupDialogs notices={notices} navigate={navigate} />
    </Suspense>
  );
}
