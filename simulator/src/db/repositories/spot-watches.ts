// The spot_watches table: sponsors who asked to be told when a reserved spot frees ("notify me"). Each
// watch is spent by the mail it sends.
import type { Statement } from 'better-sqlite3';
import type { Db } from '../connection.js';

export class SpotWatchRepository {
  private readonly insert: Statement<{ spotId: number; userId: number; now: string }>;
  private readonly remove: Statement<{ spotId: number; userId: number }>;
  private readonly watchers: Statement<{ spotId: number }, { email: string; name: string }>;
  private readonly removeAll: Statement<{ spotId: number }>;
  private readonly one: Statement<{ spotId: number; userId: number }, number>;

  constructor(db: Db) {
    this.insert = db.prepare(`INSERT INTO spot_watches (spot_id, user_id, created_at)
      VALUES (@spotId, @userId, @now) ON CONFLICT (spot_id, user_id) DO NOTHING`);
    this.remove = db.prepare('DELETE FROM spot_watches WHERE spot_id = @spotId AND user_id = @userId');
    this.watchers = db.prepare(`SELECT u.email, u.name FROM spot_watches w JOIN users u ON u.id = w.user_id
      WHERE w.spot_id = @spotId ORDER BY w.created_at, w.user_id`);
    this.removeAll = db.prepare('DELETE FROM spot_watches WHERE spot_id = @spotId');
    this.one = db
      .prepare<{ spotId: number; userId: number }, number>(
        'SELECT 1 FROM spot_watches WHERE spot_id = @spotId AND user_id = @userId',
      )
      .pluck();
  }

  add(spotId: number, userId: number, now: Date): void {
    this.insert.run({ spotId, userId, now: now.toISOString() });
  }

  /** Whether the user waits for this spot's mail. */
  has(spotId: number, userId: number): boolean {
    return this.one.get({ spotId, userId }) !== undefined;
  }

  delete(spotId: number, userId: number): void {
    this.remove.run({ spotId, userId });
  }

  /** The spot's watchers (their email and name), the watches removed: each is told once. In a transaction. */
  take(spotId: number): { email: string; name: string }[] {
    const watchers = this.watchers.all({ spotId });
    this.removeAll.run({ spotId });
    return watchers;
  }
}
