// Users as other users see them (search, public profile), the caller's own profile and counts, follows and
// blocks; and the account facts the sponsor and account services answer (sponsor-side user, usage counts,
// subscription). Every query is prepared once.
import type { Statement } from 'better-sqlite3';
import type {
  FullUser,
  Party,
  Profile,
  PublicUser,
  SponsorSideUser,
  SubscriptionInfo,
  UserSearchResult,
} from '../../contract/presence-user.js';
import type { Db } from '../connection.js';

/** Statuses of SPEC §4 as the database stores them. */
const DISABLED = 3;

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

interface UserRow {
  id: number;
  email: string;
  name: string;
  verified: number;
  roles: string;
  features: string;
  createdAt: string;
  bio: string;
  website: string;
  location: string;
}

interface PartyRow {
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

export interface SearchQuery {
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

const PUBLIC_COLUMNS = `u.id, u.name, u.bio, u.website, u.location,
  (SELECT count(*) FROM follows f WHERE f.followed_id = u.id) AS followers,
  (SELECT count(*) FROM follows f WHERE f.follower_id = u.id) AS following,
  EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = @viewerId AND f.followed_id = u.id) AS isFollowing,
  EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = @viewerId AND b.blocked_id = u.id) AS isBlocked`;

/**
 * Verified users other than the viewer and not blocked by them, whose name holds the text or whose email
 * is the text (the whole address, any case: a prefix would let anyone spell an address out letter by letter).
 */
const SEARCH_WHERE = `u.id <> @viewerId AND u.verified = 1
  AND NOT EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = @viewerId AND b.blocked_id = u.id)
  AND (@contains = '%%' OR u.name LIKE @contains ESCAPE '\\' OR u.email = @email COLLATE NOCASE)`;
type SearchParams = { viewerId: number; contains: string; prefix: string; email: string };

export class SocialRepository {
  private readonly searchCount: Statement<SearchParams, number>;
  private readonly searchPage: Statement<SearchParams & { limit: number; offset: number }, PublicRow>;
  private readonly publicById: Statement<{ id: number; viewerId: number }, PublicRow>;
  private readonly userById: Statement<{ id: number }, UserRow>;
  private readonly existsById: Statement<{ id: number }, number>;
  private readonly updateProfileStatement: Statement<Record<string, unknown>>;
  private readonly followStatement: Statement<{ followerId: number; followedId: number; now: string }>;
  private readonly unfollowStatement: Statement<{ followerId: number; followedId: number }>;
  private readonly blockStatement: Statement<{ blockerId: number; blockedId: number; now: string }>;
  private readonly unblockStatement: Statement<{ blockerId: number; blockedId: number }>;
  private readonly isBlockedStatement: Statement<{ blockerId: number; blockedId: number }, number>;
  private readonly followCounts: Statement<{ id: number }, { followers: number; following: number }>;
  private readonly listingCount: Statement<{ id: number }, number>;
  private readonly reservationCount: Statement<{ id: number }, number>;
  private readonly partiesById: Statement<{ id: number }, PartyRow>;
  private readonly currentSubscription: Statement<{ id: number }, SubscriptionRow>;
  private readonly blockTransaction: (blockerId: number, blockedId: number, now: string) => void;

