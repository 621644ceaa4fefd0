// Identity: login, registration, verification, password reset, sessions and the bearer check. Routes
// translate HTTP to these methods; every time decision reads the simulator's clock. The mails it sends
// (mails.ts) and the limits on mail requests and one-time codes (request-limits.ts) are modules of their own.
import type { FastifyBaseLogger } from 'fastify';
import type { PasswordChanged, SessionAnswer } from '@sponsorspot/contract/presence-auth';
import type { SignInGrant } from '@sponsorspot/contract/sim';
import type { Db } from '../../db/connection.js';
import type { OneTimeCodeRepository } from '../../db/repositories/one-time-codes.js';
import type { OutboxRepository } from '../../db/repositories/outbox.js';
import type { SessionRepository } from '../../db/repositories/sessions.js';
import { isUniqueViolation, type AccountUser, type UserRepository } from '../../db/repositories/users.js';
import { ApiError, apiError } from '../../lib/errors.js';
import type { SimClock } from '../clock.js';
import { identityError } from './errors.js';
import { emailKey, emailProblem } from '@sponsorspot/contract/identity-rules';
import { dummyPasswordHash, hashPassword, newPasswordProblem, verifyPassword } from './passwords.js';
import { LoginThrottle } from './login-throttle.js';
import { IdentityMails } from './mails.js';
import { MailAndCodeLimits } from './request-limits.js';
import { SignInGrants } from './sign-in-grants.js';
import { AccessTokens, TokenError, type AccessClaims } from './tokens.js';

/** Who made an authenticated request (`request.identity`): the claims of their access token. */
export type Identity = AccessClaims;

/** The tables identity reads and writes. */
export interface IdentityRepositories {
  users: UserRepository;
  sessions: SessionRepository;
  codes: OneTimeCodeRepository;
  outbox: OutboxRepository;
}

export interface IdentityOptions {
  jwtSecret: string;
  /** Origin of the app, for the links in mails. */
  appUrl: string;
}

/** Longer than any token this simulator issues; a longer header is refused without parsing. */
const MAX_BEARER_LENGTH = 4096;

/** The registration answer, the same whether or not the address already has an account. */
const REGISTRATION_ACCEPTED = { accepted: true } as const;

export class IdentityService {
  private readonly users: UserRepository;
  private readonly sessions: SessionRepository;
  private readonly codes: OneTimeCodeRepository;
  private readonly outbox: OutboxRepository;
  private readonly tokens: AccessTokens;
  private readonly logins = new LoginThrottle();
  private readonly limits: MailAndCodeLimits;
  private readonly mails: IdentityMails;
  private readonly signInGrants = new SignInGrants();
  private readonly completeReset: (codeId: number, userId: number, passwordHash: string) => boolean;
  private readonly completeChange: (identity: Identity, passwordHash: string) => number;

  constructor(
    db: Db,
    repositories: IdentityRepositories,
    private readonly clock: SimClock,
    private readonly log: FastifyBaseLogger,
    private readonly options: IdentityOptions,
  ) {
    ({ users: this.users, sessions: this.sessions, codes: this.codes, outbox: this.outbox } = repositories);
    this.tokens = new AccessTokens(options.jwtSecret);
    this.limits = new MailAndCodeLimits(() => this.clock.nowMs());
    this.mails = new IdentityMails(this.codes, this.outbox, clock, log, options.appUrl);
    this.completeReset = db.transaction((codeId: number, userId: number, passwordHash: string) => {
      const now = this.clock.now();
      if (!this.codes.consume(codeId, now)) return false;
      this.users.setPasswordHash(userId, passwordHash);
      this.users.markVerified(userId);
      this.sessions.revokeAllOf(userId, 'password_reset', now);
      return true;
    });
    this.completeChange = db.transaction((identity: Identity, passwordHash: string) => {
      this.users.setPasswordHash(identity.userId, passwordHash);
      return this.sessions.revokeOthersOf(
        identity.userId,
        identity.sessionId,
        'password_changed',
        this.clock.now(),
      );
    });
    // Hash the stand-in for unknown emails now, so the first such login is not slower than the rest.
    dummyPasswordHash();
  }

