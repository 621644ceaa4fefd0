// The simulator's clock as `app.clock` (real time + an offset the control API moves). A scenario reset
// puts it back to real time; loading a saved state puts it back to the moment it was saved.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SimClock } from '../domain/clock.js';

declare module 'fastify' {
  interface FastifyInstance {
    clock: SimClock;
  }
}

async function clockPlugin(app: FastifyInstance) {
  const clock = new SimClock();
  app.decorate('clock', clock);
  app.scenarios.onReset(({ savedAt }) => {
    clock.reset();
    if (savedAt !== null) clock.setOffset(Date.parse(savedAt) - Date.now());
  });
}

export default fp(clockPlugin, { name: 'clock', dependencies: ['scenarios'] });
