// What every part of payments is built from (checkout, card page, completion, settle, presentation): the
// connection for its transactions, the simulator's clock, the repositories it reads and writes, the
// reservations a spot's checkout holds and pays, and where billing mails link to. The PaymentService
// facade (service.ts) receives them once from the payments plugin and hands them to each part.
import type { Db } from '../../db/connection.js';
import type { AccountRepository } from '../../db/repositories/accounts.js';
import type { CheckoutSessionRepository } from '../../db/repositories/checkout-sessions.js';
import type { InvoiceRepository } from '../../db/repositories/invoices.js';
import type { OutboxRepository } from '../../db/repositories/outbox.js';
import type { SubscriptionRepository } from '../../db/repositories/subscriptions.js';
import type { AccountUser, UserRepository } from '../../db/repositories/users.js';
import type { SimClock } from '../clock.js';
import { apiError } from '../../lib/errors.js';
import type { ReservationService } from '../reservations/service.js';

export interface PaymentDeps {
  db: Db;
  clock: SimClock;
  users: UserRepository;
  accounts: AccountRepository;
  subscriptions: SubscriptionRepository;
  checkoutSessions: CheckoutSessionRepository;
  invoices: InvoiceRepository;
  outbox: OutboxRepository;
  /** Holds a spot for its checkout, starts and ends the content a spot subscription pays for. */
  reservations: ReservationService;
  /** Where billing mails link to (the app's subscription page). */
  subscriptionPageUrl: string;
  /** Where a receipt links to: the invoice's page in the app. */
  invoicePageUrl: (invoiceId: number) => string;
}

/** The user a payment is for; 404 when there is none. */
export function userOrThrow(users: UserRepository, userId: number): AccountUser {
  const user = users.findById(userId);
  if (!user) throw apiError.notFound('User');
  return user;
}
