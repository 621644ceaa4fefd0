// The publisher's review of what runs on their site (contract/review-rules.ts; docs/publishers.md "Publisher
// review"). A revision that passed the AI check reaches the site through submit(): at once on a spot that
// does not require approval, else once its publisher approves it (POST spot/content/review) or 48 hours after
// it was submitted with no decision (approveDue, on the simulator's clock). A new reservation waits Pending
// (paid, holding the spot, not live); an edit of a live content waits while the live revision keeps running.
// A decision decides exactly what its publisher saw: the revision the queue showed (409 review_outdated when
// another waits now), and only one that would go live (409 nothing_goes_live); an ended content has nothing
// waiting. Rejecting a new reservation, or its sponsor unreserving it first (cancelFirst), ends it and
// refunds its own subscription's invoices in full, never the sponsor's plan; rejecting an edit drops it. Each
// step mails the side that must know. Every write runs in one immediate transaction.
import type { Transaction } from 'better-sqlite3';
import { EntityStatus } from '@sponsorspot/contract/constants';
import { AUTO_APPROVE_MS, reviewReasonProblem } from '@sponsorspot/contract/review-rules';
import type { ReviewBody, ReviewOutcome, ReviewQueue } from '@sponsorspot/contract/reviews';
import type { ContentReview } from '@sponsorspot/contract/sponsor';
import type { Db } from '../../db/connection.js';
import type { AccountRepository } from '../../db/repositories/accounts.js';
import type { DecalRepository } from '../../db/repositories/decals.js';
import type { InvoiceRepository } from '../../db/repositories/invoices.js';
import type { OutboxRepository } from '../../db/repositories/outbox.js';
import type { SponsorRepository } from '../../db/repositories/sponsors.js';
import type { ContentReviewRepository } from '../../db/repositories/content-reviews.js';
import type { ContentRecord, SpotContentRepository } from '../../db/repositories/spot-contents.js';
import type { SpotWatchRepository } from '../../db/repositories/spot-watches.js';
import type { SpotOwnership, SpotRepository } from '../../db/repositories/spots.js';
import type { SubscriptionRepository } from '../../db/repositories/subscriptions.js';
import type { UserRepository } from '../../db/repositories/users.js';
import { apiError } from '../../lib/errors.js';
import type { SimClock } from '../clock.js';
import { endContent, reservationOf } from '../reservations/end.js';

/** Who asks: the claims of their token that the rules read. */
export interface ReviewCaller {
  userId: number;
  roles: readonly string[];
}

export interface ReviewRepositories {
  accounts: AccountRepository;
  spots: SpotRepository;
  spotContents: SpotContentRepository;
  contentReviews: ContentReviewRepository;
  spotWatches: SpotWatchRepository;
  decals: DecalRepository;
  sponsors: SponsorRepository;
  subscriptions: SubscriptionRepository;
  invoices: InvoiceRepository;
  users: UserRepository;
  outbox: OutboxRepository;
}

export interface ReviewOptions {
  /** The app's page where a publisher reviews (the queue on /publisher). */
  reviewPageUrl: string;
  /** The app's order page of a spot: the sponsor's mails and the watchers' link there. */
  orderPageUrl: (spotId: number) => string;
  /** A content's private decal URL (GET spot/content/{id}/decal), for the queue's previews. */
  decalUrl: (contentId: number) => string;
  /** Removes an uploaded decal's file once its row is gone (after the transaction). */
  removeDecalFile: (storageName: string) => Promise<void>;
  /**
   * False under the spec profile: the backend has no review calls, so no spot waits for its publisher's
   * approval and every checked revision goes live at once.
   */
  publisherReview: boolean;
}

type Decision = 'approved' | 'rejected' | 'auto';

const money = (amount: number) => `$${amount.toFixed(2)}`;

/** The refund's sentence in the sponsor's mail: none for a reservation the plan paid for. */
const refundedWords = (refunded: number) =>
  refunded > 0 ? `${money(refunded)} is refunded to your card.` : 'Nothing was charged for it on its own.';

