// GET /presence/api/v1/auth/user — the signed-in user as the identity service knows them.
import type { CurrentUser } from '@sponsorspot/contract/presence-auth';
import { api } from '../../../lib/api-client';

export const CURRENT_USER_URL = '/presence/api/v1/auth/user';

export function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  return api.get<CurrentUser>(CURRENT_USER_URL, { signal });
}
