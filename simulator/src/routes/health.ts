// GET /health — liveness and the current scenario.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Health } from '@sponsorspot/contract/sim';

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['simulator'],
        summary: 'Liveness and the current scenario',
        response: { 200: Health },
      },
    },
    async () => ({ status: 'ok' as const, scenario: app.scenarios.current() ?? '' }),
  );
};

export default healthRoutes;
