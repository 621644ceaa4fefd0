// Sponsor service, publisher side: the review of decals before they run on the publisher's site. The rules
// are the simulator's domain/reviews/service.ts; the bounds are ../review-rules.ts.
import { endpoint } from '../endpoint.js';
import { REVIEW_REASON } from '../review-rules.js';

export const reviewQueue = endpoint({
  method: 'GET',
  service: 'sponsor',
  path: '/publisher/reviews',
  login: 'required',
  spec: false,
  summary: "The revisions waiting for the caller's approval, oldest first",
  description:
    'One item per content whose checked revision waits on one of the caller’s spots that require ' +
    'approval: a new reservation (kind first, paid, not live yet) or an edit of a live decal (kind change, ' +
    'the old revision still running). With no decision for 48 hours (simulator clock) a revision is ' +
    'approved automatically; autoApproveAt says when. 403 forbidden for a user who is neither a ' +
    'publisher nor an admin, as the other publisher calls answer.',
  schema: ({ reviews, responses }) => ({
    response: { 200: reviews.ReviewQueue, ...responses.guardedErrors, ...responses.signedIn },
  }),
});

export const reviewContent = endpoint({
  method: 'POST',
  service: 'sponsor',
  path: '/spot/content/review',
  login: 'required',
  spec: false,
  summary: "Approve or reject a decal waiting on one of the caller's spots",
  description:
    'approve: the revision goes live (a new reservation becomes Active). reject: reason required, ' +
    `${REVIEW_REASON.min}–${REVIEW_REASON.max} characters (400 validation_failed naming reason); a new ` +
    'reservation ends, its invoices are refunded in full and the spot is available again; an edit of a ' +
    'live decal is dropped and the live one keeps running. The sponsor gets a mail either way. 404 for a ' +
    'content that is not on the caller’s spot; 409 conflict when nothing waits for a decision (decided ' +
    'already, approved automatically, edited since: it comes back once its check passes, or the ' +
    'reservation ended). revision (optional): the queue item’s; when another revision waits, 409 ' +
    'review_outdated with details {waiting} and nothing changes. 409 nothing_goes_live when approving ' +
    'would put nothing live; nothing changes. A rejection refunds and ends only the content’s own spot ' +
    'subscription, never the sponsor’s plan.',
  schema: ({ reviews, responses }) => ({
    body: reviews.ReviewBody,
    response: {
      200: reviews.ReviewOutcome,
      ...responses.bodyErrors,
      ...responses.signedIn,
      ...responses.notFoundError,
      ...responses.conflict,
    },
  }),
});
