// The limits on what sends a mail or tries a one-time code, per client and per address, so that neither
// an inbox can be flooded nor a code guessed. Failed logins have their own (login-throttle.ts).
import {
  CODE_FAILURE_LIMIT,
  LIMIT_WINDOW_MINUTES,
  MAIL_REQUESTS_PER_CLIENT,
  MAIL_REQUESTS_PER_EMAIL,
} from '@sponsorspot/contract/identity-limits';
import { emailKey } from '@sponsorspot/contract/identity-rules';
import type { ApiError } from '../../lib/errors.js';
import { identityError } from './errors.js';
import { SlidingWindowLimiter } from './rate-limiter.js';

const WINDOW_MS = LIMIT_WINDOW_MINUTES * 60 * 1000;

export class MailAndCodeLimits {
  private readonly mailRequestsByEmail = new SlidingWindowLimiter(MAIL_REQUESTS_PER_EMAIL, WINDOW_MS);
  private readonly mailRequestsByClient = new SlidingWindowLimiter(MAIL_REQUESTS_PER_CLIENT, WINDOW_MS);
  private readonly codeFailures = new SlidingWindowLimiter(CODE_FAILURE_LIMIT, WINDOW_MS);

  /** `nowMs` reads the simulator's clock. */
  constructor(private readonly nowMs: () => number) {}

  /**
   * Counts a request for a mail to `email` from `client`: 429 past MAIL_REQUESTS_PER_EMAIL for the address
   * or MAIL_REQUESTS_PER_CLIENT for the client, whether or not the account exists (the answer must not tell).
   */
  admitMailRequest(email: string, client: string): void {
    const now = this.nowMs();
    // The address's own key, so look-alike spellings of one inbox share its limit.
    const address = emailKey(email);
    for (const [limiter, key] of [
      [this.mailRequestsByClient, client],
      [this.mailRequestsByEmail, address],
    ] as const) {
      const decision = limiter.check(key, now);
      if (!decision.allowed) throw identityError.rateLimited(decision.retryAfterSeconds);
    }
    this.mailRequestsByClient.record(client, now);
    this.mailRequestsByEmail.record(address, now);
  }

  /** 429 once the client has given CODE_FAILURE_LIMIT wrong or expired codes within the window. */
  admitCode(client: string): void {
    const decision = this.codeFailures.check(client, this.nowMs());
    if (!decision.allowed) throw identityError.rateLimited(decision.retryAfterSeconds);
  }

  /** Counts a wrong or expired code against the client; the error to answer with. */
  codeFailed(reason: 'code_invalid' | 'code_expired', client: string): ApiError {
    this.codeFailures.record(client, this.nowMs());
    return reason === 'code_expired' ? identityError.codeExpired() : identityError.codeInvalid();
  }

  clear(): void {
    this.mailRequestsByEmail.clear();
    this.mailRequestsByClient.clear();
    this.codeFailures.clear();
  }
}
