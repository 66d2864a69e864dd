import { lazy, Suspense, useState } from 'react';
import { useAfterFirstFigures } from '../pages/dashboard/first-figures';
import { popupQueue, type Notices } from './popup-queue';
import { unseenThisSession } from './popup-seen';

// The centre (draggable frame, DOMPurify for announcement bodies) loads once there is a notice for it
// that this browser session has not shown yet (a reload after reading them loads nothing).
const NoticeCentre = lazy(() => import('./NoticeCentre'));

/** The after-sign-in notice centre; see `NoticeCentre`. */
export function NoticePopups({ notices, navigate }: { notices: Notices; navigate: (to: string) => void }) {
  // Stays mounted once shown, so the dialog closes with its animation and gives focus back.
  const [shown, setShown] = useState(false);
  // Not before the dashboard's first figures: its code would delay them.
  const afterFigures = useAfterFirstFigures();
  if (!shown && afterFigures && unseenThisSession(popupQueue(notices)).length > 0) setShown(true);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <NoticeCentre notices={notices} navigate={navigate} />
    </Suspense>
  );
}
