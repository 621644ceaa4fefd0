// POST /presence/api/v1/auth/verify/{code}.
import { useMutation } from '@tanstack/react-query';
import type { Verified } from '@sponsorspot/contract/presence-auth';
import { api } from '../../../lib/api-client';

export function verifyEmail(code: string): Promise<Verified> {
  // An empty JSON body: without one, browsers and axios label the POST as a form, which the API refuses.
  return api.post<Verified>(`/presence/api/v1/auth/verify/${encodeURIComponent(code)}`, {});
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
