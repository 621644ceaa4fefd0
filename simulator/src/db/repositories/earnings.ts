// Publishers' earnings and payouts: the one writer of `payouts`, and the reader of the invoices paid for a
// publisher's spots (an invoice records its spot, 015_earnings.sql). The fee split and the payout rules are
// contract/earnings-rules.ts's, applied by domain/earnings/service.ts.
import type { Statement } from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { EntityStatus, SpotStatus } from '@sponsorspot/contract/constants';
import type { Payout, PayoutStatus } from '@sponsorspot/contract/earnings';
import type { Db } from '../connection.js';

/** One invoice paid for one of the publisher's spots, in whole cents; a refund is a negative earning. */
export interface EarningRow {
  createdAt: string;
  spotId: number;
  spotName: string;
  cents: number;
  refunded: 0 | 1;
}

/** A publisher whose payout account can be paid: onboarded, Active, payouts enabled. */
export interface PayablePublisher {
  publisherId: number;
  email: string;
  bankLast4: string;
}

export interface NewPayout {
  publisherId: number;
  period: string;
  amount: number;
  status: PayoutStatus;
  bankLast4: string;
  failureMessage: string | null;
  createdAt: string;
  arrivalDate: string;
}

interface PayoutRow {
  id: string;
  amount: number;
  status: PayoutStatus;
  createdAt: string;
  arrivalDate: string;
  bankAccountLast4: string;
  failureMessage: string | null;
}

/** po_ and 16 characters, as Stripe's payout ids look. */
function newPayoutId(): string {
  return `po_${randomBytes(12).toString('base64url').replace(/[-_]/g, '0').slice(0, 16)}`;
}

export class EarningsRepository {
  private readonly earningsIn: Statement<{ publisherId: number; from: string; to: string }, EarningRow>;
  private readonly firstEarning: Statement<{ publisherId: number }, string | null>;
  private readonly paidOut: Statement<{ publisherId: number; before: string }, number>;
  private readonly lastPeriod: Statement<{ publisherId: number }, string | null>;
  private readonly payoutsOf: Statement<{ publisherId: number }, PayoutRow>;
  private readonly payable: Statement<[], PayablePublisher>;
  private readonly insert: Statement<NewPayout & { id: string }>;
  private readonly arrive: Statement<{ now: string }>;

  constructor(db: Db) {
    // By the publisher's spots, then each spot's invoices by time (invoices_spot).
    // A refunded invoice (016_reviews.sql) earned when it was paid and gives it back when it was refunded:
    // two rows, each in its own month.
    this.earningsIn = db.prepare(`SELECT createdAt, spotId, spotName, cents, refunded FROM (
        SELECT i.id, i.created_at AS createdAt, sp.id AS spotId, sp.name AS spotName,
          CAST(round(i.amount * 100) AS INTEGER) AS cents, 0 AS refunded
        FROM spots sp JOIN invoices i ON i.spot_id = sp.id
        WHERE sp.publisher_id = @publisherId AND i.created_at >= @from AND i.created_at < @to
          AND i.status IN ('paid', 'refunded')
        UNION ALL
        SELECT i.id, i.refunded_at, sp.id, sp.name, CAST(round(i.amount * 100) AS INTEGER), 1
        FROM spots sp JOIN invoices i ON i.spot_id = sp.id
        WHERE sp.publisher_id = @publisherId AND i.status = 'refunded'
          AND i.refunded_at >= @from AND i.refunded_at < @to)
      ORDER BY createdAt, id, refunded`);
    this.firstEarning = db
      .prepare<{ publisherId: number }, string | null>(
        `SELECT min(i.created_at)
        FROM spots sp JOIN invoices i ON i.spot_id = sp.id
        WHERE sp.publisher_id = @publisherId AND i.status IN ('paid', 'refunded')`,
      )
      .pluck();
    // Failed payouts returned their money: only pending and paid ones left the balance.
    this.paidOut = db
      .prepare<{ publisherId: number; before: string }, number>(
        `SELECT
          coalesce(sum(CAST(round(amount * 100) AS INTEGER)), 0)
        FROM payouts WHERE publisher_id = @publisherId AND status IN ('pending', 'paid') AND period < @before`,
      )
      .pluck();
    this.lastPeriod = db
      .prepare<{ publisherId: number }, string | null>(
        'SELECT max(period) FROM payouts WHERE publisher_id = @publisherId',
      )
      .pluck();
    this.payoutsOf = db.prepare(`SELECT id, amount, status, created_at AS createdAt,
        arrival_date AS arrivalDate, bank_last4 AS bankAccountLast4, failure_message AS failureMessage
      FROM payouts WHERE publisher_id = @publisherId ORDER BY period DESC, id`);
    this.payable = db.prepare(`SELECT p.id AS publisherId, u.email, a.bank_last4 AS bankLast4
      FROM payout_accounts a JOIN publishers p ON p.id = a.publisher_id JOIN users u ON u.id = p.user_id
      WHERE a.status = ${EntityStatus.Active} AND a.payouts_enabled = 1 AND a.bank_last4 IS NOT NULL
      ORDER BY p.id`);
    this.insert = db.prepare(`INSERT INTO payouts (id, publisher_id, period, amount, status, bank_last4,
        failure_message, created_at, arrival_date)
      VALUES (@id, @publisherId, @period, @amount, @status, @bankLast4, @failureMessage, @createdAt,
        @arrivalDate)
      ON CONFLICT (publisher_id, period) DO NOTHING`);
    this.arrive = db.prepare(
      "UPDATE payouts SET status = 'paid' WHERE status = 'pending' AND arrival_date <= @now",
    );
  }

