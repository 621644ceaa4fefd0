// Sponsor service, sponsor side: reserving and unreserving a content, and "notify me" on a reserved spot.
// The rules are domain/reservations/service.ts; the hold comes with the spot's checkout (account service).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as reservations from '@sponsorspot/contract/endpoints/reservations';
import { endpointRoute } from '../endpoint-route.js';

const reservationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...endpointRoute(app, reservations.reserve),
    handler: async (request) => {
      const { spotContentId, startsOn, endsOn } = request.body;
      return app.reservations.reserve(request.identity, spotContentId, { startsOn, endsOn });
    },
  });

  app.route({
    ...endpointRoute(app, reservations.unreserve),
    handler: async (request) => app.reservations.unreserve(request.identity, request.body.spotContentId),
  });

  app.route({
    ...endpointRoute(app, reservations.spotWatch),
    handler: async (request) => app.reservations.watching(request.identity.userId, request.params.id),
  });

  app.route({
    ...endpointRoute(app, reservations.watchSpot),
    handler: async (request) => app.reservations.watch(request.identity.userId, request.params.id),
  });

  app.route({
    ...endpointRoute(app, reservations.unwatchSpot),
    handler: async (request) => app.reservations.unwatch(request.identity.userId, request.params.id),
  });
};

export default reservationRoutes;
