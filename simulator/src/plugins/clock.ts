// The simulator's clock as `app.clock` (real time + an offset the control API moves). A scenario reset
// puts it back to real time.
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
  app.scenarios.onReset(() => clock.reset());
}

export default fp(clockPlugin, { name: 'clock', dependencies: ['scenarios'] });
