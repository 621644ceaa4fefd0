// The loading and failure states shared by the sponsor's screens while their contents load.
import { EmptyState } from '../../../components/empty-state';
import { errorMessage } from '../../../lib/errors';

export function ContentsLoading() {
  return (
    <p className="text-body-secondary" role="status">
      Loading your reservations…
    </p>
  );
}

export function ContentsFailed({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  return (
    <EmptyState
      title="Your reservations could not be loaded"
      tone="danger"
      action={
        <button type="button" className="btn btn-outline-danger" onClick={onRetry}>
          Try again
        </button>
      }
    >
      {error ? errorMessage(error) : 'Try again in a moment.'}
    </EmptyState>
  );
}
