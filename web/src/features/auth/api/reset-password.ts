// POST auth/password/reset/{code} (auth.resetPassword) {password}.
import { useMutation } from '@tanstack/react-query';
import * as auth from '@sponsorspot/contract/endpoints/auth';
import type { CodeParam, NewPasswordBody, PasswordResetDone } from '@sponsorspot/contract/presence-auth';
import { call } from '../../../lib/api-client';

export type ResetPasswordInput = CodeParam & NewPasswordBody;

export function resetPassword({ code, password }: ResetPasswordInput): Promise<PasswordResetDone> {
  return call(auth.resetPassword, { params: { code }, body: { password } });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
