// The dialog that rejects a decal waiting on one of the publisher's spots: the reason the sponsor reads,
// checked as the server checks it, and what a rejection does (a change is dropped; a new reservation ends and
// is refunded).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import type { ReviewItem } from '@sponsorspot/contract/reviews';
import { REVIEW_REASON, reviewReasonProblem } from '@sponsorspot/contract/review-rules';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/text-field';
import { errorMessage, toApiError } from '../../../lib/errors';
import { focusResult } from '../../../lib/focus';
import { reasonFieldProblem } from '../model/reviews';

const REASON_FIELD_ID = 'reject-review-reason';

export function RejectReviewDialog({
  item,
  pending,
  error,
  onReject,
  onEdit,
  onClose,
  onExited,
}: {
  item: ReviewItem | null;
  pending: boolean;
  error: unknown;
  onReject: (reason: string) => void;
  /** The reason changed: the server's answer to the last one no longer applies. */
  onEdit: () => void;
  onClose: () => void;
  /** The dialog has closed: focus goes where the work continues (the queue, not the dialog's opener). */
  onExited: () => void;
}) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const serverProblem = error ? reasonFieldProblem(toApiError(error).details) : null;
  const shownProblem = problem ?? serverProblem;
  // The server refused the rejection: focus goes to why, the reason's field or the message above it (the
  // Reject button it left was disabled while it waited).
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!error) return;
    if (serverProblem) document.getElementById(REASON_FIELD_ID)?.focus();
    else focusResult(alertRef.current);
    // Once per answer: the field's message follows the typing without moving focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = reviewReasonProblem(reason);
    setProblem(found);
    // A refused reason: back to its field, where the message is read with it.
    if (found) document.getElementById(REASON_FIELD_ID)?.focus();
    else onReject(reason.trim());
  };

  return (
    <Modal
      show={item !== null}
      onHide={onClose}
      // The opener's Reject button is gone after a rejection: the queue moves focus itself (onExited).
      restoreFocus={false}
      // The dialog opens on its one field.
      onEntered={() => focusResult(document.getElementById(REASON_FIELD_ID))}
      onExited={() => {
        setReason('');
        setProblem(null);
        onExited();
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
          <FormAlert ref={alertRef} message={error && !serverProblem ? errorMessage(error) : null} />
          <p>
            {item?.kind === 'change'
              ? 'The change is dropped; the current decal keeps running.'
              : 'The reservation ends, the sponsor is refunded in full and the spot is available again.'}{' '}
            {item?.sponsorName} reads your reason.
          </p>
          <TextField
            id={REASON_FIELD_ID}
            label="Reason"
            multiline
            required
            maxLength={REVIEW_REASON.max}
            value={reason}
            onChange={(value) => {
              setReason(value);
              onEdit();
              if (problem) setProblem(reviewReasonProblem(value));
            }}
            error={shownProblem}
            hint={`${String(REVIEW_REASON.min)} to ${String(REVIEW_REASON.max)} characters (${String(reason.trim().length)} now).`}
          />
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
