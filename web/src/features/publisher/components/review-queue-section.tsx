// /publisher's "Decals to review" (#reviews): each decal waiting for the publisher's approval on their spots,
// shown at the spot's size with its link, its check and the time left before it is approved automatically;
// Approve runs it, Reject (with the reason the sponsor reads) refunds a new reservation and frees the spot.
// After a decision the outcome is announced and focus moves to the next item, or to the heading when none is
// left. A decision carries the revision shown; one the server refuses as no longer what waits (the sponsor
// changed it since) says so above the queue read again. Shown only to a publisher.
import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import type { ReviewItem } from '@sponsorspot/contract/reviews';
import { LoadingLine } from '../../../components/loading-line';
import { DecalImage } from '../../../components/decal-image';
import { EmptyState } from '../../../components/empty-state';
import { FormAlert } from '../../../components/form-alert';
import { useNow } from '../../../hooks/use-now';
import { LoadFailed } from '../../../components/load-failed';
import { NotOffered } from '../../../components/not-offered';
import { errorMessage, isNotOffered, toApiError } from '../../../lib/errors';
import { focusResult } from '../../../lib/focus';
import { formatDateTime } from '../../../lib/format';
import { useSponsorUser } from '../../auth';
import { autoApprovalText } from '../../orders';
import { useReviewQueue } from '../api/get-review-queue';
import { useReviewContent } from '../api/review-content';
import { REVIEW_KIND_LABEL, decisionText, outdatedDecisionText } from '../model/reviews';
import { RejectReviewDialog } from './reject-review-dialog';

const SECTION_HEADING_ID = 'reviews-heading';
const itemHeadingId = (item: Pick<ReviewItem, 'spotContentId'>) =>
  `review-${String(item.spotContentId)}-heading`;
const rejectButtonId = (item: Pick<ReviewItem, 'spotContentId'>) =>
  `review-${String(item.spotContentId)}-reject`;

/** A revision as the publisher judges it: its decal at the spot's size, its link and its title. */
function RevisionPreview({
  decal,
  width,
  height,
  alt,
  linkUrl,
  linkTitle,
}: {
  decal: ReviewItem['decal'];
  width: number | undefined;
  height: number | undefined;
  alt: string;
  linkUrl: string;
  linkTitle: string;
}) {
  return (
    <>
      <div className="decal-frame border rounded p-2 mb-2 d-inline-block mw-100">
        {decal ? (
          <DecalImage
            decal={{ ...decal, width: width ?? decal.width, height: height ?? decal.height }}
            alt={alt}
            style={{ maxWidth: '100%', height: 'auto' }}
          />
        ) : (
          <span className="small text-body-secondary">No decal</span>
        )}
      </div>
      <dl className="row small mb-2">
        <dt className="col-sm-4">Link</dt>
        <dd className="col-sm-8 text-break">
          <span className="font-monospace">{linkUrl}</span>
          {linkTitle ? <div>“{linkTitle}”</div> : null}
        </dd>
      </dl>
    </>
  );
}

