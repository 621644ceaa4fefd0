// The dialog that creates a spot or edits one of the publisher's: the spot form, opened on its first field.
import type { Spot } from '@sponsorspot/contract/sponsor';
import Modal from 'react-bootstrap/Modal';
import { focusResult } from '../../../lib/focus';
import { useCreateSpot } from '../api/create-spot';
import { useUpdateSpot } from '../api/update-spot';
import { SpotForm } from './spot-form';

/** The prefix of the spot form's field ids: one spot's, or the new spot's. */
const editorIdPrefix = (spot: Spot | null) => (spot ? `spot-${spot.id}` : 'new-spot');

function SpotEditor({
  spot,
  onDone,
  onCancel,
}: {
  spot: Spot | null;
  onDone: (saved: Spot) => void;
  onCancel: () => void;
}) {
  const create = useCreateSpot();
  const update = useUpdateSpot();
  const mutation = spot ? update : create;
  return (
    <SpotForm
      spot={spot}
      idPrefix={editorIdPrefix(spot)}
      submitLabel={spot ? 'Save changes' : 'Create spot'}
      pending={mutation.isPending}
      error={mutation.error}
      onCancel={onCancel}
      onSubmit={(fields) => {
        if (spot) update.mutate({ id: spot.id, ...fields }, { onSuccess: onDone });
        else create.mutate(fields, { onSuccess: onDone });
      }}
    />
  );
}

/** `editing` undefined: closed; null: a new spot; a spot: editing it. */
export function SpotEditorDialog({
  editing,
  onSaved,
  onClose,
  onExited,
}: {
  editing: Spot | null | undefined;
  onSaved: (saved: Spot) => void;
  onClose: () => void;
  onExited: () => void;
}) {
  return (
    <Modal
      show={editing !== undefined}
      onHide={onClose}
      // The form opens on its first field.
      onEntered={() => focusResult(document.getElementById(`${editorIdPrefix(editing ?? null)}-name`))}
      onExited={onExited}
      aria-labelledby="spot-editor-title"
      size="lg"
    >
      <Modal.Header closeButton closeLabel="Close without saving">
        <Modal.Title id="spot-editor-title" as="h2" className="h5">
          {editing ? `Edit “${editing.name}”` : 'New spot'}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {editing !== undefined ? (
          <SpotEditor key={editing?.id ?? 'new'} spot={editing} onCancel={onClose} onDone={onSaved} />
        ) : null}
      </Modal.Body>
    </Modal>
  );
}
