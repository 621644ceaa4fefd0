// The simulator's clock: real time plus an offset QA moves with the control API (POST /__sim/clock), so
// token, code and rate-limit expiry are testable. Every time decision in the simulator reads it.

// The largest offset either way (ten years) passes any lifetime the simulator knows (365 days).
import { CLOCK_OFFSET_MAX_MS } from '@sponsorspot/contract/sim';

export class SimClock {
  private offset = 0;

  constructor(private readonly realNow: () => number = Date.now) {}

  now(): Date {
    return new Date(this.nowMs());
  }

  nowMs(): number {
    return this.realNow() + this.offset;
  }

  get offsetMs(): number {
    return this.offset;
  }

  /** Moves the clock forward; throws RangeError past the maximum offset. */
  advance(ms: number): void {
    this.setOffset(this.offset + ms);
  }

  setOffset(ms: number): void {
    if (!Number.isFinite(ms) || Math.abs(ms) > CLOCK_OFFSET_MAX_MS) {
      throw new RangeError(`The clock offset must stay within ±${CLOCK_OFFSET_MAX_MS} ms.`);
    }
    this.offset = Math.trunc(ms);
  }

  reset(): void {
    this.offset = 0;
  }
}
