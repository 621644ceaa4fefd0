// The users table, and the only code that writes it: accounts (credentials, verification, roles and
// features), profiles, and users as other users see them (search, public profile). Every query is
// prepared once.
import type { Statement } from 'better-sqlite3';
import { emailKey } from '@sponsorspot/contract/identity-rules';
import type { FullUser, Profile, PublicUser, UserSearchResult } from '@sponsorspot/contract/presence-user';
import type { Db } from '../connection.js';

/** A user as identity sees them. */
export interface AccountUser {
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
  /** null: a social sign-in account, which signs in through its provider until a password is set. */
  passwordHash: string | null;
  verified: boolean;
  createdAt: string;
}

export interface UserSearch {
  /** The caller (left out of the results, as are the users they blocked). */
  viewerId: number;
  searchText: string;
  pageNumber: number;
  pageSize: number;
}

export interface ProfileChanges {
  name: string;
  bio?: string | undefined;
  website?: string | undefined;
  location?: string | undefined;
}

/** A verified user the OAuth stand-in offers as an identity. */
export interface SignInIdentity {
  id: number;
  email: string;
  name: string;
}

interface UserRow {
  id: number;
  email: string;
  name: string;
  passwordHash: string | null;
  verified: 0 | 1;
  roles: string;
  features: string;
  createdAt: string;
  bio: string;
  website: string;
  location: string;
}

interface PublicRow {
  id: number;
  name: string;
  bio: string;
  website: string;
  location: string;
  followers: number;
  following: number;
  isFollowing: number;
  isBlocked: number;
}

const COLUMNS = `id, email, name, password_hash AS passwordHash, verified, roles, features,
  created_at AS createdAt, bio, website, location`;

const PUBLIC_COLUMNS = `u.id, u.name, u.bio, u.website, u.location,
  (SELECT count(*) FROM follows f WHERE f.followed_id = u.id) AS followers,
  (SELECT count(*) FROM follows f WHERE f.follower_id = u.id) AS following,
  EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = @viewerId AND f.followed_id = u.id) AS isFollowing,
  EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = @viewerId AND b.blocked_id = u.id) AS isBlocked`;

/**
 * Verified users other than the viewer and not blocked by them, whose name holds the text. Never the email:
 * even the whole address would tell any signed-in user whether it has an account.
 */
const SEARCH_WHERE = `u.id <> @viewerId AND u.verified = 1
  AND NOT EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = @viewerId AND b.blocked_id = u.id)
  AND (@contains = '%%' OR u.name LIKE @contains ESCAPE '\\')`;
type SearchParams = { viewerId: number; contains: string; prefix: string };

/** `%` `_` and `\` taken literally in a LIKE pattern (ESCAPE '\'). */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The Feature claim as stored (semicolon list) → its values. */
export function splitFeatures(text: string): string[] {
  return text
    .split(';')
    .map((f) => f.trim())
    .filter(Boolean);
}

function parseRoles(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((r): r is string => typeof r === 'string') : [];
  } catch {
    return [];
  }
}

function toAccountUser(row: UserRow): AccountUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    passwordHash: row.passwordHash,
    verified: row.verified === 1,
    roles: parseRoles(row.roles),
    features: splitFeatures(row.features),
    createdAt: row.createdAt,
  };
}

function toPublicUser(row: PublicRow): PublicUser {
  return {
    id: row.id,
    name: row.name,
    bio: row.bio,
    website: row.website,
    location: row.location,
    followers: row.followers,
    following: row.following,
    isFollowing: row.isFollowing === 1,
    isBlocked: row.isBlocked === 1,
  };
}

export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

export class UserRepository {
  private readonly byEmail: Statement<{ key: string }, UserRow>;
  private readonly byId: Statement<{ id: number }, UserRow>;
  private readonly existsById: Statement<{ id: number }, number>;
  private readonly insert: Statement<Omit<NewUser, 'verified'> & { verified: number; key: string }, number>;
  private readonly updatePassword: Statement<{ id: number; passwordHash: string }>;
  private readonly updateVerified: Statement<{ id: number }>;
  private readonly updateFeatures: Statement<{ id: number; features: string }>;
  private readonly updateProfileStatement: Statement<Record<string, unknown>>;
  private readonly verifiedUsers: Statement<[], SignInIdentity>;
  private readonly searchCount: Statement<SearchParams, number>;
  private readonly searchPage: Statement<SearchParams & { limit: number; offset: number }, PublicRow>;
  private readonly publicById: Statement<{ id: number; viewerId: number }, PublicRow>;

