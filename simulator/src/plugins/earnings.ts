// Publishers' earnings and payouts as `app.earnings` (domain/earnings/service.ts), on its own repository
// (db/repositories/earnings.ts, the one writer of payouts), which nothing else reads.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { EarningsRepository } from '../db/repositories/earnings.js';
import { EarningsService } from '../domain/earnings/service.js';

declare module 'fastify' {
  interface FastifyInstance {
    earnings: EarningsService;
  }
}

async function earningsPlugin(app: FastifyInstance) {
  // Payout mails link to the app's publisher dashboard, as billing mails link to the app.
  const { appUrl } = app.settings;
  app.decorate(
    'earnings',
    new EarningsService({
      db: app.db,
      clock: app.clock,
      earnings: new EarningsRepository(app.db),
      accounts: app.accounts,
      outbox: app.outbox,
      settleSubscriptions: () => app.payments.settle(),
      publisherPageUrl: new URL('/publisher', appUrl).href,
    }),
  );
}

export default fp(earningsPlugin, {
  name: 'earnings',
  dependencies: ['repositories', 'clock', 'payments'],
});
