// The user's data leaves the query cache with the user (docs/architecture.md "Identity and session": logout
// clears the sponsor-side user and usage), so the next person on this browser never sees it, not even for a
// frame.
import type { QueryClient } from '@tanstack/react-query';
import { USER_SCOPE_KEY } from '../../../lib/query-client';
import { onLogout } from './session-manager';

export function clearUserData(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: USER_SCOPE_KEY });
}

/** Wires logout to the cache; answers the function that unwires it. */
export function clearUserDataOnLogout(queryClient: QueryClient): () => void {
  return onLogout(() => clearUserData(queryClient));
}
