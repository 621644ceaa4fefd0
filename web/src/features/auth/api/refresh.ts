// POST auth/refresh (auth.refresh) {refreshToken}: new tokens, only on 200 (docs/architecture.md "Identity
// and session").
import * as auth from '@sponsorspot/contract/endpoints/auth';
import type { RefreshBody, SessionAnswer } from '@sponsorspot/contract/presence-auth';
import { call } from '../../../lib/api-client';

export function refreshTokens(refreshToken: string): Promise<SessionAnswer> {
  const body: RefreshBody = { refreshToken };
  return call(
    auth.refresh,
    { body },
    // Any answer but 200 is a failed refresh; a 401 here is the answer, not a reason to refresh again.
    { skipAuthRefresh: true, validateStatus: (status) => status === 200 },
  );
}
