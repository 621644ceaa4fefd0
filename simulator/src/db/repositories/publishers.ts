// Publishers and their payout accounts: the one writer of `publishers` (outside a scenario reset),
// `payout_accounts` and `payout_onboarding_links`. Connecting payouts makes the caller a publisher
// (Pending) when they are not, opens a single-use onboarding link, and finishing that link makes the
// account and its publisher Active.
import type { Statement } from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { EntityStatus } from '@sponsorspot/contract/constants';
import { ONBOARDING_LINK_MINUTES, type PayoutDetails } from '@sponsorspot/contract/payout-rules';
import type { PayoutAccount } from '@sponsorspot/contract/publisher';
import { apiError } from '../../lib/errors.js';
import { randomToken, sha256 } from '../../lib/secrets.js';
import type { Db } from '../connection.js';

/**
 * The seeded payout account of each publisher a scenario holds, derived from its status (a scenario reset
 * runs it after inserting the publishers): Active → onboarded and paying out; Pending → started, details not
 * submitted; Disabled → onboarded, payouts off; Created → none. Ids are stable: acct_seed + the publisher id.
 */
export const DERIVE_SEEDED_PAYOUT_ACCOUNTS = `INSERT INTO payout_accounts
  (id, publisher_id, status, details_submitted, payouts_enabled, business_name, country, bank_last4,
   created_at, updated_at)
  SELECT 'acct_seed' || printf('%011d', p.id), p.id, p.status,
    p.status IN (${EntityStatus.Active}, ${EntityStatus.Disabled}), p.status = ${EntityStatus.Active},
    p.business_name,
    CASE WHEN p.status = ${EntityStatus.Pending} THEN '' ELSE 'US' END,
    CASE WHEN p.status = ${EntityStatus.Pending} THEN NULL ELSE '6789' END,
    u.created_at, u.created_at
  FROM publishers p JOIN users u ON u.id = p.user_id WHERE p.status <> ${EntityStatus.Created}`;

interface PublisherRow {
  id: number;
  status: EntityStatus;
}

interface AccountRow {
  id: string;
  status: EntityStatus;
  detailsSubmitted: 0 | 1;
  payoutsEnabled: 0 | 1;
  businessName: string;
  country: string;
  bankLast4: string | null;
}

/** What an onboarding link opens: its account and where the browser goes afterwards. */
export interface OnboardingLink {
  account: PayoutAccount;
  returnUrl: string;
}

/** A link's state when the page is opened: usable, or why not. */
export type OnboardingLinkState =
  { state: 'open'; link: OnboardingLink } | { state: 'unknown' } | { state: 'used' } | { state: 'expired' };

const ACCOUNT_COLUMNS = `id, status, details_submitted AS detailsSubmitted, payouts_enabled AS payoutsEnabled,
  business_name AS businessName, country, bank_last4 AS bankLast4`;

function toPayoutAccount(row: AccountRow): PayoutAccount {
  return {
    id: row.id,
    status: row.status,
    detailsSubmitted: row.detailsSubmitted === 1,
    payoutsEnabled: row.payoutsEnabled === 1,
    businessName: row.businessName,
    country: row.country,
    bankAccountLast4: row.bankLast4,
  };
}

/** acct_ and 16 characters, as Stripe's connected account ids look. */
function newAccountId(): string {
  return `acct_${randomBytes(12).toString('base64url').replace(/[-_]/g, '0').slice(0, 16)}`;
}

