// /earn/publish: the last step. A connected publisher fills in the spot form (the publisher feature's), which
// creates the spot and publishes it in one go; the step ends with the published spot, its place in the
// marketplace, its embed snippet and (Download.HTML) its HTML file.
import { SpotStatus } from '@sponsorspot/contract/constants';
import type { Spot } from '@sponsorspot/contract/sponsor';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { LoadingLine } from '../../../components/loading-line';
import { paths } from '../../../config/paths';
import { SpotEmbed, SpotForm, useCreateSpot, useUpdateSpot, type SpotFields } from '../../publisher';
import { PayoutStatus } from '../components/payout-status';
import { SignInFirst } from '../components/sign-in-first';
import { usePayoutAccount } from '../api/payout-account';
import { useEarnFacts } from '../hooks/use-earn-facts';
import { isConnected } from '../model/earn-progress';

function PayoutAccountPanel() {
  const account = usePayoutAccount({ isPublisher: true });
  if (account.isPending) {
    return <LoadingLine>Loading your payout account…</LoadingLine>;
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

/** Creates the spot, then publishes it with the same details (a new spot with details becomes a Draft first). */
function PublishSpotForm({ onPublished }: { onPublished: (spot: Spot) => void }) {
  const create = useCreateSpot();
  const update = useUpdateSpot();
  // Once created, a failed publish retries the publish only: the spot is not created twice.
  const [created, setCreated] = useState<Spot | null>(null);
  const publish = async (fields: SpotFields) => {
    const spot = created ?? (await create.mutateAsync(fields));
    setCreated(spot);
    onPublished(await update.mutateAsync({ id: spot.id, ...fields, status: SpotStatus.Published }));
  };
  return (
    <SpotForm
      idPrefix="earn-spot"
      submitLabel={created ? 'Publish spot' : 'Create and publish'}
      pending={create.isPending || update.isPending}
      error={update.error ?? create.error}
      onSubmit={(fields) => void publish(fields).catch(() => undefined)}
    />
  );
}

function Published({ spot }: { spot: Spot }) {
  // The form (and its focused button) is gone: focus moves to the news, then on to the snippet.
  const news = useRef<HTMLDivElement>(null);
  useEffect(() => news.current?.focus(), []);
  return (
    <>
      <div ref={news} tabIndex={-1} className="alert alert-success" role="status">
        <strong>“{spot.name}” is published.</strong> Sponsors find it in the marketplace now, at{' '}
        <code>{spot.locationPath}</code>.
      </div>
      <h3 className="h5">Put it on your page</h3>
      <SpotEmbed spot={spot} />
      <div className="d-flex flex-wrap gap-2 mt-3">
        <Link className="btn btn-primary" to={paths.marketplace.href({ q: spot.name })}>
          See it in the marketplace
        </Link>
        <Link className="btn btn-outline-secondary" to={paths.publisherSpots.href()}>
          Manage your spots
        </Link>
      </div>
    </>
  );
}

export function Component() {
  const [published, setPublished] = useState<Spot | null>(null);
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
          {published ? (
            <Published spot={published} />
          ) : (
            <>
              <p>
                A spot is one place on one of your pages: give it a name, the page it sits on (a sample URL),
                its location path such as <code>/BLOG/SIDEBAR</code>, its size and its monthly price. Once
                published it appears in the marketplace as available, and its HTML snippet shows the sponsor’s
                decal on your page.
              </p>
              {isConnected(facts) ? <PublishSpotForm onPublished={setPublished} /> : null}
            </>
          )}
          <div className="d-flex flex-wrap gap-2 mt-3">
            {isConnected(facts) && !published ? (
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
