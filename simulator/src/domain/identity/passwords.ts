// Password hashing (argon2id, OWASP parameters) and the password policy of registration and reset.
import { hash, hashSync, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. `algorithm: 2` is Argon2id (a const enum upstream). */
export const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 128;

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

/** Why a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return `must be at least ${PASSWORD_MIN} characters`;
  if (length > PASSWORD_MAX) return `must be at most ${PASSWORD_MAX} characters`;
  if (!/\p{L}/u.test(password)) return 'must contain a letter';
  if (!/[^\p{L}\s]/u.test(password)) return 'must contain a digit or a symbol';
  return null;
}