  /** Every pending payout whose arrival day has come (a seeded one: the simulator writes its own paid) is paid. */
  arrived(now: Date): number {
    return this.arrive.run({ now: now.toISOString() }).changes;
  }

  /** The publisher's paid (and refunded) spot invoices created in [from, to), oldest first. */
  earnings(publisherId: number, from: string, to: string): EarningRow[] {
    return this.earningsIn.all({ publisherId, from, to });
  }

  /** When the publisher's first earning was made, or null before any. */
  firstEarningAt(publisherId: number): string | null {
    return this.firstEarning.get({ publisherId }) ?? null;
  }

  /** Cents paid out (pending or paid) on 1sts before `before`. */
  paidOutCents(publisherId: number, before: string): number {
    return this.paidOut.get({ publisherId, before }) ?? 0;
  }

  /** The 1st of the publisher's latest payout, or null before any. */
  lastPayoutPeriod(publisherId: number): string | null {
    return this.lastPeriod.get({ publisherId }) ?? null;
  }

  /** Newest first. */
  payouts(publisherId: number): Payout[] {
    return this.payoutsOf
      .all({ publisherId })
      .map(({ failureMessage, ...payout }) =>
        failureMessage === null ? payout : { ...payout, failureMessage },
      );
  }

  /** The publishers a settlement may pay: an Active payout account with payouts enabled and a bank account. */
  payablePublishers(): PayablePublisher[] {
    return this.payable.all();
  }

  /** A payout: its id, or null when the publisher already has one for that 1st (nothing is written). */
  add(payout: NewPayout): string | null {
    const id = newPayoutId();
    return this.insert.run({ id, ...payout }).changes === 1 ? id : null;
  }
}

/**
 * A scenario's year of earnings, in SQL at reset (scenarios/reset.ts, after the contents are in): each live
 * spot (Published, its publisher, current content and sponsor Active, as seeds/tools/generate.mjs reads
 * live for the traffic) with a pricePerMonth was paid for every month of the last @months, on
 * the reset's day of the month, by its sponsor — the reset's day itself the newest. The invoices name the
 * spot, as a spot subscription's do, and no subscription (seeded subscriptions never renew).
 */
