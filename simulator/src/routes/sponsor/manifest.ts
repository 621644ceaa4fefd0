// GET manifest/ — settings, with the product catalogue as JSON text in settings.Products. Served by the
// sponsor service (sponsorSettings.manifest) and the account service (account.manifest): each registers
// this with its own declaration.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type * as sponsorSettings from '@sponsorspot/contract/endpoints/sponsor-settings';
import { buildManifest } from '../../domain/manifest.js';
import { endpointRoute } from '../endpoint-route.js';

export const manifestRoutes = (endpoint: typeof sponsorSettings.manifest): FastifyPluginAsyncTypebox =>
  async function manifest(app) {
    const body = buildManifest(app.settings);
    app.route({ ...endpointRoute(app, endpoint), handler: async () => body });
  };
