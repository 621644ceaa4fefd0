// GET spot/{id}/snippet (publisher.spotSnippet) — the JavaScript-free embed for a spot: a link to the public
// click endpoint around an image from the public decal endpoint (routes/public/embed.ts), with the size of
// the spot's product and its name as alt text. For the spot's publisher whose stored features hold
// Download.HTML (else 403 feature_required); anyone else's spot is 404.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as publisher from '@sponsorspot/contract/endpoints/publisher';
import { FEATURE } from '@sponsorspot/contract/plans';
import { parseSpotProduct } from '@sponsorspot/contract/rules';
import { apiError } from '../../lib/errors.js';
import { markup } from '../../lib/html.js';
import { endpointRoute } from '../endpoint-route.js';

const snippetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...endpointRoute(app, publisher.spotSnippet),
    handler: async (request, reply) => {
      const { id } = request.params;
      const spot = app.counts.embedSpot(id);
      if (!spot || spot.publisherUserId !== request.identity.userId) throw apiError.notFound(`Spot ${id}`);
      const features = app.users.findById(request.identity.userId)?.features ?? [];
      if (!features.includes(FEATURE.downloadHtml))
        throw apiError.featureRequired(
          'The HTML snippet needs Download.HTML (Pro and above, or the add-on).',
          FEATURE.downloadHtml,
        );
      const base = `${app.settings.publicUrl}/public/spot/${id}`;
      const { width, height } = parseSpotProduct(spot.productJson);
      const size = width !== null && height !== null ? ` width="${width}" height="${height}"` : '';
      const alt = spot.name || `Spot ${id}`;
      const html =
        markup`<a href="${base}/click"><img src="${base}/decal"`.html +
        size +
        markup` alt="${alt}"></a>`.html;
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(`${html}\n`);
    },
  });
};

export default snippetRoutes;
