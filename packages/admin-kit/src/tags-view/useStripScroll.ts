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
 * Calls `changed` whenever the strip or any of its tabs changes size, tabs added later included.
 * The strip's own box often keeps its size while what it holds changes: the kit's stylesheet
 * applying after the first measure (the tabs go from stacked blocks to one row), web fonts arriving,
 * a tab's title changing. Watching the strip alone missed those and left the active tab out of view.
 */
export function watchStripSize(list: HTMLElement, changed: () => void): () => void {
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  const sizes = new ResizeObserver(changed);
  sizes.observe(list);
  for (const tab of list.children) sizes.observe(tab);
  const added = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) if (node instanceof Element) sizes.observe(node);
  });
  added.observe(list, { childList: true });
  return () => {
    added.disconnect();
    sizes.disconnect();
  };
}

/**
 * The tab strip's horizontal scroll: the active tab is brought into view whenever it changes (or
 * the strip or a tab resizes), and whether the strip overflows, so the strip can offer arrows and a list.
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
    if (!list) return;
    return watchStripSize(list, () => {
      measure();
      showActive();
    });
  }, [measure, showActive]);

  const scrollBy = (direction: -1 | 1) => {
    const list = ref.current;
    if (list) list.scrollBy({ left: direction * list.clientWidth * 0.8, behavior: 'smooth' });
  };
  return { ref, overflowing, scrollBy };
}
