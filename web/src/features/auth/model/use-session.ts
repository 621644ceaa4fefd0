import { useMemo, useSyncExternalStore } from 'react';
import { getAccessToken, subscribeAccessToken } from '../../../lib/auth-token';
import { decodeClaims, type UserClaims } from './claims';

/** The current access token (null when logged out); re-renders when it changes. */
export function useAccessToken(): string | null {
  return useSyncExternalStore(subscribeAccessToken, getAccessToken, () => null);
}

export function useClaims(): UserClaims | null {
  const token = useAccessToken();
  return useMemo(() => decodeClaims(token), [token]);
}
