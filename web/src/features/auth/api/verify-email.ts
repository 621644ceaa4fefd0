// POST /presence/api/v1/auth/verify/{code}.
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function verifyEmail(code: string): Promise<unknown> {
  return api.post(`/presence/api/v1/auth/verify/${encodeURIComponent(code)}`);
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
