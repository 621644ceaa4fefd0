// Holding, reserving and ending a sponsor's content on a spot (docs/sponsors.md "Holding, paying for and
// reserving a spot"): opening checkout for a spot holds it for the content (Pending) for SPOT_HOLD_MS;
// reserving a paid content makes it Active and the spot's current content (the snapshot follows,
// contract/rules.ts). Unreserving is a fair end (docs/sponsors.md "Ending an order"): a live reservation paid
// by its own spot subscription runs to the end of the period paid for (the subscription stops renewing, the
// publisher is mailed), and the settlement ends it then; one still waiting for its first approval ends now,
// refunded in full as a rejection is; one the plan pays for, or past due, ends now. An ended content is
// Disabled, its spot freed, and every watcher of the spot gets a mail. Of any number of sponsors racing for
// one spot exactly one wins: each hold and reserve reads the spot and writes it in one BEGIN IMMEDIATE
// transaction, so SQLite lets one writer at a time read-then-write, across connections and processes alike;
// the others find the spot taken and get 409 spot_unavailable. Nothing is free: a spot without a valid
// monthly price (old data; writes refuse one) is 409 spot_not_priced.
import type { Transaction } from 'better-sqlite3';
import { EntityStatus, SpotStatus } from '@sponsorspot/contract/constants';
import type { Flight, FlightRequest } from '@sponsorspot/contract/flight-rules';
import { SPOT_HOLD_MS } from '@sponsorspot/contract/reservation-rules';
import type { SpotContent } from '@sponsorspot/contract/sponsor';
import type { Db } from '../../db/connection.js';
import type { AccountRepository } from '../../db/repositories/accounts.js';
import type { OutboxRepository } from '../../db/repositories/outbox.js';
import type { RelationRepository } from '../../db/repositories/relations.js';
import type { SponsorRepository } from '../../db/repositories/sponsors.js';
import type { ContentRecord, SpotContentRepository } from '../../db/repositories/spot-contents.js';
import type { SpotFlightRepository } from '../../db/repositories/spot-flights.js';
import type { SpotWatchRepository } from '../../db/repositories/spot-watches.js';
import type { SpotRepository } from '../../db/repositories/spots.js';
import type { Subscription, SubscriptionRepository } from '../../db/repositories/subscriptions.js';
import type { UserRepository } from '../../db/repositories/users.js';
import { apiError } from '../../lib/errors.js';
import type { SimClock } from '../clock.js';
import { withPeriod } from '../payments/billing.js';
import { day } from '../payments/billing-words.js';
import type { ReviewService } from '../reviews/service.js';
import { checkCapacity, checkNotBlocked, pricedOrThrow } from './checks.js';
import { endContent, mailPublisher } from './end.js';
import {
  alignToPaidMonths,
  checkFlightFree,
  requestedFlight,
  saveFlight,
  startPaidMonthOn,
  storedFlight,
} from './flights.js';

/** Who asks: the claims of their token that the rules read. */
export interface ReservationCaller {
  userId: number;
  roles: readonly string[];
}

export interface ReservationRepositories {
  spots: SpotRepository;
  spotContents: SpotContentRepository;
  sponsors: SponsorRepository;
  relations: RelationRepository;
  users: UserRepository;
  accounts: AccountRepository;
  subscriptions: SubscriptionRepository;
  spotWatches: SpotWatchRepository;
  spotFlights: SpotFlightRepository;
  outbox: OutboxRepository;
}

export interface ReservationOptions {
  /** The app's order page of a spot, for the watchers' mails. */
  orderPageUrl: (spotId: number) => string;
  /** The app's list of a publisher's spots, where a reservation's end shows: the link of the publisher's mails. */
  publisherSpotsUrl: string;
}

/** What a checkout for a spot charges, and until when the spot is held for it. */
export interface SpotHold {
  amount: number;
  currency: string;
  heldUntil: Date;
}

const isAdmin = (caller: ReservationCaller) => caller.roles.includes('Admin');

