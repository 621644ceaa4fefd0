// GET manifest/usage (sponsorSettings.usage) — the caller's plan capacities (plan plus add-ons,
// contract/plans.ts) and what they use: listings (their publisher's spots not Disabled) and reservations
// (their sponsor's contents Pending or Active).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as sponsorSettings from '@sponsorspot/contract/endpoints/sponsor-settings';
import { capacityOf } from '@sponsorspot/contract/plans';
import { apiError } from '../../lib/errors.js';
import { endpointRoute } from '../endpoint-route.js';

const usageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...endpointRoute(app, sponsorSettings.usage),
    handler: async (request) => {
      const id = request.identity.userId;
      const user = app.users.findById(id);
      if (!user) throw apiError.notFound('User');
      const capacity = capacityOf(user.features);
      return {
        reservationCapacity: capacity.reservations,
        reservationCount: app.accounts.reservations(id),
        listingCapacity: capacity.listings,
        listingCount: app.accounts.listings(id),
      };
    },
  });
};

export default usageRoutes;
