// Sponsor service, publisher side: the queue of decals waiting for the publisher and their decision. The
// rules are domain/reviews/service.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as reviews from '@sponsorspot/contract/endpoints/reviews';
import { endpointRoute } from '../endpoint-route.js';

const reviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...endpointRoute(app, reviews.reviewQueue),
    handler: async (request) => app.reviews.queue(request.identity),
  });

  app.route({
    ...endpointRoute(app, reviews.reviewContent),
    handler: async (request) => app.reviews.decide(request.identity, request.body),
  });
};

export default reviewRoutes;