export class ReservationService {
  private readonly reserveTx: Transaction<
    (caller: ReservationCaller, contentId: number, request: FlightRequest) => void
  >;
  private readonly unreserveTx: Transaction<(caller: ReservationCaller, contentId: number) => void>;
  private readonly watchTx: Transaction<(userId: number, spotId: number) => void>;
  private readonly flightsTx: Transaction<() => void>;

  constructor(
    db: Db,
    private readonly repos: ReservationRepositories,
    private readonly clock: SimClock,
    private readonly options: ReservationOptions,
    private readonly reviews: ReviewService,
  ) {
    // Each rule reads the spot and writes it in one immediate transaction (the race above).
    this.reserveTx = db.transaction((caller, contentId, request) =>
      this.reserveRules(caller, contentId, request),
    );
    this.unreserveTx = db.transaction((caller, contentId) => this.unreserveRules(caller, contentId));
    this.watchTx = db.transaction((userId, spotId) => this.watchRules(userId, spotId));
    this.flightsTx = db.transaction(() => this.moveFlights());
  }

  /**
   * POST spot/content/reserve, inside its transaction: the content reserved for its flight — its spot's
   * current content now, or on its start day when booked ahead — and submitted for review.
   */
  private reserveRules(caller: ReservationCaller, contentId: number, request: FlightRequest): void {
    const now = this.clock.now();
    this.repos.spotContents.releaseExpiredHolds(now);
    const content = this.ownedContent(caller, contentId);
    if (content.status === EntityStatus.Active) throw apiError.conflict('This content is reserved already.');
    if (this.reviews.awaitsFirstApproval(content) || this.isBookedAhead(content, now))
      throw apiError.conflict("This content is reserved already and waits for the publisher's approval.");
    this.checkOpen(content);
    // The flight asked for, else the one its checkout held, else now and renewing.
    const paid = this.ownSubscription(content);
    const flight = alignToPaidMonths(
      request.startsOn !== undefined || request.endsOn !== undefined
        ? requestedFlight(request, now)
        : storedFlight(content, now),
      paid,
    );
    const spot = this.checkSpotFree(content, flight, now);
    pricedOrThrow(spot.productJson);
    if (!this.repos.spotContents.findById(content.id)?.aICheckPassed)
      throw apiError.aiCheckRequired('Run the AI check and pass it before reserving.');
    if (!content.hasAgreedToTerms) throw apiError.termsRequired('Agree to the terms before reserving.');
    if (content.subscriptionStatus !== EntityStatus.Active)
      throw apiError.paymentRequired('Pay for this spot (checkout) before reserving it.');
    checkCapacity(this.repos, content);
    checkNotBlocked(this.repos, spot.publisherUserId, content.sponsorUserId);
    saveFlight(this.repos.spotFlights, content.id, flight);
    startPaidMonthOn(this.repos.subscriptions, paid, flight, now);
    // The spot is the content's from now (or from its start day: moveFlights); what was checked goes live
    // with it, or once the publisher approves it where the spot requires approval (domain/reviews/service.ts).
    if (!flight.ahead) this.repos.spots.setCurrentContent(content.spotId, content.id);
    this.reviews.submit(content, true, now);
    // Paying made the sponsor Active (see paid); reserving confirms it.
    this.repos.sponsors.activate(content.sponsorId);
  }

