import { beforeEach, describe, expect, it } from 'vitest';
import { clearErrorLog, installErrorLog, readErrorLog, recordError } from './error-log';

describe('error log (SPEC §8)', () => {
  beforeEach(() => clearErrorLog());

  it('records errors with the page URL, newest first, capped at 50', () => {
    recordError(new Error('first'), 'http://x/a');
    recordError('second', 'http://x/b');
    expect(readErrorLog().map((e) => [e.message, e.url])).toEqual([
      ['second', 'http://x/b'],
      ['first', 'http://x/a'],
    ]);
    for (let i = 0; i < 60; i += 1) recordError(new Error(`e${i}`));
    expect(readErrorLog()).toHaveLength(50);
    expect(readErrorLog()[0]?.message).toBe('e59');
  });

  it('catches uncaught errors and rejections once installed', () => {
    const uninstall = installErrorLog();
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('boom'), message: 'boom' }));
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: new Error('nope') });
    window.dispatchEvent(rejection);
    uninstall();
    const late = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(late, 'reason', { value: new Error('after') });
    window.dispatchEvent(late);
    expect(readErrorLog().map((e) => e.message)).toEqual(['nope', 'boom']);
  });
});
