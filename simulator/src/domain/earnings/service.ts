// A publisher's earnings and payouts (beyond the spec): each paid invoice of one of their spots earns them
// the gross less the platform's fee (contract/earnings-rules.ts), per month per spot; the balance is every
// net earning less every payout pending or paid. settle() makes the payouts on the simulator's clock: on
// each 1st (00:00 UTC) passed since the last settlement, a publisher with an Active payout account and a
// balance of at least PAYOUT_MINIMUM is paid the whole balance; less carries over. A payout is written paid
// at once with its arrival two days later (nothing happens in between that anyone could see but the
// status); one to the failing test account fails and leaves the money in the balance. Each payout mails
// the publisher. A pending payout (a scenario's, `payouts`) is paid once its arrival day has come.
import type { FieldError } from '@sponsorspot/contract/common';
import type { EarningsItem, EarningsQuery, EarningsResult, PayoutList } from '@sponsorspot/contract/earnings';
import {
  FAILING_BANK_ACCOUNT,
  PAYOUT_ARRIVAL_DAYS,
  PAYOUT_FAILURE_MESSAGE,
  PAYOUT_MINIMUM,
  firstOfMonth,
  nextPayoutDay,
  splitCents,
  toCents,
  toDollars,
} from '@sponsorspot/contract/earnings-rules';
import type { Db } from '../../db/connection.js';
import type { AccountRepository } from '../../db/repositories/accounts.js';
import type { EarningRow, EarningsRepository, PayablePublisher } from '../../db/repositories/earnings.js';
import type { OutboxRepository } from '../../db/repositories/outbox.js';
import { apiError } from '../../lib/errors.js';
import { dayMs } from '../analytics.js';
import type { SimClock } from '../clock.js';
import { utcDay } from '../counting.js';
import { money } from '../payments/billing-words.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Later than any invoice's time: the end of "every earning ever". */
const END_OF_TIME = '9999-12-31T23:59:59.999Z';
const FAILING_LAST4 = FAILING_BANK_ACCOUNT.accountNumber.slice(-4);

export interface EarningsDeps {
  db: Db;
  clock: SimClock;
  earnings: EarningsRepository;
  accounts: AccountRepository;
  outbox: OutboxRepository;
  /** Brings the subscriptions up to the clock (renewals are invoices, so earnings) before a read. */
  settleSubscriptions: () => void;
  /** Where payout mails link to (the app's publisher dashboard). */
  publisherPageUrl: string;
}

/** Sums of whole cents. */
interface Cents {
  gross: number;
  fee: number;
  net: number;
}

const addSplit = (sum: Cents, row: EarningRow): Cents => {
  const split = splitCents(row.refunded ? -row.cents : row.cents);
  return { gross: sum.gross + split.gross, fee: sum.fee + split.fee, net: sum.net + split.net };
};
const NONE: Cents = { gross: 0, fee: 0, net: 0 };
const inDollars = (sum: Cents) => ({
  gross: toDollars(sum.gross),
  fee: toDollars(sum.fee),
  net: toDollars(sum.net),
});

export class EarningsService {
  private readonly payOutTx: (now: Date) => number;

  constructor(private readonly deps: EarningsDeps) {
    // Reads each balance then writes its payout: immediate, so two settlements cannot both pay one 1st
    // (the unique (publisher, period) key would refuse the second anyway).
    const payOut = deps.db.transaction((now: Date) => this.payOut(now));
    this.payOutTx = (now) => payOut.immediate(now);
  }

  /** GET publisher/earnings: per month per spot in the range, the sums, the balance and the next payout day. */
  earnings(userId: number, query: EarningsQuery): EarningsResult {
    const publisherId = this.publisherOrThrow(userId);
    this.settle();
    const now = this.deps.clock.now();
    const range = earningsRange(query, now);
    const rows = this.deps.earnings.earnings(publisherId, range.from, range.to);
    const groups = new Map<string, { month: string; spotId: number; spotName: string; sum: Cents }>();
    for (const row of rows) {
      const month = row.createdAt.slice(0, 7);
      const key = `${month} ${row.spotId}`;
      const group = groups.get(key) ?? { month, spotId: row.spotId, spotName: row.spotName, sum: NONE };
      groups.set(key, { ...group, sum: addSplit(group.sum, row) });
    }
    const items: EarningsItem[] = [...groups.values()]
      .sort((a, b) => (a.month === b.month ? a.spotId - b.spotId : a.month < b.month ? 1 : -1))
      .map(({ sum, ...item }) => ({ ...item, ...inDollars(sum) }));
    const total = rows.reduce(addSplit, NONE);
    const balance = this.balanceCents(publisherId, END_OF_TIME);
    return {
      currency: 'usd',
      ...inDollars(total),
      balance: toDollars(balance),
      nextPayoutDate: nextPayoutDay(now).toISOString(),
      items,
    };
  }

