// The social sign-in stand-in's data: the access tokens its pages issue (stored as SHA-256, single use,
// expiring by the simulator clock) and the external identities linked to users.
import type { Statement } from 'better-sqlite3';
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../connection.js';

/** Lifetime of a stand-in access token (the redirect's expires_in). */
export const OAUTH_TOKEN_SECONDS = 600;
/** Every token the stand-in issues starts with this, so one is easy to tell in logs and tests. */
export const OAUTH_TOKEN_PREFIX = 'simoauth_';

export interface ExternalIdentity {
  network: string;
  email: string;
  name: string;
}

export interface SignInIdentity {
  id: number;
  email: string;
  name: string;
}

export interface ExternalSignIn {
  userId: number;
  /** True when this sign-in made the account. */
  created: boolean;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export class OAuthRepository {
  private readonly insertToken: Statement<Record<string, string>>;
  private readonly consumeToken: Statement<
    { hash: string; network: string; now: string },
    { email: string; name: string }
  >;
  private readonly verifiedUsers: Statement<[], SignInIdentity>;
  private readonly identityUser: Statement<{ network: string; subject: string }, number>;
  private readonly userByEmail: Statement<{ email: string }, number>;
  private readonly linkIdentity: Statement<{ network: string; subject: string; userId: number; now: string }>;
  private readonly markVerified: Statement<{ id: number }>;
  private readonly createUser: Statement<{ email: string; name: string; now: string }, number>;
  private readonly signInTransaction: (identity: ExternalIdentity, now: string) => ExternalSignIn;

  constructor(db: Db) {
    this.insertToken = db.prepare(`INSERT INTO oauth_access_tokens
      (token_hash, network, email, name, created_at, expires_at) VALUES (@hash, @network, @email, @name, @now, @expires)`);
    // One statement: checking and spending the token cannot be split by another request.
    this.consumeToken = db.prepare(`UPDATE oauth_access_tokens SET used_at = @now
      WHERE token_hash = @hash AND network = @network AND used_at IS NULL AND expires_at > @now
      RETURNING email, name`);
    this.verifiedUsers = db.prepare(
      'SELECT id, email, name FROM users WHERE verified = 1 ORDER BY name COLLATE NOCASE, id',
    );
    this.identityUser = db
      .prepare<{ network: string; subject: string }, number>(
        'SELECT user_id FROM external_identities WHERE network = @network AND subject = @subject',
      )
      .pluck();
    this.userByEmail = db
      .prepare<{ email: string }, number>('SELECT id FROM users WHERE email = @email')
      .pluck();
    this.linkIdentity = db.prepare(`INSERT INTO external_identities (network, subject, user_id, created_at)
      VALUES (@network, @subject, @userId, @now) ON CONFLICT DO NOTHING`);
    this.markVerified = db.prepare('UPDATE users SET verified = 1 WHERE id = @id AND verified = 0');
    // No password: the account signs in through the provider until its owner sets one (password reset).
    this.createUser = db
      .prepare<{ email: string; name: string; now: string }, number>(
        `INSERT INTO users (email, name, password_hash, verified, roles, features, created_at)
         VALUES (@email, @name, NULL, 1, '[]', '', @now) RETURNING id`,
      )
      .pluck();
    this.signInTransaction = db.transaction((identity: ExternalIdentity, now: string): ExternalSignIn => {
      const subject = identity.email.toLowerCase();
      const linked = this.identityUser.get({ network: identity.network, subject });
      if (linked !== undefined) return { userId: linked, created: false };
      const existing = this.userByEmail.get({ email: identity.email });
      let userId: number;
      let created = false;
      if (existing !== undefined) {
        // The provider vouches for the address, which is what verification proves.
        userId = existing;
        this.markVerified.run({ id: userId });
      } else {
        userId = this.createUser.get({ email: identity.email, name: identity.name, now }) as number;
        created = true;
      }
      this.linkIdentity.run({ network: identity.network, subject, userId, now });
      return { userId, created };
    });
  }

  /** Issues a new access token for the identity; answers the token itself (only its hash is kept). */
  issueToken(identity: ExternalIdentity, now: Date): string {
    const token = `${OAUTH_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
    this.insertToken.run({
      hash: sha256(token),
      network: identity.network,
      email: identity.email,
      name: identity.name,
      now: now.toISOString(),
      expires: new Date(now.getTime() + OAUTH_TOKEN_SECONDS * 1000).toISOString(),
    });
    return token;
  }

  /**
   * Spends a token issued for `network`: its identity, or null when it was never issued (for that network),
   * has expired or was already used.
   */
  consume(network: string, token: string, now: Date): ExternalIdentity | null {
    const row = this.consumeToken.get({ hash: sha256(token), network, now: now.toISOString() });
    return row ? { network, email: row.email, name: row.name } : null;
  }

  /** The user the identity signs in as: the linked one, else the one with its email, else a new verified user. */
  signIn(identity: ExternalIdentity, now: Date): ExternalSignIn {
    return this.signInTransaction(identity, now.toISOString());
  }

  /** Seeded (verified) users the stand-in page offers as identities. */
  identities(): SignInIdentity[] {
    return this.verifiedUsers.all();
  }
}
