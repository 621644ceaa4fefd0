// Sessions = refresh-token families. Tokens are stored as SHA-256, rotated on every use; presenting a
// rotated one again revokes the whole family. A family lives 365 days from its start, however often it
// rotates.
import type { Statement } from 'better-sqlite3';
import { randomToken, sha256 } from '../../lib/secrets.js';
import type { Db } from '../connection.js';

export const SESSION_LIFETIME_MS = 365 * 24 * 3600 * 1000;

export type RevokeReason =
  'logout' | 'logout_all' | 'password_reset' | 'password_changed' | 'reused' | 'expired_by_sim';

export interface SessionState {
  id: string;
  userId: number;
  expiresAt: string;
  revokedAt: string | null;
}

interface TokenRecord {
  tokenId: number;
  usedAt: string | null;
  sessionId: string;
  userId: number;
  expiresAt: string;
  revokedAt: string | null;
}

export type RotateOutcome =
  | { ok: true; userId: number; sessionId: string; refreshToken: string }
  | { ok: false; reason: 'token_invalid' | 'token_expired' | 'session_revoked' | 'refresh_token_reused' };

export class SessionRepository {
  private readonly insertSession: Statement<{
    id: string;
    userId: number;
    createdAt: string;
    expiresAt: string;
  }>;
  private readonly insertToken: Statement<{ tokenHash: string; sessionId: string; createdAt: string }>;
  private readonly sessionById: Statement<{ id: string }, SessionState>;
  private readonly tokenByHash: Statement<{ tokenHash: string }, TokenRecord>;
  private readonly markUsed: Statement<{ id: number; now: string }>;
  private readonly revokeOne: Statement<{ id: string; now: string; reason: RevokeReason }>;
  private readonly revokeAll: Statement<{ userId: number; now: string; reason: RevokeReason }>;
  private readonly revokeAllBut: Statement<{
    userId: number;
    keep: string;
    now: string;
    reason: RevokeReason;
  }>;
  readonly create: (userId: number, now: Date) => { sessionId: string; refreshToken: string };
  readonly rotate: (refreshToken: string, now: Date) => RotateOutcome;

  constructor(db: Db) {
    this.insertSession = db.prepare(`INSERT INTO sessions (id, user_id, created_at, expires_at)
      VALUES (@id, @userId, @createdAt, @expiresAt)`);
    this.insertToken = db.prepare(`INSERT INTO refresh_tokens (token_hash, session_id, created_at)
      VALUES (@tokenHash, @sessionId, @createdAt)`);
    this.sessionById =
      db.prepare(`SELECT id, user_id AS userId, expires_at AS expiresAt, revoked_at AS revokedAt
      FROM sessions WHERE id = @id`);
    this.tokenByHash = db.prepare(`SELECT t.id AS tokenId, t.used_at AS usedAt, s.id AS sessionId,
        s.user_id AS userId, s.expires_at AS expiresAt, s.revoked_at AS revokedAt
      FROM refresh_tokens t JOIN sessions s ON s.id = t.session_id WHERE t.token_hash = @tokenHash`);
    this.markUsed = db.prepare('UPDATE refresh_tokens SET used_at = @now WHERE id = @id AND used_at IS NULL');
    this.revokeOne = db.prepare(`UPDATE sessions SET revoked_at = @now, revoked_reason = @reason
      WHERE id = @id AND revoked_at IS NULL`);
    this.revokeAll = db.prepare(`UPDATE sessions SET revoked_at = @now, revoked_reason = @reason
      WHERE user_id = @userId AND revoked_at IS NULL`);
    this.revokeAllBut = db.prepare(`UPDATE sessions SET revoked_at = @now, revoked_reason = @reason
      WHERE user_id = @userId AND id <> @keep AND revoked_at IS NULL`);

    this.create = db.transaction((userId: number, now: Date) => {
      const sessionId = randomToken(16);
      const createdAt = now.toISOString();
      const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS).toISOString();
      this.insertSession.run({ id: sessionId, userId, createdAt, expiresAt });
      const refreshToken = this.addToken(sessionId, createdAt);
      return { sessionId, refreshToken };
    });

    // Immediate: it reads the token, then writes; two refreshes with one token cannot both win.
    const rotate = db.transaction((refreshToken: string, now: Date): RotateOutcome => {
      const row = this.tokenByHash.get({ tokenHash: sha256(refreshToken) });
      if (!row) return { ok: false, reason: 'token_invalid' };
      const nowIso = now.toISOString();
      if (row.revokedAt !== null) return { ok: false, reason: 'session_revoked' };
      if (row.usedAt !== null) {
        this.revokeOne.run({ id: row.sessionId, now: nowIso, reason: 'reused' });
        return { ok: false, reason: 'refresh_token_reused' };
      }
      if (row.expiresAt <= nowIso) return { ok: false, reason: 'token_expired' };
      this.markUsed.run({ id: row.tokenId, now: nowIso });
      return {
        ok: true,
        userId: row.userId,
        sessionId: row.sessionId,
        refreshToken: this.addToken(row.sessionId, nowIso),
      };
    });
    this.rotate = (token, now) => rotate.immediate(token, now);
  }

  find(sessionId: string): SessionState | null {
    return this.sessionById.get({ id: sessionId }) ?? null;
  }

  /** Whether the session can still be used at `now` (not revoked, within its 365 days). */
  isActive(sessionId: string, now: Date): boolean {
    const session = this.find(sessionId);
    return session !== null && session.revokedAt === null && session.expiresAt > now.toISOString();
  }

  revoke(sessionId: string, reason: RevokeReason, now: Date): boolean {
    return this.revokeOne.run({ id: sessionId, now: now.toISOString(), reason }).changes > 0;
  }

  /** Revokes every open session of the user; the number revoked. */
  revokeAllOf(userId: number, reason: RevokeReason, now: Date): number {
    return this.revokeAll.run({ userId, now: now.toISOString(), reason }).changes;
  }

  /** Revokes every open session of the user but `keep` (the one that asked); the number revoked. */
  revokeOthersOf(userId: number, keep: string, reason: RevokeReason, now: Date): number {
    return this.revokeAllBut.run({ userId, keep, now: now.toISOString(), reason }).changes;
  }

  private addToken(sessionId: string, createdAt: string): string {
    const refreshToken = randomToken(32);
    this.insertToken.run({ tokenHash: sha256(refreshToken), sessionId, createdAt });
    return refreshToken;
  }
}
