// POST /presence/api/v1/auth/verify/resend {email}: a new verification mail (same answer for any address).
import { useMutation } from '@tanstack/react-query';
import type { Accepted } from '@sponsorspot/contract/presence-auth';
import { api } from '../../../lib/api-client';

export const RESEND_VERIFICATION_URL = '/presence/api/v1/auth/verify/resend';

export function resendVerification(email: string): Promise<Accepted> {
  return api.post<Accepted>(RESEND_VERIFICATION_URL, { email });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
