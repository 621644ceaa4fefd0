// The publisher's review of the sponsor's content, in words (model/review.ts): waiting, with the time left
// before it is approved automatically, or not approved and why. Nothing once approved or never reviewed.
import type { SpotContent } from '@sponsorspot/contract/sponsor';
import { useNow } from '../../../hooks/use-now';
import { reviewNoteOf } from '../model/review';

export function ReviewNote({
  content,
  className = '',
}: {
  content: Pick<SpotContent, 'review'> & Partial<Pick<SpotContent, 'subscription'>>;
  className?: string;
}) {
  const now = useNow(60_000);
  const note = reviewNoteOf(content, now);
  if (!note) return null;
  return (
    <p
      className={`${note.tone === 'danger' ? 'text-danger-emphasis' : 'text-body-secondary'} small ${className}`}
      data-testid="review-note"
    >
      {note.text}
    </p>
  );
}
