// POST /presence/api/v1/auth/password/reset/{code} {password}.
import { useMutation } from '@tanstack/react-query';
import type { CodeParam, NewPasswordBody, PasswordResetDone } from '@sponsorspot/contract/presence-auth';
import { api } from '../../../lib/api-client';

export type ResetPasswordInput = CodeParam & NewPasswordBody;

export function resetPassword({ code, password }: ResetPasswordInput): Promise<PasswordResetDone> {
  return api.post<PasswordResetDone>(`/presence/api/v1/auth/password/reset/${encodeURIComponent(code)}`, {
    password,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
