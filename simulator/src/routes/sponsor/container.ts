// GET /sponsor/api/v1/ — container info.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ContainerInfo } from '@sponsorspot/contract/sponsor';
import { VERSION } from '../../version.js';
import { guardedErrors } from '@sponsorspot/contract/responses';

const containerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const startedAt = new Date().toISOString();
  app.get(
    '/',
    {
      schema: {
        tags: ['sponsor'],
        summary: 'Container info: name, version, environment, scenario, start time',
        response: { 200: ContainerInfo, ...guardedErrors },
      },
    },
    async () => ({
      name: 'sponsorspot-simulator',
      version: VERSION,
      environment: 'simulator',
      scenario: app.scenarios.current() ?? app.settings.scenario,
      startedAt,
    }),
  );
};

export default containerRoutes;
