// The confirmation before unreserving (the order page's billing tab, the sponsor's list): when the decal
// comes off (a paid period runs to its end; before the publisher's approval it ends now, refunded), when the
// subscription ends and what is billed. Loaded only when "Unreserve…" is pressed (react-bootstrap's
// Modal stays out of the screens' first load).
import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { FormAlert } from '../../../components/form-alert';
import { useFocusResult } from '../../../hooks/use-focus-result';
import { errorMessage } from '../../../lib/errors';
import { focusResult } from '../../../lib/focus';
import { formatDay } from '../../plans';
import type { SpotContent } from '@sponsorspot/contract/sponsor';
import { useUnreserve } from '../api/reserve';
import { unreserveTerms } from '../model/billing';

export interface UnreserveDialogProps {
  spotName: string;
  content: SpotContent;
  onClose: () => void;
  /** Unreserved: the content as it now reads (running until its endsAt, or ended). */
  onUnreserved: (content: SpotContent) => void;
}

export default function UnreserveDialog({ spotName, content, onClose, onUnreserved }: UnreserveDialogProps) {
  const unreserve = useUnreserve();
  const terms = unreserveTerms(content);
  // Closed without unreserving, focus goes back to the button that opened the dialog. After unreserving it
  // stays where `onUnreserved` puts it (the message): the Modal's own restoreFocus would move it back to that
  // button, which the screen may still show until its list is read again.
  const [opener] = useState(() => document.activeElement);
  const unreserved = useRef(false);
  // The dialog opens on its first action, the one that keeps the reservation; a refusal takes focus to its
  // alert (both buttons were busy meanwhile).
  const keepRef = useRef<HTMLButtonElement>(null);
  const [alertRef, focusAlert] = useFocusResult<HTMLDivElement>();
  useEffect(
    () => () => {
      if (!unreserved.current && opener instanceof HTMLElement) opener.focus();
    },
    [opener],
  );
  const confirm = () =>
    unreserve.mutate(content.id, {
      onSuccess: (answer) => {
        unreserved.current = true;
        onUnreserved(answer);
      },
      onError: focusAlert,
    });
  return (
    <Modal
      show
      restoreFocus={false}
      onHide={unreserve.isPending ? () => undefined : onClose}
      onEntered={() => focusResult(keepRef.current)}
      centered
      aria-labelledby="unreserve-title"
    >
      <Modal.Header closeButton>
        <Modal.Title id="unreserve-title" as="h2" className="h5">
          Unreserve “{spotName}”?
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <FormAlert ref={alertRef} message={unreserve.isError ? errorMessage(unreserve.error) : null} />
        <p data-testid="unreserve-comes-off">
          {terms.comesOff === 'period-end' ? (
            <>
              Your decal keeps running until{' '}
              {terms.paidUntil ? (
                <strong>{formatDay(terms.paidUntil)}</strong>
              ) : (
                'the end of the period you paid for'
              )}
              , then it comes off and the spot is freed for other sponsors.
            </>
          ) : terms.comesOff === 'refunded' ? (
            'Your reservation ends now, before it ran, and the spot is freed for other sponsors.'
          ) : (
            'Your decal comes off the spot now, and the spot is freed for other sponsors.'
          )}
        </p>
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
        <Button ref={keepRef} variant="secondary" onClick={onClose} disabled={unreserve.isPending}>
          Keep it
        </Button>
        <Button variant="danger" onClick={confirm} disabled={unreserve.isPending}>
          {unreserve.isPending ? 'Unreserving…' : 'Unreserve'}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
