// The account service (app.ts mounts it at /account/api/v1).
import * as account from '@sponsorspot/contract/endpoints/account';
import type { FastifyPluginAsync } from 'fastify';
import { manifestRoutes } from '../sponsor/manifest.js';
import accountRoutes from './account.js';
import checkoutRoutes from './checkout.js';
import invoiceRoutes from './invoices.js';
import stripeAccountRoutes from './stripe-account.js';
import subscriptionRoutes from './subscription.js';

const accountService: FastifyPluginAsync = async (app) => {
  await app.register(accountRoutes); // account/
  await app.register(stripeAccountRoutes); // account/stripe_account
  await app.register(checkoutRoutes); // account/stripe_checkout, account/stripe_session
  await app.register(subscriptionRoutes); // account/subscription/cancel, /downgrade, /resume, /preview
  await app.register(invoiceRoutes); // account/billing_details, account/invoices/{id}, /pdf
  await app.register(manifestRoutes(account.manifest)); // manifest/
};

export default accountService;
