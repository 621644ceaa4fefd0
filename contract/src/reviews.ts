// The publisher's review of decals (./review-rules.ts): the review a content answer carries, the queue of
// GET publisher/reviews and the decision of POST spot/content/review (the review a content answer carries is
// sponsor.ts's ContentReview). Extensions of ours.
import Type, { type Static } from 'typebox';
import { Id } from './common.js';
import { ContentReview, Decal, ReviewKind } from './sponsor.js';
import { REVIEW_REASON } from './review-rules.js';

const Time = Type.String({ format: 'date-time' });

/** The revision a change would replace: what runs on the publisher's site now. */
export const RunningRevision = Type.Object({
  decal: Type.Union([Decal, Type.Null()]),
  linkUrl: Type.String(),
  linkTitle: Type.String(),
});
export type RunningRevision = Static<typeof RunningRevision>;

/** One revision waiting for the publisher: what would run, where, and for whom. */
export const ReviewItem = Type.Object({
  spotContentId: Type.Integer(),
  /**
   * Beyond the spec, as this whole call is: the revision shown here. The decision sends it back, so it
   * decides exactly what the publisher saw.
   */
  revision: Type.Integer(),
  spotId: Type.Integer(),
  spotName: Type.String(),
  /** The spot's size from its productJson (null when it names none): the preview's size. */
  spotWidth: Type.Union([Type.Integer(), Type.Null()]),
  spotHeight: Type.Union([Type.Integer(), Type.Null()]),
  sponsorName: Type.String(),
  kind: ReviewKind,
  decal: Type.Union([Decal, Type.Null()]),
  linkUrl: Type.String(),
  linkTitle: Type.String(),
  aICheckPassed: Type.Boolean(),
  aICheckedOn: Type.Union([Time, Type.Null()]),
  waitingSince: Time,
  autoApproveAt: Time,
  /**
   * Beyond the spec, as this whole call is: for a change, what runs on the site now (the live revision's
   * decal, link and title), to be set beside the change; null for a first revision, which replaces nothing.
   */
  running: Type.Optional(Type.Union([RunningRevision, Type.Null()])),
});
export type ReviewItem = Static<typeof ReviewItem>;

/** GET publisher/reviews: oldest first (the next to be approved automatically on top). */
export const ReviewQueue = Type.Object({ reviews: Type.Array(ReviewItem) });
export type ReviewQueue = Static<typeof ReviewQueue>;

/** POST spot/content/review. */
export const ReviewBody = Type.Object(
  {
    spotContentId: Id,
    decision: Type.Union([Type.Literal('approve'), Type.Literal('reject')]),
    /** Required to reject (REVIEW_REASON); ignored on approval. */
    reason: Type.Optional(Type.String({ maxLength: REVIEW_REASON.max * 4 })),
    /**
     * Beyond the spec, as this whole call is (an extension of ours, optional): the revision the publisher decides (the queue item's). Another
     * revision waiting is 409 review_outdated and changes nothing; without it, whatever waits is decided.
     * Revisions count from 0 (a content never edited after it was seeded or created), as the queue shows them.
     */
    revision: Type.Optional(Type.Integer({ minimum: 0 })),
  },
  { additionalProperties: false },
);
export type ReviewBody = Static<typeof ReviewBody>;

/** What the decision did: the content as its sponsor now reads it, and the refund of a rejected first revision. */
export const ReviewOutcome = Type.Object({
  spotContentId: Type.Integer(),
  review: ContentReview,
  /** The amount refunded (a rejected first revision), else null. */
  refunded: Type.Union([Type.Number(), Type.Null()]),
});
export type ReviewOutcome = Static<typeof ReviewOutcome>;
