import { configure } from '@testing-library/react';
import { beforeAll, vi } from 'vitest';

/**
 * What a test file that renders a whole resource page needs in jsdom: time (antd's table renders
 * slowly on a busy machine) and a ResizeObserver for the sticky table, which jsdom lacks; nothing
 * ever resizes.
 */
export function preparePageTests() {
  vi.setConfig({ testTimeout: 30_000 });
  configure({ asyncUtilTimeout: 8_000 });
  beforeAll(() => {
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  });
}
