// The sponsors table: the sponsor a user is, and the one write the sponsor side makes to it — a signed-in
// user becomes a sponsor (status Created) when they start their first content, and Active on their first
// completed checkout (docs/sponsors.md "Holding, paying for and reserving a spot"; docs/architecture.md
// "Statuses, live and available").
import type { Statement } from 'better-sqlite3';
import type { StatusValue } from '@sponsorspot/contract/common';
import { EntityStatus } from '@sponsorspot/contract/constants';
import type { Static } from 'typebox';
import type { Db } from '../connection.js';

export interface SponsorRecord {
  id: number;
  userId: number;
  status: Static<typeof StatusValue>;
}

export class SponsorRepository {
  private readonly byUser: Statement<{ userId: number }, SponsorRecord>;
  private readonly byId: Statement<{ id: number }, SponsorRecord>;
  private readonly insertSponsor: Statement<{ userId: number; status: number }>;
  private readonly activateSponsor: Statement<{ id: number }>;

  constructor(db: Db) {
    this.byUser = db.prepare('SELECT id, user_id AS userId, status FROM sponsors WHERE user_id = @userId');
    this.byId = db.prepare('SELECT id, user_id AS userId, status FROM sponsors WHERE id = @id');
    this.insertSponsor = db.prepare('INSERT INTO sponsors (user_id, status) VALUES (@userId, @status)');
    // Created or Pending only: a sponsor an admin disabled stays so.
    this.activateSponsor = db.prepare(`UPDATE sponsors SET status = ${EntityStatus.Active}
      WHERE id = @id AND status IN (${EntityStatus.Created}, ${EntityStatus.Pending})`);
  }

  findByUser(userId: number): SponsorRecord | null {
    return this.byUser.get({ userId }) ?? null;
  }

  findById(id: number): SponsorRecord | null {
    return this.byId.get({ id }) ?? null;
  }

  /** The user's sponsor, created with status Created when they are not one yet. Call inside a transaction. */
  ensureForUser(userId: number): SponsorRecord {
    const existing = this.findByUser(userId);
    if (existing) return existing;
    this.insertSponsor.run({ userId, status: EntityStatus.Created });
    return this.findByUser(userId) as SponsorRecord;
  }

  /** Active (a completed checkout), unless an admin disabled the sponsor. */
  activate(id: number): void {
    this.activateSponsor.run({ id });
  }
}
