// The invoices table: one row per charge attempt of a checkout or a renewal, paid or failed. An invoice of a
// spot's subscription records the spot it paid for (its content's spot), which the earnings read.
import type { Statement } from 'better-sqlite3';
import type { Invoice } from '@sponsorspot/contract/payments';
import type { Db } from '../connection.js';

export type NewInvoice = Omit<Invoice, 'id' | 'number'> & { userId: number };

const COLUMNS = `id, subscription_id AS subscriptionId, description, amount, currency, status,
  card_last4 AS cardLast4, period_start AS periodStart, period_end AS periodEnd, created_at AS createdAt,
  refunded_at AS refundedAt`;

/** A refunded invoice answers when; the others leave refundedAt out. */
const withoutNulls = (row: Omit<Invoice, 'number'> & { userId: number; refundedAt?: string | null }) => {
  const { refundedAt, ...rest } = row;
  return refundedAt ? { ...rest, refundedAt } : rest;
};

/** Stripe-like invoice numbers: SIM-<user>-<id>. */
const numbered = (row: Omit<Invoice, 'number'> & { userId: number }): Invoice => {
  const { userId, ...invoice } = row;
  return { ...invoice, number: `SIM-${String(userId).padStart(4, '0')}-${String(row.id).padStart(4, '0')}` };
};

export class InvoiceRepository {
  private readonly insert: Statement<NewInvoice>;
  private readonly byUser: Statement<{ userId: number }, Omit<Invoice, 'number'> & { userId: number }>;
  private readonly refundableTotal: Statement<{ subscriptionId: number }, number | null>;
  private readonly refundStatement: Statement<{ subscriptionId: number; now: string }>;

  constructor(db: Db) {
    this.insert = db.prepare(`INSERT INTO invoices (user_id, subscription_id, description, amount, currency,
      status, card_last4, period_start, period_end, created_at, spot_id) VALUES (@userId, @subscriptionId,
      @description, @amount, @currency, @status, @cardLast4, @periodStart, @periodEnd, @createdAt,
      (SELECT c.spot_id FROM subscriptions s JOIN spot_contents c ON c.id = s.spot_content_id
        WHERE s.id = @subscriptionId))`);
    this.byUser = db.prepare(`SELECT ${COLUMNS}, user_id AS userId FROM invoices WHERE user_id = @userId
      ORDER BY id DESC`);
    this.refundableTotal = db
      .prepare<{ subscriptionId: number }, number | null>(
        `SELECT sum(amount) FROM invoices WHERE subscription_id = @subscriptionId AND status = 'paid'`,
      )
      .pluck();
    this.refundStatement = db.prepare(`UPDATE invoices SET status = 'refunded', refunded_at = @now
      WHERE subscription_id = @subscriptionId AND status = 'paid'`);
  }

  /** Refunds every paid invoice of the subscription in full; answers the amount refunded (0 when none). */
  refundAll(subscriptionId: number, now: Date): number {
    const total = this.refundableTotal.get({ subscriptionId }) ?? 0;
    this.refundStatement.run({ subscriptionId, now: now.toISOString() });
    return Math.round(total * 100) / 100;
  }

  add(invoice: NewInvoice): Invoice {
    const { lastInsertRowid } = this.insert.run(invoice);
    return numbered({ ...invoice, id: Number(lastInsertRowid) });
  }

  /** Newest first. */
  listFor(userId: number): Invoice[] {
    return this.byUser.all({ userId }).map((row) => numbered(withoutNulls(row)));
  }
}
