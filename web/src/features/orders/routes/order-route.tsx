// /order/:id/:tab?: the page where spot `id` is ordered. Tabs are links (the back button walks them):
// overview and analytics for everyone, reserve and billing for a signed-in sponsor. The analytics tab holds
// the spot's public figures (when its publisher shows them), then the sponsor's own.
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { SpotContent } from '@sponsorspot/contract/sponsor';
import { LoadingLine } from '../../../components/loading-line';
import { EmptyState } from '../../../components/empty-state';
import { LoadFailed } from '../../../components/load-failed';
import { Page } from '../../../components/page';
import { paths } from '../../../config/paths';
import { toApiError } from '../../../lib/errors';
import { useSession } from '../../auth';
import { useMyContent } from '../api/get-my-content';
import { usePublicSpot } from '../api/get-public-spot';
import { OrderAnalytics } from '../components/order-analytics';
import { OrderBilling } from '../components/order-billing';
import { OrderOverview } from '../components/order-overview';
import { PublicFigures } from '../components/public-figures';
import { ReserveForm } from '../components/reserve-form';
import { useRefreshHold } from '../hooks/use-refresh-hold';
import { ORDER_TABS, orderTabOf, spotIdOf, type OrderTab } from '../model/order';

function OrderTabs({ spotId, current }: { spotId: number; current: OrderTab }) {
  return (
    <nav aria-label="Order sections">
      <ul className="nav nav-tabs mb-4">
        {ORDER_TABS.map((item) => (
          <li className="nav-item" key={item.tab}>
            <Link
              className={`nav-link${item.tab === current ? ' active' : ''}`}
              aria-current={item.tab === current ? 'page' : undefined}
              to={paths.order.href(spotId, item.tab)}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SignInFirst({ spotId, tab }: { spotId: number; tab: OrderTab }) {
  return (
    <EmptyState
      title="Log in to reserve"
      action={
        <Link className="btn btn-primary" to={paths.login.href(paths.order.href(spotId, tab))}>
          Log in to reserve
        </Link>
      }
    >
      Sponsors reserve spots and place their decal once logged in.
    </EmptyState>
  );
}

type MyContent = ReturnType<typeof useMyContent>;

/** A tab about the caller's own content: its loading and failure states, then the tab. */
function MyContentTab({
  content,
  children,
}: {
  content: MyContent;
  children: (mine: SpotContent | null) => ReactNode;
}) {
  if (content.isPending) return <LoadingLine>Loading your reservation…</LoadingLine>;
  if (content.isError)
    return (
      <LoadFailed
        title="Your reservation could not be loaded"
        error={content.error}
        onRetry={() => void content.refetch()}
      />
    );
  return <>{children(content.data ?? null)}</>;
}

export function Component() {
  const params = useParams();
  const spotId = spotIdOf(params.id);
  const tab = orderTabOf(params.tab);
  const session = useSession();
  const spot = usePublicSpot(spotId ?? 0);
  const content = useMyContent(spotId ?? 0);
  const refreshHold = useRefreshHold(spotId ?? 0);

  if (spotId === null || (spot.isError && toApiError(spot.error).status === 404))
    return (
      <Page title="Spot not found">
        <EmptyState
          title="There is no such spot"
          action={
            <Link className="btn btn-primary" to={paths.marketplace.href()}>
              Back to the marketplace
            </Link>
          }
        >
          It may have been withdrawn by its publisher.
        </EmptyState>
      </Page>
    );
  if (spot.isPending)
    return (
      <Page title="Spot">
        <LoadingLine>Loading the spot…</LoadingLine>
      </Page>
    );
  if (spot.isError)
    return (
      <Page title="Spot">
        <LoadFailed
          title="The spot could not be loaded"
          error={spot.error}
          onRetry={() => void spot.refetch()}
        />
      </Page>
    );

  const data = spot.data;
  return (
    <Page title={data.name} lead={`A spot of ${data.publisherName}.`}>
      <OrderTabs spotId={spotId} current={tab} />
      {tab === 'overview' ? (
        <OrderOverview
          spot={data}
          loggedIn={session.loggedIn}
          content={content.isPending ? undefined : (content.data ?? null)}
          onHoldEnded={refreshHold}
        />
      ) : tab === 'analytics' ? (
        <>
          <PublicFigures spotId={spotId} publisherName={data.publisherName} />
          <OrderAnalytics
            spotId={spotId}
            loggedIn={session.loggedIn}
            content={content.isPending ? undefined : (content.data ?? null)}
          />
        </>
      ) : !session.loggedIn ? (
        <SignInFirst spotId={spotId} tab={tab} />
      ) : (
        <MyContentTab content={content}>
          {(mine) =>
            tab === 'reserve' ? (
              <ReserveForm spot={data} content={mine} onHoldEnded={refreshHold} />
            ) : (
              <OrderBilling content={mine} spotName={data.name} />
            )
          }
        </MyContentTab>
      )}
    </Page>
  );
}
