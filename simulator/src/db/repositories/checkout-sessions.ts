// The checkout_sessions table: what stripe_checkout opened, until the checkout page completes it.
import type { Statement } from 'better-sqlite3';
import type { Db } from '../connection.js';

/** What completing a session does; 'spot' pays for a content's spot (contract/reservations.ts SPOT_PRODUCT). */
export type CheckoutChange = 'plan' | 'downgrade' | 'addon' | 'spot';

export interface CheckoutSessionRecord {
  id: string;
  clientSecret: string;
  userId: number;
  product: string;
  variant: string;
  spotContentId: number | null;
  returnUrl: string;
  change: CheckoutChange;
  amountDue: number;
  currency: string;
  /** As stored; an open session past expiresAt reads as expired (contract CheckoutStatus). */
  status: 'open' | 'complete';
  challengeLast4: string | null;
  customerEmail: string;
  createdAt: string;
  expiresAt: string;
  completedAt: string | null;
}

/** What opening a session stores: the record before anyone paid or was challenged. */
export type NewCheckoutSession = Omit<CheckoutSessionRecord, 'status' | 'challengeLast4' | 'completedAt'>;

const COLUMNS = `id, client_secret AS clientSecret, user_id AS userId, product, variant,
  spot_content_id AS spotContentId, return_url AS returnUrl, change, amount_due AS amountDue, currency, status,
  challenge_last4 AS challengeLast4, customer_email AS customerEmail, created_at AS createdAt,
  expires_at AS expiresAt, completed_at AS completedAt`;

export class CheckoutSessionRepository {
  private readonly insert: Statement<
    Omit<CheckoutSessionRecord, 'status' | 'challengeLast4' | 'completedAt'>
  >;
  private readonly byId: Statement<{ id: string }, CheckoutSessionRecord>;
  private readonly completeStatement: Statement<{ id: string; now: string }>;
  private readonly challengeStatement: Statement<{ id: string; last4: string | null; email: string }>;
  private readonly ownedContent: Statement<{ userId: number; contentId: number }, number>;

  constructor(db: Db) {
    this.insert = db.prepare(`INSERT INTO checkout_sessions (id, client_secret, user_id, product, variant,
      spot_content_id, return_url, change, amount_due, currency, customer_email, created_at, expires_at)
      VALUES (@id, @clientSecret, @userId, @product, @variant, @spotContentId, @returnUrl, @change, @amountDue,
      @currency, @customerEmail, @createdAt, @expiresAt)`);
    this.byId = db.prepare(`SELECT ${COLUMNS} FROM checkout_sessions WHERE id = @id`);
    // Completes only an open, unexpired session: of two payments racing on one session exactly one wins.
    this.completeStatement =
      db.prepare(`UPDATE checkout_sessions SET status = 'complete', completed_at = @now,
      challenge_last4 = NULL WHERE id = @id AND status = 'open' AND expires_at > @now`);
    this.challengeStatement = db.prepare(`UPDATE checkout_sessions SET challenge_last4 = @last4,
      customer_email = @email WHERE id = @id AND status = 'open'`);
    this.ownedContent = db
      .prepare<{ userId: number; contentId: number }, number>(
        `SELECT 1 FROM spot_contents c
        JOIN sponsors s ON s.id = c.sponsor_id WHERE c.id = @contentId AND s.user_id = @userId`,
      )
      .pluck();
  }

  create(session: NewCheckoutSession): void {
    this.insert.run(session);
  }

  findById(id: string): CheckoutSessionRecord | null {
    return this.byId.get({ id }) ?? null;
  }

  /** Whether the spot content (a reservation) a session pays for is the user's own. */
  ownsSpotContent(userId: number, contentId: number): boolean {
    return this.ownedContent.get({ userId, contentId }) !== undefined;
  }

  /** Marks the session complete; false when it was not open or has expired. */
  complete(id: string, now: Date): boolean {
    return this.completeStatement.run({ id, now: now.toISOString() }).changes === 1;
  }

  /** Remembers the card waiting for its authentication challenge (null: none waits). */
  setChallenge(id: string, last4: string | null, email: string): void {
    this.challengeStatement.run({ id, last4, email });
  }
}
