// Plans and payments as a decorator: `app.payments` (checkout sessions, the checkout page's decisions,
// subscriptions on the clock).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PaymentService } from '../domain/payments/service.js';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentService;
  }
}

async function paymentsPlugin(app: FastifyInstance) {
  // Billing mails link to the app's subscription page, as identity's mails link to the app.
  const { appUrl } = app.settings;
  const { users, accounts, subscriptions, checkoutSessions, invoices, outbox } = app;
  app.decorate(
    'payments',
    new PaymentService({
      db: app.db,
      clock: app.clock,
      users,
      accounts,
      subscriptions,
      checkoutSessions,
      invoices,
      outbox,
      reservations: app.reservations,
      subscriptionPageUrl: new URL('/account/subscription', appUrl).href,
      invoicePageUrl: (invoiceId) => new URL(`/account/invoices/${invoiceId}`, appUrl).href,
    }),
  );
}

export default fp(paymentsPlugin, {
  name: 'payments',
  dependencies: ['repositories', 'clock', 'reservations'],
});
