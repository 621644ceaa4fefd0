// Access tokens (JWT, HS256 only).
import { featureClaim, FEATURE_SEPARATOR, type AccessTokenClaims } from '@sponsorspot/contract/claims';
import { errors, jwtVerify, SignJWT } from 'jose';

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
    const payload: Omit<AccessTokenClaims, 'sub' | 'iat' | 'exp' | 'iss'> = {
      email: claims.email,
      name: claims.name,
      role: claims.roles,
      Feature: featureClaim(claims.features),
      sid: claims.sessionId,
    };
    return new SignJWT({ ...payload })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuer(ISSUER)
      .setIssuedAt(iat)
      .setExpirationTime(iat + ACCESS_TOKEN_SECONDS)
      .sign(this.key);
  }

  /** Verifies signature (HS256 only: `alg: none` and every other algorithm are refused), iss and exp at `now`. */
  async verify(token: string, now: Date): Promise<AccessClaims> {
    let payload: Partial<Record<keyof AccessTokenClaims, unknown>>;
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
      features: Feature ? Feature.split(FEATURE_SEPARATOR) : [],
    };
  }
}
