// POST auth/password/change (auth.changePassword, an extension) {currentPassword, newPassword}: the signed-in
// user's new password; the server ends every other session and mails the owner.
import { useMutation } from '@tanstack/react-query';
import * as auth from '@sponsorspot/contract/endpoints/auth';
import type { ChangePasswordBody, PasswordChanged } from '@sponsorspot/contract/presence-auth';
import { call } from '../../../lib/api-client';

export type ChangePasswordInput = ChangePasswordBody;

export function changePassword(input: ChangePasswordInput): Promise<PasswordChanged> {
  return call(auth.changePassword, { body: input });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
