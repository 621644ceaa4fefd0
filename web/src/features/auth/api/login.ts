// POST /presence/api/v1/auth/login: credentials in, tokens and the user out.
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saveSession } from '../model/session';

export interface LoginInput {
  email: string;
  password: string;
}

export interface AuthResponse {
  jwt: string;
  refreshToken: string;
  user: { id: number; email: string; name: string };
}

export const LOGIN_URL = '/presence/api/v1/auth/login';

export function login(input: LoginInput): Promise<AuthResponse> {
  return api.post<AuthResponse>(LOGIN_URL, input);
}

export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (response) => saveSession({ jwt: response.jwt, refreshToken: response.refreshToken }),
  });
}
