// The control API for QA and tests (app.ts mounts it at /__sim, unless SIM_CONTROL_API=off).
import type { FastifyPluginAsync } from 'fastify';
import consoleRoutes from './console.js';
import identityRoutes from './identity.js';
import scenarioRoutes from './scenarios.js';
import faultRoutes from './faults.js';
import sandboxRoutes from './sandboxes.js';

const controlApi: FastifyPluginAsync = async (app) => {
  await app.register(scenarioRoutes); // /scenarios, /reset
  await app.register(faultRoutes); // /faults, /faults/{id}, /requests
  await app.register(identityRoutes); // /outbox, /clock, /sessions/expire, /sign-ins, /sign-ins/{code}
  await app.register(consoleRoutes); // /console (the QA console page) and its scripts
  // Not inside a sandbox: only the app that holds them opens and ends them (plugins/sandboxes.ts).
  if (app.hasDecorator('sandboxes')) await app.register(sandboxRoutes); // /sandboxes, /sandboxes/{id}
};

export default controlApi;
