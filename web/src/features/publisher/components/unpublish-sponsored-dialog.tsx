// Taking a sponsored spot out of the marketplace (Disable, Back to draft) asks first: the sponsor's decal
// stops showing on the publisher's site while the spot is not published, though their reservation stays.
import { SpotStatus } from '@sponsorspot/contract/constants';
import type { SpotSponsor } from '@sponsorspot/contract/publisher';
import type { Spot } from '@sponsorspot/contract/sponsor';
import { useRef } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { focusResult } from '../../../lib/focus';
import type { StatusAction } from '../model/spot-actions';

export interface UnpublishSponsoredDialogProps {
  /** The spot, its sponsor and the action asked for; null: closed. */
  asking: { spot: Spot; sponsor: SpotSponsor; action: StatusAction } | null;
  onConfirm: () => void;
  onClose: () => void;
  /** The dialog has closed (after its fade). */
  onExited?: () => void;
}

export function UnpublishSponsoredDialog({
  asking,
  onConfirm,
  onClose,
  onExited,
}: UnpublishSponsoredDialogProps) {
  // Opens on the action that keeps the spot published.
  const keepRef = useRef<HTMLButtonElement>(null);
  const name = asking?.spot.name || 'this spot';
  const sponsor = asking?.sponsor.name || 'Its sponsor';
  const disabling = asking?.action.to === SpotStatus.Disabled;
  const becomes = disabling ? 'disabled' : 'a draft';
  return (
    <Modal
      show={asking !== null}
      onHide={onClose}
      onEntered={() => focusResult(keepRef.current)}
      onExited={onExited}
      aria-labelledby="unpublish-sponsored-title"
      centered
    >
      <Modal.Header closeButton closeLabel="Keep it published">
        <Modal.Title id="unpublish-sponsored-title" as="h2" className="h5">
          {asking?.action.label ?? 'Change'}: “{name}”?
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>
          {sponsor} sponsors this spot. While it is {becomes}, their decal does not show on your site and the
          spot is out of the marketplace.
        </p>
        <p className="mb-0">
          Their reservation stays as it is, and the decal shows again as soon as you publish the spot.
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button ref={keepRef} variant="outline-secondary" onClick={onClose}>
          Keep it published
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          {disabling ? 'Disable spot' : 'Move to draft'}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
