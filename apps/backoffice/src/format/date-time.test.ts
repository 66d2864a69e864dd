import { describe, expect, it } from 'vitest';
import { formatDateTime } from './date-time';

describe('formatDateTime', () => {
  it('shows an ISO instant in the browser time zone, to the second', () => {
    // The expectation is built from the same instant in local time, so it holds in any zone.
    const instant = new Date('2026-11-23T19:59:09.854Z');
    const pad = (n: number) => String(n).padStart(2, '0');
    const local = `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())} ${pad(
      instant.getHours(),
    )}:${pad(instant.getMinutes())}:${pad(instant.getSeconds())}`;
    expect(formatDateTime('2026-11-23T19:59:09.854Z')).toBe(local);
  });

  it('converts to the local zone rather than cutting the UTC text', () => {
    const offsetMinutes = new Date('2026-11-23T19:59:09Z').getTimezoneOffset();
    const shown = formatDateTime('2026-11-23T19:59:09Z');
    if (offsetMinutes === 0) expect(shown).toBe('2026-11-23 19:59:09');
    else expect(shown).not.toBe('2026-11-23 19:59:09');
  });

  it('shows an em dash for nothing and a non-date as it is', () => {
    expect(formatDateTime(null)).toBe('—');
    expect(formatDateTime('')).toBe('—');
    expect(formatDateTime('not a date')).toBe('not a date');
  });
});

describe('formatDateTime on local texts', () => {
  it('reads a bare date and a space-separated time as local, as they are written', () => {
    expect(formatDateTime('2026-02-01')).toBe('2026-02-01 00:00:00');
    expect(formatDateTime('2026-02-01 17:30:15')).toBe('2026-02-01 17:30:15');
  });
});
