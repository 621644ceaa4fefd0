// POST /presence/api/v1/auth/login: credentials in, tokens and the user out.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginBody, SessionAnswer } from '@sponsorspot/contract/presence-auth';
import { api } from '../../../lib/api-client';
import { clearUserData } from '../session/session-query-cache';
import { saveSession } from '../session/session-manager';

export type LoginInput = LoginBody;

export type AuthResponse = SessionAnswer;

export const LOGIN_URL = '/presence/api/v1/auth/login';

export function login(input: LoginInput): Promise<AuthResponse> {
  return api.post<AuthResponse>(LOGIN_URL, input);
}

/** Keeps the tokens of a login or social sign-in; whatever the last user left in the cache goes. */
export function useStartSession() {
  const queryClient = useQueryClient();
  return (response: AuthResponse) => {
    clearUserData(queryClient);
    saveSession({ jwt: response.jwt, refreshToken: response.refreshToken });
  };
}

export function useLogin() {
  const startSession = useStartSession();
  return useMutation({ mutationFn: login, onSuccess: startSession });
}
