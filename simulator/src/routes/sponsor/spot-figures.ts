// GET spot/{id}/traffic (figures.spotTraffic, beyond the spec) — a spot's public figures: views, clicks and
// CTR per day over the last 90 days, for anyone (visitors too) while its publisher shows them
// (domain/analytics.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as figures from '@sponsorspot/contract/endpoints/figures';
import { publicTrafficRange, spotTrafficResult } from '../../domain/analytics.js';
import { apiError } from '../../lib/errors.js';
import { endpointRoute } from '../endpoint-route.js';

const spotFiguresRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...endpointRoute(app, figures.spotTraffic),
    handler: async (request) => {
      const spot = app.spots.findPublic(request.params.id);
      if (!spot) throw apiError.notFound(`Spot ${request.params.id}`);
      if (!spot.showAnalytics)
        throw apiError.analyticsHidden("This spot's publisher does not show its figures.");
      const range = publicTrafficRange(app.clock.nowMs());
      return spotTrafficResult(spot, range, app.counts.trafficTotals([spot.id], range.from, range.to));
    },
  });
};

export default spotFiguresRoutes;
