// POST auth/verify/resend (auth.resendVerification) {email}: a new verification mail (same answer for any address).
import { useMutation } from '@tanstack/react-query';
import * as auth from '@sponsorspot/contract/endpoints/auth';
import type { Accepted } from '@sponsorspot/contract/presence-auth';
import { call } from '../../../lib/api-client';

export function resendVerification(email: string): Promise<Accepted> {
  return call(auth.resendVerification, { body: { email } });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
