// POST /presence/api/v1/auth/password/forgot {email}. The answer never says whether the account exists.
import { useMutation } from '@tanstack/react-query';
import type { Accepted } from '@sponsorspot/contract/presence-auth';
import { api } from '../../../lib/api-client';

export function requestPasswordReset(email: string): Promise<Accepted> {
  return api.post<Accepted>('/presence/api/v1/auth/password/forgot', { email });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
