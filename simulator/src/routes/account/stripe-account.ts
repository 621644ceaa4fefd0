// GET /account/api/v1/account/stripe_account — the caller's payout account (the simulator's stand-in for a
// Stripe Connect account), or 404 before their first publisher/connect.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '@sponsorspot/contract/common';
import { PayoutAccount } from '@sponsorspot/contract/publisher';
import { apiError } from '../../lib/errors.js';
import { guardedErrors, notFoundError } from '@sponsorspot/contract/responses';

const stripeAccountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/account/stripe_account',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['account'],
        summary: "The caller's payout account; 404 before publisher/connect",
        description:
          'status is Pending (1) until the onboarding page is finished, then Active (2) with detailsSubmitted ' +
          'and payoutsEnabled; Disabled (3) with a disabled publisher.',
        response: { 200: PayoutAccount, ...guardedErrors, 401: ErrorBody, ...notFoundError },
      },
    },
    async (request) => {
      const account = app.publishers.payoutAccount(request.identity.userId);
      if (!account) throw apiError.notFound('Payout account');
      return account;
    },
  );
};

export default stripeAccountRoutes;
