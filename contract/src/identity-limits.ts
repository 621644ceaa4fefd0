// The limits on the identity calls (docs/operations.md "Security notes"): plain numbers, so the simulator
// enforces, the endpoint declarations describe and the tests check the same values. Every window is read on
// the simulator's clock.

/** Every limit below counts what happened within this many minutes. */
export const LIMIT_WINDOW_MINUTES = 15;

/**
 * Failed logins of one account from one client (address) before that pair is slowed down. Counting the
 * pair, not the account, is what keeps a stranger from locking the owner out: the stranger's failures
 * slow only the stranger's own client.
 */
export const PAIR_FAILURE_LIMIT = 5;
/**
 * Past PAIR_FAILURE_LIMIT, the pair waits this long after its last failure before one more attempt is
 * checked, doubling with each further failure, at most the window: 30 s, 1, 2, 4, 8, then 15 minutes.
 * The right password after the wait gets in, so an owner who mistyped (or who shares the guesser's
 * address) is only delayed.
 */
export const PAIR_DELAY_SECONDS = 30;
/** Failed logins from one client across every account: one client guessing many accounts. */
export const CLIENT_FAILURE_LIMIT = 20;
/**
 * Failed logins of one account from every client together. Reached only by guessing spread over many
 * addresses (each pair is slowed long before): past it, only clients that logged in to the account within
 * KNOWN_CLIENT_DAYS are checked, and the owner gets a mail (once per window) with a link to reset the
 * password.
 */
export const ACCOUNT_FAILURE_CEILING = 50;
/** A client that logged in to an account within this many days passes that account's ceiling. */
export const KNOWN_CLIENT_DAYS = 30;

/**
 * Requests for a mail to one address (registration, password reset, a new verification code: all kinds
 * together), and from one client, before 429.
 */
export const MAIL_REQUESTS_PER_EMAIL = 3;
export const MAIL_REQUESTS_PER_CLIENT = 20;
/** Wrong or expired verification and reset codes from one client. */
export const CODE_FAILURE_LIMIT = 10;

/** The delay before one more attempt of a pair with `failures` failures in the window, in seconds (0: none). */
export function pairDelaySeconds(failures: number): number {
  if (failures < PAIR_FAILURE_LIMIT) return 0;
  return Math.min(PAIR_DELAY_SECONDS * 2 ** (failures - PAIR_FAILURE_LIMIT), LIMIT_WINDOW_MINUTES * 60);
}
