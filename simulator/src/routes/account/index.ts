// The account service (app.ts mounts it at /account/api/v1).
import type { FastifyPluginAsync } from 'fastify';
import { manifestRoutes } from '../sponsor/manifest.js';
import accountRoutes from './account.js';
import stripeAccountRoutes from './stripe-account.js';

const accountService: FastifyPluginAsync = async (app) => {
  await app.register(accountRoutes); // account/
  await app.register(stripeAccountRoutes); // account/stripe_account
  await app.register(manifestRoutes('account')); // manifest/
};

export default accountService;
