// What a figures screen shows while its figures load, and when they could not be loaded.
import { EmptyState } from '../../../components/empty-state';
import { errorMessage } from '../../../lib/errors';

export function FiguresLoading() {
  return (
    <p className="text-body-secondary" role="status" aria-busy="true">
      Loading your figures…
    </p>
  );
}

export function FiguresError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <EmptyState
      tone="danger"
      title="Your figures could not be loaded"
      action={
        <button type="button" className="btn btn-outline-danger" onClick={onRetry}>
          Try again
        </button>
      }
    >
      {errorMessage(error)}
    </EmptyState>
  );
}