  constructor(db: Db) {
    this.searchCount = db
      .prepare<SearchParams, number>(`SELECT count(*) FROM users u WHERE ${SEARCH_WHERE}`)
      .pluck();
    this.searchPage = db.prepare(`SELECT ${PUBLIC_COLUMNS} FROM users u WHERE ${SEARCH_WHERE}
      ORDER BY (u.name LIKE @prefix ESCAPE '\\') DESC, u.name COLLATE NOCASE, u.id
      LIMIT @limit OFFSET @offset`);
    this.publicById = db.prepare(`SELECT ${PUBLIC_COLUMNS} FROM users u WHERE u.id = @id`);
    this.userById = db.prepare(`SELECT id, email, name, verified, roles, features, created_at AS createdAt,
      bio, website, location FROM users WHERE id = @id`);
    this.existsById = db.prepare<{ id: number }, number>('SELECT 1 FROM users WHERE id = @id').pluck();
    this.updateProfileStatement = db.prepare(`UPDATE users SET name = @name,
      bio = coalesce(@bio, bio), website = coalesce(@website, website), location = coalesce(@location, location)
      WHERE id = @id`);
    this.followStatement = db.prepare(`INSERT INTO follows (follower_id, followed_id, created_at)
      VALUES (@followerId, @followedId, @now) ON CONFLICT DO NOTHING`);
    this.unfollowStatement = db.prepare(
      'DELETE FROM follows WHERE follower_id = @followerId AND followed_id = @followedId',
    );
    this.blockStatement = db.prepare(`INSERT INTO blocks (blocker_id, blocked_id, created_at)
      VALUES (@blockerId, @blockedId, @now) ON CONFLICT DO NOTHING`);
    this.unblockStatement = db.prepare(
      'DELETE FROM blocks WHERE blocker_id = @blockerId AND blocked_id = @blockedId',
    );
    this.isBlockedStatement = db
      .prepare<{ blockerId: number; blockedId: number }, number>(
        'SELECT EXISTS (SELECT 1 FROM blocks WHERE blocker_id = @blockerId AND blocked_id = @blockedId)',
      )
      .pluck();
    const unfollowBoth = db.prepare<{ a: number; b: number }>(
      `DELETE FROM follows WHERE (follower_id = @a AND followed_id = @b) OR (follower_id = @b AND followed_id = @a)`,
    );
    this.blockTransaction = db.transaction((blockerId: number, blockedId: number, now: string) => {
      this.blockStatement.run({ blockerId, blockedId, now });
      unfollowBoth.run({ a: blockerId, b: blockedId });
    });
    this.followCounts = db.prepare(`SELECT
      (SELECT count(*) FROM follows WHERE followed_id = @id) AS followers,
      (SELECT count(*) FROM follows WHERE follower_id = @id) AS following`);
    this.listingCount = db
      .prepare<{ id: number }, number>(
        `SELECT count(*) FROM spots s JOIN publishers p ON p.id = s.publisher_id
         WHERE p.user_id = @id AND s.status <> ${DISABLED}`,
      )
      .pluck();
    this.reservationCount = db
      .prepare<{ id: number }, number>(
        `SELECT count(*) FROM spot_contents c JOIN sponsors sp ON sp.id = c.sponsor_id
         WHERE sp.user_id = @id AND c.status IN (1, 2)`,
      )
      .pluck();
    this.partiesById = db.prepare(`SELECT
      p.id AS pId, p.status AS pStatus, p.business_name AS pName,
      s.id AS sId, s.status AS sStatus, s.business_name AS sName
      FROM users u LEFT JOIN publishers p ON p.user_id = u.id LEFT JOIN sponsors s ON s.user_id = u.id
      WHERE u.id = @id`);
    // The subscription in force: the newest that has not ended, else the newest.
    this.currentSubscription = db.prepare(`SELECT level, status, updated FROM subscriptions
      WHERE user_id = @id ORDER BY (status = ${DISABLED}), updated DESC, id DESC LIMIT 1`);
  }

  exists(id: number): boolean {
    return this.existsById.get({ id }) !== undefined;
  }

  search(query: SearchQuery): UserSearchResult {
    const text = likeLiteral(query.searchText.toLowerCase());
    const params = {
      viewerId: query.viewerId,
      contains: `%${text}%`,
      prefix: `${text}%`,
      email: query.searchText,
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

  /** A user as `viewerId` sees them (0 = anonymous), or null. */
  publicUser(id: number, viewerId: number): PublicUser | null {
    const row = this.publicById.get({ id, viewerId });
    return row ? toPublicUser(row) : null;
  }

  fullUser(id: number): FullUser | null {
    const row = this.userById.get({ id });
    if (!row) return null;
    return {
      id: row.id,
      email: row.email,
      name: row.name,
      verified: row.verified === 1,
      roles: parseRoles(row.roles),
      features: splitFeatures(row.features),
      createdAt: row.createdAt,
      bio: row.bio,
      website: row.website,
      location: row.location,
    };
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

  follows(id: number): { followers: number; following: number } {
    return this.followCounts.get({ id }) ?? { followers: 0, following: 0 };
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
    const user = this.userById.get({ id });
    const parties = this.partiesById.get({ id });
    if (!user || !parties) return null;
    return {
      id: user.id,
      name: user.name,
      email: user.email,
      publisher:
        parties.pId === null
          ? null
          : { id: parties.pId, status: parties.pStatus ?? 0, businessName: parties.pName ?? '' },
      sponsor:
        parties.sId === null
          ? null
          : { id: parties.sId, status: parties.sStatus ?? 0, businessName: parties.sName ?? '' },
    };
  }

  /** The subscription in force, or the free plan (Active since the account was made) when there is none. */
  subscriptionInfo(id: number): SubscriptionInfo | null {
    const user = this.userById.get({ id });
    const parties = this.partiesById.get({ id });
    if (!user || !parties) return null;
    const businessName = parties.pName ?? parties.sName ?? '';
    const subscription = this.currentSubscription.get({ id });
    if (!subscription) {
      return { subscriptionLevel: 'Free', subscriptionStatus: 2, updated: user.createdAt, businessName };
    }
    return {
      subscriptionLevel: subscription.level,
      subscriptionStatus: subscription.status,
      updated: subscription.updated,
      businessName,
    };
  }

  /** The Feature claim values stored for the user (what the next token will carry). */
  features(id: number): string[] | null {
    const user = this.userById.get({ id });
    return user ? splitFeatures(user.features) : null;
  }
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
