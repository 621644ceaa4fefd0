// POST auth/password/forgot (auth.forgotPassword) {email}. The answer never says whether the account exists.
import { useMutation } from '@tanstack/react-query';
import * as auth from '@sponsorspot/contract/endpoints/auth';
import type { Accepted } from '@sponsorspot/contract/presence-auth';
import { call } from '../../../lib/api-client';

export function requestPasswordReset(email: string): Promise<Accepted> {
  return call(auth.forgotPassword, { body: { email } });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
