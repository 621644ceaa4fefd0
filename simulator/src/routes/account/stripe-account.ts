// GET account/stripe_account (account.payoutAccount) — the caller's payout account (the simulator's
// stand-in for a Stripe Connect account), or 404 before their first publisher/connect.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as account from '@sponsorspot/contract/endpoints/account';
import { apiError } from '../../lib/errors.js';
import { endpointRoute } from '../endpoint-route.js';

const stripeAccountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...endpointRoute(app, account.payoutAccount),
    handler: async (request) => {
      const payoutAccount = app.publishers.payoutAccount(request.identity.userId);
      if (!payoutAccount) throw apiError.notFound('Payout account');
      return payoutAccount;
    },
  });
};

export default stripeAccountRoutes;
