// Access tokens (JWT, HS256 only), signed and verified with jsonwebtoken.
import { featureClaim, FEATURE_SEPARATOR, type AccessTokenClaims } from '@sponsorspot/contract/claims';
import jwt from 'jsonwebtoken';
import { createSecretKey, type KeyObject } from 'node:crypto';

export const ISSUER = 'sponsorspot-simulator';
export const ACCESS_TOKEN_SECONDS = 3600;
/** The one algorithm signed and accepted. */
const ALGORITHM = 'HS256';

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
  private readonly key: KeyObject;

  constructor(secret: string) {
    // A secret key object, so jsonwebtoken never tries to read the secret as a PEM public key first.
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  /** Claims: sub, email, name, role (list), Feature (semicolon list), sid, iat, exp = iat + 1 h, iss. */
  sign(claims: AccessClaims, now: Date): string {
    const iat = Math.floor(now.getTime() / 1000);
    const payload: AccessTokenClaims = {
      sub: String(claims.userId),
      email: claims.email,
      name: claims.name,
      role: claims.roles,
      Feature: featureClaim(claims.features),
      sid: claims.sessionId,
      iss: ISSUER,
      iat,
      exp: iat + ACCESS_TOKEN_SECONDS,
    };
    return jwt.sign(payload, this.key, { algorithm: ALGORITHM });
  }

  /** Verifies signature (HS256 only: `alg: none` and every other algorithm are refused), iss and exp at `now`. */
  verify(token: string, now: Date): AccessClaims {
    let payload: string | jwt.JwtPayload;
    try {
      payload = jwt.verify(token, this.key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        clockTimestamp: Math.floor(now.getTime() / 1000),
      });
    } catch (error) {
      // NotBeforeError is a JsonWebTokenError: a token not valid yet is as invalid as a forged one.
      throw new TokenError(error instanceof jwt.TokenExpiredError ? 'token_expired' : 'token_invalid');
    }
    // jsonwebtoken checks exp only when the token has one, and answers a payload that is not JSON as a string.
    if (typeof payload === 'string') throw new TokenError('token_invalid');
    const { sub, sid, email, name, role, Feature, iat, exp } = payload as Partial<
      Record<keyof AccessTokenClaims, unknown>
    >;
    const userId = Number(sub);
    const valid =
      typeof sub === 'string' &&
      /^[1-9]\d{0,9}$/.test(sub) &&
      typeof sid === 'string' &&
      typeof email === 'string' &&
      typeof name === 'string' &&
      Array.isArray(role) &&
      role.every((r) => typeof r === 'string') &&
      typeof Feature === 'string' &&
      typeof iat === 'number' &&
      typeof exp === 'number';
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
