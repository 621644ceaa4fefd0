import { useMemo, useSyncExternalStore } from 'react';
import { getAccessToken, subscribeAccessToken } from '../../../lib/auth-token';
import { sessionView, type SessionView } from '../model/capabilities';
import { decodeClaims, type UserClaims } from '../model/claims';

/** The current access token (null when logged out); re-renders when it changes. */
export function useAccessToken(): string | null {
  return useSyncExternalStore(subscribeAccessToken, getAccessToken, () => null);
}

export function useClaims(): UserClaims | null {
  const token = useAccessToken();
  return useMemo(() => decodeClaims(token), [token]);
}

/** The session as screens use it: the user, roles, plan and feature checks from the token. */
export function useSession(): SessionView {
  const token = useAccessToken();
  const claims = useMemo(() => decodeClaims(token), [token]);
  return useMemo(() => sessionView(claims, token !== null), [claims, token]);
}
