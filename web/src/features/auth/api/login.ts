// POST auth/login (auth.login): credentials in, tokens and the user out.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as auth from '@sponsorspot/contract/endpoints/auth';
import type { LoginBody, SessionAnswer } from '@sponsorspot/contract/presence-auth';
import { call } from '../../../lib/api-client';
import { clearUserData } from '../session/session-query-cache';
import { saveSession } from '../session/session-manager';

export type LoginInput = LoginBody;

export type AuthResponse = SessionAnswer;

export function login(input: LoginInput): Promise<AuthResponse> {
  return call(auth.login, { body: input });
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