export class PublisherRepository {
  private readonly publisherOfUser: Statement<{ userId: number }, PublisherRow>;
  private readonly insertPublisher: Statement<{ userId: number; businessName: string }>;
  private readonly promotePublisher: Statement<{ id: number }>;
  private readonly activatePublisher: Statement<{ id: number; businessName: string }>;
  private readonly accountOfPublisher: Statement<{ publisherId: number }, AccountRow>;
  private readonly accountOfUser: Statement<{ userId: number }, AccountRow>;
  private readonly accountById: Statement<{ id: string }, AccountRow & { publisherId: number }>;
  private readonly insertAccount: Statement<Record<string, unknown>>;
  private readonly prefillAccount: Statement<{ id: string; businessName: string; now: string }>;
  private readonly completeAccount: Statement<Record<string, unknown>>;
  private readonly disableAccount: Statement<{ id: string; now: string }>;
  private readonly insertLink: Statement<Record<string, unknown>>;
  private readonly linkByHash: Statement<
    { hash: string },
    { accountId: string; returnUrl: string; expiresAt: string; usedAt: string | null }
  >;
  private readonly spendLink: Statement<
    { hash: string; now: string },
    { accountId: string; returnUrl: string }
  >;
  private readonly startTransaction: (input: StartInput) => string;
  private readonly finishTransaction: (hash: string, details: PayoutDetails, now: string) => string | null;

  constructor(db: Db) {
    this.publisherOfUser = db.prepare('SELECT id, status FROM publishers WHERE user_id = @userId');
    this.insertPublisher = db.prepare(`INSERT INTO publishers (user_id, status, business_name)
      VALUES (@userId, ${EntityStatus.Pending}, @businessName)`);
    this.promotePublisher = db.prepare(
      `UPDATE publishers SET status = ${EntityStatus.Pending} WHERE id = @id AND status = ${EntityStatus.Created}`,
    );
    this.activatePublisher = db.prepare(`UPDATE publishers SET status = ${EntityStatus.Active},
      business_name = @businessName WHERE id = @id AND status <> ${EntityStatus.Disabled}`);
    this.accountOfPublisher = db.prepare(
      `SELECT ${ACCOUNT_COLUMNS} FROM payout_accounts WHERE publisher_id = @publisherId`,
    );
    this.accountOfUser = db.prepare(`SELECT ${ACCOUNT_COLUMNS} FROM payout_accounts
      WHERE publisher_id = (SELECT id FROM publishers WHERE user_id = @userId)`);
    this.accountById = db.prepare(
      `SELECT ${ACCOUNT_COLUMNS}, publisher_id AS publisherId FROM payout_accounts WHERE id = @id`,
    );
    this.insertAccount = db.prepare(`INSERT INTO payout_accounts
      (id, publisher_id, status, business_name, created_at, updated_at)
      VALUES (@id, @publisherId, ${EntityStatus.Pending}, @businessName, @now, @now)`);
    this.prefillAccount = db.prepare(
      'UPDATE payout_accounts SET business_name = @businessName, updated_at = @now WHERE id = @id',
    );
    this.completeAccount = db.prepare(`UPDATE payout_accounts SET status = ${EntityStatus.Active},
      details_submitted = 1, payouts_enabled = 1, business_name = @businessName, country = @country,
      bank_last4 = @bankLast4, updated_at = @now WHERE id = @id`);
    this.disableAccount = db.prepare(`UPDATE payout_accounts SET status = ${EntityStatus.Disabled},
      payouts_enabled = 0, updated_at = @now WHERE id = @id`);
    this.insertLink = db.prepare(`INSERT INTO payout_onboarding_links
      (token_hash, account_id, return_url, created_at, expires_at)
      VALUES (@hash, @accountId, @returnUrl, @now, @expires)`);
    this.linkByHash = db.prepare(`SELECT account_id AS accountId, return_url AS returnUrl,
      expires_at AS expiresAt, used_at AS usedAt FROM payout_onboarding_links WHERE token_hash = @hash`);
    // One statement: checking and spending the link cannot be split by another request.
    this.spendLink = db.prepare(`UPDATE payout_onboarding_links SET used_at = @now
      WHERE token_hash = @hash AND used_at IS NULL AND expires_at > @now
      RETURNING account_id AS accountId, return_url AS returnUrl`);

    // Immediate: it reads the publisher and account, then writes them.
    const start = db.transaction((input: StartInput): string => {
      const now = input.now.toISOString();
      let publisher = this.publisherOfUser.get({ userId: input.userId });
      if (publisher?.status === EntityStatus.Disabled) {
        throw apiError.forbidden('This publisher was disabled by an administrator.');
      }
      if (!publisher) {
        this.insertPublisher.run({ userId: input.userId, businessName: input.businessName });
        publisher = this.publisherOfUser.get({ userId: input.userId }) as PublisherRow;
      } else {
        this.promotePublisher.run({ id: publisher.id });
      }
      let account = this.accountOfPublisher.get({ publisherId: publisher.id });
      if (!account) {
        const id = newAccountId();
        this.insertAccount.run({ id, publisherId: publisher.id, businessName: input.businessName, now });
        account = { id } as AccountRow;
      } else {
        this.prefillAccount.run({ id: account.id, businessName: input.businessName, now });
      }
      const token = randomToken();
      this.insertLink.run({
        hash: sha256(token),
        accountId: account.id,
        returnUrl: input.returnUrl,
        now,
        expires: new Date(input.now.getTime() + ONBOARDING_LINK_MINUTES * 60_000).toISOString(),
      });
      return token;
    });
    this.startTransaction = (input) => start.immediate(input);

    const finish = db.transaction((hash: string, details: PayoutDetails, now: string): string | null => {
      const link = this.spendLink.get({ hash, now });
      if (!link) return null;
      const account = this.accountById.get({ id: link.accountId }) as AccountRow & { publisherId: number };
      this.completeAccount.run({
        id: account.id,
        businessName: details.businessName,
        country: details.country,
        bankLast4: details.bankAccountLast4,
        now,
      });
      const activated = this.activatePublisher.run({
        id: account.publisherId,
        businessName: details.businessName,
      });
      // A publisher disabled by an admin meanwhile stays Disabled, and so does its account.
      if (activated.changes === 0) this.disableAccount.run({ id: account.id, now });
      return link.returnUrl;
    });
    this.finishTransaction = (hash, details, now) => finish.immediate(hash, details, now);
  }

