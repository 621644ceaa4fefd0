// The mails identity sends: each carries a new one-time code (a password-reset code for all but the
// verification) and the app's link that uses it, goes to the outbox and is logged, so a developer without
// a mail server reads the code in the log.
import type { FastifyBaseLogger } from 'fastify';
import type { OutboxMessage } from '@sponsorspot/contract/sim';
import type { CodeKind, OneTimeCodeRepository } from '../../db/repositories/one-time-codes.js';
import type { OutboxRepository } from '../../db/repositories/outbox.js';
import type { AccountUser } from '../../db/repositories/users.js';
import type { SimClock } from '../clock.js';

/** The mails identity sends; every one but the verification carries a password-reset code and link. */
export type IdentityMail = Extract<
  OutboxMessage['kind'],
  'verification' | 'password_reset' | 'registration_attempt' | 'login_alert' | 'password_changed'
>;

const MAIL_SUBJECT: Record<IdentityMail, string> = {
  verification: 'Verify your SponsorSpot email address',
  password_reset: 'Reset your SponsorSpot password',
  registration_attempt:
    'Someone tried to register with your email address: you already have an account (reset its password here)',
  login_alert:
    'Many failed logins on your SponsorSpot account from many addresses: if that was not you, reset your password',
  password_changed: 'Your SponsorSpot password was changed: if that was not you, reset it here',
};

export class IdentityMails {
  constructor(
    private readonly codes: OneTimeCodeRepository,
    private readonly outbox: OutboxRepository,
    private readonly clock: SimClock,
    private readonly log: FastifyBaseLogger,
    /** Origin of the app, for the links. */
    private readonly appUrl: string,
  ) {}

  /** Mails `user` a new code of the mail's kind and its link. */
  send(user: AccountUser, kind: IdentityMail): OutboxMessage {
    const now = this.clock.now();
    const codeKind: CodeKind = kind === 'verification' ? 'verification' : 'password_reset';
    const code = this.codes.issue(user.id, codeKind, now);
    const base = this.appUrl;
    const link =
      codeKind === 'verification'
        ? `${base}/verification?code=${code}&email=${encodeURIComponent(user.email)}`
        : `${base}/password/reset?code=${code}`;
    const message = this.outbox.add({
      to: user.email,
      kind,
      subject: MAIL_SUBJECT[kind],
      code,
      link,
      sentAt: now.toISOString(),
    });
    this.log.info(
      { mail: { id: message.id, to: user.email, kind, code, link } },
      `mail to ${user.email}: ${kind} code ${code}`,
    );
    return message;
  }
}
