// Access tokens (JWT, HS256 only) and the random secrets behind refresh tokens and codes.
import { errors, jwtVerify, SignJWT } from 'jose';
import { createHash, randomBytes, randomInt } from 'node:crypto';

export const ISSUER = 'sponsorspot-simulator';
export const ACCESS_TOKEN_SECONDS = 3600;

export interface AccessClaims {
  userId: number;
  sessionId: string;
  email: string;
  name: string;
  roles: string[];
  features: string[];
}

export type TokenFailure = 'token_invalid' | 'token_expired';

export class TokenError extends Error {
  override name = 'TokenError';
  constructor(readonly reason: TokenFailure) {
    super(reason);
  }
}

export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  /** Claims: sub, email, name, role (list), Feature (semicolon list), sid, iat, exp = iat + 1 h, iss. */
  sign(claims: AccessClaims, now: Date): Promise<string> {
    const iat = Math.floor(now.getTime() / 1000);
    return new SignJWT({
      email: claims.email,
      name: claims.name,
      role: claims.roles,
      Feature: claims.features.join(';'),
      sid: claims.sessionId,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuer(ISSUER)
      .setIssuedAt(iat)
      .setExpirationTime(iat + ACCESS_TOKEN_SECONDS)
      .sign(this.key);
  }

  /** Verifies signature (HS256 only: `alg: none` and every other algorithm are refused), iss and exp at `now`. */
  async verify(token: string, now: Date): Promise<AccessClaims> {
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        currentDate: now,
        requiredClaims: ['sub', 'sid', 'iat', 'exp'],
      }));
    } catch (error) {
      throw new TokenError(error instanceof errors.JWTExpired ? 'token_expired' : 'token_invalid');
    }
    const { sub, sid, email, name, role, Feature } = payload;
    const userId = Number(sub);
    const valid =
      typeof sub === 'string' &&
      /^[1-9]\d{0,9}$/.test(sub) &&
      typeof sid === 'string' &&
      typeof email === 'string' &&
      typeof name === 'string' &&
      Array.isArray(role) &&
      role.every((r) => typeof r === 'string') &&
      typeof Feature === 'string';
    if (!valid) throw new TokenError('token_invalid');
    return {
      userId,
      sessionId: sid,
      email,
      name,
      roles: role as string[],
      features: Feature ? Feature.split(';') : [],
    };
  }
}

/** 32 random bytes, base64url: a refresh token or a session id. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

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