  /** POST spot/content/unreserve, inside its transaction: the fair end (see the top of this file). */
  private unreserveRules(caller: ReservationCaller, contentId: number): void {
    const content = this.ownedContent(caller, contentId);
    const now = this.clock.now();
    // Never approved, never run (or booked ahead, not started): refunded in full, as a rejection is (E10).
    if (this.reviews.awaitsFirstApproval(content) || this.isBookedAhead(content, now)) {
      this.reviews.cancelFirst(content, now);
      return;
    }
    if (content.status !== EntityStatus.Active)
      throw apiError.conflict('This content is not reserved: there is nothing to unreserve.');
    const paid = this.ownSubscription(content);
    if (paid?.status === EntityStatus.Active && paid.cancelAtPeriodEnd)
      throw apiError.conflict(
        `This reservation ends already: it runs until ${day(paid.periodEnd)}, and nothing more is billed.`,
      );
    // A change waiting for the publisher would go live on a reservation that is ending: it is dropped.
    this.reviews.withdrawChange(content);
    if (paid?.status === EntityStatus.Active) {
      this.runToPeriodEnd(content, paid, now);
      return;
    }
    // Past due (nothing paid runs on) or paid by the plan (no period of its own): it ends now.
    if (paid)
      this.repos.subscriptions.save({ ...paid, status: EntityStatus.Disabled, updated: now.toISOString() });
    this.end(content, now);
    this.mailPublisher(content, 'The reservation of "%s" ended: the spot is available again', now);
  }

  /** POST spot/{id}/watch, inside its transaction: only a reserved spot can be watched. */
  private watchRules(userId: number, spotId: number): void {
    const spot = this.repos.spots.findSnapshot(spotId);
    if (!spot || spot.spotStatus !== SpotStatus.Published) throw apiError.notFound(`Spot ${spotId}`);
    if (spot.currentSpotContentId === null)
      throw apiError.conflict('This spot is not reserved: it can be reserved now.');
    this.repos.spotWatches.add(spotId, userId, this.clock.now());
  }

  /**
   * Fixed flights whose end came are ended (their own subscription with them, nothing more billed; the
   * publisher told), then reservations booked ahead whose day came become their spot's current content:
   * live at once when approved ahead, else waiting for the publisher as any new reservation does.
   */
  private moveFlights(): void {
    const now = this.clock.now();
    for (const id of this.repos.spotFlights.endingBy(now)) {
      const content = this.repos.spotContents.findRecord(id);
      if (!content?.endsAt) continue;
      const endedAt = new Date(content.endsAt);
      const own = this.ownSubscription(content);
      if (own)
        this.repos.subscriptions.save({ ...own, status: EntityStatus.Disabled, updated: content.endsAt });
      this.end(content, endedAt);
      this.mailPublisher(content, 'The booked flight on "%s" ended: the spot is available again', endedAt);
    }
    for (const id of this.repos.spotFlights.startingBy(now)) {
      const content = this.repos.spotContents.findRecord(id);
      const spot = content && this.repos.spots.findOwnership(content.spotId);
      // The spot frees at the previous flight's end, which the settlement reached first; one still held by
      // another reservation (past due, in its grace) starts once it ends.
      if (!content || !spot || spot.currentContentId !== null) continue;
      this.repos.spots.setCurrentContent(content.spotId, content.id);
    }
  }

  /**
   * Inside the checkout's immediate transaction: holds the spot for the caller's content (Pending until
   * the hold ends) and answers what the checkout charges. Refusals as reserve's, for what a hold needs.
   */
  holdForCheckout(caller: ReservationCaller, contentId: number, request: FlightRequest = {}): SpotHold {
    const now = this.clock.now();
    this.repos.spotContents.releaseExpiredHolds(now);
    const content = this.ownedContent(caller, contentId);
    if (content.status === EntityStatus.Active || this.isBookedAhead(content, now))
      throw apiError.conflict('This content is reserved already: its spot is paid for.');
    this.checkOpen(content);
    const flight = requestedFlight(request, now);
    const spot = this.checkSpotFree(content, flight, now);
    const price = pricedOrThrow(spot.productJson);
    if (content.subscriptionStatus === EntityStatus.Active)
      throw apiError.conflict('This content is paid for already: reserve it (POST spot/content/reserve).');
    checkCapacity(this.repos, content);
    checkNotBlocked(this.repos, spot.publisherUserId, content.sponsorUserId);
    const heldUntil = new Date(now.getTime() + SPOT_HOLD_MS);
    this.repos.spotContents.hold(content.id, heldUntil, now);
    // The hold keeps this flight free; reserving takes it (or the one the reserve asks for).
    saveFlight(this.repos.spotFlights, content.id, flight);
    return { ...price, heldUntil };
  }

