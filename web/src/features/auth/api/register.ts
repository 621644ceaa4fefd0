// POST auth/register (auth.register) {email, password, name} → 202 {accepted: true}, whether or not the
// address already has an account (its owner is mailed a reset link instead of a code).
import { useMutation } from '@tanstack/react-query';
import * as auth from '@sponsorspot/contract/endpoints/auth';
import type { Accepted, RegisterBody } from '@sponsorspot/contract/presence-auth';
import { call } from '../../../lib/api-client';

export type RegisterInput = RegisterBody;

export function register(input: RegisterInput): Promise<Accepted> {
  return call(auth.register, { body: input });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
