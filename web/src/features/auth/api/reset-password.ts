// POST /presence/api/v1/auth/password/reset/{code} {password}.
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface ResetPasswordInput {
  code: string;
  password: string;
}

export function resetPassword({ code, password }: ResetPasswordInput): Promise<unknown> {
  return api.post(`/presence/api/v1/auth/password/reset/${encodeURIComponent(code)}`, { password });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
