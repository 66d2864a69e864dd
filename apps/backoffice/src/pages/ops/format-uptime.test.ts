import { describe, expect, it } from 'vitest';
import { uptimeParts } from './format-uptime';

describe('uptime', () => {
  it('splits seconds into days, hours and minutes', () => {
    expect(uptimeParts(0)).toEqual({ days: 0, hours: 0, minutes: 0 });
    expect(uptimeParts(59.9)).toEqual({ days: 0, hours: 0, minutes: 0 });
    expect(uptimeParts(90_061)).toEqual({ days: 1, hours: 1, minutes: 1 });
    expect(uptimeParts(-5)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });
});
