// Deleting a spot asks first, saying what goes with it: its reservations history and its figures.
import type { Spot } from '@sponsorspot/contract/sponsor';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { FormAlert } from '../../../components/form-alert';
import { errorMessage } from '../../../lib/errors';

export interface DeleteSpotDialogProps {
  spot: Spot | null;
  pending: boolean;
  error: unknown;
  onConfirm: (spot: Spot) => void;
  onClose: () => void;
}

export function DeleteSpotDialog({ spot, pending, error, onConfirm, onClose }: DeleteSpotDialogProps) {
  const name = spot?.name || 'this spot';
  return (
    <Modal show={spot !== null} onHide={onClose} aria-labelledby="delete-spot-title" centered>
      <Modal.Header closeButton closeLabel="Keep the spot">
        <Modal.Title id="delete-spot-title" as="h2" className="h5">
          Delete “{name}”?
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <FormAlert message={error ? errorMessage(error) : null} />
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
        <Button variant="outline-secondary" onClick={onClose}>
          Keep the spot
        </Button>
        <Button variant="danger" disabled={pending || spot === null} onClick={() => spot && onConfirm(spot)}>
          {pending ? 'Deleting…' : 'Delete spot'}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
