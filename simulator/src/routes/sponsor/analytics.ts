// POST spot/analytics (figures.analytics) — views, clicks and CTR of the caller's spots over a date range
// (domain/analytics.ts). The spots: the publisher's own (any status: the sponsors' decals' figures, the
// placeholder's apart), and the spots whose current content is the caller's sponsor's and Active (only their
// own decals' figures, from its first run). spotIds restricts to some of them; an id outside them is 404.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as figures from '@sponsorspot/contract/endpoints/figures';
import {
  analyticsRange,
  analyticsResult,
  callerSpots,
  itemsShapeOf,
  scopeOf,
} from '../../domain/analytics.js';
import { apiError } from '../../lib/errors.js';
import { endpointRoute } from '../endpoint-route.js';

const analyticsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...endpointRoute(app, figures.analytics),
    handler: async (request) => {
      const { userId } = request.identity;
      const features = app.users.findById(userId)?.features ?? [];
      const range = analyticsRange(request.body, app.clock.nowMs(), features);
      const { spots: mine, published } = callerSpots(app.counts, userId, request.body.as);
      const asked = request.body.spotIds ?? [];
      for (const id of asked) if (!mine.has(id)) throw apiError.notFound(`Spot ${id}`);
      const spots =
        asked.length > 0
          ? [...new Set(asked)].sort((a, b) => a - b).map((id) => mine.get(id)!)
          : [...mine.values()].sort((a, b) => a.id - b.id);
      const ids = spots.map((s) => s.id);
      const traffic = app.counts.trafficDays(scopeOf(ids, published, userId), range.from, range.to);
      return analyticsResult(range, spots, traffic, itemsShapeOf(request.body));
    },
  });
};

export default analyticsRoutes;
