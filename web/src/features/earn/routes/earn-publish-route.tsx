// /earn/publish: the last step. The spot form lives on /publisher/spots; this step says what a spot needs,
// shows the payout account and leads there.
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { PayoutStatus } from '../components/payout-status';
import { SignInFirst } from '../components/sign-in-first';
import { usePayoutAccount } from '../api/payout-account';
import { useEarnFacts } from '../hooks/use-earn-facts';
import { isConnected } from '../model/earn-progress';

function PayoutAccountPanel() {
  const account = usePayoutAccount({ isPublisher: true });
  if (account.isPending) {
    return (
      <p className="text-body-secondary" role="status">
        Loading your payout account…
      </p>
    );
  }
  if (account.isError) {
    return (
      <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2" role="alert">
        Your payout account could not be loaded.
        <button
          type="button"
          className="btn btn-sm btn-outline-danger"
          onClick={() => void account.refetch()}
        >
          Try again
        </button>
      </div>
    );
  }
  return account.data ? <PayoutStatus account={account.data} /> : null;
}

export function Component() {
  const [searchParams] = useSearchParams();
  const { facts, loading } = useEarnFacts();
  const justConnected = searchParams.get('connected') === '1';
  return (
    <section aria-labelledby="earn-step-title">
      <h2 id="earn-step-title" className="h4">
        Publish your first spot
      </h2>
      {!facts.signedIn ? (
        <SignInFirst step="publish" what="Publishing a spot" />
      ) : (
        <>
          {justConnected || isConnected(facts) ? <PayoutAccountPanel /> : null}
          {!loading && !isConnected(facts) ? (
            <div className="alert alert-warning" role="status">
              Connect payouts first: a spot goes live in the marketplace once your publisher profile is
              active.{' '}
              <Link className="alert-link" to={paths.earn.href('connect')}>
                Connect payouts
              </Link>
            </div>
          ) : null}
          <p>
            A spot is one place on one of your pages: give it a name, the page it sits on (a sample URL), its
            location path such as <code>/BLOG/SIDEBAR</code>, its size and its monthly price. Once published
            it appears in the marketplace as available, and its HTML snippet shows the sponsor’s decal on your
            page.
          </p>
          <div className="d-flex flex-wrap gap-2">
            <Link className="btn btn-primary" to={paths.publisherSpots.href()}>
              Create your spot
            </Link>
            {isConnected(facts) ? (
              <Link className="btn btn-outline-secondary" to={paths.earn.href('connect', { update: '1' })}>
                Update payout details
              </Link>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}
