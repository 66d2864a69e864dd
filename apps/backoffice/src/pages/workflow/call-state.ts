/** The softphone toolbar's call states (no real telephony behind them). */
export type CallState = 'ringing' | 'talking' | 'held' | 'transferring' | 'ended';
export type CallEvent = 'answer' | 'hold' | 'resume' | 'transfer' | 'confirmTransfer' | 'hangUp';

const NEXT: Record<CallState, Partial<Record<CallEvent, CallState>>> = {
  ringing: { answer: 'talking', hangUp: 'ended' },
  talking: { hold: 'held', transfer: 'transferring', hangUp: 'ended' },
  held: { resume: 'talking', transfer: 'transferring', hangUp: 'ended' },
  transferring: { confirmTransfer: 'ended', resume: 'talking', hangUp: 'ended' },
  ended: {},
};

/** The state after an event, or the same state when the event does not apply. */
export function nextCallState(state: CallState, event: CallEvent): CallState {
  return NEXT[state][event] ?? state;
}

/** The events the toolbar offers in a state, in button order. */
export function callEvents(state: CallState): CallEvent[] {
  return Object.keys(NEXT[state]) as CallEvent[];
}

/** Talk time counts while talking or on hold (both keep the line). */
export function isConnected(state: CallState): boolean {
  return state === 'talking' || state === 'held' || state === 'transferring';
}
