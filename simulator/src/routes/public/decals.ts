// GET /public/decals/{key} (embed.decal) — a live decal's image bytes (seeded, or uploaded and re-encoded), with
// the type its bytes were checked to be, nosniff (app.ts) and a CSP that sandboxes it if it is ever opened
// as a document. Tenant-free: an <img> on a publisher's page sends no headers. Only the live revision of a
// live spot answers; the key is unguessable, so nobody walks the ids of unfinished decals.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as embed from '@sponsorspot/contract/endpoints/embed';
import { apiError } from '../../lib/errors.js';
import { endpointRoute } from '../endpoint-route.js';

/** An image opened on its own runs nothing and loads nothing. */
export const DECAL_CSP = "default-src 'none'; sandbox";

const decalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...endpointRoute(app, embed.decal),
    handler: async (request, reply) => {
      const decal = await app.content.readPublicDecal(request.params.key);
      if (!decal) throw apiError.notFound('Decal');
      return reply
        .type(decal.contentType)
        .header('cache-control', 'public, max-age=86400')
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('content-security-policy', DECAL_CSP)
        .send(decal.bytes);
    },
  });
};

export default decalRoutes;
