// Password hashing (argon2id, OWASP parameters) and the password policy of registration and reset.
import { hash, hashSync, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';
import { passwordProblem } from '@sponsorspot/contract/identity-rules';
import { onFirstUse } from '../../lib/on-first-use.js';

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. `algorithm: 2` is Argon2id (a const enum upstream). */
export const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** False (never throws) for a wrong password or a malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a random password, checked against when the email is unknown (or has no password) so that
 * answer takes as long as a wrong password does.
 */
let dummyHash: string | undefined;
export function dummyPasswordHash(): string {
  dummyHash ??= hashSync(randomBytes(18).toString('base64url'), ARGON2_OPTIONS);
  return dummyHash;
}

/**
 * Seed users' hashes, one per distinct password per process: a scenario reset must stay well under 50 ms
 * and argon2id costs ~20 ms a hash by design. The seed passwords are public test logins, so sharing one
 * salt between users with the same password gives nothing away.
 */
const seedHashes = new Map<string, string>();
export function seedPasswordHash(password: string): string {
  let hashed = seedHashes.get(password);
  if (hashed === undefined) {
    hashed = hashSync(password, ARGON2_OPTIONS);
    seedHashes.set(password, hashed);
  }
  return hashed;
}

/**
 * The most used passwords (zxcvbn-ts's list from breach corpora), lower case; loaded with its package's
 * other dictionaries by the first password chosen.
 */
const commonPasswords = onFirstUse(
  async () => new Set((await import('@zxcvbn-ts/language-common')).dictionary['passwords-common']),
);

/**
 * Why a new password is refused, as a sentence, or null: the contract's rules (length, not the account's
 * email or name, more than a few characters), then the common-password list, matched whole and with the
 * digits and symbols around its letters taken off (`Password1!`, `dragon2026` are list words).
 */
export async function newPasswordProblem(
  password: string,
  account: { email: string; name: string },
): Promise<string | null> {
  const problem = passwordProblem(password, account);
  if (problem) return problem;
  const folded = password.normalize('NFKC').toLowerCase();
  const letters = folded.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  const common = await commonPasswords();
  if (common.has(folded) || common.has(letters)) {
    return 'This password is one of the most used ones, or built from one: choose another.';
  }
  return null;
}