  /**
   * Inside the checkout completion's transaction: the content's subscription is the new one, the sponsor
   * Active, and the hold starts again so the sponsor has the time to reserve.
   */
  paid(contentId: number, subscriptionId: number): void {
    const now = this.clock.now();
    const content = this.repos.spotContents.findRecord(contentId);
    if (!content) return;
    this.repos.spotContents.setSubscription(contentId, subscriptionId, now);
    this.repos.sponsors.activate(content.sponsorId);
    if (content.status === EntityStatus.Pending || content.status === EntityStatus.Created)
      this.repos.spotContents.hold(contentId, new Date(now.getTime() + SPOT_HOLD_MS), now);
  }

  /**
   * Inside the settlement's transaction: the content's spot subscription ended at `endedAt` (the end of the
   * period after unreserve, or a grace that ran out unpaid); the content ends as of then.
   */
  subscriptionEnded(contentId: number, endedAt: Date = this.clock.now()): void {
    const content = this.repos.spotContents.findRecord(contentId);
    if (!content || content.status === EntityStatus.Disabled) return;
    this.end(content, endedAt);
    if (content.endsAt && Date.parse(content.endsAt) <= endedAt.getTime())
      this.mailPublisher(content, 'The booked flight on "%s" ended: the spot is available again', endedAt);
  }

  /**
   * The spot and publisher a content's reservation is named by (contract reservation-rules), for checkout,
   * invoices and mails; null when the content or its spot is gone.
   */
  spotOf(contentId: number): { name: string; publisherName: string } | null {
    const content = this.repos.spotContents.findRecord(contentId);
    const spot = content && this.repos.spots.findOwnership(content.spotId);
    return spot ? { name: spot.fields.name, publisherName: spot.publisherName } : null;
  }

  /**
   * Holds that ran out fall back to Created (docs/sponsors.md "Holding, paying for and reserving a spot");
   * answers how many.
   */
  releaseExpiredHolds(): number {
    return this.repos.spotContents.releaseExpiredHolds(this.clock.now());
  }

  /** Fixed flights that ended end, and bookings whose day came start (moveFlights). */
  settleFlights(): void {
    this.flightsTx.immediate();
  }

  /** When a content's fixed flight ends (ms), or null when it renews until unreserved. */
  flightEndOf(contentId: number): number | null {
    const endsAt = this.repos.spotContents.findRecord(contentId)?.endsAt;
    return endsAt ? Date.parse(endsAt) : null;
  }

  /** The spot's flights from now on, for its public reads (contract Spot bookings). */
  bookings(spotId: number) {
    return this.repos.spotFlights.bookings(spotId, this.clock.now());
  }

  /** Revisions that waited 48 hours for their publisher are approved (domain/reviews/service.ts). */
  approveDueReviews(): number {
    return this.reviews.approveDue();
  }

  /** POST spot/content/reserve: the content reserved for its flight (contract/flight-rules.ts). */
  reserve(caller: ReservationCaller, contentId: number, request: FlightRequest = {}): SpotContent {
    this.reserveTx.immediate(caller, contentId, request);
    return this.repos.spotContents.findById(contentId) as SpotContent;
  }

  /**
   * POST spot/content/unreserve: a live reservation runs to the end of its paid period (endsAt), one waiting
   * for its first approval is refunded and ends, any other ends now.
   */
  unreserve(caller: ReservationCaller, contentId: number): SpotContent {
    this.unreserveTx.immediate(caller, contentId);
    return this.repos.spotContents.findById(contentId) as SpotContent;
  }

  /** POST spot/{id}/watch: a mail to the caller when this reserved spot frees. */
  watch(userId: number, spotId: number): { spotId: number; watching: boolean } {
    this.watchTx.immediate(userId, spotId);
    return { spotId, watching: true };
  }