export const DERIVE_SEEDED_SPOT_INVOICES = `
  WITH RECURSIVE
    n (i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < @months - 1),
    -- Each month's dates once, not once per invoice (the 276 invoices of demo: 0.3 ms of a reset).
    -- printf's sign: the newest month (i = 0) ends '+1 months' from now ('-' || -1 gave '--1', which SQLite
    -- reads as no date at all).
    months (i, starts, ends) AS MATERIALIZED (
      SELECT i, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', printf('%+d months', -i)),
        strftime('%Y-%m-%dT%H:%M:%fZ', 'now', printf('%+d months', 1 - i))
      FROM n),
    live (spot_id, user_id, price, line, buyer) AS MATERIALIZED (
      SELECT sp.id, s.user_id, CAST(sp.product_json ->> 'pricePerMonth' AS REAL),
        reservation_line(sp.name, p.business_name),
        -- Written with the row (023_invoice_buyers.sql), so the buyer trigger has nothing to rewrite.
        (SELECT buyer FROM invoice_buyers b WHERE b.user_id = s.user_id)
      FROM spots sp JOIN spot_contents c ON c.id = sp.current_spot_content_id
        JOIN sponsors s ON s.id = c.sponsor_id JOIN publishers p ON p.id = sp.publisher_id
      WHERE sp.status = ${SpotStatus.Published} AND p.status = ${EntityStatus.Active}
        AND c.status = ${EntityStatus.Active} AND s.status = ${EntityStatus.Active} AND json_valid(sp.product_json)
        AND CAST(sp.product_json ->> 'pricePerMonth' AS REAL) > 0)
  INSERT INTO invoices (user_id, subscription_id, spot_id, description, amount, currency, status, card_last4,
    period_start, period_end, created_at, buyer)
  SELECT user_id, NULL, spot_id, line || ' renewal', price, 'usd', 'paid', '4242', starts, ends, starts, buyer
  FROM live, months ORDER BY i DESC, spot_id`;

/**
 * The payouts of those earnings, in SQL at reset right after them: on each 1st since the oldest seeded
 * month, up to this month's, a publisher whose payout account is Active with payouts enabled is paid the
 * whole balance when it reaches @minimumCents, which otherwise carries over — domain/earnings/service.ts's
 * rule, with the fee rounded per invoice as contract/earnings-rules.ts splitCents does (@rate). Seeded
 * accounts are the test account that pays (DERIVE_SEEDED_PAYOUT_ACCOUNTS), so every seeded payout is paid.
 */
export const DERIVE_SEEDED_PAYOUTS = `
  WITH RECURSIVE
    -- The 1sts: k = 1 is the 1st after the oldest seeded month's, k = @months - 1 this month's.
    firsts (k, period) AS (
      SELECT 1, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', 'start of month', '-' || (@months - 2) || ' months')
      UNION ALL SELECT k + 1, strftime('%Y-%m-%dT%H:%M:%fZ', period, '+1 month') FROM firsts WHERE k < @months - 1),
    payable (publisher_id, bank_last4) AS MATERIALIZED (
      SELECT publisher_id, bank_last4 FROM payout_accounts
      WHERE status = ${EntityStatus.Active} AND payouts_enabled = 1 AND bank_last4 IS NOT NULL),
    -- Each publisher's net earned in the month before each 1st, in cents.
    earned (publisher_id, k, period, net) AS MATERIALIZED (
      SELECT p.publisher_id, f.k, f.period, coalesce((
        SELECT sum(cents - CAST(round(cents * @rate) AS INTEGER)) FROM (
          SELECT CAST(round(i.amount * 100) AS INTEGER) AS cents
          FROM spots sp JOIN invoices i ON i.spot_id = sp.id
          WHERE sp.publisher_id = p.publisher_id AND i.status = 'paid'
            AND i.created_at < f.period
            AND i.created_at >= strftime('%Y-%m-%dT%H:%M:%fZ', f.period, '-1 month'))), 0)
      FROM payable p, firsts f),
    -- The balance on each 1st: what the 1st before left (nothing once paid) plus the month's net.
    owed (publisher_id, k, period, cents) AS (
      SELECT publisher_id, k, period, net FROM earned WHERE k = 1
      UNION ALL
      SELECT e.publisher_id, e.k, e.period,
        (CASE WHEN o.cents >= @minimumCents THEN 0 ELSE o.cents END) + e.net
      FROM owed o JOIN earned e ON e.publisher_id = o.publisher_id AND e.k = o.k + 1)
  INSERT INTO payouts (id, publisher_id, period, amount, status, bank_last4, created_at, arrival_date)
  SELECT 'po_seed' || printf('%06d%06d', o.publisher_id, o.k), o.publisher_id, o.period, o.cents / 100.0,
    'paid', p.bank_last4, o.period, strftime('%Y-%m-%dT%H:%M:%fZ', o.period, '+' || @arrivalDays || ' days')
  FROM owed o JOIN payable p ON p.publisher_id = o.publisher_id
  WHERE o.cents >= @minimumCents
  -- A payout the scenario names for that 1st (its pending or failed one) stands.
  ON CONFLICT (publisher_id, period) DO NOTHING`;
