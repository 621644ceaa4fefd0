// The home page's live look at the marketplace: how many spots a sponsor can reserve right now, and the
// first few, each linking to its order page.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { formatNumber, nounFor } from '../../../lib/format';
import { displayLocationPath } from '../../spots';
import { HOME_SPOT_COUNT, useAvailableSpots } from '../api/available-spots';
import { spotOfferLine } from '../model/spot-offer';

function CountLine({ children }: { children: ReactNode }) {
  return (
    <p className="mb-3" role="status" data-testid="available-count">
      {children}
    </p>
  );
}

export function AvailableSpotsPreview() {
  const query = useAvailableSpots();

  if (query.isPending) {
    return (
      <>
        <CountLine>Counting the spots open right now…</CountLine>
        <ul
          className="row row-cols-1 row-cols-md-2 g-3 list-unstyled mb-0 placeholder-glow"
          aria-hidden="true"
        >
          {Array.from({ length: HOME_SPOT_COUNT }, (_, i) => (
            <li className="col" key={i}>
              <div className="card h-100">
                <div className="card-body">
                  <span className="placeholder col-7 d-block mb-2" />
                  <span className="placeholder col-5 d-block mb-2" />
                  <span className="placeholder col-9 d-block" />
                </div>
              </div>
            </li>
          ))}
        </ul>
      </>
    );
  }

  if (query.isError) {
    return (
      <div className="alert alert-warning d-flex flex-wrap align-items-center gap-2" role="alert">
        The open spots could not be loaded right now.
        <button type="button" className="btn btn-sm btn-outline-dark" onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    );
  }

  const { totalCount, spots } = query.data;
  if (totalCount === 0) {
    return (
      <CountLine>
        No spots are open right now. <Link to={paths.earn.href()}>List the first one on your site</Link>.
      </CountLine>
    );
  }

  return (
    <>
      <CountLine>
        <strong className="fs-4" data-testid="available-total">
          {formatNumber(totalCount)}
        </strong>{' '}
        {nounFor(totalCount, { one: 'spot is', other: 'spots are' })} open for a sponsor right now.
      </CountLine>
      <ul className="row row-cols-1 row-cols-md-2 g-3 list-unstyled mb-3" aria-label="Open spots">
        {spots.map((spot) => {
          const offer = spotOfferLine(spot.productJson);
          return (
            <li className="col" key={spot.id}>
              <article className="card h-100" aria-labelledby={`home-spot-${spot.id}`}>
                <div className="card-body">
                  <h3 id={`home-spot-${spot.id}`} className="h6 card-title mb-1">
                    <Link className="stretched-link" to={paths.order.href(spot.id)}>
                      {spot.name}
                    </Link>
                  </h3>
                  <p className="small text-body-secondary mb-1">
                    <span className="visually-hidden">Publisher: </span>
                    {spot.businessName}
                    <span className="visually-hidden">, location on the page:</span>{' '}
                    <span className="location-path">{displayLocationPath(spot.locationPath)}</span>
                  </p>
                  {offer ? <p className="small mb-0">{offer}</p> : null}
                </div>
              </article>
            </li>
          );
        })}
      </ul>
      {totalCount > spots.length ? (
        <Link to={paths.marketplace.href()}>See all {formatNumber(totalCount)} in the marketplace</Link>
      ) : null}
    </>
  );
}
