// What a figures screen shows while its figures load, and when they could not be loaded.
import { LoadFailed } from '../../../components/load-failed';

export function FiguresLoading() {
  return (
    <p className="text-body-secondary" role="status" aria-busy="true">
      Loading your figures…
    </p>
  );
}

export function FiguresError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return <LoadFailed title="Your figures could not be loaded" error={error} onRetry={onRetry} />;
}
