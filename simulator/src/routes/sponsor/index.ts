// Sponsor service, mounted at /sponsor/api/v1.
import type { FastifyPluginAsync } from 'fastify';
import containerRoutes from './container.js';
import { manifestRoutes } from './manifest.js';
import spotsRoutes from './spots.js';

const sponsorService: FastifyPluginAsync = async (app) => {
  await app.register(containerRoutes);
  await app.register(spotsRoutes);
  await app.register(manifestRoutes('sponsor'));
};

export default sponsorService;
