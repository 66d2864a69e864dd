import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollToShow, watchStripSize } from './useStripScroll';

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

describe('watchStripSize', () => {
  /** A ResizeObserver that records what it watches and lets the test report a change. */
  class FakeResizeObserver {
    static instances: FakeResizeObserver[] = [];
    watched = new Set<Element>();
    constructor(private readonly callback: () => void) {
      FakeResizeObserver.instances.push(this);
    }
    observe(target: Element) {
      this.watched.add(target);
    }
    disconnect() {
      this.watched.clear();
    }
    resize(target: Element) {
      if (this.watched.has(target)) this.callback();
    }
  }

  afterEach(() => vi.unstubAllGlobals());

  it('hears a tab change size while the strip keeps its own (the stylesheet applying late)', async () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    const list = document.createElement('ul');
    list.append(document.createElement('li'));
    const changed = vi.fn();
    const stop = watchStripSize(list, changed);
    const sizes = FakeResizeObserver.instances.at(-1)!;

    sizes.resize(list.firstElementChild!);
    expect(changed).toHaveBeenCalledTimes(1);
    // A tab opened later is watched too.
    const later = document.createElement('li');
    list.append(later);
    await Promise.resolve();
    sizes.resize(later);
    expect(changed).toHaveBeenCalledTimes(2);

    stop();
    sizes.resize(later);
    expect(changed).toHaveBeenCalledTimes(2);
  });
});
