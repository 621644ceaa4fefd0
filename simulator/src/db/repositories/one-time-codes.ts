// Single-use codes for email verification (24 h) and password reset (30 min), stored as SHA-256.
import type { Statement } from 'better-sqlite3';
import type { OutboxMessage } from '@sponsorspot/contract/sim';
import { randomCode, sha256 } from '../../lib/secrets.js';
import type { Db } from '../connection.js';

/** What a code proves; a mail of the same kind carries it (the security mails carry a reset code). */
export type CodeKind = Extract<OutboxMessage['kind'], 'verification' | 'password_reset'>;

export const CODE_LIFETIME_MS: Record<CodeKind, number> = {
  verification: 24 * 3600 * 1000,
  password_reset: 30 * 60 * 1000,
};

interface CodeRecord {
  id: number;
  userId: number;
  expiresAt: string;
  usedAt: string | null;
}

export type CodeCheck =
  { ok: true; id: number; userId: number } | { ok: false; reason: 'code_invalid' | 'code_expired' };

export class OneTimeCodeRepository {
  private readonly insert: Statement<{
    codeHash: string;
    kind: CodeKind;
    userId: number;
    createdAt: string;
    expiresAt: string;
  }>;
  private readonly byHash: Statement<{ codeHash: string; kind: CodeKind }, CodeRecord>;
  private readonly use: Statement<{ id: number; now: string }>;
  private readonly retire: Statement<{ userId: number; kind: CodeKind; now: string }>;

  constructor(db: Db) {
    this.insert = db.prepare(`INSERT INTO one_time_codes (code_hash, kind, user_id, created_at, expires_at)
      VALUES (@codeHash, @kind, @userId, @createdAt, @expiresAt)`);
    this.byHash = db.prepare(`SELECT id, user_id AS userId, expires_at AS expiresAt, used_at AS usedAt
      FROM one_time_codes WHERE code_hash = @codeHash AND kind = @kind`);
    this.use = db.prepare('UPDATE one_time_codes SET used_at = @now WHERE id = @id AND used_at IS NULL');
    this.retire = db.prepare(`UPDATE one_time_codes SET used_at = @now
      WHERE user_id = @userId AND kind = @kind AND used_at IS NULL`);
  }

  /** A new code for the user; the user's earlier unused codes of that kind stop working. */
  issue(userId: number, kind: CodeKind, now: Date): string {
    const nowIso = now.toISOString();
    this.retire.run({ userId, kind, now: nowIso });
    for (;;) {
      const code = randomCode();
      const row = {
        codeHash: sha256(code),
        kind,
        userId,
        createdAt: nowIso,
        expiresAt: new Date(now.getTime() + CODE_LIFETIME_MS[kind]).toISOString(),
      };
      try {
        this.insert.run(row);
        return code;
      } catch (error) {
        // 31^8 codes: a collision is near impossible, but draw again rather than fail.
        if ((error as { code?: unknown }).code !== 'SQLITE_CONSTRAINT_UNIQUE') throw error;
      }
    }
  }

  /** Checks a code without using it up. Codes are case-insensitive. */
  check(code: string, kind: CodeKind, now: Date): CodeCheck {
    const row = this.byHash.get({ codeHash: sha256(code.toUpperCase()), kind });
    if (!row || row.usedAt !== null) return { ok: false, reason: 'code_invalid' };
    if (row.expiresAt <= now.toISOString()) return { ok: false, reason: 'code_expired' };
    return { ok: true, id: row.id, userId: row.userId };
  }

  /** Uses the code up; false when it was used meanwhile. */
  consume(id: number, now: Date): boolean {
    return this.use.run({ id, now: now.toISOString() }).changes > 0;
  }
}
