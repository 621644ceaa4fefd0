// Sponsor service, publisher side: a publisher's own spots — create, update (details and status), read,
// delete, and the list of every status (beyond the spec). The rules are domain/spots/publisher-spots.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as publisher from '@sponsorspot/contract/endpoints/publisher';
import { endpointRoute } from '../endpoint-route.js';

const publisherSpotsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...endpointRoute(app, publisher.createSpot),
    handler: async (request, reply) => {
      const spot = app.publisherSpots.create(request.identity, request.body);
      return reply.code(201).send(spot);
    },
  });

  app.route({
    ...endpointRoute(app, publisher.updateSpot),
    handler: async (request) => app.publisherSpots.update(request.identity, request.body),
  });

  app.route({
    ...endpointRoute(app, publisher.getSpot),
    handler: async (request) => app.publisherSpots.get(request.identity, request.params.id),
  });

  app.route({
    ...endpointRoute(app, publisher.deleteSpot),
    handler: async (request) => {
      app.publisherSpots.remove(request.identity, request.params.id);
      return {};
    },
  });

  app.route({
    ...endpointRoute(app, publisher.publisherSpots),
    handler: async (request) => {
      // Flights whose day came start (or end) first, so each row says who runs now.
      app.reservations.settleFlights();
      const result = app.publisherSpots.list(request.identity, request.body);
      // Beyond the spec, as the marketplace's cards carry them: each spot's flights from now on, for the
      // publisher's "Booked from …" and a fixed flight's "Runs until …".
      for (const spot of result.spots) spot.bookings = app.reservations.bookings(spot.id);
      return result;
    },
  });
};

export default publisherSpotsRoutes;
