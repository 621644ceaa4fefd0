// Sponsor service, marketplace slice: search, public spot, status snapshot, available spots.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as marketplace from '@sponsorspot/contract/endpoints/marketplace';
import { apiError } from '../../lib/errors.js';
import { endpointRoute } from '../endpoint-route.js';

const spotsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...endpointRoute(app, marketplace.searchSpots),
    handler: async (request) => {
      // Flights whose day came start (or end) before the marketplace reads who runs where.
      app.reservations.settleFlights();
      const result = app.spots.search(request.body, app.clock.now());
      // Beyond the spec: each card's "Booked from" (contract Spot bookings).
      for (const spot of result.spots) spot.bookings = app.reservations.bookings(spot.id);
      return result;
    },
  });

  app.route({
    ...endpointRoute(app, marketplace.availableSpots),
    handler: async (request) => app.spots.available(request.body, app.clock.now()),
  });

  app.route({
    ...endpointRoute(app, marketplace.publicSpot),
    handler: async (request) => {
      app.reservations.settleFlights();
      const spot = app.spots.findPublic(request.params.id);
      if (!spot) throw apiError.notFound(`Spot ${request.params.id}`);
      // A hold that ran out on the clock is no hold, before any write releases it.
      if (spot.heldUntil !== null && Date.parse(spot.heldUntil) <= app.clock.nowMs()) spot.heldUntil = null;
      // Beyond the spec, as a card of the marketplace's extended search shows them: the order's Overview.
      // And the flights from now on, so the reserve form offers exactly the free days.
      return {
        ...spot,
        recentViews: app.spots.recentViewsOf(spot.id, app.clock.now()),
        bookings: app.reservations.bookings(spot.id),
      };
    },
  });

  app.route({
    ...endpointRoute(app, marketplace.spotStatus),
    handler: async (request) => {
      const snapshot = app.spots.findSnapshot(request.params.id);
      if (!snapshot) throw apiError.notFound(`Spot ${request.params.id}`);
      return snapshot;
    },
  });
};

export default spotsRoutes;