  /** GET publisher/payouts: newest first. */
  payouts(userId: number): PayoutList {
    const publisherId = this.publisherOrThrow(userId);
    this.settle();
    return { payouts: this.deps.earnings.payouts(publisherId) };
  }

  /**
   * Brings the subscriptions and then the payouts up to the simulator's time: every 1st passed since each
   * publisher's last payout (or first earning). Runs when the clock moves and before every read. Returns
   * how many payouts it made.
   */
  settle(): number {
    this.deps.settleSubscriptions();
    return this.payOutTx(this.deps.clock.now());
  }

  /** Inside the immediate transaction: the payouts of every 1st up to `now`, oldest first. */
  private payOut(now: Date): number {
    this.deps.earnings.arrived(now);
    let made = 0;
    for (const publisher of this.deps.earnings.payablePublishers()) {
      const last = this.deps.earnings.lastPayoutPeriod(publisher.publisherId);
      const first = this.deps.earnings.firstEarningAt(publisher.publisherId);
      if (first === null) continue;
      // A 1st before the last payout was settled then; a 1st before the first earning has nothing.
      let day = nextPayoutDay(new Date(last ?? first));
      for (; day <= now; day = nextPayoutDay(day)) {
        if (this.payOutOn(publisher, day)) made += 1;
      }
    }
    return made;
  }

  /** The payout of one 1st when the balance then reaches the minimum; true when one was made. */
  private payOutOn(publisher: PayablePublisher, day: Date): boolean {
    const period = day.toISOString();
    const balance = this.balanceCents(publisher.publisherId, period);
    if (balance < toCents(PAYOUT_MINIMUM)) return false;
    const fails = publisher.bankLast4 === FAILING_LAST4;
    const arrivalDate = new Date(day.getTime() + PAYOUT_ARRIVAL_DAYS * DAY_MS).toISOString();
    const amount = toDollars(balance);
    const id = this.deps.earnings.add({
      publisherId: publisher.publisherId,
      period,
      amount,
      status: fails ? 'failed' : 'paid',
      bankLast4: publisher.bankLast4,
      failureMessage: fails ? PAYOUT_FAILURE_MESSAGE : null,
      createdAt: period,
      arrivalDate,
    });
    if (id === null) return false;
    this.deps.outbox.add({
      to: publisher.email,
      kind: 'payout',
      subject: fails
        ? `Your payout of ${money(amount, 'usd')} to ••••${publisher.bankLast4} failed: ${PAYOUT_FAILURE_MESSAGE}`
        : `Your payout of ${money(amount, 'usd')} to ••••${publisher.bankLast4} arrives on ${utcDay(Date.parse(arrivalDate))}`,
      code: id,
      link: this.deps.publisherPageUrl,
      sentAt: this.deps.clock.now().toISOString(),
    });
    return true;
  }

  /** Net earnings made before `before`, less the payouts (pending or paid) of 1sts before it, in cents. */
  private balanceCents(publisherId: number, before: string): number {
    const earned = this.deps.earnings.earnings(publisherId, '', before).reduce(addSplit, NONE).net;
    return earned - this.deps.earnings.paidOutCents(publisherId, before);
  }

  /** The caller's publisher id; 403 for a user who is not a publisher, as the other publisher calls answer. */
  private publisherOrThrow(userId: number): number {
    const publisher = this.deps.accounts.sponsorSideUser(userId)?.publisher;
    if (!publisher)
      throw apiError.forbidden(
        'Only publishers have earnings: connect your payout account first (POST publisher/connect).',
      );
    return publisher.id;
  }
}

/**
 * The range asked for as [from, to) instants: `to` defaults to today, `from` to the 1st of the month eleven
 * months before `to`'s (so twelve whole months of items). 400 validation_failed naming the field for an
 * impossible date or from after to.
 */
export function earningsRange(query: EarningsQuery, now: Date): { from: string; to: string } {
  const errors: FieldError[] = [];
  const toMs = query.to === undefined ? dayMs(utcDay(now.getTime())) : dayMs(query.to);
  if (toMs === null) errors.push({ field: 'to', message: 'is not a date' });
  let fromMs: number | null = null;
  if (query.from !== undefined) {
    fromMs = dayMs(query.from);
    if (fromMs === null) errors.push({ field: 'from', message: 'is not a date' });
  } else if (toMs !== null) {
    const toMonth = firstOfMonth(new Date(toMs));
    fromMs = Date.UTC(toMonth.getUTCFullYear(), toMonth.getUTCMonth() - 11, 1);
  }
  if (fromMs !== null && toMs !== null && fromMs > toMs)
    errors.push({ field: 'from', message: 'must not be after to' });
  if (errors.length > 0 || fromMs === null || toMs === null)
    throw apiError.validation('The date range is not valid.', errors);
  return { from: new Date(fromMs).toISOString(), to: new Date(toMs + DAY_MS).toISOString() };
}
