import { describe, expect, it } from 'vitest';
import { scrollToShow } from './useStripScroll';

describe('scrollToShow', () => {
  const view = { scrollLeft: 100, width: 300 };
  it('keeps the scroll when the tab is already in view', () => {
    expect(scrollToShow(view, { left: 150, width: 80 })).toBe(100);
  });
  it('scrolls back to a tab left of the view', () => {
    expect(scrollToShow(view, { left: 40, width: 80 })).toBe(40);
  });
  it('scrolls forward until a tab right of the view ends at its edge', () => {
    expect(scrollToShow(view, { left: 900, width: 80 })).toBe(680);
  });
});