export class ReviewService {
  private readonly decideTx: Transaction<(caller: ReviewCaller, body: ReviewBody) => ReviewOutcome>;
  private readonly approveDueTx: Transaction<(now: Date) => number>;
  /** Files of decals a transaction let go, removed once it committed. */
  private freed: string[] = [];

  constructor(
    db: Db,
    private readonly repos: ReviewRepositories,
    private readonly clock: SimClock,
    private readonly options: ReviewOptions,
  ) {
    this.decideTx = db.transaction((caller: ReviewCaller, body: ReviewBody) => {
      const now = this.clock.now();
      this.approveDueNow(now);
      const { content, spot } = this.waiting(caller, body.spotContentId, body.revision);
      if (body.decision === 'approve') {
        // Nothing is approved that would not run: the sponsor would be told "live" while the embed serves
        // the placeholder (issue 31, E1).
        if (!this.repos.spotContents.promotable(content.id, content.reviewRevision as number))
          throw apiError.nothingGoesLive(
            'Approving this would put nothing live: the decal waiting is not the checked one. Read the queue again.',
          );
        this.approve(content, spot, 'approved', now);
        return { spotContentId: content.id, review: this.reviewOf(content.id), refunded: null };
      }
      const reason = (body.reason ?? '').trim();
      const refunded = this.reject(content, spot, reason, now);
      return { spotContentId: content.id, review: this.reviewOf(content.id), refunded };
    });
    this.approveDueTx = db.transaction((now: Date) => this.approveDueNow(now));
  }

  /**
   * Inside the caller's transaction: a revision that passed the check reaches the site — at once where the
   * spot does not require approval, else it waits for the publisher (who gets a mail). `first` is a new
   * reservation (paid, holding the spot): it waits Pending; otherwise the content is live and its live
   * revision keeps running meanwhile. Answers the file of a decal the new live revision let go (for the
   * caller to remove once the transaction committed), else null.
   */
  submit(content: ContentRecord, first: boolean, now: Date): string | null {
    const spot = this.repos.spots.findOwnership(content.spotId);
    if (!spot) return null;
    if (!spot.fields.requiresApproval || !this.options.publisherReview) {
      if (first) this.repos.spotContents.activate(content.id, now);
      return this.goLive(content, content.revision);
    }
    if (first) this.repos.contentReviews.awaitApproval(content.id, now);
    if (
      !this.repos.contentReviews.requestReview(content.id, content.revision, first ? 'first' : 'change', now)
    )
      return null;
    this.mailPublisher(
      spot,
      first
        ? `A new decal waits for your approval on "${spot.fields.name}"`
        : `A changed decal waits for your approval on "${spot.fields.name}"`,
      now,
    );
    return null;
  }

  /** The revision replaces the live one; answers the file of the decal nothing uses any more, else null. */
  private goLive(content: ContentRecord, revision: number): string | null {
    const promoted = this.repos.spotContents.promote(content.id, revision);
    const replaced = promoted?.replacedDecalId ?? null;
    return replaced === null || replaced === content.decalId
      ? null
      : this.repos.decals.deleteIfUnused(replaced);
  }

  /**
   * Whether the content is a reservation waiting for its first approval: paid, holding its spot, Pending
   * without a checkout's hold. Its edits are checked and submitted again as a first revision.
   */
  awaitsFirstApproval(content: ContentRecord): boolean {
    if (content.status !== EntityStatus.Pending || content.heldUntil !== null) return false;
    return this.repos.spots.findOwnership(content.spotId)?.currentContentId === content.id;
  }

  /**
   * GET publisher/reviews: the revisions waiting on the caller's spots (every spot's for an admin); 403 for
   * anyone else, as the other publisher calls answer (publisher/earnings, spot/).
   */
  queue(caller: ReviewCaller): ReviewQueue {
    const everyone = caller.roles.includes('Admin');
    if (!everyone && !this.repos.accounts.sponsorSideUser(caller.userId)?.publisher)
      throw apiError.forbidden(
        'Only publishers review decals: connect your payout account first (POST publisher/connect).',
      );
    this.approveDue();
    return { reviews: this.repos.contentReviews.reviewQueue(caller.userId, everyone, this.options.decalUrl) };
  }

