// Social sign-in networks (contract/oauth-networks.ts: every provider is a hello.js network) and how hello.js
// is set up for them: with the simulator, every network's authorize URL is the simulator's stand-in page;
// otherwise the real providers, with the client ids from the runtime config. Pure, so it is tested without a
// browser.
import {
  isOAuthNetwork,
  OAUTH_NETWORK_NAMES,
  OAUTH_NETWORKS,
  type OAuthNetwork,
} from '@sponsorspot/contract/oauth-networks';
import type { RuntimeConfig } from '../../../config/runtime-config';

/** Every social sign-in provider by its hello.js network name (the simulator's list, shared). */
export const SOCIAL_NETWORKS: readonly SocialNetwork[] = OAUTH_NETWORK_NAMES;
export type SocialNetwork = OAuthNetwork;

/** The names people know the providers by (joinme is the spec's meeting service, dropbox its file storage). */
export const NETWORK_LABELS: Readonly<Record<SocialNetwork, string>> = OAUTH_NETWORKS;

/** Shown as buttons straight away; the others sit behind "More ways to sign in". */
export const FEATURED_NETWORKS: readonly SocialNetwork[] = [
  'google',
  'github',
  'facebook',
  'windows',
  'linkedin',
  'twitter',
];

/** The client id sent to the simulator's stand-in when the config names none. */
export const SIMULATOR_CLIENT_ID = 'sponsorspot-simulator';

/** The page the provider sends the popup back to; it hands the token to the app (public/oauth-redirect.html). */
export const OAUTH_REDIRECT_PATH = '/oauth-redirect.html';

export function isSocialNetwork(value: unknown): value is SocialNetwork {
  return isOAuthNetwork(value);
}

export function simulatorAuthorizeUrl(simulatorUrl: string, network: SocialNetwork): string {
  return `${simulatorUrl.replace(/\/+$/, '')}/oauth/${network}/authorize`;
}

/** Networks a person can use here: all with the simulator, else those the config has a client id for. */
export function availableNetworks(oauth: RuntimeConfig['oauth']): SocialNetwork[] {
  if (oauth.simulatorUrl) return [...SOCIAL_NETWORKS];
  return SOCIAL_NETWORKS.filter((network) => Boolean(oauth.clientIds[network]));
}

export interface HelloSetup {
  /** hello.init's first argument: network → client id. */
  clientIds: Partial<Record<SocialNetwork, string>>;
  /** With the simulator: network → its stand-in authorize URL (an implicit-grant, OAuth 2 page). */
  authorizeUrls: Partial<Record<SocialNetwork, string>> | null;
  redirectUri: string;
}

export function helloSetup(oauth: RuntimeConfig['oauth'], appOrigin: string): HelloSetup {
  const clientIds: HelloSetup['clientIds'] = {};
  for (const network of availableNetworks(oauth)) {
    clientIds[network] = oauth.clientIds[network] ?? SIMULATOR_CLIENT_ID;
  }
  const simulatorUrl = oauth.simulatorUrl;
  return {
    clientIds,
    authorizeUrls: simulatorUrl
      ? Object.fromEntries(
          SOCIAL_NETWORKS.map((network) => [network, simulatorAuthorizeUrl(simulatorUrl, network)]),
        )
      : null,
    redirectUri: `${appOrigin}${OAUTH_REDIRECT_PATH}`,
  };
}
