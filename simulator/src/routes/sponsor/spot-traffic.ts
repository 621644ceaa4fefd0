// GET /sponsor/api/v1/spot/{id}/traffic (beyond the spec) — a spot's public figures: views, clicks and CTR per
// day over the last 90 days, for anyone (visitors too) while its publisher shows them (domain/analytics.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam } from '@sponsorspot/contract/common';
import { SpotTrafficResult } from '@sponsorspot/contract/publisher';
import { publicTrafficRange, spotTrafficResult } from '../../domain/analytics.js';
import { apiError } from '../../lib/errors.js';
import { guardedErrors, notFoundError } from '@sponsorspot/contract/responses';

const spotTrafficRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/spot/:id/traffic',
    {
      schema: {
        tags: ['sponsor'],
        summary: "A spot's daily views, clicks and CTR over the last 90 days, for anyone (beyond the spec)",
        description:
          'The last 90 days on the simulator’s clock, today included, every day (zeros included), counted by ' +
          'the rules of POST spot/analytics. Only while the publisher shows them (the spot’s showAnalytics): ' +
          'otherwise 403 analytics_hidden. 404 for a spot that is not published by an active publisher.',
        params: IdParam,
        response: { 200: SpotTrafficResult, ...guardedErrors, ...notFoundError },
      },
    },
    async (request) => {
      const spot = app.spots.findPublic(request.params.id);
      if (!spot) throw apiError.notFound(`Spot ${request.params.id}`);
      if (!spot.showAnalytics)
        throw apiError.analyticsHidden("This spot's publisher does not show its figures.");
      const range = publicTrafficRange(app.clock.nowMs());
      return spotTrafficResult(spot, range, app.spotTraffic.trafficTotals([spot.id], range.from, range.to));
    },
  );
};

export default spotTrafficRoutes;
