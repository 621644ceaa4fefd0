// The states a scenario seeds beyond its rows (contract/scenario.ts): add-ons on a subscription, the
// publisher's decisions on decals, checkout sessions left open or expired, and payouts. Every time is
// relative to the reset, so a file never ages. Statements prepared once; run inside the reset's transaction,
// and only for what a scenario names (demo names none of it, so its reset pays nothing).
import type { Statement } from 'better-sqlite3';
import { PAYOUT_ARRIVAL_DAYS } from '@sponsorspot/contract/earnings-rules';
import { AUTO_APPROVE_MS } from '@sponsorspot/contract/review-rules';
import type { ScenarioFile } from '@sponsorspot/contract/scenario';
import type { Db } from '../db/connection.js';

const ISO = "'%Y-%m-%dT%H:%M:%fZ'";

export class SeededStates {
  private readonly addOn: Statement;
  private readonly review: Statement;
  private readonly checkoutSession: Statement;
  private readonly payout: Statement;

  constructor(db: Db) {
    this.addOn = db.prepare(`INSERT INTO subscription_addons (subscription_id, product, quantity)
      VALUES (@subscriptionId, @product, @quantity)`);
    // As the review service leaves a decided content; an automatic approval came 48 h after the request.
    this.review = db.prepare(`UPDATE spot_contents SET review_revision = NULL, review_kind = 'first',
        review_decision = @decision, review_reason = @reason,
        reviewed_at = strftime(${ISO}, 'now', '-' || @hoursAgo || ' hours'),
        review_requested_at = strftime(${ISO}, 'now', '-' || (@hoursAgo + @waitedHours) || ' hours'),
        updated_at = strftime(${ISO}, 'now', '-' || @hoursAgo || ' hours')
      WHERE id = @id`);
    this.checkoutSession = db.prepare(`INSERT INTO checkout_sessions (id, client_secret, user_id, product,
        variant, spot_content_id, return_url, change, amount_due, currency, customer_email, created_at,
        expires_at)
      SELECT @id, @id || '_secret', u.id, @product, @variant, @spotContentId, '/account/subscription', @change,
        @amountDue, 'usd', u.email, strftime(${ISO}, 'now', (@expiresInMinutes - 30) || ' minutes'),
        strftime(${ISO}, 'now', @expiresInMinutes || ' minutes')
      FROM users u WHERE u.id = @userId`);
    this.payout = db.prepare(`INSERT INTO payouts (id, publisher_id, period, amount, status, bank_last4,
        failure_message, created_at, arrival_date)
      SELECT @id, @publisherId, strftime(${ISO}, created, 'start of month'), @amount, @status, '6789',
        @failureMessage, created, strftime(${ISO}, created, '+${PAYOUT_ARRIVAL_DAYS} days')
      FROM (SELECT strftime(${ISO}, 'now', '-' || @createdDaysAgo || ' days') AS created)`);
  }

  /** Writes what the scenario names; its subscriptions and contents are in already. */
  apply(s: ScenarioFile): void {
    for (const subscription of s.subscriptions)
      for (const addOn of subscription.addOns ?? [])
        this.addOn.run({ subscriptionId: subscription.id, ...addOn });
    for (const content of s.spotContents) {
      if (!content.review) continue;
      const { decision, reason, hoursAgo } = content.review;
      this.review.run({
        id: content.id,
        decision,
        reason: reason ?? null,
        hoursAgo,
        waitedHours: decision === 'auto' ? AUTO_APPROVE_MS / 3_600_000 : 5,
      });
    }
    for (const session of s.checkoutSessions ?? [])
      this.checkoutSession.run({ spotContentId: null, ...session });
    for (const payout of s.payouts ?? []) this.payout.run({ failureMessage: null, ...payout });
  }
}
