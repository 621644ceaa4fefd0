// Where a user goes once signed in: the `?return=` path when one was asked for, else where their role works
// (model/return-path.ts landingPath), read from the sponsor-side user fetched for the new session (the
// screen they land on reads it from the same cache).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { sponsorUserQueryOptions } from '../api/sponsor-user';
import { workspacesOf } from '../model/capabilities';
import { landingPath, requestedReturnPath } from '../model/return-path';

export function useLanding(): (requested: string | null) => Promise<string> {
  const queryClient = useQueryClient();
  return useCallback(
    async (requested) => {
      const asked = requestedReturnPath(requested, window.location.origin);
      if (asked) return asked;
      const user = await queryClient.fetchQuery(sponsorUserQueryOptions()).catch(() => null);
      return landingPath(user ? workspacesOf(user) : null);
    },
    [queryClient],
  );
}
