// hello.js, loaded on demand: it is 70 KB and only social sign-in needs it, so it never enters the first
// screen's bundle (this file is imported by the social sign-in buttons only).
import type { HelloStatic } from 'hellojs';
import type { RuntimeConfig } from '../../../config/runtime-config';
import { normaliseProviderError, type ProviderError } from '../model/provider-errors';
import { helloSetup, type SocialNetwork } from '../model/social-networks';
import { loadedHello, rememberLoadedHello } from './hello-state';

let loading: Promise<HelloStatic> | null = null;

async function importAndInit(oauth: RuntimeConfig['oauth']): Promise<HelloStatic> {
  const hello = (await import('hellojs')).default;
  const setup = helloSetup(oauth, window.location.origin);
  hello.init(setup.clientIds as Record<string, string>, {
    redirect_uri: setup.redirectUri,
    display: 'popup',
    response_type: 'token',
  });
  if (setup.authorizeUrls) {
    for (const [network, auth] of Object.entries(setup.authorizeUrls)) {
      const service = hello.services[network];
      if (!service) continue;
      // The stand-in is one implicit-grant OAuth 2 page per network: no OAuth 1 proxy, no code grant, and
      // none of the real providers' login quirks (Dropbox switching to OAuth 1 on http, Yahoo's base64 state).
      service.oauth = { version: 2, auth };
      delete service.login;
    }
  }
  rememberLoadedHello(hello);
  return hello;
}

/** Loads and sets up hello.js once; later calls share it. */
export function loadHello(oauth: RuntimeConfig['oauth']): Promise<HelloStatic> {
  const loaded = loadedHello();
  if (loaded) return Promise.resolve(loaded);
  loading ??= importAndInit(oauth).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

export class ProviderSignInError extends Error {
  override readonly name = 'ProviderSignInError';
  constructor(readonly providerError: ProviderError) {
    super(providerError.message);
  }
}

/** Opens the provider's sign-in popup; answers its access token or throws a ProviderSignInError. */
export async function providerAccessToken(
  network: SocialNetwork,
  oauth: RuntimeConfig['oauth'],
): Promise<string> {
  let token: string | undefined;
  try {
    const hello = await loadHello(oauth);
    // The no-op callback: hello.js chains its own promise onto it, which would otherwise reject unhandled.
    const answer = await hello(network).login({ display: 'popup', response_type: 'token' }, () => undefined);
    token = answer.authResponse?.access_token;
  } catch (error) {
    throw new ProviderSignInError(normaliseProviderError(error));
  }
  if (!token) {
    throw new ProviderSignInError({ code: 'invalid_token', message: 'The provider sent no access token.' });
  }
  return token;
}
