// GET auth/user (auth.currentUser) — the signed-in user as the identity service knows them.
import * as auth from '@sponsorspot/contract/endpoints/auth';
import type { CurrentUser } from '@sponsorspot/contract/presence-auth';
import { call } from '../../../lib/api-client';

export function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  return call(auth.currentUser, {}, { signal });
}
