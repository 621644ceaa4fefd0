// Sliding-window counters in memory, read against the simulator's clock. Cleared by a scenario reset.

export interface LimitDecision {
  allowed: boolean;
  /** Whole seconds until the oldest counted event leaves the window (0 when allowed). */
  retryAfterSeconds: number;
}

export class SlidingWindowLimiter {
  private readonly events = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  /** Whether one more event under `key` fits at `nowMs`, without counting it. */
  check(key: string, nowMs: number): LimitDecision {
    const times = this.recent(key, nowMs);
    if (times.length < this.limit) return { allowed: true, retryAfterSeconds: 0 };
    const oldest = times[times.length - this.limit] as number;
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((oldest + this.windowMs - nowMs) / 1000)),
    };
  }

  record(key: string, nowMs: number): void {
    const times = this.recent(key, nowMs);
    times.push(nowMs);
    this.events.set(key, times);
  }

  /** Removes one event of `key` counted at `atMs` (a reservation that turned out not to count). */
  release(key: string, atMs: number): void {
    const times = this.events.get(key);
    if (!times) return;
    const index = times.lastIndexOf(atMs);
    if (index === -1) return;
    times.splice(index, 1);
    if (!times.length) this.events.delete(key);
  }

  forget(key: string): void {
    this.events.delete(key);
  }

  clear(): void {
    this.events.clear();
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
