// The overview tab: the spot, its publisher, price and size, live or available, and the visitor's own
// content on it (when signed in).
import type { Spot, SpotContent } from '@sponsorspot/simulator/contract/sponsor';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { displayLocationPath, spotStateOf } from '../../spots';
import { CONTENT_STATE_LABEL, contentStateOf, formatSpotPrice, spotTermsOf } from '../model/order';

const STATE_TEXT = { live: 'Live', available: 'Available', reserved: 'Reserved' } as const;

export function OrderOverview({
  spot,
  content,
  loggedIn,
}: {
  spot: Spot;
  content: SpotContent | null | undefined;
  loggedIn: boolean;
}) {
  const terms = spotTermsOf(spot);
  const state = spotStateOf(spot.snapshot);
  return (
    <div className="row g-4">
      <div className="col-md-7">
        <dl className="row mb-0">
          <dt className="col-sm-4">Publisher</dt>
          <dd className="col-sm-8">{spot.publisherName}</dd>
          <dt className="col-sm-4">Status</dt>
          <dd className="col-sm-8" data-testid="spot-state">
            {STATE_TEXT[state]}
          </dd>
          <dt className="col-sm-4">Price</dt>
          <dd className="col-sm-8">{formatSpotPrice(terms)}</dd>
          <dt className="col-sm-4">Size</dt>
          <dd className="col-sm-8">
            {terms.width && terms.height ? `${terms.width} × ${terms.height} px` : 'Any size'}
          </dd>
          <dt className="col-sm-4">Location on the page</dt>
          <dd className="col-sm-8">{displayLocationPath(spot.locationPath)}</dd>
          {spot.description ? (
            <>
              <dt className="col-sm-4">About</dt>
              <dd className="col-sm-8">{spot.description}</dd>
            </>
          ) : null}
        </dl>
      </div>
      <div className="col-md-5">
        <div className="border rounded-3 p-3 bg-body-tertiary">
          <h2 className="h6">Your reservation</h2>
          {!loggedIn ? (
            <>
              <p className="small text-body-secondary">Log in to place your decal on this spot.</p>
              <Link className="btn btn-primary" to={paths.login.href(paths.order.href(spot.id, 'reserve'))}>
                Log in to reserve
              </Link>
            </>
          ) : content === undefined ? (
            <p className="small text-body-secondary mb-0" role="status">
              Loading your reservation…
            </p>
          ) : content === null ? (
            <>
              <p className="small text-body-secondary">You have nothing on this spot yet.</p>
              {state === 'available' ? (
                <Link className="btn btn-primary" to={paths.order.href(spot.id, 'reserve')}>
                  Start reserving
                </Link>
              ) : null}
            </>
          ) : (
            <>
              <p className="mb-2" data-testid="content-state">
                {CONTENT_STATE_LABEL[contentStateOf(content)]}
              </p>
              <Link className="btn btn-outline-primary btn-sm" to={paths.order.href(spot.id, 'reserve')}>
                Open the reservation
              </Link>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
