// POST auth/register (auth.register) {email, password, name} → 201 {id, email, name, verified:false}.
import { useMutation } from '@tanstack/react-query';
import * as auth from '@sponsorspot/contract/endpoints/auth';
import type { RegisterBody, Registered } from '@sponsorspot/contract/presence-auth';
import { call } from '../../../lib/api-client';

export type RegisterInput = RegisterBody;

export function register(input: RegisterInput): Promise<Registered> {
  return call(auth.register, { body: input });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