  constructor(db: Db) {
    // By the address's key, so a look-alike spelling (ｐublisher@, publısher@) finds the same account.
    this.byEmail = db.prepare(`SELECT ${COLUMNS} FROM users WHERE email_key = @key`);
    this.byId = db.prepare(`SELECT ${COLUMNS} FROM users WHERE id = @id`);
    this.existsById = db.prepare<{ id: number }, number>('SELECT 1 FROM users WHERE id = @id').pluck();
    this.insert = db
      .prepare<Omit<NewUser, 'verified'> & { verified: number; key: string }, number>(
        `INSERT INTO users (email, email_key, name, password_hash, verified, roles, features, created_at)
         VALUES (@email, @key, @name, @passwordHash, @verified, '[]', '', @createdAt) RETURNING id`,
      )
      .pluck();
    this.updatePassword = db.prepare('UPDATE users SET password_hash = @passwordHash WHERE id = @id');
    this.updateVerified = db.prepare('UPDATE users SET verified = 1 WHERE id = @id AND verified = 0');
    this.updateFeatures = db.prepare('UPDATE users SET features = @features WHERE id = @id');
    this.updateProfileStatement = db.prepare(`UPDATE users SET name = @name,
      bio = coalesce(@bio, bio), website = coalesce(@website, website), location = coalesce(@location, location)
      WHERE id = @id`);
    this.verifiedUsers = db.prepare(
      'SELECT id, email, name FROM users WHERE verified = 1 ORDER BY name COLLATE NOCASE, id',
    );
    this.searchCount = db
      .prepare<SearchParams, number>(`SELECT count(*) FROM users u WHERE ${SEARCH_WHERE}`)
      .pluck();
    this.searchPage = db.prepare(`SELECT ${PUBLIC_COLUMNS} FROM users u WHERE ${SEARCH_WHERE}
      ORDER BY (u.name LIKE @prefix ESCAPE '\\') DESC, u.name COLLATE NOCASE, u.id
      LIMIT @limit OFFSET @offset`);
    this.publicById = db.prepare(`SELECT ${PUBLIC_COLUMNS} FROM users u WHERE u.id = @id`);
  }

  /** The account of an address, however it is spelled (contract/identity-rules.ts emailKey). */
  findByEmail(email: string): AccountUser | null {
    const row = this.byEmail.get({ key: emailKey(email) });
    return row ? toAccountUser(row) : null;
  }

  findById(id: number): AccountUser | null {
    const row = this.byId.get({ id });
    return row ? toAccountUser(row) : null;
  }

  exists(id: number): boolean {
    return this.existsById.get({ id }) !== undefined;
  }

  /** Inserts a user with no roles and no features; throws SQLITE_CONSTRAINT_UNIQUE for a taken address. */
  create(user: NewUser): AccountUser {
    const id = this.insert.get({
      ...user,
      key: emailKey(user.email),
      verified: user.verified ? 1 : 0,
    }) as number;
    return this.findById(id) as AccountUser;
  }

  setPasswordHash(id: number, passwordHash: string): void {
    this.updatePassword.run({ id, passwordHash });
  }

  markVerified(id: number): void {
    this.updateVerified.run({ id });
  }

  /** The stored Feature values (the next token carries them); the subscription changes them. */
  setFeatures(id: number, features: readonly string[]): void {
    this.updateFeatures.run({ id, features: features.join(';') });
  }

  /** The full user (for themself or an Admin). */
  fullUser(id: number): FullUser | null {
    const row = this.byId.get({ id });
    if (!row) return null;
    const { passwordHash: _passwordHash, ...account } = toAccountUser(row);
    return { ...account, bio: row.bio, website: row.website, location: row.location };
  }

  profile(id: number): Profile | null {
    const user = this.fullUser(id);
    if (!user) return null;
    const { email, name, bio, website, location, createdAt } = user;
    return { id, email, name, bio, website, location, createdAt };
  }

  /** Saves the profile; an undefined field keeps its value. */
  updateProfile(id: number, changes: ProfileChanges): Profile | null {
    this.updateProfileStatement.run({
      id,
      name: changes.name,
      bio: changes.bio ?? null,
      website: changes.website ?? null,
      location: changes.location ?? null,
    });
    return this.profile(id);
  }

  /** A user as `viewerId` sees them (0 = anonymous), or null. */
  publicUser(id: number, viewerId: number): PublicUser | null {
    const row = this.publicById.get({ id, viewerId });
    return row ? toPublicUser(row) : null;
  }

  search(query: UserSearch): UserSearchResult {
    const text = likeLiteral(query.searchText.toLowerCase());
    const params = {
      viewerId: query.viewerId,
      contains: `%${text}%`,
      prefix: `${text}%`,
    };
    const totalCount = this.searchCount.get(params) ?? 0;
    const offset = (query.pageNumber - 1) * query.pageSize;
    const users =
      offset < totalCount
        ? this.searchPage.all({ ...params, limit: query.pageSize, offset }).map(toPublicUser)
        : [];
    return {
      totalCount,
      pageNumber: query.pageNumber,
      pageSize: query.pageSize,
      searchText: query.searchText,
      users,
    };
  }

  /** Verified users, by name: the identities the OAuth stand-in page offers. */
  signInIdentities(): SignInIdentity[] {
    return this.verifiedUsers.all();
  }
}
