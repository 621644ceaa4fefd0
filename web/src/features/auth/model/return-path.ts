// Where a login sends the user (docs/architecture.md "Screens and navigation"): back to `?return=` when it is
// a path of this app, else where the user's role works (landingPath). Anything that could leave the origin is
// refused, and so are the identity screens themselves (returning to /login after logging in would be a loop).
import { paths, safeLocalPath } from '../../../config/paths';
import type { Workspaces } from './capabilities';

const IDENTITY_SCREENS = [
  paths.login.pattern,
  paths.register.pattern,
  paths.verification.pattern,
  paths.passwordForgot.pattern,
  paths.passwordReset.pattern,
];

/** The `?return=` path a login goes back to, or null when none was asked for or it may not be used. */
export function requestedReturnPath(requested: string | null | undefined, origin: string): string | null {
  const target = safeLocalPath(requested, origin);
  if (!target) return null;
  const pathname = new URL(target, origin).pathname.replace(/\/+$/, '') || '/';
  if (IDENTITY_SCREENS.some((screen) => pathname.toLowerCase() === screen)) return null;
  return target;
}

export function loginReturnTarget(requested: string | null | undefined, origin: string): string {
  return requestedReturnPath(requested, origin) ?? paths.marketplace.href();
}

/**
 * Where a login without a `?return=` lands: a publisher on the publisher dashboard (a user who is both
 * publishes first: their spots are theirs to run), a sponsor on the sponsor's dashboard, anyone else (or
 * when the workspaces could not be read) on the marketplace.
 */
export function landingPath(workspaces: Pick<Workspaces, 'isPublisher' | 'isSponsor'> | null): string {
  if (workspaces?.isPublisher) return paths.publisher.href();
  if (workspaces?.isSponsor) return paths.sponsor.href();
  return paths.marketplace.href();
}
