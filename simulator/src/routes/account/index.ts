// Account service, mounted at /account/api/v1.
import type { FastifyPluginAsync } from 'fastify';
import { manifestRoutes } from '../sponsor/manifest.js';

const accountService: FastifyPluginAsync = async (app) => {
  await app.register(manifestRoutes('account'));
};

export default accountService;
