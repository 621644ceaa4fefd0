// /publisher's "Decals to review" (#reviews): each decal waiting for the publisher's approval on their spots,
// shown at the spot's size with its link, its check and the time left before it is approved automatically;
// Approve runs it, Reject (with the reason the sponsor reads) refunds a new reservation and frees the spot.
// After a decision the outcome is announced and focus moves to the next item, or to the heading when none is
// left. Shown only to a publisher.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import type { ReviewItem } from '@sponsorspot/contract/reviews';
import { REVIEW_REASON, reviewReasonProblem } from '@sponsorspot/contract/review-rules';
import { DecalImage } from '../../../components/decal-image';
import { EmptyState } from '../../../components/empty-state';
import { FormAlert } from '../../../components/form-alert';
import { useNow } from '../../../hooks/use-now';
import { LoadFailed } from '../../../components/load-failed';
import { errorMessage, toApiError } from '../../../lib/errors';
import { useSponsorUser } from '../../auth';
import { autoApprovalText } from '../../orders';
import { useReviewQueue } from '../api/get-review-queue';
import { useReviewContent } from '../api/review-content';
import { REVIEW_KIND_LABEL, decisionText, reasonFieldProblem } from '../model/reviews';

const SECTION_HEADING_ID = 'reviews-heading';
const itemHeadingId = (item: Pick<ReviewItem, 'spotContentId'>) =>
  `review-${String(item.spotContentId)}-heading`;

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

function RejectDialog({
  item,
  pending,
  error,
  onReject,
  onEdit,
  onClose,
}: {
  item: ReviewItem | null;
  pending: boolean;
  error: unknown;
  onReject: (reason: string) => void;
  /** The reason changed: the server's answer to the last one no longer applies. */
  onEdit: () => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const serverProblem = error ? reasonFieldProblem(toApiError(error).details) : null;
  const shownProblem = problem ?? serverProblem;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = reviewReasonProblem(reason);
    setProblem(found);
    if (!found) onReject(reason.trim());
  };

  return (
    <Modal
      show={item !== null}
      onHide={onClose}
      onExited={() => {
        setReason('');
        setProblem(null);
      }}
      aria-labelledby="reject-review-title"
      centered
    >
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton closeLabel="Keep it waiting">
          <Modal.Title id="reject-review-title" as="h2" className="h5">
            Reject the decal on “{item?.spotName}”?
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <FormAlert message={error && !serverProblem ? errorMessage(error) : null} />
          <p>
            {item?.kind === 'change'
              ? 'The change is dropped; the current decal keeps running.'
              : 'The reservation ends, the sponsor is refunded in full and the spot is available again.'}{' '}
            {item?.sponsorName} reads your reason.
          </p>
          <Form.Group controlId="reject-review-reason">
            <Form.Label>Reason</Form.Label>
            <Form.Control
              as="textarea"
              rows={4}
              required
              maxLength={REVIEW_REASON.max}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                onEdit();
                if (problem) setProblem(reviewReasonProblem(event.target.value));
              }}
              isInvalid={shownProblem !== null}
              aria-describedby="reject-review-reason-hint"
            />
            <Form.Control.Feedback type="invalid">{shownProblem}</Form.Control.Feedback>
            <Form.Text id="reject-review-reason-hint">
              {REVIEW_REASON.min} to {REVIEW_REASON.max} characters ({reason.trim().length} now).
            </Form.Text>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose}>
            Keep it waiting
          </Button>
          <Button type="submit" variant="danger" disabled={pending}>
            {pending ? 'Rejecting…' : 'Reject'}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
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
        <div className="decal-frame border rounded p-2 mb-2 d-inline-block mw-100">
          {item.decal ? (
            <DecalImage
              decal={{ ...item.decal, width: width ?? item.decal.width, height: height ?? item.decal.height }}
              alt={`Decal of ${item.sponsorName} for ${item.spotName}`}
              style={{ maxWidth: '100%', height: 'auto' }}
            />
          ) : (
            <span className="small text-body-secondary">No decal</span>
          )}
        </div>
        <dl className="row small mb-2">
          <dt className="col-sm-4">Link</dt>
          <dd className="col-sm-8 text-break">
            <span className="font-monospace">{item.linkUrl}</span>
            {item.linkTitle ? <div>“{item.linkTitle}”</div> : null}
          </dd>
          <dt className="col-sm-4">Check</dt>
          <dd className="col-sm-8">
            {item.aICheckPassed ? 'Passed' : 'Not passed'}
            {item.aICheckedOn ? ` on ${dateTime.format(new Date(item.aICheckedOn))}` : ''}
          </dd>
          <dt className="col-sm-4">Waiting since</dt>
          <dd className="col-sm-8">
            <time dateTime={item.waitingSince}>{dateTime.format(new Date(item.waitingSince))}</time>
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
  // The place of the item just decided, and a count of decisions that renders once the dialog has closed:
  // the queue is read again by then (the mutation waits for it), so focus goes to the item now at that
  // place, or to the section's heading when none is left.
  const focusIndex = useRef<number | null>(null);
  const [decisions, setDecisions] = useState(0);
  const items = queue.data?.reviews;

  useEffect(() => {
    if (focusIndex.current === null || !items) return;
    const next = items[Math.min(focusIndex.current, items.length - 1)];
    focusIndex.current = null;
    document.getElementById(next ? itemHeadingId(next) : SECTION_HEADING_ID)?.focus();
  }, [decisions, items]);

  if (queue.isPending)
    return (
      <p className="text-body-secondary" role="status" aria-busy="true">
        Loading the decals to review…
      </p>
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
    const index = queue.data.reviews.findIndex((each) => each.spotContentId === item.spotContentId);
    const outcome = await review.mutateAsync({
      spotContentId: item.spotContentId,
      decision: reason === undefined ? 'approve' : 'reject',
      ...(reason === undefined ? {} : { reason }),
    });
    focusIndex.current = index;
    setRejecting(null);
    setDecisions((count) => count + 1);
    onDecided(decisionText(item, outcome));
  };

  return (
    <>
      {approveError ? <FormAlert message={errorMessage(approveError)} /> : null}
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
      <RejectDialog
        item={rejecting}
        pending={review.isPending}
        error={rejecting ? review.error : null}
        onReject={(reason) => {
          if (rejecting) decide(rejecting, reason).catch(() => undefined);
        }}
        onEdit={() => {
          if (review.isError) review.reset();
        }}
        onClose={() => setRejecting(null)}
      />
    </>
  );
}

export function ReviewQueueSection() {
  const sponsorUser = useSponsorUser();
  const [message, setMessage] = useState('');
  if (!sponsorUser.data?.publisher) return null;
  return (
    <section id="reviews" aria-labelledby={SECTION_HEADING_ID} className="mb-5">
      <h2 id={SECTION_HEADING_ID} className="h4" tabIndex={-1}>
        Decals to review
      </h2>
      <p className="text-body-secondary">
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