  /**
   * One answer for an unknown email and a wrong password (same status, body and cost: an unknown email is
   * checked against a dummy hash). Failures are counted per account and client together, per client and per
   * account (login-throttle.ts); the owner hears of guessing spread over many addresses. An unverified user
   * learns so only after giving the right password.
   */
  async login(email: string, password: string, address: string): Promise<SessionAnswer> {
    // The account's own key, so look-alike spellings of one address share its limits.
    const accountKey = emailKey(email);
    await this.logins.admit(accountKey, address, () => this.clock.nowMs());
    const user = this.users.findByEmail(email);
    let failed = true;
    try {
      const matches = await verifyPassword(user?.passwordHash ?? dummyPasswordHash(), password);
      failed = !user || user.passwordHash === null || !matches;
    } finally {
      const { alertOwner } = this.logins.settle(accountKey, address, this.clock.nowMs(), failed);
      if (alertOwner && user) this.mails.send(user, 'login_alert');
    }
    if (failed || !user) throw identityError.invalidCredentials();
    this.logins.succeeded(accountKey, address, this.clock.nowMs());
    if (!user.verified) throw identityError.emailUnverified();
    return this.startSession(user);
  }

  /** Starts a session for a user (login, social sign-in). Throws 404 for an unknown user id. */
  async issueSession(userId: number): Promise<SessionAnswer> {
    const user = this.users.findById(userId);
    if (!user) throw apiError.notFound('User');
    return this.startSession(user);
  }