  /** POST spot/content/review: the publisher's decision; a rejection needs its reason. */
  async decide(caller: ReviewCaller, body: ReviewBody): Promise<ReviewOutcome> {
    if (body.decision === 'reject') {
      const problem = reviewReasonProblem(body.reason);
      if (problem)
        throw apiError.validation(`The request body is not valid: reason: ${problem}`, [
          { field: 'reason', message: problem },
        ]);
    }
    const outcome = this.decideTx.immediate(caller, body);
    await this.removeFreedFiles();
    return outcome;
  }

  /** Approves every revision that has waited 48 hours (simulator clock); answers how many. */
  approveDue(): number {
    const approved = this.approveDueTx.immediate(this.clock.now());
    void this.removeFreedFiles();
    return approved;
  }

  private async removeFreedFiles(): Promise<void> {
    const files = this.freed;
    this.freed = [];
    await Promise.all(files.map((name) => this.options.removeDecalFile(name)));
  }

  private approveDueNow(now: Date): number {
    const due = this.repos.contentReviews.reviewsDue(new Date(now.getTime() - AUTO_APPROVE_MS));
    for (const id of due) {
      const content = this.repos.spotContents.findRecord(id);
      const spot = content ? this.repos.spots.findOwnership(content.spotId) : null;
      if (!content || !spot || content.reviewRevision === null) continue;
      // A waiting revision that would not go live is withdrawn, never "approved" while nothing runs.
      if (!this.repos.spotContents.promotable(content.id, content.reviewRevision)) {
        this.repos.contentReviews.withdraw(content.id);
        continue;
      }
      // Approved as of when its 48 hours ran out, not when the clock was next read.
      const at = new Date(Date.parse(content.reviewRequestedAt ?? now.toISOString()) + AUTO_APPROVE_MS);
      this.approve(content, spot, 'auto', at);
    }
    return due.length;
  }

  /** The waiting revision goes live: a first one makes the reservation Active. */
  private approve(content: ContentRecord, spot: SpotOwnership, decision: Decision, now: Date): void {
    const revision = content.reviewRevision as number;
    const first = content.status === EntityStatus.Pending;
    if (first) this.repos.spotContents.activate(content.id, now);
    const file = this.goLive(content, revision);
    if (file) this.freed.push(file);
    this.repos.contentReviews.decideReview(content.id, decision, null, now);
    const name = spot.fields.name;
    const reservation = reservationOf(spot);
    if (decision === 'auto') {
      this.mailSponsor(
        content,
        `Your decal on ${reservation} is live: approved automatically after 48 hours`,
        now,
      );
      this.mailPublisher(spot, `The decal on "${name}" was approved automatically after 48 hours`, now);
    } else {
      this.mailSponsor(content, `Your decal on ${reservation} is approved and live`, now);
    }
  }

  /**
   * A rejected first revision ends the reservation: its invoices refunded in full, its subscription ended,
   * the spot available again. A rejected edit is dropped; the live revision keeps running. Answers the
   * amount refunded (null for an edit).
   */
  private reject(content: ContentRecord, spot: SpotOwnership, reason: string, now: Date): number | null {
    this.repos.contentReviews.decideReview(content.id, 'rejected', reason, now);
    const reservation = reservationOf(spot);
    // The reason's own closing full stop would read twice in the subject.
    const why = reason.replace(/\.+$/, '');
    if (content.status !== EntityStatus.Pending) {
      this.mailSponsor(content, `Your change to the decal on ${reservation} was not approved: ${why}.`, now);
      return null;
    }
    const refunded = this.refundAndEnd(content, now);
    this.mailSponsor(
      content,
      `Your decal on ${reservation} was not approved: ${why}. ${refundedWords(refunded)}`,
      now,
    );
    return refunded;
  }

