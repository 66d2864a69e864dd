import { ErrorCode } from '@eldercare/contract';
import { AppError } from './app-error.js';

/**
 * A per-address allowance of a public call that costs the server something for nobody signed in
 * (a captcha's SVG and stored answer, the public key): `limit` calls in a sliding `windowMs`, kept
 * in this process's memory. Each instance counts its own; together they still cap a flood.
 */
export class AddressRateLimit {
  private readonly calls = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs = 60_000,
  ) {}

  /** Counts a call from `address`; throws 429 (translated) past the allowance. */
  take(address: string, now = Date.now()): void {
    const since = now - this.windowMs;
    const recent = (this.calls.get(address) ?? []).filter((at) => at > since);
    if (recent.length >= this.limit) {
      this.calls.set(address, recent);
      throw new AppError(ErrorCode.Throttled, 'tooManyRequests');
    }
    recent.push(now);
    this.calls.set(address, recent);
    // Forget idle addresses now and then so the map stays as small as the traffic.
    if (this.calls.size > 10_000) {
      for (const [key, times] of this.calls) if ((times.at(-1) ?? 0) <= since) this.calls.delete(key);
    }
  }
}