function ReviewCard({
  item,
  now,
  busy,
  onApprove,
  onReject,
}: {
  item: ReviewItem;
  now: number;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  const width = item.spotWidth ?? item.decal?.width;
  const height = item.spotHeight ?? item.decal?.height;
  return (
    <li className="card mb-3">
      <div className="card-body">
        <h3 id={itemHeadingId(item)} className="h6" tabIndex={-1}>
          {item.spotName || `Spot ${String(item.spotId)}`}
          <span className="badge text-bg-secondary ms-2">{REVIEW_KIND_LABEL[item.kind]}</span>
        </h3>
        <p className="small text-body-secondary mb-2">Sponsor: {item.sponsorName}</p>
        {item.running ? (
          // A change beside what it would replace: the running decal, link and title, then the new ones.
          <div className="row g-3 mb-2" data-testid="review-comparison">
            <div className="col-md-6">
              <h4 className="h6 small text-body-secondary">Running now</h4>
              <RevisionPreview
                decal={item.running.decal}
                width={width}
                height={height}
                alt={`Running decal of ${item.sponsorName} on ${item.spotName}`}
                linkUrl={item.running.linkUrl}
                linkTitle={item.running.linkTitle}
              />
            </div>
            <div className="col-md-6">
              <h4 className="h6 small text-body-secondary">The change</h4>
              <RevisionPreview
                decal={item.decal}
                width={width}
                height={height}
                alt={`Changed decal of ${item.sponsorName} for ${item.spotName}`}
                linkUrl={item.linkUrl}
                linkTitle={item.linkTitle}
              />
            </div>
          </div>
        ) : (
          <RevisionPreview
            decal={item.decal}
            width={width}
            height={height}
            alt={`Decal of ${item.sponsorName} for ${item.spotName}`}
            linkUrl={item.linkUrl}
            linkTitle={item.linkTitle}
          />
        )}
        <dl className="row small mb-2">
          <dt className="col-sm-4">Check</dt>
          <dd className="col-sm-8">
            {item.aICheckPassed ? 'Passed' : 'Not passed'}
            {item.aICheckedOn ? ` on ${formatDateTime(item.aICheckedOn)}` : ''}
          </dd>
          <dt className="col-sm-4">Waiting since</dt>
          <dd className="col-sm-8">
            <time dateTime={item.waitingSince}>{formatDateTime(item.waitingSince)}</time>
          </dd>
          <dt className="col-sm-4">Without a decision</dt>
          <dd className="col-sm-8">{autoApprovalText(item.autoApproveAt, now)}</dd>
        </dl>
        <div className="d-flex gap-2">
          {/* Described by the item's heading: which spot each button decides. */}
          <Button disabled={busy} onClick={onApprove} aria-describedby={itemHeadingId(item)}>
            Approve
          </Button>
          <Button
            id={rejectButtonId(item)}
            variant="outline-danger"
            disabled={busy}
            onClick={onReject}
            aria-describedby={itemHeadingId(item)}
          >
            Reject
          </Button>
        </div>
      </div>
    </li>
  );
}

function ReviewQueueItems({ onDecided }: { onDecided: (message: string) => void }) {
  const queue = useReviewQueue();
  const review = useReviewContent();
  // Read each minute, so the time left before the automatic approval stays true.
  const now = useNow(60_000);
  const [rejecting, setRejecting] = useState<ReviewItem | null>(null);
  const [approveError, setApproveError] = useState<unknown>(null);
  /** A decision that came too late for what the publisher saw: said above the queue, read again. */
  const [outdated, setOutdated] = useState<string | null>(null);
  // The place of the item just decided: once it is set (at once after an approval, once the dialog has
  // closed after a rejection), focus goes to the item now at that place in the queue read again, or to the
  // section's heading when none is left.
  const [focusAt, setFocusAt] = useState<{ index: number } | null>(null);
  /** The request of focusAt already carried out (the queue read again later must not move focus). */
  const focused = useRef<{ index: number } | null>(null);
  /** A rejection's place, kept until its dialog has closed (the dialog's focus trap would take focus back). */
  const rejectedAt = useRef<number | null>(null);
  /** The Reject button to focus once the dialog closed without a decision. */
  const returnTo = useRef<string | null>(null);
  const items = queue.data?.reviews;
  /** A decision the server refused: its message takes the focus (the Approve button waited, disabled). */
  const approveErrorRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (approveError) focusResult(approveErrorRef.current);
  }, [approveError]);

  useEffect(() => {
    if (focusAt === null || focused.current === focusAt || !items) return;
    focused.current = focusAt;
    const next = items[Math.min(focusAt.index, items.length - 1)];
    document.getElementById(next ? itemHeadingId(next) : SECTION_HEADING_ID)?.focus();
  }, [focusAt, items]);

  if (queue.isPending) return <LoadingLine>Loading the decals to review…</LoadingLine>;
  if (isNotOffered(queue.error))
    return (
      <NotOffered what="Reviewing decals">
        Decals go live on your spots without waiting for your approval.
      </NotOffered>
    );
  if (queue.isError)
    return (
      <LoadFailed
        title="The decals to review could not be loaded"
        error={queue.error}
        onRetry={() => void queue.refetch()}
      />
    );

  const decide = async (item: ReviewItem, reason?: string) => {
    setApproveError(null);
    setOutdated(null);
    const index = queue.data.reviews.findIndex((each) => each.spotContentId === item.spotContentId);
    let outcome: Awaited<ReturnType<typeof review.mutateAsync>>;
    try {
      // The revision shown goes with the decision: the server decides exactly that one, or refuses.
      outcome = await review.mutateAsync({
        spotContentId: item.spotContentId,
        revision: item.revision,
        decision: reason === undefined ? 'approve' : 'reject',
        ...(reason === undefined ? {} : { reason }),
      });
    } catch (error) {
      const text = outdatedDecisionText(toApiError(error).code);
      if (!text) throw error;
      // Not what the publisher saw: nothing was decided. The queue is read again (the mutation invalidates
      // it) and the message stands above it, where focus goes.
      setOutdated(text);
      // From the reject dialog: once it has closed (its focus trap would take focus back).
      if (reason === undefined) document.getElementById(SECTION_HEADING_ID)?.focus();
      else returnTo.current = SECTION_HEADING_ID;
      setRejecting(null);
      return;
    }
    setRejecting(null);
    if (reason === undefined) setFocusAt({ index });
    else rejectedAt.current = index;
    onDecided(decisionText(item, outcome));
  };

  return (
    <>
      {approveError ? <FormAlert ref={approveErrorRef} message={errorMessage(approveError)} /> : null}
      <FormAlert message={outdated} />
      {queue.data.reviews.length === 0 ? (
        <EmptyState title="Nothing waits for your approval.">
          New decals on spots that require your approval show here.
        </EmptyState>
      ) : (
        <ul className="list-unstyled">
          {queue.data.reviews.map((item) => (
            <ReviewCard
              key={item.spotContentId}
              item={item}
              now={now}
              busy={review.isPending}
              onApprove={() => decide(item).catch(setApproveError)}
              onReject={() => {
                review.reset();
                setRejecting(item);
              }}
            />
          ))}
        </ul>
      )}
      <RejectReviewDialog
        item={rejecting}
        pending={review.isPending}
        error={rejecting ? review.error : null}
        onReject={(reason) => {
          if (rejecting) decide(rejecting, reason).catch(() => undefined);
        }}
        onEdit={() => {
          if (review.isError) review.reset();
        }}
        onClose={() => {
          // Kept waiting: back to the Reject button it was opened from.
          if (rejecting) returnTo.current = rejectButtonId(rejecting);
          setRejecting(null);
        }}
        onExited={() => {
          if (rejectedAt.current !== null) setFocusAt({ index: rejectedAt.current });
          else if (returnTo.current) document.getElementById(returnTo.current)?.focus();
          rejectedAt.current = null;
          returnTo.current = null;
        }}
      />
    </>
  );
}

export function ReviewQueueSection() {
  const sponsorUser = useSponsorUser();
  const queue = useReviewQueue({ enabled: Boolean(sponsorUser.data?.publisher) });
  const [message, setMessage] = useState('');
  if (!sponsorUser.data?.publisher) return null;
  return (
    <section id="reviews" aria-labelledby={SECTION_HEADING_ID} className="mb-5">
      <h2 id={SECTION_HEADING_ID} className="h4" tabIndex={-1}>
        Decals to review
      </h2>
      <p className="text-body-secondary" hidden={isNotOffered(queue.error)}>
        On your spots that require approval, a new decal, or a change to a running one, waits here for you.
        Without a decision it is approved automatically 48 hours after it was submitted.
      </p>
      {/* Always in the page, so the message is announced when it changes. */}
      <div role="status" className={message ? 'alert alert-success py-2' : ''}>
        {message}
      </div>
      <ReviewQueueItems onDecided={setMessage} />
    </section>
  );
}