  /**
   * The same answer whether or not the address has an account (OWASP: registration must not enumerate):
   * a new address gets its account and a verification code; an existing one gets a mail saying someone
   * tried to register, with a link to reset the password. Counted as a mail request (admitMailRequest),
   * and the password is hashed either way, so neither the answer nor its time tells the two apart.
   */
  async register(
    input: { email: string; password: string; name: string },
    client: string,
  ): Promise<typeof REGISTRATION_ACCEPTED> {
    const addressProblem = emailProblem(input.email);
    if (addressProblem)
      throw apiError.validation(addressProblem, [{ field: 'email', message: addressProblem }]);
    const problem = await newPasswordProblem(input.password, input);
    if (problem) throw identityError.weakPassword(problem);
    this.limits.admitMailRequest(input.email, client);
    const passwordHash = await hashPassword(input.password);
    const existing = this.users.findByEmail(input.email);
    if (existing) {
      this.mails.send(existing, 'registration_attempt');
      return REGISTRATION_ACCEPTED;
    }
    let user: AccountUser;
    try {
      user = this.users.create({
        email: input.email,
        name: input.name,
        passwordHash,
        verified: false,
        createdAt: this.clock.now().toISOString(),
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Registered by a parallel request while this one was hashing: that account's owner is told.
      const winner = this.users.findByEmail(input.email);
      if (winner) this.mails.send(winner, 'registration_attempt');
      return REGISTRATION_ACCEPTED;
    }
    this.mails.send(user, 'verification');
    return REGISTRATION_ACCEPTED;
  }

  verifyEmail(code: string, client: string): { email: string; verified: true } {
    const now = this.clock.now();
    this.limits.admitCode(client);
    const check = this.codes.check(code, 'verification', now);
    if (!check.ok) throw this.limits.codeFailed(check.reason, client);
    const user = this.users.findById(check.userId);
    if (!user || !this.codes.consume(check.id, now)) throw identityError.codeInvalid();
    this.users.markVerified(user.id);
    return { email: user.email, verified: true };
  }

  /** See MailAndCodeLimits.admitMailRequest: the routes count a request before it can send a mail. */
  admitMailRequest(email: string, client: string): void {
    this.limits.admitMailRequest(email, client);
  }

  /** A new code goes out only to an existing, unverified account (after admitMailRequest). */
  resendVerification(email: string): void {
    const user = this.users.findByEmail(email);
    if (user && !user.verified) this.mails.send(user, 'verification');
  }

  /** A reset code goes out only to an existing account (after admitMailRequest). */
  forgotPassword(email: string): void {
    const user = this.users.findByEmail(email);
    if (user) this.mails.send(user, 'password_reset');
  }

  /** Sets the password, marks the email verified (the mail reached them) and ends every session. */
  async resetPassword(code: string, password: string, client: string): Promise<{ email: string }> {
    this.limits.admitCode(client);
    const check = this.codes.check(code, 'password_reset', this.clock.now());
    if (!check.ok) throw this.limits.codeFailed(check.reason, client);
    const user = this.users.findById(check.userId);
    if (!user) throw identityError.codeInvalid();
    // After the code: the policy needs the account's email and name. The code stays usable.
    const problem = await newPasswordProblem(password, user);
    if (problem) throw identityError.weakPassword(problem);
    const passwordHash = await hashPassword(password);
    if (!this.completeReset(check.id, user.id, passwordHash)) throw identityError.codeInvalid();
    return { email: user.email };
  }

  /**
   * The signed-in user's new password, given the current one. The current password is checked as a login
   * is, against the same limits (a wrong one counts as a failed login of the account from this client), so
   * a stolen session cannot guess it faster than the login form could. Then the policy of registration;
   * then every other session ends, the one that asked stays, and the owner gets a mail with a reset link.
   */
  async changePassword(
    identity: Identity,
    input: { currentPassword: string; newPassword: string },
    address: string,
  ): Promise<PasswordChanged> {
    const user = this.users.findById(identity.userId);
    if (!user) throw identityError.sessionRevoked();
    const accountKey = emailKey(user.email);
    await this.logins.admit(accountKey, address, () => this.clock.nowMs());
    let failed = true;
    try {
      // An account made by social sign-in has no password: checked against the stand-in, so it fails alike.
      failed =
        user.passwordHash === null ||
        !(await verifyPassword(user.passwordHash ?? dummyPasswordHash(), input.currentPassword));
    } finally {
      const { alertOwner } = this.logins.settle(accountKey, address, this.clock.nowMs(), failed);
      if (alertOwner) this.mails.send(user, 'login_alert');
    }
    if (failed) throw identityError.currentPasswordWrong();
    this.logins.succeeded(accountKey, address, this.clock.nowMs());
    if (input.newPassword === input.currentPassword) {
      throw identityError.weakPassword('Choose a password other than your current one.', 'newPassword');
    }
    const problem = await newPasswordProblem(input.newPassword, user);
    if (problem) throw identityError.weakPassword(problem, 'newPassword');
    const otherSessionsEnded = this.completeChange(identity, await hashPassword(input.newPassword));
    this.mails.send(user, 'password_changed');
    return { email: user.email, otherSessionsEnded };
  }

  /** Rotates the refresh token; a rotated token presented again ends its whole family. */
  async refresh(refreshToken: string): Promise<SessionAnswer> {
    const outcome = this.sessions.rotate(refreshToken, this.clock.now());
    if (!outcome.ok) {
      if (outcome.reason === 'refresh_token_reused') {
        this.log.warn({ event: 'refresh_token_reused' }, 'a rotated refresh token was presented again');
      }
      throw {
        token_invalid: identityError.tokenInvalid,
        token_expired: identityError.tokenExpired,
        session_revoked: identityError.sessionRevoked,
        refresh_token_reused: identityError.refreshTokenReused,
      }[outcome.reason]();
    }
    const user = this.users.findById(outcome.userId);
    if (!user) throw identityError.sessionRevoked();
    const jwt = this.tokens.sign(this.claimsOf(user, outcome.sessionId), this.clock.now());
    return { jwt, refreshToken: outcome.refreshToken, user: publicUser(user) };
  }

  /** Ends this session, or every session of the user. */
  logout(identity: Identity, scope: 'session' | 'all'): void {
    const now = this.clock.now();
    if (scope === 'all') this.sessions.revokeAllOf(identity.userId, 'logout_all', now);
    else this.sessions.revoke(identity.sessionId, 'logout', now);
  }

  /** Control API: ends every session of the user now. null for an unknown user. */
  expireSessions(who: { email: string } | { userId: number }): number | null {
    const user = 'email' in who ? this.users.findByEmail(who.email) : this.users.findById(who.userId);
    if (!user) return null;
    return this.sessions.revokeAllOf(user.id, 'expired_by_sim', this.clock.now());
  }

  /**
   * Control API: a one-time sign-in for the user (the route checks it is a login of the loaded scenario),
   * with the app's link that uses it. Throws 404 for an unknown user, 403 email_unverified as login does.
   */
  grantSignIn(userId: number): SignInGrant {
    const user = this.users.findById(userId);
    if (!user) throw apiError.notFound('User');
    // As login: an account whose address is not verified does not get in (the demo's unverified login shows it).
    if (!user.verified) throw identityError.emailUnverified();
    const { code, expiresAtMs } = this.signInGrants.issue(userId, this.clock.nowMs());
    return {
      code,
      link: `${this.options.appUrl}/login?as=${code}`,
      expiresAt: new Date(expiresAtMs).toISOString(),
    };
  }

  /** Control API: a session for a one-time sign-in's user; 400 code_invalid or code_expired. */
  async redeemSignIn(code: string): Promise<SessionAnswer> {
    const outcome = this.signInGrants.redeem(code, this.clock.nowMs());
    if (!outcome.ok) {
      throw outcome.reason === 'code_expired' ? identityError.codeExpired() : identityError.codeInvalid();
    }
    return this.issueSession(outcome.userId);
  }

  /** A reset forgets the one-time sign-ins it did not see used. */
  forgetSignIns(): void {
    this.signInGrants.clear();
  }

  /**
   * The identity behind an `Authorization` header. Throws 401: unauthenticated (no bearer token),
   * token_invalid, token_expired, session_revoked (logged out, reset or expired session).
   */
  async authenticate(authorization: string | undefined): Promise<Identity> {
    const match = /^Bearer(?:\s+(.*))?$/i.exec(authorization?.trim() ?? '');
    if (!match) throw apiError.unauthenticated();
    const token = match[1]?.trim() ?? '';
    if (!token || token.length > MAX_BEARER_LENGTH) throw identityError.tokenInvalid();
    const now = this.clock.now();
    let claims;
    try {
      claims = this.tokens.verify(token, now);
    } catch (error) {
      if (error instanceof TokenError) {
        throw error.reason === 'token_expired' ? identityError.tokenExpired() : identityError.tokenInvalid();
      }
      throw error;
    }
    const session = this.sessions.find(claims.sessionId);
    if (!session || session.userId !== claims.userId || !this.sessions.isActive(session.id, now)) {
      throw identityError.sessionRevoked();
    }
    return { ...claims };
  }

  /** Like authenticate, but null instead of a 401 (for endpoints that also serve anonymous callers). */
  async identify(authorization: string | undefined): Promise<Identity | null> {
    try {
      return await this.authenticate(authorization);
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 401) return null;
      throw error;
    }
  }

  /** A scenario reset empties the tables; the in-memory counters go with them. */
  clearRateLimits(): void {
    this.logins.clear();
    this.limits.clear();
  }

  private startSession(user: AccountUser): SessionAnswer {
    const now = this.clock.now();
    const { sessionId, refreshToken } = this.sessions.create(user.id, now);
    const jwt = this.tokens.sign(this.claimsOf(user, sessionId), now);
    return { jwt, refreshToken, user: publicUser(user) };
  }

  private claimsOf(user: AccountUser, sessionId: string): AccessClaims {
    return {
      userId: user.id,
      sessionId,
      email: user.email,
      name: user.name,
      roles: user.roles,
      features: user.features,
    };
  }
}

function publicUser(user: AccountUser) {
  return { id: user.id, email: user.email, name: user.name };
}
