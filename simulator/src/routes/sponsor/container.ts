// GET / (sponsorSettings.containerInfo) — container info.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as sponsorSettings from '@sponsorspot/contract/endpoints/sponsor-settings';
import { VERSION } from '../../version.js';
import { endpointRoute } from '../endpoint-route.js';

const containerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const startedAt = new Date().toISOString();
  app.route({
    ...endpointRoute(app, sponsorSettings.containerInfo),
    handler: async () => ({
      name: 'sponsorspot-simulator',
      version: VERSION,
      environment: 'simulator',
      scenario: app.scenarios.current() ?? app.settings.scenario,
      startedAt,
    }),
  });
};

export default containerRoutes;
