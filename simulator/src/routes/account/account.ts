// GET /account/api/v1/account/ — the caller's account (DESIGN): subscription info (SPEC §3), Feature values,
// usage against capacity, subscriptions and invoices.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '@sponsorspot/contract/common';
import { AccountDetail } from '@sponsorspot/contract/payments';
import { guardedErrors, notFoundError } from '@sponsorspot/contract/responses';

const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/account/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['account'],
        summary:
          'The account: subscription in force (or Free, Active), features, usage, subscriptions, invoices',
        description:
          "The newest subscription that has not ended (else the newest); businessName is the publisher's, else " +
          "the sponsor's, else ''. Renewals the simulator's clock has passed are settled first.",
        response: { 200: AccountDetail, ...guardedErrors, 401: ErrorBody, ...notFoundError },
      },
    },
    async (request) => app.payments.account(request.identity.userId),
  );
};

export default accountRoutes;
