// Social sign-in: the provider's access token (from hello.js) goes to POST auth/external
// (auth.externalLogin) {network, accessToken}, which answers like login.
import { useMutation } from '@tanstack/react-query';
import * as auth from '@sponsorspot/contract/endpoints/auth';
import type { ExternalLoginBody } from '@sponsorspot/contract/oauth';
import { getConfig } from '../../../config/load-config';
import { call } from '../../../lib/api-client';
import type { SocialNetwork } from '../model/social-networks';
import { providerAccessToken } from '../social/hello-loader';
import { useStartSession, type AuthResponse } from './login';

export function externalLogin(network: SocialNetwork, accessToken: string): Promise<AuthResponse> {
  const body: ExternalLoginBody = { network, accessToken };
  return call(auth.externalLogin, { body });
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
