import { BellOutlined } from '@ant-design/icons';
import { Button, Popover } from 'antd';
import type { AdjustOverflow } from 'antd/es/tooltip';
import { lazy, Suspense, useState } from 'react';
import { useKitTranslation } from '../i18n/useKitTranslation';
import { CountBadge } from './CountBadge';
import { noticeTotal, type NoticeBellProps } from './notice-model';

// The tabs and lists load when the bell is first opened: the header is on every page.
const NoticeTabs = lazy(() => import('./NoticeTabs'));

export type { NoticeBellProps };

/**
 * On a phone the bell is not at the header's right edge: the pop-over slides left as far as it must to
 * stay on screen (a bottomRight placement only flips). antd types its overflow option without the
 * trigger's `shiftX`, which it passes on.
 */
const STAY_ON_SCREEN: AdjustOverflow = Object.assign({ adjustY: 1 as const }, { shiftX: true });

/** The header bell: one badge for every unread list, a tab per list, click to open an item. */
export function NoticeBell(props: NoticeBellProps) {
  const { t } = useKitTranslation();
  const [open, setOpenState] = useState(props.defaultOpen ?? false);
  // Once loaded the tabs stay mounted, so the popover closes with its content in place.
  const [loaded, setLoaded] = useState(open);
  const setOpen = (next: boolean) => {
    if (next) setLoaded(true);
    setOpenState(next);
  };
  const showAssociation = props.showAssociation ?? true;
  const total = noticeTotal(props, showAssociation);

  return (
    // The count sits outside the popover: its trigger must be the button, which takes the handlers.
    <CountBadge count={total}>
      <Popover
        open={open}
        onOpenChange={setOpen}
        trigger="click"
        placement="bottomRight"
        autoAdjustOverflow={STAY_ON_SCREEN}
        // Never empty: antd does not open a popover without content.
        content={
          <Suspense fallback={<div className="ek-notice-loading" />}>
            {loaded && (
              <NoticeTabs {...props} showAssociation={showAssociation} onPicked={() => setOpen(false)} />
            )}
          </Suspense>
        }
      >
        <Button type="text" aria-label={`${t('kit.notice.bell')} (${total})`} icon={<BellOutlined />} />
      </Popover>
    </CountBadge>
  );
}
