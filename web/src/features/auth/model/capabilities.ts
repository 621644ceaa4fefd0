// What the signed-in user may do, from the token's claims (roles, plan, add-ons, Download.HTML) and the
// sponsor-side user (publisher and sponsor; docs/architecture.md "Roles, plans and the Feature claim"). Pure.
import type { SponsorSideUser } from '@sponsorspot/contract/presence-user';
import type { SubscriptionLevel } from '@sponsorspot/contract/scenario';
import {
  canDownloadHtml,
  featuresOf,
  hasAddOn,
  hasAllRoles,
  isAdmin,
  isPlanFree,
  planOfClaims,
  rolesOf,
  type UserClaims,
} from './claims';

export interface SessionView {
  loggedIn: boolean;
  user: { id: number | null; email: string; name: string } | null;
  roles: string[];
  features: string[];
  plan: SubscriptionLevel;
  isAdmin: boolean;
  isPlanFree: boolean;
  canDownloadHtml: boolean;
  /** All of `roles` held (a check for several roles requires all of them). */
  hasAllRoles: (roles: readonly string[]) => boolean;
  hasAddOn: (addOn: string) => boolean;
}

/** `loggedIn` is whether a token is held (a token the client cannot read still counts: the server decides). */
export function sessionView(claims: UserClaims | null, loggedIn: boolean = claims !== null): SessionView {
  const id = claims?.sub !== undefined && /^\d+$/.test(claims.sub) ? Number(claims.sub) : null;
  return {
    loggedIn,
    user: loggedIn
      ? {
          id,
          email: typeof claims?.email === 'string' ? claims.email : '',
          name: typeof claims?.name === 'string' ? claims.name : '',
        }
      : null,
    roles: rolesOf(claims),
    features: featuresOf(claims),
    plan: planOfClaims(claims),
    isAdmin: isAdmin(claims),
    isPlanFree: isPlanFree(claims),
    canDownloadHtml: canDownloadHtml(claims),
    hasAllRoles: (roles) => loggedIn && hasAllRoles(claims, roles),
    hasAddOn: (addOn) => hasAddOn(claims, addOn),
  };
}

export interface Workspaces {
  /** A publisher when the sponsor-side user has a publisher (with an id). */
  isPublisher: boolean;
  isSponsor: boolean;
  publisherId: number | null;
  sponsorId: number | null;
}

export function workspacesOf(user: SponsorSideUser | null | undefined): Workspaces {
  const publisherId = typeof user?.publisher?.id === 'number' ? user.publisher.id : null;
  const sponsorId = typeof user?.sponsor?.id === 'number' ? user.sponsor.id : null;
  return { isPublisher: publisherId !== null, isSponsor: sponsorId !== null, publisherId, sponsorId };
}

/** The user's name for the menu: the token's name, else the part of the email before the @. */
export function displayName(user: SessionView['user']): string {
  if (!user) return '';
  if (user.name.trim()) return user.name.trim();
  return user.email.split('@')[0] || 'Your account';
}
