import { beforeEach, describe, expect, it } from 'vitest';
import { markSeen, unseenThisSession } from './popup-seen';

describe('the notice centre’s sections not shown this session', () => {
  beforeEach(() => sessionStorage.clear());

  it('are every section the notices call for until one is shown', () => {
    expect(unseenThisSession(['fee', 'activity'])).toEqual(['fee', 'activity']);
  });

  it('leave out what this browser session has shown, in the queue’s order', () => {
    markSeen(['fee', 'reminder']);
    expect(unseenThisSession(['latest', 'fee', 'activity', 'reminder'])).toEqual(['latest', 'activity']);
    markSeen(['latest', 'activity']);
    expect(unseenThisSession(['latest', 'fee', 'activity', 'reminder'])).toEqual([]);
  });
});
