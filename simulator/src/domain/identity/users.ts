// Users as identity sees them: credentials, verification, roles and features.
import type { Statement } from 'better-sqlite3';
import type { Db } from '../../db/connection.js';

interface UserRecord {
  id: number;
  email: string;
  name: string;
  passwordHash: string | null;
  verified: 0 | 1;
  roles: string;
  features: string;
  createdAt: string;
}

export interface IdentityUser {
  id: number;
  email: string;
  name: string;
  /** null: the account has no password (made by social sign-in). */
  passwordHash: string | null;
  verified: boolean;
  roles: string[];
  features: string[];
  createdAt: string;
}

export interface NewUser {
  email: string;
  name: string;
  passwordHash: string | null;
  verified: boolean;
  createdAt: string;
}

const COLUMNS = `id, email, name, password_hash AS passwordHash, verified, roles, features, created_at AS createdAt`;

function toUser(row: UserRecord): IdentityUser {
  const roles: unknown = JSON.parse(row.roles);
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    passwordHash: row.passwordHash,
    verified: row.verified === 1,
    roles: Array.isArray(roles) ? roles.filter((r): r is string => typeof r === 'string') : [],
    features: row.features ? row.features.split(';').filter(Boolean) : [],
    createdAt: row.createdAt,
  };
}

export class IdentityUserRepository {
  private readonly byEmail: Statement<{ email: string }, UserRecord>;
  private readonly byId: Statement<{ id: number }, UserRecord>;
  private readonly insert: Statement<{
    email: string;
    name: string;
    passwordHash: string | null;
    verified: number;
    createdAt: string;
  }>;
  private readonly updatePassword: Statement<{ id: number; passwordHash: string }>;
  private readonly updateVerified: Statement<{ id: number }>;

  constructor(db: Db) {
    // users.email is COLLATE NOCASE: lookups ignore case.
    this.byEmail = db.prepare(`SELECT ${COLUMNS} FROM users WHERE email = @email`);
    this.byId = db.prepare(`SELECT ${COLUMNS} FROM users WHERE id = @id`);
    this.insert =
      db.prepare(`INSERT INTO users (email, name, password_hash, verified, roles, features, created_at)
      VALUES (@email, @name, @passwordHash, @verified, '[]', '', @createdAt)`);
    this.updatePassword = db.prepare('UPDATE users SET password_hash = @passwordHash WHERE id = @id');
    this.updateVerified = db.prepare('UPDATE users SET verified = 1 WHERE id = @id');
  }

  findByEmail(email: string): IdentityUser | null {
    const row = this.byEmail.get({ email });
    return row ? toUser(row) : null;
  }

  findById(id: number): IdentityUser | null {
    const row = this.byId.get({ id });
    return row ? toUser(row) : null;
  }

  /** Inserts a user with no roles and no features; throws SQLITE_CONSTRAINT_UNIQUE for a taken email. */
  create(user: NewUser): IdentityUser {
    const { lastInsertRowid } = this.insert.run({ ...user, verified: user.verified ? 1 : 0 });
    return this.findById(Number(lastInsertRowid)) as IdentityUser;
  }

  setPasswordHash(id: number, passwordHash: string): void {
    this.updatePassword.run({ id, passwordHash });
  }

  markVerified(id: number): void {
    this.updateVerified.run({ id });
  }
}

export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}
