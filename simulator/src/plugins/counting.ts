// The embed's counting rules (domain/counting.ts) as `app.counting`, on the simulator's clock. A scenario
// reset forgets the day salts, as it empties the visits.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { VisitCounter } from '../domain/counting.js';

declare module 'fastify' {
  interface FastifyInstance {
    counting: VisitCounter;
  }
}

async function countingPlugin(app: FastifyInstance) {
  const counting = new VisitCounter(app.counts, () => app.clock.nowMs());
  app.decorate('counting', counting);
  app.scenarios.onReset(() => counting.reset());
}

export default fp(countingPlugin, { name: 'counting', dependencies: ['repositories', 'scenarios', 'clock'] });
