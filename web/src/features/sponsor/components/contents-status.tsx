// The one loading, failure and empty block of the sponsor's screens: their contents load, fail or are
// none the same way on /sponsor and /sponsor/spots; the screen draws only the list it gets.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LoadingLine } from '../../../components/loading-line';
import { EmptyState } from '../../../components/empty-state';
import { LoadFailed, RefreshFailed } from '../../../components/load-failed';
import { NotOffered } from '../../../components/not-offered';
import { isNotOffered } from '../../../lib/errors';
import { paths } from '../../../config/paths';
import { useSponsorContents } from '../api/list-contents';
import type { ContentItem } from '../model/contents';

export function ContentsLoading() {
  return <LoadingLine>Loading your reservations…</LoadingLine>;
}

export function ContentsFailed({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  return <LoadFailed title="Your reservations could not be loaded" error={error} onRetry={onRetry} />;
}

/** A sponsor with no content yet (or no sponsor yet): the way to the marketplace. */
export function NoContents() {
  return (
    <EmptyState
      title="You sponsor nothing yet"
      action={
        <Link className="btn btn-primary" to={paths.marketplace.href()}>
          Find a spot in the marketplace
        </Link>
      }
    >
      Open an available spot, upload your decal and reserve it: your reservations and their figures show here.
    </EmptyState>
  );
}

/**
 * Loads the caller's contents and draws `children` with them once there are some. A refresh that fails (after
 * an unreserve, say) keeps the list it had, under a line that says it may be out of date.
 */
export function ContentsGate({ children }: { children: (items: ContentItem[]) => ReactNode }) {
  const contents = useSponsorContents();
  if (contents.isPending) return <ContentsLoading />;
  if (isNotOffered(contents.error))
    return (
      <NotOffered what="The list of your reservations">
        Each spot&apos;s page in the <Link to={paths.marketplace.href()}>marketplace</Link> shows your
        reservation on it: your decal, its check, payment and reservation.
      </NotOffered>
    );
  const retry = () => void contents.refetch();
  if (!contents.data) return <ContentsFailed error={contents.error} onRetry={retry} />;
  if (contents.data.contents.length === 0) return <NoContents />;
  return (
    <>
      {contents.isError ? (
        <RefreshFailed what="Your reservations" error={contents.error} onRetry={retry} />
      ) : null}
      {children(contents.data.contents)}
    </>
  );
}
