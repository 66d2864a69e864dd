import type { ResourceRecord } from '@eldercare/api-client/contract';
import { App } from 'antd';
import { useEffect, useState } from 'react';
import { isConnected, nextCallState, type CallEvent, type CallState } from './call-state';
import { useKitTexts } from './useKitTexts';

/**
 * The call toolbar's controller: the call's state machine, the talk time counting while connected,
 * the transfer extension and the notes; hanging up saves the duration and the notes on the call.
 */
export function useCallToolbar(
  record: ResourceRecord | undefined,
  patch: (values: Record<string, unknown>) => Promise<ResourceRecord | undefined>,
) {
  const kitTexts = useKitTexts();
  const { message } = App.useApp();
  const [state, setState] = useState<CallState>('ringing');
  const [seconds, setSeconds] = useState(0);
  const [extension, setExtension] = useState('');
  const [notes, setNotes] = useState('');

  useEffect(() => {
    if (!isConnected(state)) return;
    const timer = setInterval(() => setSeconds((s) => s + 1), 1000);
    return () => clearInterval(timer);
  }, [state]);

  const fire = (event: CallEvent) => {
    const next = nextCallState(state, event);
    setState(next);
    if (next === 'ended' && state !== 'ended') {
      const previous = typeof record?.handlingNotes === 'string' ? record.handlingNotes : '';
      const line = [extension && event === 'confirmTransfer' ? `→ ${extension}` : '', notes]
        .filter(Boolean)
        .join(' ');
      void patch({
        durationSeconds: seconds,
        handlingNotes: [previous, line].filter(Boolean).join('\n'),
      }).then((ok) => ok && message.success(kitTexts.saved));
    }
  };

  return { state, seconds, extension, setExtension, notes, setNotes, fire };
}
