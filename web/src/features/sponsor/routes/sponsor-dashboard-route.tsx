// /sponsor: the sponsor's reservations with their state, their figures over the last 30 days (POST
// spot/analytics as a sponsor), reservation usage against capacity, and what needs action.
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { Page } from '../../../components/page';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/errors';
import { usageMeters, useUsage } from '../../account';
import { useAnalytics } from '../../analytics';
import { CONTENT_STATE_LABEL, contentStateOf } from '../../orders';
import { useSponsorContents } from '../api/list-contents';
import { ContentsFailed, ContentsLoading } from '../components/contents-status';
import { needsAction } from '../model/contents';

function Figures() {
  const figures = useAnalytics({ as: 'sponsor', includeItems: false });
  if (figures.isPending)
    return (
      <p className="text-body-secondary" role="status">
        Loading your figures…
      </p>
    );
  if (figures.isError)
    return (
      <p className="text-danger-emphasis" role="alert">
        Your figures could not be loaded: {errorMessage(figures.error)}
      </p>
    );
  const data = figures.data;
  return (
    <>
      <p data-testid="sponsor-totals">
        {data.from} to {data.to}: {data.totalViews} views, {data.totalClicks} clicks, {data.averageCTR}%
        click-through rate
      </p>
      {data.spots.length > 0 ? (
        <div className="table-responsive">
          <table className="table table-sm">
            <caption className="visually-hidden">Figures by spot</caption>
            <thead>
              <tr>
                <th scope="col">Spot</th>
                <th scope="col">Views</th>
                <th scope="col">Clicks</th>
                <th scope="col">CTR</th>
              </tr>
            </thead>
            <tbody>
              {data.spots.map((spot) => (
                <tr key={spot.spotId}>
                  <th scope="row">
                    <Link to={paths.order.href(spot.spotId, 'analytics')}>{spot.name}</Link>
                  </th>
                  <td>{spot.views}</td>
                  <td>{spot.clicks}</td>
                  <td>{spot.ctr}%</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}

function Usage() {
  const usage = useUsage();
  if (!usage.data) return null;
  const reservations = usageMeters(usage.data).find((meter) => meter.label === 'Reservations');
  if (!reservations) return null;
  return (
    <p>
      Reservations: {reservations.text}
      {reservations.full ? (
        <>
          {' '}
          — <Link to={paths.account.href('subscription')}>raise your plan</Link> to reserve more.
        </>
      ) : null}
    </p>
  );
}

export function Component() {
  const contents = useSponsorContents();
  let body;
  if (contents.isPending) body = <ContentsLoading />;
  else if (contents.isError || !contents.data)
    body = <ContentsFailed error={contents.error} onRetry={() => void contents.refetch()} />;
  else if (contents.data.contents.length === 0)
    body = (
      <EmptyState
        title="You sponsor nothing yet"
        action={
          <Link className="btn btn-primary" to={paths.marketplace.href()}>
            Find a spot
          </Link>
        }
      >
        Open an available spot in the marketplace, upload your decal and reserve it.
      </EmptyState>
    );
  else {
    const items = contents.data.contents;
    const active = items.filter((item) => contentStateOf(item.content) === 'active');
    const actions = needsAction(items);
    body = (
      <div className="row g-4">
        <div className="col-lg-7">
          <h2 className="h5">Active reservations</h2>
          {active.length === 0 ? (
            <p className="text-body-secondary">No active reservation.</p>
          ) : (
            <ul className="list-group mb-3" data-testid="active-reservations">
              {active.map(({ spotName, content }) => (
                <li key={content.id} className="list-group-item d-flex justify-content-between gap-2">
                  <Link to={paths.order.href(content.spotId)}>{spotName}</Link>
                  <span>{CONTENT_STATE_LABEL.active}</span>
                </li>
              ))}
            </ul>
          )}
          <h2 className="h5">Figures, last 30 days</h2>
          <Figures />
        </div>
        <div className="col-lg-5">
          <h2 className="h5">Needs your action</h2>
          {actions.length === 0 ? (
            <p className="text-body-secondary">Nothing needs your action.</p>
          ) : (
            <ul className="list-unstyled" data-testid="needs-action">
              {actions.map(({ item, why }) => (
                <li key={item.content.id} className="mb-2">
                  <Link to={paths.order.href(item.content.spotId, 'reserve')}>{item.spotName}</Link>: {why}
                </li>
              ))}
            </ul>
          )}
          <h2 className="h5">Capacity</h2>
          <Usage />
          <Link to={paths.sponsorSpots.href()}>All your reservations</Link>
        </div>
      </div>
    );
  }
  return (
    <Page title="Sponsor dashboard" lead="Your reservations, how your decals perform and what needs you.">
      {body}
    </Page>
  );
}
