// One repository per table or aggregate (db/repositories/), built once on the one connection, as
// decorators: routes and services read and write the database only through these.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AccountRepository } from '../db/repositories/accounts.js';
import { BillingDetailsRepository } from '../db/repositories/billing-details.js';
import { CheckoutSessionRepository } from '../db/repositories/checkout-sessions.js';
import { DecalRepository } from '../db/repositories/decals.js';
import { InvoiceRepository } from '../db/repositories/invoices.js';
import { OAuthRepository } from '../db/repositories/oauth.js';
import { OneTimeCodeRepository } from '../db/repositories/one-time-codes.js';
import { OutboxRepository } from '../db/repositories/outbox.js';
import { PublisherRepository } from '../db/repositories/publishers.js';
import { RelationRepository } from '../db/repositories/relations.js';
import { SessionRepository } from '../db/repositories/sessions.js';
import { SponsorRepository } from '../db/repositories/sponsors.js';
import { ContentReviewRepository } from '../db/repositories/content-reviews.js';
import { SpotContentRepository } from '../db/repositories/spot-contents.js';
import { SpotWatchRepository } from '../db/repositories/spot-watches.js';
import { SpotRepository } from '../db/repositories/spots.js';
import { SubscriptionRepository } from '../db/repositories/subscriptions.js';
import { CountsRepository } from '../db/repositories/counts.js';
import { UserRepository } from '../db/repositories/users.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** users: accounts, profiles, user search. */
    users: UserRepository;
    /** follows and blocks; `isBlocked(blockerUserId, blockedUserId)` for the reservation rules. */
    relations: RelationRepository;
    /** The sponsor-side user, the subscription in force and the usage counts. */
    accounts: AccountRepository;
    /** Refresh-token families. */
    sessions: SessionRepository;
    /** Verification and password-reset codes. */
    codes: OneTimeCodeRepository;
    /** The mails the simulator would send. */
    outbox: OutboxRepository;
    /** The OAuth stand-in's tokens and the external identities linked to users. */
    oauth: OAuthRepository;
    spots: SpotRepository;
    decals: DecalRepository;
    /** Sponsors' contents on spots (writes spot_contents); the sponsors table. */
    spotContents: SpotContentRepository;
    /** The publisher's review of each content's checked revision (columns of spot_contents). */
    contentReviews: ContentReviewRepository;
    sponsors: SponsorRepository;
    /** Who waits for a reserved spot to free ("notify me"). */
    spotWatches: SpotWatchRepository;
    /** Publishers, their payout accounts and onboarding links. */
    publishers: PublisherRepository;
    /** The embed's daily counts and counted visits. */
    counts: CountsRepository;
    /** Subscriptions and their add-ons; checkout sessions; invoices (plans and payments). */
    subscriptions: SubscriptionRepository;
    checkoutSessions: CheckoutSessionRepository;
    invoices: InvoiceRepository;
    /** The buyer's billing details that invoices name. */
    billingDetails: BillingDetailsRepository;
  }
}

async function repositoriesPlugin(app: FastifyInstance) {
  const users = new UserRepository(app.db);
  app.decorate('users', users);
  app.decorate('relations', new RelationRepository(app.db));
  app.decorate('accounts', new AccountRepository(app.db));
  app.decorate('sessions', new SessionRepository(app.db));
  app.decorate('codes', new OneTimeCodeRepository(app.db));
  app.decorate('outbox', new OutboxRepository(app.db));
  app.decorate('oauth', new OAuthRepository(app.db, users));
  app.decorate('spots', new SpotRepository(app.db));
  app.decorate('decals', new DecalRepository(app.db));
  app.decorate('spotContents', new SpotContentRepository(app.db));
  app.decorate('contentReviews', new ContentReviewRepository(app.db));
  app.decorate('sponsors', new SponsorRepository(app.db));
  app.decorate('spotWatches', new SpotWatchRepository(app.db));
  app.decorate('publishers', new PublisherRepository(app.db));
  app.decorate('counts', new CountsRepository(app.db));
  app.decorate('subscriptions', new SubscriptionRepository(app.db));
  app.decorate('checkoutSessions', new CheckoutSessionRepository(app.db));
  const { seller, invoiceTaxRate } = app.settings;
  app.decorate('invoices', new InvoiceRepository(app.db, { seller, taxRate: invoiceTaxRate }));
  app.decorate('billingDetails', new BillingDetailsRepository(app.db));
}

export default fp(repositoriesPlugin, { name: 'repositories', dependencies: ['settings', 'database'] });
