// One-time sign-ins of the control API (POST /__sim/sign-ins, the QA console's "Open the app as"): a code for
// one user, used once within SIGN_IN_GRANT_SECONDS on the simulator's clock. Kept in memory as SHA-256, like
// every secret here, and forgotten by a reset: a QA instrument's convenience, never written to the data set.
import { SIGN_IN_GRANT_SECONDS } from '@sponsorspot/contract/sim';
import { randomToken, sha256 } from '../../lib/secrets.js';

const GRANT_MS = SIGN_IN_GRANT_SECONDS * 1000;

export type RedeemOutcome =
  { ok: true; userId: number } | { ok: false; reason: 'code_invalid' | 'code_expired' };

export class SignInGrants {
  /** SHA-256 of the code → whose it is and until when. */
  private readonly grants = new Map<string, { userId: number; expiresAtMs: number }>();

  issue(userId: number, nowMs: number): { code: string; expiresAtMs: number } {
    for (const [key, grant] of this.grants) if (grant.expiresAtMs <= nowMs) this.grants.delete(key);
    const code = randomToken(24);
    const expiresAtMs = nowMs + GRANT_MS;
    this.grants.set(sha256(code), { userId, expiresAtMs });
    return { code, expiresAtMs };
  }

  /** Used once: a second try with the same code is code_invalid, whether the first worked or had expired. */
  redeem(code: string, nowMs: number): RedeemOutcome {
    const key = sha256(code);
    const grant = this.grants.get(key);
    if (!grant) return { ok: false, reason: 'code_invalid' };
    this.grants.delete(key);
    if (grant.expiresAtMs <= nowMs) return { ok: false, reason: 'code_expired' };
    return { ok: true, userId: grant.userId };
  }

  clear(): void {
    this.grants.clear();
  }
}
