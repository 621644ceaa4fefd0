// /dashboard for a signed-in user: their summary, then each side they have (publisher, sponsor) with its
// figures and the way in, and an invitation to the side they do not have yet.
import { Link } from 'react-router-dom';
import { LoadingLine } from '../../../components/loading-line';
import { paths } from '../../../config/paths';
import { EmptyState } from '../../../components/empty-state';
import { useSponsorUser } from '../../auth';
import { useUserSummary } from '../api/get-user-summary';
import { followsText } from '../model/figures';
import { publisherSideOf, sponsorSideOf } from '../model/sides';
import { PublisherFigures, SponsorFigures } from './side-figures';
import { SidePanel } from './side-panel';

function RetryButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className="btn btn-outline-dark" onClick={onClick}>
      Try again
    </button>
  );
}

export function SignedInDashboard() {
  const user = useSponsorUser();
  const summary = useUserSummary();

  if (user.isPending) {
    return <LoadingLine>Loading your dashboard…</LoadingLine>;
  }
  // The sponsor-side user answers null when it could not be loaded (docs/architecture.md "Errors").
  if (!user.data) {
    return (
      <EmptyState
        tone="danger"
        title="Your dashboard could not be loaded"
        action={<RetryButton onClick={() => void user.refetch()} />}
      >
        Whether you publish or sponsor could not be read right now.
      </EmptyState>
    );
  }

  const publisher = publisherSideOf(user.data);
  const sponsor = sponsorSideOf(user.data, summary.data?.reservations ?? null);
  // A side the user has comes first; one they do not have yet is an invitation after it.
  const sides = [publisher, sponsor].sort((a, b) => Number(a.state === 'none') - Number(b.state === 'none'));

  return (
    <>
      {summary.isError ? (
        <div className="alert alert-warning d-flex flex-wrap align-items-center gap-2" role="alert">
          Your summary could not be loaded right now.
          <button
            type="button"
            className="btn btn-sm btn-outline-dark"
            onClick={() => void summary.refetch()}
          >
            Try again
          </button>
        </div>
      ) : summary.data ? (
        <p className="text-body-secondary" data-testid="dashboard-follows">
          {followsText(summary.data.followers, summary.data.following)}{' '}
          <Link to={paths.account.href('profile')}>See your profile</Link>
        </p>
      ) : null}
      <div className="row g-4 mb-4">
        {sides.map((side) => (
          <div className="col-lg-6" key={side.kind}>
            <SidePanel side={side}>
              {side.state === 'none' ? null : side.kind === 'publisher' ? (
                <PublisherFigures summary={summary} />
              ) : (
                <SponsorFigures summary={summary} />
              )}
            </SidePanel>
          </div>
        ))}
      </div>
    </>
  );
}
