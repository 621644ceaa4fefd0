// Makes the validated settings available as `app.settings`.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SimulatorConfig } from '../config.js';

declare module 'fastify' {
  interface FastifyInstance {
    settings: SimulatorConfig;
  }
}

async function settingsPlugin(app: FastifyInstance, config: SimulatorConfig) {
  app.decorate('settings', config);
}

export default fp(settingsPlugin, { name: 'settings' });
