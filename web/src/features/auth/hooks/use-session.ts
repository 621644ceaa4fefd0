// The session as React sees it: the access token and what its claims allow, re-rendered when it changes.
import { useMemo } from 'react';
import { useAccessToken } from '../../../lib/auth-token';
import { sessionView, type SessionView } from '../model/capabilities';
import { decodeClaims } from '../model/claims';

/** The current access token (null when logged out); re-renders when it changes. */
export { useAccessToken };

/** The session as screens use it: the user, roles, plan and feature checks from the token. */
export function useSession(): SessionView {
  const token = useAccessToken();
  const claims = useMemo(() => decodeClaims(token), [token]);
  return useMemo(() => sessionView(claims, token !== null), [claims, token]);
}
