// POST /presence/api/v1/auth/verify/resend {email}: a new verification mail (same answer for any address).
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const RESEND_VERIFICATION_URL = '/presence/api/v1/auth/verify/resend';

export function resendVerification(email: string): Promise<{ accepted: boolean }> {
  return api.post<{ accepted: boolean }>(RESEND_VERIFICATION_URL, { email });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
