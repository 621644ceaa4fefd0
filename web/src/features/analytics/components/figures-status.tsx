// What a figures screen shows while its figures load, and when they could not be loaded.
import { LoadingLine } from '../../../components/loading-line';
import { LoadFailed } from '../../../components/load-failed';

export function FiguresLoading() {
  return <LoadingLine>Loading your figures…</LoadingLine>;
}

export function FiguresError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return <LoadFailed title="Your figures could not be loaded" error={error} onRetry={onRetry} />;
}
