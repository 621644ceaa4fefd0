// The invoices table: one row per charge attempt of a checkout or a renewal, paid or failed. An invoice of a
// spot's subscription records the spot it paid for (its content's spot), which the earnings read. Each
// records, when issued, the seller and tax rate of the settings given here and (a trigger of
// 018_invoice_documents.sql, whoever inserts) its buyer, so the document never changes afterwards.
import type { Statement } from 'better-sqlite3';
import type { InvoiceBuyer, InvoiceSeller } from '@sponsorspot/contract/invoices';
import type { Invoice } from '@sponsorspot/contract/payments';
import type { Db } from '../connection.js';

/** What every invoice issued from now records: the seller and the tax rate (percent) prices include. */
export interface InvoiceIssuer {
  seller: InvoiceSeller;
  taxRate: number;
}

/** One invoice with its owner and what it recorded when issued (seller null: the seeded history). */
export interface IssuedInvoice {
  invoice: Invoice;
  userId: number;
  buyer: InvoiceBuyer;
  seller: InvoiceSeller | null;
  taxRate: number;
}

type Row = Omit<Invoice, 'number'> & { userId: number; refundedAt?: string | null };
type IssuedRow = Row & { buyer: string; seller: string | null; taxRate: number };

export type NewInvoice = Omit<Invoice, 'id' | 'number'> & { userId: number };

const COLUMNS = `id, subscription_id AS subscriptionId, description, amount, currency, status,
  card_last4 AS cardLast4, period_start AS periodStart, period_end AS periodEnd, created_at AS createdAt,
  refunded_at AS refundedAt`;

/** A refunded invoice answers when; the others leave refundedAt out. */
const withoutNulls = (row: Row) => {
  const { refundedAt, ...rest } = row;
  return refundedAt ? { ...rest, refundedAt } : rest;
};

/** Stripe-like invoice numbers: SIM-<user>-<id>. */
const numbered = (row: Omit<Invoice, 'number'> & { userId: number }): Invoice => {
  const { userId, ...invoice } = row;
  return { ...invoice, number: `SIM-${String(userId).padStart(4, '0')}-${String(row.id).padStart(4, '0')}` };
};

export class InvoiceRepository {
  private readonly insert: Statement<NewInvoice & { seller: string; taxRate: number }>;
  private readonly byUser: Statement<{ userId: number }, Omit<Invoice, 'number'> & { userId: number }>;
  private readonly refundableTotal: Statement<{ subscriptionId: number }, number | null>;
  private readonly refundStatement: Statement<{ subscriptionId: number; now: string }>;
  private readonly byId: Statement<{ id: number }, IssuedRow>;
  private readonly issuer: { seller: string; taxRate: number };

  constructor(db: Db, issuer: InvoiceIssuer) {
    this.issuer = { seller: JSON.stringify(issuer.seller), taxRate: issuer.taxRate };
    this.insert = db.prepare(`INSERT INTO invoices (user_id, subscription_id, description, amount, currency,
      status, card_last4, period_start, period_end, created_at, spot_id, seller, tax_rate) VALUES (@userId,
      @subscriptionId, @description, @amount, @currency, @status, @cardLast4, @periodStart, @periodEnd,
      @createdAt, (SELECT c.spot_id FROM subscriptions s JOIN spot_contents c ON c.id = s.spot_content_id
        WHERE s.id = @subscriptionId), @seller, @taxRate)`);
    this.byId = db.prepare(`SELECT ${COLUMNS}, user_id AS userId, buyer, seller, tax_rate AS taxRate
      FROM invoices WHERE id = @id`);
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
    const { lastInsertRowid } = this.insert.run({ ...invoice, ...this.issuer });
    return numbered({ ...invoice, id: Number(lastInsertRowid) });
  }

  /** One invoice with what it recorded when issued, or null. */
  issued(id: number): IssuedInvoice | null {
    const row = this.byId.get({ id });
    if (!row) return null;
    const { buyer, seller, taxRate, ...invoice } = row;
    return {
      invoice: numbered(withoutNulls(invoice)),
      userId: row.userId,
      buyer: JSON.parse(buyer) as InvoiceBuyer,
      seller: seller === null ? null : (JSON.parse(seller) as InvoiceSeller),
      taxRate,
    };
  }

  /** Newest first. */
  listFor(userId: number): Invoice[] {
    return this.byUser.all({ userId }).map((row) => numbered(withoutNulls(row)));
  }
}
