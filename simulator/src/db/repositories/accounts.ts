// A user's account as the sponsor and account services answer it: the publisher and sponsor they are
// (publishers, sponsors), the subscription in force (subscriptions) and the usage counted against their
// plan's capacities (spots, spot_contents). Reads only; each table's writes stay with its own repository.
import type { Statement } from 'better-sqlite3';
import { EntityStatus, SpotStatus } from '@sponsorspot/contract/constants';
import type { Party, SponsorSideUser, SubscriptionInfo } from '@sponsorspot/contract/presence-user';
import type { Db } from '../connection.js';

interface PartyRow {
  name: string;
  email: string;
  createdAt: string;
  pId: number | null;
  pStatus: Party['status'] | null;
  pName: string | null;
  sId: number | null;
  sStatus: Party['status'] | null;
  sName: string | null;
}

interface SubscriptionRow {
  level: SubscriptionInfo['subscriptionLevel'];
  status: SubscriptionInfo['subscriptionStatus'];
  updated: string;
}

export class AccountRepository {
  private readonly partiesById: Statement<{ id: number }, PartyRow>;
  private readonly currentSubscription: Statement<{ id: number }, SubscriptionRow>;
  private readonly listingCount: Statement<{ id: number }, number>;
  private readonly reservationCount: Statement<{ id: number }, number>;

  constructor(db: Db) {
    this.partiesById = db.prepare(`SELECT u.name, u.email, u.created_at AS createdAt,
      p.id AS pId, p.status AS pStatus, p.business_name AS pName,
      s.id AS sId, s.status AS sStatus, s.business_name AS sName
      FROM users u LEFT JOIN publishers p ON p.user_id = u.id LEFT JOIN sponsors s ON s.user_id = u.id
      WHERE u.id = @id`);
    // The subscription in force: the newest that has not ended, else the newest.
    this.currentSubscription = db.prepare(`SELECT level, status, updated FROM subscriptions
      WHERE user_id = @id AND spot_content_id IS NULL ORDER BY (status = ${EntityStatus.Disabled}), updated DESC, id DESC LIMIT 1`);
    this.listingCount = db
      .prepare<{ id: number }, number>(
        `SELECT count(*) FROM spots s JOIN publishers p ON p.id = s.publisher_id
         WHERE p.user_id = @id AND s.status <> ${SpotStatus.Disabled}`,
      )
      .pluck();
    this.reservationCount = db
      .prepare<{ id: number }, number>(
        `SELECT count(*) FROM spot_contents c JOIN sponsors sp ON sp.id = c.sponsor_id
         WHERE sp.user_id = @id AND c.status IN (${EntityStatus.Pending}, ${EntityStatus.Active})`,
      )
      .pluck();
  }

  /** The user's publisher's spots that are not Disabled. */
  listings(id: number): number {
    return this.listingCount.get({ id }) ?? 0;
  }

  /** The user's sponsor's spot contents that are Pending or Active. */
  reservations(id: number): number {
    return this.reservationCount.get({ id }) ?? 0;
  }

  sponsorSideUser(id: number): SponsorSideUser | null {
    const row = this.partiesById.get({ id });
    if (!row) return null;
    return {
      id,
      name: row.name,
      email: row.email,
      publisher:
        row.pId === null ? null : { id: row.pId, status: row.pStatus ?? 0, businessName: row.pName ?? '' },
      sponsor:
        row.sId === null ? null : { id: row.sId, status: row.sStatus ?? 0, businessName: row.sName ?? '' },
    };
  }

  /** The subscription in force, or the free plan (Active since the account was made) when there is none. */
  subscriptionInfo(id: number): SubscriptionInfo | null {
    const row = this.partiesById.get({ id });
    if (!row) return null;
    const businessName = row.pName ?? row.sName ?? '';
    const subscription = this.currentSubscription.get({ id });
    if (!subscription) {
      return {
        subscriptionLevel: 'Free',
        subscriptionStatus: EntityStatus.Active,
        updated: row.createdAt,
        businessName,
      };
    }
    return {
      subscriptionLevel: subscription.level,
      subscriptionStatus: subscription.status,
      updated: subscription.updated,
      businessName,
    };
  }
}
