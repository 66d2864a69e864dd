import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Where a tab sits in the strip's scroll coordinates, and the scroll that shows it whole. */
export function scrollToShow(
  view: { scrollLeft: number; width: number },
  tab: { left: number; width: number },
): number {
  if (tab.left < view.scrollLeft) return tab.left;
  if (tab.left + tab.width > view.scrollLeft + view.width) return tab.left + tab.width - view.width;
  return view.scrollLeft;
}

/**
 * The tab strip's horizontal scroll: the active tab is brought into view whenever it changes (or
 * the strip resizes), and whether the strip overflows, so the strip can offer arrows and a list.
 */
export function useStripScroll(activeKey: string | undefined, tabCount: number) {
  const ref = useRef<HTMLUListElement>(null);
  const [overflowing, setOverflowing] = useState(false);

  const measure = useCallback(() => {
    const list = ref.current;
    if (list) setOverflowing(list.scrollWidth > list.clientWidth + 1);
  }, []);

  const showActive = useCallback(() => {
    const list = ref.current;
    if (!list || activeKey === undefined) return;
    const tab = [...list.children].find(
      (child): child is HTMLElement => child instanceof HTMLElement && child.dataset.key === activeKey,
    );
    if (!tab) return;
    list.scrollLeft = scrollToShow(
      { scrollLeft: list.scrollLeft, width: list.clientWidth },
      { left: tab.offsetLeft - list.offsetLeft, width: tab.offsetWidth },
    );
  }, [activeKey]);

  useLayoutEffect(() => {
    measure();
    showActive();
  }, [measure, showActive, tabCount]);

  useEffect(() => {
    const list = ref.current;
    if (!list || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      measure();
      showActive();
    });
    observer.observe(list);
    return () => observer.disconnect();
  }, [measure, showActive]);

  const scrollBy = (direction: -1 | 1) => {
    const list = ref.current;
    if (list) list.scrollBy({ left: direction * list.clientWidth * 0.8, behavior: 'smooth' });
  };
  return { ref, overflowing, scrollBy };
}
