// The confirmation before unreserving (the order page's billing tab, the sponsor's list): what comes off,
// when the subscription ends and what is billed. Loaded only when "Unreserve…" is pressed (react-bootstrap's
// Modal stays out of the screens' first load).
import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { FormAlert } from '../../../components/form-alert';
import { errorMessage } from '../../../lib/errors';
import { formatDay } from '../../plans';
import type { SpotContent } from '@sponsorspot/contract/sponsor';
import { useUnreserve } from '../api/reserve';
import { unreserveTerms } from '../model/billing';

export interface UnreserveDialogProps {
  spotName: string;
  content: SpotContent;
  onClose: () => void;
  onUnreserved: () => void;
}

export default function UnreserveDialog({ spotName, content, onClose, onUnreserved }: UnreserveDialogProps) {
  const unreserve = useUnreserve();
  const terms = unreserveTerms(content);
  // Closed without unreserving, focus goes back to the button that opened the dialog. After unreserving it
  // stays where `onUnreserved` puts it (the message): the Modal's own restoreFocus would move it back to that
  // button, which the screen may still show until its list is read again.
  const [opener] = useState(() => document.activeElement);
  const unreserved = useRef(false);
  useEffect(
    () => () => {
      if (!unreserved.current && opener instanceof HTMLElement) opener.focus();
    },
    [opener],
  );
  const confirm = () =>
    unreserve.mutate(content.id, {
      onSuccess: () => {
        unreserved.current = true;
        onUnreserved();
      },
    });
  return (
    <Modal
      show
      restoreFocus={false}
      onHide={unreserve.isPending ? () => undefined : onClose}
      centered
      aria-labelledby="unreserve-title"
    >
      <Modal.Header closeButton>
        <Modal.Title id="unreserve-title" as="h2" className="h5">
          Unreserve “{spotName}”?
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <FormAlert message={unreserve.isError ? errorMessage(unreserve.error) : null} />
        <p>Your decal comes off the spot now, and the spot is freed for other sponsors.</p>
        <p className="mb-0" data-testid="unreserve-billing">
          {terms.paidUntil ? (
            <>
              Its subscription stops renewing and ends on <strong>{formatDay(terms.paidUntil)}</strong>.{' '}
            </>
          ) : null}
          {terms.billing}
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose} disabled={unreserve.isPending}>
          Keep it
        </Button>
        <Button variant="danger" onClick={confirm} disabled={unreserve.isPending}>
          {unreserve.isPending ? 'Unreserving…' : 'Unreserve'}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
