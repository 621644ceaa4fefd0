// A publisher's embed of a spot (domain/embed.ts builds both; routes/public/embed.ts serves what they point at):
//   GET spot/{id}/snippet (publisher.spotSnippet) — the JavaScript-free snippet, for every publisher of the
//     spot whatever the plan: a link to the public click endpoint around an image from the public decal
//     endpoint, with the size of the spot's product and "Sponsored: <spot name>" as alt text.
//   GET spot/{id}/download (publisher.spotDownload) — the same link around the image the decal endpoint
//     serves now, inlined, as a self-contained HTML file; needs Download.HTML in the stored features (403
//     feature_required). Counts no view: nothing is loaded when the file is read.
// Both are for the spot's publisher while Active, or an admin; anyone else's spot is 404.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as publisher from '@sponsorspot/contract/endpoints/publisher';
import { spotFileName } from '@sponsorspot/contract/rules';
import { endpointRoute } from '../endpoint-route.js';

const snippetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...endpointRoute(app, publisher.spotSnippet),
    handler: async (request, reply) => {
      const html = app.spotEmbeds.snippet(request.identity, request.params.id);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    },
  });

  app.route({
    ...endpointRoute(app, publisher.spotDownload),
    handler: async (request, reply) => {
      const { id } = request.params;
      const html = await app.spotEmbeds.download(request.identity, id);
      return reply
        .type('text/html; charset=utf-8')
        .header('content-disposition', `attachment; filename="${spotFileName(id)}"`)
        .header('cache-control', 'no-store')
        .send(html);
    },
  });
};

export default snippetRoutes;
