// Social sign-in: the hello.js networks (./oauth-networks.ts), the simulator's OAuth stand-in pages
// (/oauth/{network}/authorize) and POST /presence/api/v1/auth/external.
import Type, { type Static } from 'typebox';

// The networks and the joinme status map are plain values the web app shares (oauth-networks.ts).
export {
  isOAuthNetwork,
  JOINME_STATUS_CODES,
  joinmeErrorCode,
  OAUTH_NETWORK_NAMES,
  OAUTH_NETWORKS,
  type JoinmeErrorCode,
  type OAuthNetwork,
} from './oauth-networks.js';

/**
 * Error codes (docs/architecture.md "Errors") the stand-in page can send back (`#error=<code>`), for every
 * network.
 */
export const OAUTH_SIMULATED_ERRORS = {
  access_denied: 'The user denied access.',
  invalid_request: 'The provider refused the request as malformed.',
  invalid_token: 'The provider says the token is not valid.',
  server_error: 'The provider failed with a server error.',
} as const;
export type OAuthSimulatedError = keyof typeof OAUTH_SIMULATED_ERRORS;

/** The statuses the joinme page offers to simulate (502 stands for "any other status"). */
export const JOINME_SIMULATED_STATUSES = [400, 401, 403, 500, 502] as const;

const Text = (maxLength: number) => Type.String({ maxLength });

/** GET /oauth/{network}/authorize — an OAuth 2 implicit-grant request as hello.js sends it. Other parameters are ignored. */
export const OAuthAuthorizeQuery = Type.Object({
  client_id: Type.Optional(Text(200)),
  redirect_uri: Type.String({ minLength: 1, maxLength: 2000 }),
  response_type: Type.Optional(Text(100)),
  state: Type.Optional(Text(4000)),
  scope: Type.Optional(Text(1000)),
});
export type OAuthAuthorizeQuery = Static<typeof OAuthAuthorizeQuery>;

/** POST /oauth/{network}/authorize — the page's forms (application/x-www-form-urlencoded). */
export const OAuthAuthorizeForm = Type.Object(
  {
    client_id: Type.Optional(Text(200)),
    redirect_uri: Type.String({ minLength: 1, maxLength: 2000 }),
    response_type: Type.Optional(Text(100)),
    state: Type.Optional(Text(4000)),
    scope: Type.Optional(Text(1000)),
    /** allow: sign in as email/name; deny: access_denied; error: the simulated error below. */
    action: Type.Union([Type.Literal('allow'), Type.Literal('deny'), Type.Literal('error')]),
    email: Type.Optional(Text(254)),
    name: Type.Optional(Text(100)),
    /** An OAUTH_SIMULATED_ERRORS code, or for joinme `http_<status>`. */
    error: Type.Optional(Text(50)),
  },
  { additionalProperties: false },
);
export type OAuthAuthorizeForm = Static<typeof OAuthAuthorizeForm>;

export const OAuthNetworkParam = Type.Object({ network: Type.String({ maxLength: 50 }) });

/** POST /presence/api/v1/auth/external — the hello.js network and the access token its login answered. */
export const ExternalLoginBody = Type.Object(
  {
    network: Type.String({ minLength: 1, maxLength: 50 }),
    accessToken: Type.String({ minLength: 1, maxLength: 500 }),
  },
  { additionalProperties: false },
);
export type ExternalLoginBody = Static<typeof ExternalLoginBody>;

/** Error codes of auth/external (docs/architecture.md "Errors"). */
export const ExternalErrorCode = {
  invalidRequest: 'invalid_request',
  invalidToken: 'invalid_token',
} as const;
