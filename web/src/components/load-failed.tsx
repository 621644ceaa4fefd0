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
