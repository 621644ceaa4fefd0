// POST /presence/api/v1/auth/register {email, password, name} → 201 {id, email, name, verified:false}.
import { useMutation } from '@tanstack/react-query';
import type { RegisterBody, Registered } from '@sponsorspot/contract/presence-auth';
import { api } from '../../../lib/api-client';

export type RegisterInput = RegisterBody;

export function register(input: RegisterInput): Promise<Registered> {
  return api.post<Registered>('/presence/api/v1/auth/register', input);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
