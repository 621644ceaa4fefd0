// Where a login sends the user (SPEC §2): back to `?return=` when it is a path of this app, else the
// marketplace. Anything that could leave the origin is refused, and so are the identity screens themselves
// (returning to /login after logging in would be a loop).
import { paths, safeLocalPath } from '../../../config/paths';

const IDENTITY_SCREENS = [
  paths.login.pattern,
  paths.register.pattern,
  paths.verification.pattern,
  paths.passwordForgot.pattern,
  paths.passwordReset.pattern,
];

export function loginReturnTarget(requested: string | null | undefined, origin: string): string {
  const target = safeLocalPath(requested, origin);
  if (!target) return paths.marketplace.href();
  const pathname = new URL(target, origin).pathname.replace(/\/+$/, '') || '/';
  if (IDENTITY_SCREENS.some((screen) => pathname.toLowerCase() === screen)) return paths.marketplace.href();
  return target;
}
