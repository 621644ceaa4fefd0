// Social sign-in: the provider's access token (from hello.js) goes to POST /presence/api/v1/auth/external
// {network, accessToken}, which answers like login.
import { useMutation } from '@tanstack/react-query';
import type { ExternalLoginBody } from '@sponsorspot/contract/oauth';
import { getConfig } from '../../../config/load-config';
import { api } from '../../../lib/api-client';
import type { SocialNetwork } from '../model/social-networks';
import { providerAccessToken } from '../social/hello-loader';
import { useStartSession, type AuthResponse } from './login';

export const EXTERNAL_LOGIN_URL = '/presence/api/v1/auth/external';

export function externalLogin(network: SocialNetwork, accessToken: string): Promise<AuthResponse> {
  const body: ExternalLoginBody = { network, accessToken };
  return api.post<AuthResponse>(EXTERNAL_LOGIN_URL, body);
}

/** Opens the provider's popup, then exchanges its token; errors are ProviderSignInError or ApiError. */
export async function signInWithProvider(network: SocialNetwork): Promise<AuthResponse> {
  const accessToken = await providerAccessToken(network, getConfig().oauth);
  return externalLogin(network, accessToken);
}

export function useSocialSignIn() {
  const startSession = useStartSession();
  return useMutation({ mutationFn: signInWithProvider, onSuccess: startSession });
}
