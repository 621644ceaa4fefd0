// The confirmation before unreserving from the list: what comes off, when the subscription ends and what is
// billed. Loaded only when a row's "Unreserve" is pressed (react-bootstrap's Modal stays out of the list's
// first load).
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { FormAlert } from '../../../components/form-alert';
import { errorMessage } from '../../../lib/errors';
import { formatDay } from '../../plans';
import { useUnreserve } from '../../orders';
import { unreserveTerms, type ContentItem } from '../model/contents';

interface UnreserveDialogProps {
  item: ContentItem;
  onClose: () => void;
  onUnreserved: (item: ContentItem) => void;
}

export default function UnreserveDialog({ item, onClose, onUnreserved }: UnreserveDialogProps) {
  const unreserve = useUnreserve();
  const terms = unreserveTerms(item.content);
  const confirm = () =>
    unreserve.mutate(item.content.id, {
      onSuccess: () => onUnreserved(item),
    });
  return (
    <Modal
      show
      onHide={unreserve.isPending ? () => undefined : onClose}
      centered
      aria-labelledby="unreserve-title"
    >
      <Modal.Header closeButton>
        <Modal.Title id="unreserve-title" as="h2" className="h5">
          Unreserve “{item.spotName}”?
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
