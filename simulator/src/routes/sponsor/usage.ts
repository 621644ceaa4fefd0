// GET /sponsor/api/v1/manifest/usage — the caller's plan capacities (plan plus add-ons, contract/plans.ts)
// and what they use: listings (their publisher's spots not Disabled) and reservations (their sponsor's
// contents Pending or Active).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '@sponsorspot/contract/common';
import { AccountUsage } from '@sponsorspot/contract/presence-user';
import { capacityOf } from '@sponsorspot/contract/plans';
import { apiError } from '../../lib/errors.js';
import { guardedErrors, notFoundError } from '@sponsorspot/contract/responses';

const usageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/manifest/usage',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['sponsor'],
        summary: 'Plan capacities and counts; a capacity of null is unlimited (Enterprise)',
        description:
          "Capacities come from the user's stored Feature values (so a purchase shows before the next token " +
          'refresh): free 4/4, Basic 10/10, Pro 50/50, Enterprise unlimited; each AddOn.ExtraListings10 / ' +
          'AddOn.ExtraReservations10 adds 10.',
        response: { 200: AccountUsage, ...guardedErrors, 401: ErrorBody, ...notFoundError },
      },
    },
    async (request) => {
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
  );
};

export default usageRoutes;
