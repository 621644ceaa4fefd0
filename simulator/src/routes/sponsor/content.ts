// Sponsor service, sponsor side: a sponsor's content on a spot — link, title and terms, the decal's
// removal, the reads (the content and its decal before it is live) and the AI check. The rules are domain/content/service.ts; the upload is upload.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as content from '@sponsorspot/contract/endpoints/content';
import { endpointRoute } from '../endpoint-route.js';
import { DECAL_CSP } from '../public/decals.js';

const contentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...endpointRoute(app, content.updateContent),
    handler: async (request) => app.content.update(request.identity, request.body),
  });

  app.route({
    ...endpointRoute(app, content.removeDecal),
    handler: async (request) =>
      app.content.removeDecal(request.identity, request.params.spotId, request.params.contentId),
  });

  app.route({
    ...endpointRoute(app, content.contentDecal),
    handler: async (request, reply) => {
      const decal = await app.content.readContentDecal(request.identity, request.params.id);
      return reply
        .type(decal.contentType)
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', DECAL_CSP)
        .send(decal.bytes);
    },
  });

  app.route({
    ...endpointRoute(app, content.sponsorContent),
    handler: async (request) =>
      app.content.get(request.identity, request.params.sponsorId, request.params.spotId),
  });

  app.route({
    ...endpointRoute(app, content.sponsorContents),
    handler: async (request) => app.content.list(request.identity, request.params.sponsorId),
  });

  app.route({
    ...endpointRoute(app, content.aiCheck),
    handler: async (request) => app.content.aiCheck(request.identity, request.body.spotContentId),
  });
};

export default contentRoutes;
