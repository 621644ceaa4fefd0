// POST /presence/api/v1/auth/refresh {refreshToken}: new tokens, only on 200 (SPEC §4).
import { api } from '../../../lib/api-client';
import type { AuthResponse } from './login';

export const REFRESH_URL = '/presence/api/v1/auth/refresh';

export function refreshTokens(refreshToken: string): Promise<AuthResponse> {
  return api.post<AuthResponse>(
    REFRESH_URL,
    { refreshToken },
    // Any answer but 200 is a failed refresh; a 401 here is the answer, not a reason to refresh again.
    { skipAuthRefresh: true, validateStatus: (status) => status === 200 },
  );
}
