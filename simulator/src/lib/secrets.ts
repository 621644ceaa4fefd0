// The random secrets behind refresh tokens, session ids and codes, and the one hash they are stored as.
import { createHash, randomBytes, randomInt } from 'node:crypto';

/** 32 random bytes, base64url: a refresh token or a session id. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** How secrets are stored: SHA-256, base64url. */
export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}

/** Unambiguous capitals and digits (no 0/O, 1/I/L): easy to read from a mail and type. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 8;

export function randomCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}
