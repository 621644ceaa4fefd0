// Deleting a spot asks first, saying what goes with it: its reservations history and its figures.
import type { Spot } from '@sponsorspot/contract/sponsor';
import { useEffect, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { FormAlert } from '../../../components/form-alert';
import { useFocusResult } from '../../../hooks/use-focus-result';
import { errorMessage } from '../../../lib/errors';
import { focusResult } from '../../../lib/focus';

export interface DeleteSpotDialogProps {
  spot: Spot | null;
  pending: boolean;
  error: unknown;
  onConfirm: (spot: Spot) => void;
  onClose: () => void;
  /** The dialog has closed (after its fade). */
  onExited?: () => void;
}

export function DeleteSpotDialog({
  spot,
  pending,
  error,
  onConfirm,
  onClose,
  onExited,
}: DeleteSpotDialogProps) {
  const name = spot?.name || 'this spot';
  // The dialog opens on its first action, the one that keeps the spot; a refusal takes focus to its alert
  // (the Delete button was busy meanwhile).
  const keepRef = useRef<HTMLButtonElement>(null);
  const [alertRef, focusAlert] = useFocusResult<HTMLDivElement>();
  useEffect(() => {
    if (error) focusAlert();
  }, [error, focusAlert]);
  return (
    <Modal
      show={spot !== null}
      onHide={onClose}
      onEntered={() => focusResult(keepRef.current)}
      onExited={onExited}
      aria-labelledby="delete-spot-title"
      centered
    >
      <Modal.Header closeButton closeLabel="Keep the spot">
        <Modal.Title id="delete-spot-title" as="h2" className="h5">
          Delete “{name}”?
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <FormAlert ref={alertRef} message={error ? errorMessage(error) : null} />
        <p>Deleting the spot removes, for good:</p>
        <ul>
          <li>the spot and its place in the marketplace;</li>
          <li>its reservations history: every sponsor’s past decals and links on it;</li>
          <li>its figures: the views and clicks it counted.</li>
        </ul>
        <p className="mb-0">
          A spot holding an active reservation cannot be deleted. To take a spot out of the marketplace and
          keep its history, disable it instead.
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button ref={keepRef} variant="outline-secondary" onClick={onClose}>
          Keep the spot
        </Button>
        <Button variant="danger" disabled={pending || spot === null} onClick={() => spot && onConfirm(spot)}>
          {pending ? 'Deleting…' : 'Delete spot'}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
