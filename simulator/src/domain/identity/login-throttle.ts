// Failed logins, counted so that no stranger can lock an owner out (contract/identity-limits.ts):
// - per account and client together (the pair): past PAIR_FAILURE_LIMIT the pair is slowed down, one
//   attempt per growing delay, and refused in between; the owner on another client is not affected, and
//   on the same client gets in with the right password once the delay has passed;
// - per client across accounts (CLIENT_FAILURE_LIMIT): one address guessing many accounts;
// - per account from every client (ACCOUNT_FAILURE_CEILING): guessing spread over many addresses. Past it
//   only clients that logged in to the account before are checked, and the caller is told to mail the owner.
// In memory, on the simulator's clock, cleared by a scenario reset.
import {
  ACCOUNT_FAILURE_CEILING,
  CLIENT_FAILURE_LIMIT,
  KNOWN_CLIENT_DAYS,
  LIMIT_WINDOW_MINUTES,
  PAIR_FAILURE_LIMIT,
  pairDelaySeconds,
} from '@sponsorspot/contract/identity-limits';
import { identityError } from './errors.js';
import { SlidingWindowLimiter } from './rate-limiter.js';

const WINDOW_MS = LIMIT_WINDOW_MINUTES * 60 * 1000;
const KNOWN_CLIENT_MS = KNOWN_CLIENT_DAYS * 24 * 60 * 60 * 1000;

/** What the caller does after a failure settled: mail the account's owner once the ceiling is reached. */
export interface Settled {
  alertOwner: boolean;
}

export class LoginThrottle {
  private readonly pairs = new SlidingWindowLimiter(
    PAIR_FAILURE_LIMIT,
    WINDOW_MS,
    (failures) => pairDelaySeconds(failures) * 1000,
  );
  private readonly clients = new SlidingWindowLimiter(CLIENT_FAILURE_LIMIT, WINDOW_MS);
  private readonly accounts = new SlidingWindowLimiter(ACCOUNT_FAILURE_CEILING, WINDOW_MS);
  /** Account key → client → when that client last logged in to it. */
  private readonly knownClients = new Map<string, Map<string, number>>();
  /** Account key → when its owner was last told of the ceiling (once per window). */
  private readonly alerted = new Map<string, number>();

  /**
   * Waits until the account's ceiling (for a client it does not know), the client and the pair admit one
   * more attempt, or throws 429 rate_limited. An attempt under way counts against the client and the pair
   * until it settles, so parallel wrong passwords cannot outrun them; one that finds them full only of
   * attempts under way waits for those instead of being refused. Pair each admission with `settle`.
   */
  async admit(account: string, client: string, nowMs: () => number): Promise<void> {
    const pair = pairKey(account, client);
    for (;;) {
      const now = nowMs();
      if (!this.isKnown(account, client, now)) {
        const ceiling = this.accounts.check(account, now);
        if (!ceiling.allowed) throw identityError.rateLimited(ceiling.retryAfterSeconds);
      }
      const byClient = this.clients.admit(client, now);
      if (byClient.kind === 'refused') throw identityError.rateLimited(byClient.retryAfterSeconds);
      if (byClient.kind === 'wait') {
        await byClient.settled;
        continue;
      }
      const byPair = this.pairs.admit(pair, now);
      if (byPair.kind === 'admitted') return;
      this.clients.settle(client, now, false);
      if (byPair.kind === 'refused') throw identityError.rateLimited(byPair.retryAfterSeconds);
      await byPair.settled;
    }
  }

  /** Ends an admitted attempt; a failure counts for the client, the pair and the account's ceiling. */
  settle(account: string, client: string, now: number, failed: boolean): Settled {
    this.clients.settle(client, now, failed);
    this.pairs.settle(pairKey(account, client), now, failed);
    if (!failed) return { alertOwner: false };
    this.accounts.record(account, now);
    if (this.accounts.check(account, now).allowed) return { alertOwner: false };
    const last = this.alerted.get(account);
    if (last !== undefined && now - last < WINDOW_MS) return { alertOwner: false };
    this.alerted.set(account, now);
    return { alertOwner: true };
  }

  /** A login succeeded: the pair starts over and the client is known to the account. */
  succeeded(account: string, client: string, now: number): void {
    this.pairs.forget(pairKey(account, client));
    const clients = this.knownClients.get(account) ?? new Map<string, number>();
    for (const [known, at] of clients) if (now - at >= KNOWN_CLIENT_MS) clients.delete(known);
    clients.set(client, now);
    this.knownClients.set(account, clients);
  }

  clear(): void {
    this.pairs.clear();
    this.clients.clear();
    this.accounts.clear();
    this.knownClients.clear();
    this.alerted.clear();
  }

  private isKnown(account: string, client: string, now: number): boolean {
    const at = this.knownClients.get(account)?.get(client);
    return at !== undefined && now - at < KNOWN_CLIENT_MS;
  }
}

/** One key for an account and a client (an email key holds no newline). */
function pairKey(account: string, client: string): string {
  return `${account}\n${client}`;
}
