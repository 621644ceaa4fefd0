// The subscriptions table and its add-on items (subscription_addons), and the only code that writes them
// after a scenario is loaded: checkout completions, renewals, cancellation and resumption. A spot's
// subscription (spotContentId set) pays for one content at its own price; the plan reads (inForceFor,
// listFor) never see it.
import type { Statement } from 'better-sqlite3';
import { EntityStatus } from '@sponsorspot/contract/constants';
import type { SubscriptionLevel } from '@sponsorspot/contract/scenario';
import type { Db } from '../connection.js';

export type BillingInterval = 'month' | 'year';
export type StatusNumber = 0 | 1 | 2 | 3;

export interface Subscription {
  id: number;
  userId: number;
  level: SubscriptionLevel;
  status: StatusNumber;
  updated: string;
  interval: BillingInterval;
  /** null for a seeded subscription: it has no billing period and never renews until changed. */
  periodStart: string | null;
  periodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  scheduledLevel: SubscriptionLevel | null;
  scheduledInterval: BillingInterval | null;
  pastDueSince: string | null;
  cardLast4: string | null;
  /** The content a spot's subscription pays for; null on a plan subscription. */
  spotContentId: number | null;
  /** What a spot's subscription renews at each period; null on a plan subscription (its plan's price). */
  price: number | null;
}

/** A subscription to create: a plan's leaves out the spot's fields. */
export type NewSubscription = Omit<Subscription, 'id' | 'spotContentId' | 'price'> &
  Partial<Pick<Subscription, 'spotContentId' | 'price'>>;

export interface AddOn {
  product: string;
  quantity: number;
}

type Row = Omit<Subscription, 'cancelAtPeriodEnd'> & { cancelAtPeriodEnd: 0 | 1 };
type Params = Omit<Row, 'id'> & { id?: number };

const COLUMNS = `id, user_id AS userId, level, status, updated, interval, period_start AS periodStart,
  period_end AS periodEnd, cancel_at_period_end AS cancelAtPeriodEnd, scheduled_level AS scheduledLevel,
  scheduled_interval AS scheduledInterval, past_due_since AS pastDueSince, card_last4 AS cardLast4,
  spot_content_id AS spotContentId, price`;

const toSubscription = (row: Row): Subscription => ({
  ...row,
  cancelAtPeriodEnd: row.cancelAtPeriodEnd === 1,
});
const toParams = (s: NewSubscription & { id?: number }): Params => ({
  ...s,
  spotContentId: s.spotContentId ?? null,
  price: s.price ?? null,
  cancelAtPeriodEnd: s.cancelAtPeriodEnd ? 1 : 0,
});

export class SubscriptionRepository {
  private readonly inForce: Statement<{ userId: number }, Row>;
  private readonly byUser: Statement<{ userId: number }, Row>;
  private readonly byId: Statement<{ id: number }, Row>;
  private readonly dueStatement: Statement<{ now: string; graceStart: string }, Row>;
  private readonly insertStatement: Statement<Params, number>;
  private readonly saveStatement: Statement<Params>;
  private readonly addOnsStatement: Statement<{ id: number }, AddOn>;
  private readonly addAddOnStatement: Statement<{ id: number; product: string }>;

  constructor(db: Db) {
    // The same order as the account's subscription info: the newest that has not ended, else the newest.
    this.inForce = db.prepare(`SELECT ${COLUMNS} FROM subscriptions
      WHERE user_id = @userId AND spot_content_id IS NULL AND status <> ${EntityStatus.Disabled}
      ORDER BY updated DESC, id DESC LIMIT 1`);
    this.byUser = db.prepare(`SELECT ${COLUMNS} FROM subscriptions
      WHERE user_id = @userId AND spot_content_id IS NULL ORDER BY (status = ${EntityStatus.Disabled}), updated DESC, id DESC`);
    this.byId = db.prepare(`SELECT ${COLUMNS} FROM subscriptions WHERE id = @id`);
    // Renewals due (an Active period that has ended) and past-due ones whose grace has run out.
    this.dueStatement = db.prepare(`SELECT ${COLUMNS} FROM subscriptions
      WHERE (status = ${EntityStatus.Active} AND period_end IS NOT NULL AND period_end <= @now)
         OR (status = ${EntityStatus.Pending} AND past_due_since IS NOT NULL AND past_due_since <= @graceStart)
      ORDER BY period_end, id`);
    this.insertStatement = db
      .prepare<Params, number>(
        `INSERT INTO subscriptions (user_id, level, status, updated, interval, period_start, period_end,
           cancel_at_period_end, scheduled_level, scheduled_interval, past_due_since, card_last4,
           spot_content_id, price)
         VALUES (@userId, @level, @status, @updated, @interval, @periodStart, @periodEnd, @cancelAtPeriodEnd,
           @scheduledLevel, @scheduledInterval, @pastDueSince, @cardLast4, @spotContentId, @price) RETURNING id`,
      )
      .pluck();
    this.saveStatement = db.prepare(`UPDATE subscriptions SET level = @level, status = @status,
      updated = @updated, interval = @interval, period_start = @periodStart, period_end = @periodEnd,
      cancel_at_period_end = @cancelAtPeriodEnd, scheduled_level = @scheduledLevel,
      scheduled_interval = @scheduledInterval, past_due_since = @pastDueSince, card_last4 = @cardLast4
      WHERE id = @id AND user_id = @userId`);
    this.addOnsStatement = db.prepare(
      'SELECT product, quantity FROM subscription_addons WHERE subscription_id = @id ORDER BY product',
    );
    this.addAddOnStatement = db.prepare(`INSERT INTO subscription_addons (subscription_id, product, quantity)
      VALUES (@id, @product, 1) ON CONFLICT (subscription_id, product) DO UPDATE SET quantity = quantity + 1`);
  }

  /** The user's subscription that has not ended (the newest), or null. */
  inForceFor(userId: number): Subscription | null {
    const row = this.inForce.get({ userId });
    return row ? toSubscription(row) : null;
  }

  /** Every subscription of the user: those not ended first, each group newest first. */
  listFor(userId: number): Subscription[] {
    return this.byUser.all({ userId }).map(toSubscription);
  }

  findById(id: number): Subscription | null {
    const row = this.byId.get({ id });
    return row ? toSubscription(row) : null;
  }

  /** Subscriptions the clock has passed: a period ended (renewal) or a past-due grace run out. */
  due(now: Date, graceMs: number): Subscription[] {
    return this.dueStatement
      .all({ now: now.toISOString(), graceStart: new Date(now.getTime() - graceMs).toISOString() })
      .map(toSubscription);
  }

  create(subscription: NewSubscription): Subscription {
    const id = this.insertStatement.get(toParams(subscription)) as number;
    return { spotContentId: null, price: null, ...subscription, id };
  }

  save(subscription: Subscription): void {
    this.saveStatement.run(toParams(subscription));
  }

  addOns(subscriptionId: number): AddOn[] {
    return this.addOnsStatement.all({ id: subscriptionId });
  }

  /** One more of the add-on on the subscription. */
  addAddOn(subscriptionId: number, product: string): void {
    this.addAddOnStatement.run({ id: subscriptionId, product });
  }
}
