// The overview tab: the spot, its publisher, price, size (with its IAB name), placement, sample page and
// recent views as its marketplace card shows them; live, available, held (whose hold, and the time left in
// words) or reserved, and the visitor's own content on it (when signed in); on a spot another sponsor
// reserved, "notify me".
import { facetValuesOf, placementLabel } from '@sponsorspot/contract/search-rules';
import type { Spot, SpotContent } from '@sponsorspot/contract/sponsor';
import { httpUrlOf } from '@sponsorspot/contract/urls';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LoadingLine } from '../../../components/loading-line';
import { HoldCountdown } from '../../../components/hold-countdown';
import { paths } from '../../../config/paths';
import {
  SPOT_AVAILABILITY_LABEL,
  bookedFromLabel,
  displayLocationPath,
  recentViewsLabel,
  sizeLabel,
  spotAvailabilityOf,
} from '../../spots';
import {
  NOT_RESERVABLE_TEXT,
  canWatch,
  formatSpotPrice,
  holderOf,
  isPriced,
  spotTermsOf,
} from '../model/order';
import { formatDay } from '../../plans';
import { contentLabelOf } from '../model/review';
import { NotifyMe } from './notify-me';
import { hasFreeDays } from '../model/flight';
import { ReviewNote } from './review-note';

export function OrderOverview({
  spot,
  content,
  loggedIn,
  onHoldEnded,
}: {
  spot: Spot;
  content: SpotContent | null | undefined;
  loggedIn: boolean;
  /** A hold shown here ran out: the content and the spot are read again. */
  onHoldEnded: () => void;
}) {
  const terms = spotTermsOf(spot);
  const [shownAt] = useState(Date.now);
  const state = spotAvailabilityOf(spot, shownAt);
  const holder = state === 'held' ? holderOf(spot, content) : null;
  const heldByOther = holder === 'another sponsor';
  const { size, placement } = facetValuesOf(spot.productJson);
  const sample = httpUrlOf(spot.sampleUrl);
  const recentViews = recentViewsLabel(spot.recentViews);
  const bookedFrom = bookedFromLabel(spot, shownAt);
  return (
    <div className="row g-4">
      <div className="col-md-7">
        <dl className="row mb-0">
          <dt className="col-sm-4">Publisher</dt>
          <dd className="col-sm-8">{spot.publisherName}</dd>
          <dt className="col-sm-4">Status</dt>
          <dd className="col-sm-8" data-testid="spot-state">
            {SPOT_AVAILABILITY_LABEL[state]}
          </dd>
          {bookedFrom ? (
            <dd className="col-sm-8 offset-sm-4" data-testid="booked-from">
              {bookedFrom}
            </dd>
          ) : null}
          {holder && spot.heldUntil ? (
            <dd className="col-sm-8 offset-sm-4">
              <HeldNote holder={holder} until={spot.heldUntil} onExpired={onHoldEnded} />
            </dd>
          ) : null}
          <dt className="col-sm-4">Price</dt>
          <dd className="col-sm-8" data-testid="spot-price">
            {formatSpotPrice(terms)}
          </dd>
          <dt className="col-sm-4">Size</dt>
          <dd className="col-sm-8" data-testid="spot-size">
            {size ? sizeLabel(size) : 'Any size'}
          </dd>
          <dt className="col-sm-4">Placement</dt>
          <dd className="col-sm-8" data-testid="spot-placement">
            {placement ? placementLabel(placement) : 'Not given'}
          </dd>
          <dt className="col-sm-4">Location on the page</dt>
          <dd className="col-sm-8">{displayLocationPath(spot.locationPath)}</dd>
          <dt className="col-sm-4">Sample page</dt>
          <dd className="col-sm-8 text-break" data-testid="spot-sample">
            {sample ? (
              <a href={sample.href} target="_blank" rel="noopener">
                {`${sample.host}${sample.pathname === '/' ? '' : sample.pathname}`}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            ) : (
              'Not given'
            )}
          </dd>
          {recentViews ? (
            <>
              <dt className="col-sm-4">Recent views</dt>
              <dd className="col-sm-8" data-testid="spot-recent-views">
                {recentViews}
              </dd>
            </>
          ) : null}
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
          {!isPriced(terms) && (!loggedIn || content === null) ? (
            // No spot is free: without a valid monthly price nobody can pay for or reserve it yet.
            <p className="small mb-0" role="status" data-testid="not-reservable">
              {NOT_RESERVABLE_TEXT}
            </p>
          ) : !loggedIn ? (
            <>
              <p className="small text-body-secondary">Log in to place your decal on this spot.</p>
              <Link className="btn btn-primary" to={paths.login.href(paths.order.href(spot.id, 'reserve'))}>
                Log in to reserve
              </Link>
            </>
          ) : content === undefined ? (
            <LoadingLine className="small mb-0">Loading your reservation…</LoadingLine>
          ) : content === null ? (
            <>
              <p className="small text-body-secondary">You have nothing on this spot yet.</p>
              {state === 'available' || heldByOther ? (
                <Link className="btn btn-primary" to={paths.order.href(spot.id, 'reserve')}>
                  {heldByOther ? 'Prepare your order' : 'Start reserving'}
                </Link>
              ) : hasFreeDays(spot.bookings ?? [], shownAt) ? (
                // Taken now, with an end: the days after it can be booked ahead.
                <Link className="btn btn-primary" to={paths.order.href(spot.id, 'reserve')}>
                  Book later days
                </Link>
              ) : null}
            </>
          ) : (
            <>
              <p className="mb-2" data-testid="content-state">
                {contentLabelOf(content, formatDay)}
              </p>
              <ReviewNote content={content} className="mb-2" />
              <Link className="btn btn-outline-primary btn-sm" to={paths.order.href(spot.id, 'reserve')}>
                Open the reservation
              </Link>
            </>
          )}
        </div>
        {canWatch(spot, content) ? (
          <div className="border rounded-3 p-3 mt-3">
            <h2 className="h6">Reserved by another sponsor</h2>
            <NotifyMe spotId={spot.id} loggedIn={loggedIn} />
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** The hold's one sentence, then what it means for the reader. */
function HeldNote({
  holder,
  until,
  onExpired,
}: {
  holder: NonNullable<ReturnType<typeof holderOf>>;
  until: string;
  onExpired: () => void;
}) {
  return (
    <p className="small mb-2" data-testid={holder === 'you' ? 'held-for-you' : 'held-by-other'}>
      <HoldCountdown until={until} holder={holder} announce onExpired={onExpired} />{' '}
      {holder === 'you'
        ? 'Pay and reserve before it ends, or the spot is open to everyone again.'
        : 'Nobody else can pay for or reserve it until then; if they do not pay, it is open again.'}
    </p>
  );
}
