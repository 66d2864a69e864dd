import { describe, expect, it } from 'vitest';
import { callEvents, isConnected, nextCallState } from './call-state';

describe('call toolbar state machine', () => {
  it('answers, holds, resumes and hangs up', () => {
    let state = nextCallState('ringing', 'answer');
    expect(state).toBe('talking');
    state = nextCallState(state, 'hold');
    expect(state).toBe('held');
    expect(isConnected(state)).toBe(true);
    state = nextCallState(state, 'resume');
    expect(state).toBe('talking');
    expect(nextCallState(state, 'hangUp')).toBe('ended');
  });

  it('ignores events that do not apply', () => {
    expect(nextCallState('ringing', 'hold')).toBe('ringing');
    expect(nextCallState('ended', 'answer')).toBe('ended');
    expect(callEvents('ended')).toEqual([]);
  });

  it('a confirmed transfer ends the call here; a cancelled one returns to talking', () => {
    expect(nextCallState(nextCallState('talking', 'transfer'), 'confirmTransfer')).toBe('ended');
    expect(nextCallState('transferring', 'resume')).toBe('talking');
    expect(callEvents('ringing')).toEqual(['answer', 'hangUp']);
  });
});
