// POST auth/external (auth.externalLogin) — social sign-in: {network, accessToken} → the login answer. Accepts
// only tokens the simulator's OAuth stand-in pages issued (stand-ins/oauth.ts): each once, within its
// lifetime, for the network it was issued for. The first sign-in with a new email makes a verified user.
// With the stand-in off (SIM_OAUTH_STANDIN) no token is accepted.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ErrorCode } from '@sponsorspot/contract/common';
import * as auth from '@sponsorspot/contract/endpoints/auth';
import { ExternalErrorCode, isOAuthNetwork } from '@sponsorspot/contract/oauth';
import { ApiError } from '../../lib/errors.js';
import { endpointRoute } from '../endpoint-route.js';

const externalError = (status: number, code: ErrorCode, message: string) =>
  new ApiError(status, code, message);

const externalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...endpointRoute(app, auth.externalLogin),
    handler: async (request) => {
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
  });
};

export default externalRoutes;