  /**
   * Inside the caller's transaction (unreserve): a reservation still waiting for its first approval ends now,
   * refunded in full as a rejection is; its publisher is told nothing waits any more. Answers the amount
   * refunded.
   */
  cancelFirst(content: ContentRecord, now: Date): number {
    const spot = this.repos.spots.findOwnership(content.spotId);
    const refunded = this.refundAndEnd(content, now);
    if (!spot) return refunded;
    this.mailSponsor(
      content,
      `Your reservation of ${reservationOf(spot)} is cancelled: ${refundedWords(refunded)}`,
      now,
    );
    this.mailPublisher(
      spot,
      `The sponsor withdrew the new decal on "${spot.fields.name}" before you decided: nothing waits for you.`,
      now,
    );
    return refunded;
  }

  /** Inside the caller's transaction: a change waiting for review is dropped (its reservation is ending). */
  withdrawChange(content: ContentRecord): void {
    if (content.reviewRevision !== null) this.repos.contentReviews.withdraw(content.id);
  }

  /**
   * A first revision that does not run ends the reservation: its own spot subscription's invoices refunded
   * in full and that subscription ended, the spot available again. A subscription that is not the content's
   * own (the sponsor's plan, which pays for older reservations) is left alone: it pays for more than this
   * (issue 31, E4). Answers the amount refunded.
   */
  private refundAndEnd(content: ContentRecord, now: Date): number {
    let refunded = 0;
    const subscription =
      content.subscriptionId === null ? null : this.repos.subscriptions.findById(content.subscriptionId);
    if (subscription && subscription.spotContentId === content.id) {
      refunded = this.repos.invoices.refundAll(subscription.id, now);
      this.repos.subscriptions.save({
        ...subscription,
        status: EntityStatus.Disabled,
        cancelAtPeriodEnd: false,
        updated: now.toISOString(),
      });
    }
    endContent({ ...this.repos, orderPageUrl: this.options.orderPageUrl }, content, now);
    return refunded;
  }

  /**
   * The content when a revision of it waits on the caller's spot (an admin's: any), the one named when
   * `revision` is given; 404 / 409 otherwise.
   */
  private waiting(
    caller: ReviewCaller,
    contentId: number,
    revision: number | undefined,
  ): { content: ContentRecord; spot: SpotOwnership } {
    const content = this.repos.spotContents.findRecord(contentId);
    const spot = content ? this.repos.spots.findOwnership(content.spotId) : null;
    if (!content || !spot || (spot.publisherUserId !== caller.userId && !caller.roles.includes('Admin')))
      throw apiError.notFound(`Content ${contentId}`);
    if (content.reviewRevision === null || content.status === EntityStatus.Disabled)
      throw apiError.conflict(
        'Nothing of this content waits for your decision: it was decided or approved automatically, its reservation ended, or its sponsor changed it since (it comes back once its check passes).',
      );
    if (revision !== undefined && revision !== content.reviewRevision)
      throw apiError.reviewOutdated(
        'This decal changed after you opened it: look at it again before deciding.',
        content.reviewRevision,
      );
    return { content, spot };
  }

  private reviewOf(contentId: number): ContentReview {
    return this.repos.spotContents.findById(contentId)?.review as ContentReview;
  }

  private mailPublisher(spot: SpotOwnership, subject: string, now: Date): void {
    const publisher = this.repos.users.findById(spot.publisherUserId);
    if (!publisher) return;
    this.repos.outbox.add({
      to: publisher.email,
      kind: 'review',
      subject,
      code: '',
      link: this.options.reviewPageUrl,
      sentAt: now.toISOString(),
    });
  }

  private mailSponsor(content: ContentRecord, subject: string, now: Date): void {
    const sponsor = this.repos.users.findById(content.sponsorUserId);
    if (!sponsor) return;
    this.repos.outbox.add({
      to: sponsor.email,
      kind: 'review',
      subject,
      code: '',
      link: this.options.orderPageUrl(content.spotId),
      sentAt: now.toISOString(),
    });
  }
}
