// POST /presence/api/v1/auth/register {email, password, name}.
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface RegisterInput {
  email: string;
  password: string;
  name: string;
}

export function register(input: RegisterInput): Promise<unknown> {
  return api.post('/presence/api/v1/auth/register', input);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
