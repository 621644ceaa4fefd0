// The access token's claims as the backend issues them (docs/architecture.md "Identity and session"): the
// simulator signs this shape and the app reads it. The Feature claim is one semicolon list
// (docs/architecture.md "Roles, plans and the Feature claim").

/** The JWT payload of an access token. */
export interface AccessTokenClaims {
  /** The user's id, as text. */
  sub: string;
  email: string;
  name: string;
  /** Roles, e.g. ["Admin"]. */
  role: string[];
  /** Features, `;`-separated: SubscriptionLevel.*, Download.HTML, add-on names. */
  Feature: string;
  /** The session the token belongs to. */
  sid: string;
  iat: number;
  exp: number;
  iss: string;
}

export const FEATURE_SEPARATOR = ';';

/** The Feature claim's text for a list of features. */
export const featureClaim = (features: readonly string[]): string => features.join(FEATURE_SEPARATOR);

/**
 * The features a Feature claim names: a semicolon list in one string, or several strings (a backend may
 * repeat the claim), each may hold a list; trimmed, each once, in order.
 */
export function featuresOfClaim(value: unknown): string[] {
  const entries = typeof value === 'string' ? [value] : Array.isArray(value) ? value : [];
  const features = entries
    .filter((entry): entry is string => typeof entry === 'string')
    .flatMap((entry) => entry.split(FEATURE_SEPARATOR))
    .map((feature) => feature.trim())
    .filter(Boolean);
  return [...new Set(features)];
}
