// The spots page's dialog around a spot's embed (components/spot-embed.tsx).
import type { Spot } from '@sponsorspot/contract/sponsor';
import Modal from 'react-bootstrap/Modal';
import { SpotEmbed } from './spot-embed';

export function SnippetDialog({ spot, onClose }: { spot: Spot | null; onClose: () => void }) {
  return (
    <Modal show={spot !== null} onHide={onClose} aria-labelledby="snippet-title" size="lg" centered>
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="snippet-title" as="h2" className="h5">
          Embed “{spot?.name}”
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{spot ? <SpotEmbed spot={spot} /> : null}</Modal.Body>
    </Modal>
  );
}
