// GET manifest/ — settings, with the product catalogue as JSON text in settings.Products. Also served by
// the account service (routes/account).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Manifest } from '@sponsorspot/contract/sponsor';
import { buildManifest } from '../../domain/manifest.js';
import { guardedErrors } from '@sponsorspot/contract/responses';

export const manifestRoutes = (tag: 'sponsor' | 'account'): FastifyPluginAsyncTypebox =>
  async function manifest(app) {
    const body = buildManifest(app.settings);
    app.get(
      '/manifest/',
      {
        schema: {
          tags: [tag],
          summary: 'Settings; settings.Products is the product catalogue (plans and add-ons) as JSON text',
          response: { 200: Manifest, ...guardedErrors },
        },
      },
      async () => body,
    );
  };
