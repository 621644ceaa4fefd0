// GET account/ (account.account) — the caller's account (docs/payments.md): subscription info
// (contract/presence-user.ts), Feature values, usage against capacity, subscriptions and invoices.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as account from '@sponsorspot/contract/endpoints/account';
import { endpointRoute } from '../endpoint-route.js';

const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...endpointRoute(app, account.account),
    handler: async (request) => app.payments.account(request.identity.userId),
  });
};

export default accountRoutes;
