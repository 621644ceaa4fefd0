// GET /account/api/v1/account/ — the caller's subscription info (SPEC §3).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../contract/common.js';
import { SubscriptionInfo } from '../../contract/presence-user.js';
import { apiError } from '../../domain/errors.js';
import { guardedErrors, notFoundError } from '../responses.js';

const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/account/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['account'],
        summary: 'Subscription info: the subscription in force, or Free (Active) when there is none',
        description:
          "The newest subscription that has not ended (else the newest); businessName is the publisher's, else " +
          "the sponsor's, else ''.",
        response: { 200: SubscriptionInfo, ...guardedErrors, 401: ErrorBody, ...notFoundError },
      },
    },
    async (request) => {
      const info = app.accounts.subscriptionInfo(request.identity.userId);
      if (!info) throw apiError.notFound('User');
      return info;
    },
  );
};

export default accountRoutes;