  /** GET spot/{id}/watch: whether the caller waits for this spot's mail (false for any other spot). */
  watching(userId: number, spotId: number): { spotId: number; watching: boolean } {
    return { spotId, watching: this.repos.spotWatches.has(spotId, userId) };
  }

  /** DELETE spot/{id}/watch: no mail (nothing to do when the caller did not watch). */
  unwatch(userId: number, spotId: number): { spotId: number; watching: boolean } {
    this.repos.spotWatches.delete(spotId, userId);
    return { spotId, watching: false };
  }

  /** Ends a content: Disabled, its spot freed when it held it, each watcher told. In a transaction. */
  private end(content: ContentRecord, now: Date): void {
    endContent({ ...this.repos, orderPageUrl: this.options.orderPageUrl }, content, now);
  }

  /** The content's own spot subscription (not the sponsor's plan), unless it has ended; null otherwise. */
  private ownSubscription(content: ContentRecord): Subscription | null {
    if (content.subscriptionId === null) return null;
    const subscription = this.repos.subscriptions.findById(content.subscriptionId);
    if (!subscription || subscription.spotContentId !== content.id) return null;
    return subscription.status === EntityStatus.Disabled ? null : subscription;
  }

  /**
   * The paid period is the sponsor's: the subscription stops renewing and the decal keeps running until the
   * period ends, when the settlement (domain/payments/settle.ts) ends the content and frees the spot. The
   * publisher learns when. A seeded subscription without a period gets the one around now.
   */
  private runToPeriodEnd(content: ContentRecord, subscription: Subscription, now: Date): void {
    const ending = { ...withPeriod(subscription, now), cancelAtPeriodEnd: true, updated: now.toISOString() };
    this.repos.subscriptions.save(ending);
    this.mailPublisher(
      content,
      `The sponsor of "%s" unreserved it: their decal runs until ${day(ending.periodEnd)}, then the spot is available`,
      now,
    );
  }

  /** A mail to the spot's publisher; `%s` in the subject is the spot's name (end.ts mailPublisher). */
  private mailPublisher(content: ContentRecord, subject: string, now: Date): void {
    mailPublisher(this.repos, this.options.publisherSpotsUrl, content, subject, now);
  }

  /** The content when the caller is its sponsor or an admin; otherwise it does not exist for them (404). */
  private ownedContent(caller: ReservationCaller, id: number): ContentRecord {
    const content = this.repos.spotContents.findRecord(id);
    if (!content || (content.sponsorUserId !== caller.userId && !isAdmin(caller)))
      throw apiError.notFound(`Content ${id}`);
    return content;
  }

  private checkOpen(content: ContentRecord): void {
    if (content.status === EntityStatus.Disabled)
      throw apiError.conflict('This content has ended: start a new one on the spot.');
  }

  /**
   * The spot, when it is published by an active publisher and no other flight of it (the one running, one
   * booked ahead, a checkout's hold) overlaps this flight.
   */
  private checkSpotFree(content: ContentRecord, flight: Flight, now: Date) {
    const spot = this.repos.spots.findOwnership(content.spotId);
    if (!spot || spot.status !== SpotStatus.Published || spot.publisherStatus !== EntityStatus.Active)
      throw apiError.spotUnavailable('This spot is not available: its publisher does not offer it now.');
    checkFlightFree(this.repos.spotFlights, content, flight, now);
    return { publisherUserId: spot.publisherUserId, productJson: spot.fields.productJson };
  }

  /** A reservation booked ahead whose day has not come: reserved (paid) but not its spot's content yet. */
  private isBookedAhead(content: ContentRecord, now: Date): boolean {
    if (!content.startsAt || Date.parse(content.startsAt) <= now.getTime()) return false;
    return (
      content.status === EntityStatus.Active ||
      (content.status === EntityStatus.Pending && content.heldUntil === null)
    );
  }
}
