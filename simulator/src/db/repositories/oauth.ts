// The social sign-in stand-in's data: the access tokens its pages issue (stored as SHA-256, single use,
// expiring by the simulator clock) and the external identities linked to users. The users themselves are
// the users repository's to write.
import type { Statement } from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { sha256 } from '../../lib/secrets.js';
import type { Db } from '../connection.js';
import type { SignInIdentity, UserRepository } from './users.js';

/** Lifetime of a stand-in access token (the redirect's expires_in). */
export const OAUTH_TOKEN_SECONDS = 600;
/** Every token the stand-in issues starts with this, so one is easy to tell in logs and tests. */
export const OAUTH_TOKEN_PREFIX = 'simoauth_';

export interface ExternalIdentity {
  network: string;
  email: string;
  name: string;
}

export interface ExternalSignIn {
  userId: number;
  /** True when this sign-in made the account. */
  created: boolean;
}

export class OAuthRepository {
  private readonly insertToken: Statement<Record<string, string>>;
  private readonly consumeToken: Statement<
    { hash: string; network: string; now: string },
    { email: string; name: string }
  >;
  private readonly identityUser: Statement<{ network: string; subject: string }, number>;
  private readonly linkIdentity: Statement<{ network: string; subject: string; userId: number; now: string }>;
  private readonly signInTransaction: (identity: ExternalIdentity, now: string) => ExternalSignIn;

  constructor(
    db: Db,
    private readonly users: UserRepository,
  ) {
    this.insertToken = db.prepare(`INSERT INTO oauth_access_tokens
      (token_hash, network, email, name, created_at, expires_at) VALUES (@hash, @network, @email, @name, @now, @expires)`);
    // One statement: checking and spending the token cannot be split by another request.
    this.consumeToken = db.prepare(`UPDATE oauth_access_tokens SET used_at = @now
      WHERE token_hash = @hash AND network = @network AND used_at IS NULL AND expires_at > @now
      RETURNING email, name`);
    this.identityUser = db
      .prepare<{ network: string; subject: string }, number>(
        'SELECT user_id FROM external_identities WHERE network = @network AND subject = @subject',
      )
      .pluck();
    this.linkIdentity = db.prepare(`INSERT INTO external_identities (network, subject, user_id, created_at)
      VALUES (@network, @subject, @userId, @now) ON CONFLICT DO NOTHING`);
    this.signInTransaction = db.transaction((identity: ExternalIdentity, now: string): ExternalSignIn => {
      const subject = identity.email.toLowerCase();
      const linked = this.identityUser.get({ network: identity.network, subject });
      if (linked !== undefined) return { userId: linked, created: false };
      const existing = this.users.findByEmail(identity.email);
      let userId: number;
      let created = false;
      if (existing) {
        // The provider vouches for the address, which is what verification proves.
        userId = existing.id;
        this.users.markVerified(userId);
      } else {
        // No password: the account signs in through the provider until its owner sets one (password reset).
        const user = { email: identity.email, name: identity.name, passwordHash: null, verified: true };
        userId = this.users.create({ ...user, createdAt: now }).id;
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
    return this.users.signInIdentities();
  }
}