  /**
   * Starts (or restarts) payout onboarding for the user: makes them a publisher (Pending) when they are not,
   * opens their payout account when they have none, and answers a new single-use link token. An Active
   * publisher stays Active (the link updates their details); a Disabled one is refused (403).
   */
  startOnboarding(input: StartInput): string {
    return this.startTransaction(input);
  }

  /** The link behind a token as the page opens it; nothing is spent. */
  onboardingLink(token: string, now: Date): OnboardingLinkState {
    const row = this.linkByHash.get({ hash: sha256(token) });
    if (!row) return { state: 'unknown' };
    if (row.usedAt !== null) return { state: 'used' };
    if (row.expiresAt <= now.toISOString()) return { state: 'expired' };
    const account = this.accountById.get({ id: row.accountId });
    if (!account) return { state: 'unknown' };
    return { state: 'open', link: { account: toPayoutAccount(account), returnUrl: row.returnUrl } };
  }

  /**
   * Spends the link and records the details: the account and its publisher become Active. Answers the
   * return URL, or null when the link is unknown, used or expired (then nothing changes).
   */
  finishOnboarding(token: string, details: PayoutDetails, now: Date): string | null {
    return this.finishTransaction(sha256(token), details, now.toISOString());
  }

  /** Spends the link and changes nothing else; answers the return URL, or null as finishOnboarding does. */
  abandonOnboarding(token: string, now: Date): string | null {
    return this.spendLink.get({ hash: sha256(token), now: now.toISOString() })?.returnUrl ?? null;
  }

  /** The user's payout account, or null before their first publisher/connect. */
  payoutAccount(userId: number): PayoutAccount | null {
    const row = this.accountOfUser.get({ userId });
    return row ? toPayoutAccount(row) : null;
  }
}

export interface StartInput {
  userId: number;
  businessName: string;
  returnUrl: string;
  now: Date;
}
