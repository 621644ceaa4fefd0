// POST /presence/api/v1/auth/refresh {refreshToken}: new tokens, only on 200 (SPEC §4).
import type { RefreshBody, SessionAnswer } from '@sponsorspot/contract/presence-auth';
import { api } from '../../../lib/api-client';

export const REFRESH_URL = '/presence/api/v1/auth/refresh';

export function refreshTokens(refreshToken: string): Promise<SessionAnswer> {
  const body: RefreshBody = { refreshToken };
  return api.post<SessionAnswer>(
    REFRESH_URL,
    body,
    // Any answer but 200 is a failed refresh; a 401 here is the answer, not a reason to refresh again.
    { skipAuthRefresh: true, validateStatus: (status) => status === 200 },
  );
}
