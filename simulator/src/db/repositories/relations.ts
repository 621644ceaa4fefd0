// Follows and blocks between users (the follows and blocks tables).
import type { Statement } from 'better-sqlite3';
import type { Db } from '../connection.js';

export class RelationRepository {
  private readonly followStatement: Statement<{ followerId: number; followedId: number; now: string }>;
  private readonly unfollowStatement: Statement<{ followerId: number; followedId: number }>;
  private readonly unblockStatement: Statement<{ blockerId: number; blockedId: number }>;
  private readonly isBlockedStatement: Statement<{ blockerId: number; blockedId: number }, number>;
  private readonly followCounts: Statement<{ id: number }, { followers: number; following: number }>;
  private readonly blockTransaction: (blockerId: number, blockedId: number, now: string) => void;

  constructor(db: Db) {
    this.followStatement = db.prepare(`INSERT INTO follows (follower_id, followed_id, created_at)
      VALUES (@followerId, @followedId, @now) ON CONFLICT DO NOTHING`);
    this.unfollowStatement = db.prepare(
      'DELETE FROM follows WHERE follower_id = @followerId AND followed_id = @followedId',
    );
    this.unblockStatement = db.prepare(
      'DELETE FROM blocks WHERE blocker_id = @blockerId AND blocked_id = @blockedId',
    );
    this.isBlockedStatement = db
      .prepare<{ blockerId: number; blockedId: number }, number>(
        'SELECT EXISTS (SELECT 1 FROM blocks WHERE blocker_id = @blockerId AND blocked_id = @blockedId)',
      )
      .pluck();
    this.followCounts = db.prepare(`SELECT
      (SELECT count(*) FROM follows WHERE followed_id = @id) AS followers,
      (SELECT count(*) FROM follows WHERE follower_id = @id) AS following`);
    const block = db.prepare<{ blockerId: number; blockedId: number; now: string }>(
      `INSERT INTO blocks (blocker_id, blocked_id, created_at)
       VALUES (@blockerId, @blockedId, @now) ON CONFLICT DO NOTHING`,
    );
    const unfollowBoth = db.prepare<{ a: number; b: number }>(
      `DELETE FROM follows WHERE (follower_id = @a AND followed_id = @b) OR (follower_id = @b AND followed_id = @a)`,
    );
    this.blockTransaction = db.transaction((blockerId: number, blockedId: number, now: string) => {
      block.run({ blockerId, blockedId, now });
      unfollowBoth.run({ a: blockerId, b: blockedId });
    });
  }

  follow(followerId: number, followedId: number, now: Date): void {
    this.followStatement.run({ followerId, followedId, now: now.toISOString() });
  }

  unfollow(followerId: number, followedId: number): void {
    this.unfollowStatement.run({ followerId, followedId });
  }

  /** Blocking also ends any follow between the two, both ways. */
  block(blockerId: number, blockedId: number, now: Date): void {
    this.blockTransaction(blockerId, blockedId, now.toISOString());
  }

  unblock(blockerId: number, blockedId: number): void {
    this.unblockStatement.run({ blockerId, blockedId });
  }

  /** True when `blockerUserId` has blocked `blockedUserId` (e.g. a publisher blocked a sponsor's user). */
  isBlocked(blockerUserId: number, blockedUserId: number): boolean {
    return this.isBlockedStatement.get({ blockerId: blockerUserId, blockedId: blockedUserId }) === 1;
  }

  counts(id: number): { followers: number; following: number } {
    return this.followCounts.get({ id }) ?? { followers: 0, following: 0 };
  }
}
