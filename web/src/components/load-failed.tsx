import { errorMessage } from '../lib/errors';
import { EmptyState } from './empty-state';

interface LoadFailedProps {
  /** What could not be loaded, as a sentence: "The spot could not be loaded". */
  title: string;
  /** The failure: its message (the API's words) is shown; none says to try again in a moment. */
  error?: unknown;
  onRetry: () => void;
}

/** A part of a screen whose data could not be loaded: what, why, and "Try again" (refetch). */
export function LoadFailed({ title, error, onRetry }: LoadFailedProps) {
  return (
    <EmptyState
      tone="danger"
      title={title}
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

/**
 * A refresh that failed while the earlier answer is still on screen: the screen keeps showing it, and this
 * line says it may be out of date, why, and "Try again".
 */
export function RefreshFailed({
  what,
  error,
  onRetry,
}: {
  what: string;
  error?: unknown;
  onRetry: () => void;
}) {
  return (
    <div className="alert alert-warning py-2 d-flex flex-wrap align-items-center gap-2" role="alert">
      <span className="me-auto">
        {what} could not be refreshed and may be out of date:{' '}
        {error ? errorMessage(error) : 'try again in a moment.'}
      </span>
      <button type="button" className="btn btn-sm btn-outline-dark" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
