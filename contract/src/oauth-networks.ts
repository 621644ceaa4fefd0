// Social sign-in's plain values, shared by the simulator's OAuth stand-in and the web app: the hello.js
// networks and the meeting service's (joinme) status → code map (docs/architecture.md "Errors"). No TypeBox
// and no imports at all, so the web bundle does not pull the schema library in.

/** Every social sign-in provider by its hello.js network name, with the name people know it by. */
export const OAUTH_NETWORKS = {
  dropbox: 'Dropbox',
  facebook: 'Facebook',
  flickr: 'Flickr',
  foursquare: 'Foursquare',
  github: 'GitHub',
  google: 'Google',
  instagram: 'Instagram',
  joinme: 'join.me',
  linkedin: 'LinkedIn',
  soundcloud: 'SoundCloud',
  spotify: 'Spotify',
  twitter: 'Twitter',
  vk: 'VK',
  windows: 'Windows Live',
  yahoo: 'Yahoo',
} as const satisfies Record<string, string>;
export type OAuthNetwork = keyof typeof OAUTH_NETWORKS;
export const OAUTH_NETWORK_NAMES = Object.freeze(Object.keys(OAUTH_NETWORKS) as OAuthNetwork[]);

export function isOAuthNetwork(name: unknown): name is OAuthNetwork {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(OAUTH_NETWORKS, name);
}

/** The codes the meeting service's HTTP statuses map to. */
export type JoinmeErrorCode = 'invalid_request' | 'invalid_token' | 'stale_token' | 'server_error';

/** The meeting service (joinme) answers HTTP statuses; these are their codes (others: server_error). */
export const JOINME_STATUS_CODES: Readonly<Record<number, JoinmeErrorCode>> = Object.freeze({
  400: 'invalid_request',
  401: 'invalid_token',
  403: 'stale_token',
  500: 'server_error',
});

export function joinmeErrorCode(status: number): JoinmeErrorCode {
  return Object.prototype.hasOwnProperty.call(JOINME_STATUS_CODES, status)
    ? (JOINME_STATUS_CODES[status] as JoinmeErrorCode)
    : 'server_error';
}
