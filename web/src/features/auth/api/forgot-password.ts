// POST /presence/api/v1/auth/password/forgot {email}. The answer never says whether the account exists.
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function requestPasswordReset(email: string): Promise<unknown> {
  return api.post('/presence/api/v1/auth/password/forgot', { email });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
