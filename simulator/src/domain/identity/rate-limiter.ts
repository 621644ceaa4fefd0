// Sliding-window counters in memory, read against the simulator's clock. Cleared by a scenario reset.

export interface LimitDecision {
  allowed: boolean;
  /** Whole seconds until the oldest counted event leaves the window (0 when allowed). */
  retryAfterSeconds: number;
}

/** What `admit` decides for an attempt whose outcome is known only later (a password being checked). */
export type Admission =
  | { kind: 'admitted' }
  /** Only attempts still under way fill the window: ask again once one of them has settled. */
  | { kind: 'wait'; settled: Promise<void> }
  | { kind: 'refused'; retryAfterSeconds: number };

interface UnderWay {
  count: number;
  wake: (() => void)[];
}

export class SlidingWindowLimiter {
  private readonly events = new Map<string, number[]>();
  private readonly underWay = new Map<string, UnderWay>();

  /**
   * `limit` events within `windowMs`. With `delayPastLimit`, a key at or past the limit is not shut until
   * the window passes: one more event fits once `delayPastLimit(count)` ms have passed since its last one
   * (a slow-down rather than a lock-out).
   */
  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly delayPastLimit?: (count: number) => number,
  ) {}

  /** Whether one more event under `key` fits at `nowMs`, without counting it. */
  check(key: string, nowMs: number): LimitDecision {
    const times = this.recent(key, nowMs);
    if (times.length < this.limit) return { allowed: true, retryAfterSeconds: 0 };
    const oldest = times[times.length - this.limit] as number;
    let waitMs = oldest + this.windowMs - nowMs;
    if (this.delayPastLimit) {
      const last = times[times.length - 1] as number;
      waitMs = Math.min(waitMs, last + this.delayPastLimit(times.length) - nowMs);
      if (waitMs <= 0) return { allowed: true, retryAfterSeconds: 0 };
    }
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  }

  /**
   * Admits an attempt when the events counted plus the attempts under way leave room, so parallel
   * attempts cannot outrun the limit; one that finds the window full only of attempts under way waits
   * for them rather than being refused for failures that may never happen. Pair with `settle`.
   */
  admit(key: string, nowMs: number): Admission {
    const counted = this.recent(key, nowMs).length;
    const pending = this.underWay.get(key);
    if (counted + (pending?.count ?? 0) < this.limit) {
      if (pending) pending.count += 1;
      else this.underWay.set(key, { count: 1, wake: [] });
      return { kind: 'admitted' };
    }
    if (pending && pending.count > 0) {
      return { kind: 'wait', settled: new Promise((resolve) => pending.wake.push(resolve)) };
    }
    const decision = this.check(key, nowMs);
    if (decision.allowed) {
      // Past the limit, but its delay has passed: this one attempt is checked.
      this.underWay.set(key, { count: 1, wake: [] });
      return { kind: 'admitted' };
    }
    return { kind: 'refused', retryAfterSeconds: decision.retryAfterSeconds };
  }

  /** Ends an admitted attempt; `counts` records it as an event (a failure). Wakes whoever waited on it. */
  settle(key: string, nowMs: number, counts: boolean): void {
    if (counts) this.record(key, nowMs);
    const pending = this.underWay.get(key);
    if (!pending) return; // a reset came in between
    pending.count -= 1;
    const wake = pending.wake.splice(0);
    if (pending.count <= 0) this.underWay.delete(key);
    for (const resolve of wake) resolve();
  }

  record(key: string, nowMs: number): void {
    const times = this.recent(key, nowMs);
    times.push(nowMs);
    this.events.set(key, times);
  }

  /** Drops the events counted under `key` (attempts under way stay under way). */
  forget(key: string): void {
    this.events.delete(key);
  }

  clear(): void {
    this.events.clear();
    const waiting = [...this.underWay.values()].flatMap((pending) => pending.wake);
    this.underWay.clear();
    for (const resolve of waiting) resolve();
  }

  /** The events of `key` still inside the window; also drops the expired ones. */
  private recent(key: string, nowMs: number): number[] {
    const times = this.events.get(key);
    if (!times) return [];
    // The clock can be moved back (POST /__sim/clock with a smaller offset): events "in the future" count.
    const kept = times.filter((t) => t > nowMs - this.windowMs);
    if (kept.length) this.events.set(key, kept);
    else this.events.delete(key);
    return kept;
  }
}
