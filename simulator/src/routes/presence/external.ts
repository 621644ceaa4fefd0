// POST /presence/api/v1/auth/external — social sign-in: {network, accessToken} → the login answer. Accepts
// only tokens the simulator's OAuth stand-in pages issued (routes/public/oauth.ts): each once, within its
// lifetime, for the network it was issued for. The first sign-in with a new email makes a verified user.
// With the stand-in off (SIM_OAUTH_STANDIN) no token is accepted.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, type ErrorCode } from '@sponsorspot/contract/common';
import {
  ExternalErrorCode,
  ExternalLoginBody,
  isOAuthNetwork,
  OAUTH_NETWORK_NAMES,
} from '@sponsorspot/contract/oauth';
import { SessionAnswer } from '@sponsorspot/contract/presence-auth';
import { ApiError } from '../../lib/errors.js';
import { bodyErrors } from '@sponsorspot/contract/responses';

const externalError = (status: number, code: ErrorCode, message: string) =>
  new ApiError(status, code, message);

const externalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/external',
    {
      schema: {
        tags: ['presence'],
        summary: 'Social sign-in with an access token from the OAuth stand-in page; same answer as login',
        description:
          `network is a hello.js network name (${OAUTH_NETWORK_NAMES.join(', ')}); an unknown one answers 400 ` +
          'invalid_request. A token the stand-in did not issue for that network, an expired one (10 minutes by ' +
          'the simulator clock) or one used before answers 401 invalid_token; so does every token when the ' +
          'stand-in is off (SIM_OAUTH_STANDIN).',
        body: ExternalLoginBody,
        response: { 200: SessionAnswer, ...bodyErrors, 401: ErrorBody },
      },
    },
    async (request) => {
      const { network, accessToken } = request.body;
      if (!isOAuthNetwork(network)) {
        throw externalError(
          400,
          ExternalErrorCode.invalidRequest,
          `"${network}" is not a sign-in provider here.`,
        );
      }
      const now = app.clock.now();
      const identity = app.settings.oauthStandin ? app.oauth.consume(network, accessToken, now) : null;
      if (!identity) {
        throw externalError(
          401,
          ExternalErrorCode.invalidToken,
          'This sign-in token is not valid: it was not issued here, has expired or was already used.',
        );
      }
      const { userId, created } = app.oauth.signIn(identity, now);
      request.log.info({ network, userId, created }, 'social sign-in');
      return app.identity.issueSession(userId);
    },
  );
};

export default externalRoutes;
