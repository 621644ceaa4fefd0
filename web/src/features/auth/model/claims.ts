// Claims of the access token (docs/architecture.md "Roles, plans and the Feature claim"): roles, the
// semicolon-separated Feature claim and the plan they imply. Pure: everything here takes decoded claims, so
// it is tested without tokens or React.
import { featuresOfClaim, type AccessTokenClaims } from '@sponsorspot/contract/claims';
import { FEATURE, planOf } from '@sponsorspot/contract/plan-features';
import type { SubscriptionLevel } from '@sponsorspot/contract/scenario';
import { jwtDecode } from 'jwt-decode';

/** The long role claim type .NET issuers use (System.Security.Claims.ClaimTypes.Role). */
export const ROLE_CLAIM_URI = 'http://schemas.microsoft.com/ws/2008/06/identity/claims/role';

/**
 * The contract's claims as the app reads them: any may be missing, and a backend may send one role or
 * Feature as a string where the simulator sends a list.
 */
export type UserClaims = Partial<Omit<AccessTokenClaims, 'role' | 'Feature'>> & {
  role?: string | string[];
  Feature?: string | string[];
  [claim: string]: unknown;
};

/** Decodes (does not verify: the server does) a JWT's payload; null when it is not a readable token. */
export function decodeClaims(jwt: string | null | undefined): UserClaims | null {
  if (!jwt) return null;
  try {
    const claims = jwtDecode<UserClaims>(jwt);
    return typeof claims === 'object' && claims !== null ? claims : null;
  } catch {
    return null;
  }
}

function listOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return [];
}

/** Roles from `role` and the long ClaimTypes.Role URI; each may be one string or a list. */
export function rolesOf(claims: UserClaims | null | undefined): string[] {
  if (!claims) return [];
  const roles = [...listOf(claims.role), ...listOf(claims[ROLE_CLAIM_URI])]
    .map((role) => role.trim())
    .filter(Boolean);
  return [...new Set(roles)];
}

/** True when the user has every one of `roles` (an empty list asks for nothing). */
export function hasAllRoles(claims: UserClaims | null | undefined, roles: readonly string[]): boolean {
  const held = new Set(rolesOf(claims));
  return roles.every((role) => held.has(role));
}

export function isAdmin(claims: UserClaims | null | undefined): boolean {
  return hasAllRoles(claims, ['Admin']);
}

/** The Feature claim as a list: a semicolon list in one string, or several strings (each may hold a list). */
export function featuresOf(claims: UserClaims | null | undefined): string[] {
  return claims ? featuresOfClaim(claims.Feature) : [];
}

export function hasFeature(claims: UserClaims | null | undefined, feature: string): boolean {
  return featuresOf(claims).includes(feature);
}

/** The plan the Feature claim names, by the contract's rule (the highest SubscriptionLevel.*, else Free). */
export function planOfClaims(claims: UserClaims | null | undefined): SubscriptionLevel {
  return planOf(featuresOf(claims));
}

/** Free when the user has none of Basic, Pro or Enterprise. */
export function isPlanFree(claims: UserClaims | null | undefined): boolean {
  return planOfClaims(claims) === 'Free';
}

/** Add-ons are Feature claim entries (e.g. AddOn.ExtraListings10). */
export function hasAddOn(claims: UserClaims | null | undefined, addOn: string): boolean {
  return hasFeature(claims, addOn);
}

/** Downloading a spot's HTML snippet needs the Download.HTML feature (a plan or an add-on grants it). */
export function canDownloadHtml(claims: UserClaims | null | undefined): boolean {
  return hasFeature(claims, FEATURE.downloadHtml);
}
