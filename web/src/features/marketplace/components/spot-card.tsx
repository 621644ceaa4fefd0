import type { Spot } from '@sponsorspot/contract/sponsor';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { httpUrlOf } from '@sponsorspot/contract/urls';
import { parseSpotProduct } from '@sponsorspot/contract/spot-product';
import { facetValuesOf, placementLabel } from '@sponsorspot/contract/search-rules';
import { dollars, sizeLabel } from '../model/spot-labels';
import { paths } from '../../../config/paths';
import { HoldCountdown } from '../../../components/hold-countdown';
import {
  SPOT_AVAILABILITY_LABEL,
  bookedFromLabel,
  displayLocationPath,
  recentViewsLabel,
  spotAvailabilityOf,
  type SpotAvailability,
} from '../../spots';
import { decalSource } from '../../../lib/decal-source';

const BADGE_CLASS: Record<SpotAvailability, string> = {
  live: 'text-bg-success',
  available: 'text-bg-primary',
  held: 'text-bg-warning',
  reserved: 'text-bg-secondary',
};

export function SpotCard({ spot, apiBaseUrl }: { spot: Spot; apiBaseUrl: string }) {
  // Available by the contract's rule (contract/rules.ts), yet a sponsor's checkout may hold it: then it reads
  // Held until the hold ends.
  const [now, setNow] = useState(Date.now);
  const state = spotAvailabilityOf(spot, now);
  const content = spot.currentSpotContent;
  const decal = state === 'live' ? content?.decal : null;
  const sponsorLink = httpUrlOf(content?.linkUrl);
  const sample = httpUrlOf(spot.sampleUrl);
  const headingId = `spot-${spot.id}-name`;
  // A sponsor's flight booked ahead: the spot sells only what ends by its day.
  const bookedFrom = bookedFromLabel(spot, now);

  const image = decal ? (
    <img
      src={decalSource(apiBaseUrl, decal.url)}
      alt={content?.linkTitle || `Sponsor of ${spot.name}`}
      width={decal.width}
      height={decal.height}
      loading="lazy"
      decoding="async"
    />
  ) : null;

  return (
    <article className="card h-100 spot-card shadow-sm" data-testid="spot-card" aria-labelledby={headingId}>
      <div className="decal-frame rounded-top">
        {image && sponsorLink ? (
          <a href={sponsorLink.href} target="_blank" rel="sponsored noopener">
            {image}
          </a>
        ) : (
          (image ?? (
            <span className="decal-placeholder">
              {state === 'held' && spot.heldUntil ? (
                <HoldCountdown
                  until={spot.heldUntil}
                  holder="a sponsor"
                  onExpired={() => setNow(Date.now())}
                />
              ) : state === 'available' ? (
                'Open for a sponsor'
              ) : (
                'Reserved by a sponsor'
              )}
            </span>
          ))
        )}
      </div>
      <div className="card-body d-flex flex-column">
        <div className="d-flex justify-content-between align-items-start gap-2 mb-1">
          <h2 id={headingId} className="h5 card-title mb-0">
            <Link to={paths.order.href(spot.id)}>{spot.name}</Link>
          </h2>
          <span className={`badge ${BADGE_CLASS[state]}`}>{SPOT_AVAILABILITY_LABEL[state]}</span>
        </div>
        <p className="card-subtitle small text-body-secondary mb-2">
          <span className="visually-hidden">Publisher: </span>
          {spot.publisherName}
        </p>
        {bookedFrom ? (
          <p className="small fw-semibold mb-2" data-testid="booked-from">
            {bookedFrom}
          </p>
        ) : null}
        <SpotFacts spot={spot} />
        <p className="location-path mb-2">
          <span className="visually-hidden">Location on the page: </span>
          {displayLocationPath(spot.locationPath)}
        </p>
        {spot.description ? <p className="card-text small mb-0">{spot.description}</p> : null}
      </div>
      {sample ? (
        <div className="card-footer bg-transparent small">
          <a className="sample-url" href={sample.href} target="_blank" rel="noopener" title={sample.href}>
            {`${sample.host}${sample.pathname === '/' ? '' : sample.pathname}`}
            <span className="visually-hidden"> (sample page, opens in a new tab)</span>
          </a>
        </div>
      ) : null}
    </article>
  );
}

/**
 * What a buyer compares first, on four lines whatever the spot holds (so the skeleton's lines match): the
 * monthly price; size; placement; the last 30 days' views, or that the publisher keeps them private.
 */
function SpotFacts({ spot }: { spot: Spot }) {
  const { pricePerMonth } = parseSpotProduct(spot.productJson);
  const { size, placement } = facetValuesOf(spot.productJson);
  const views = spot.recentViews;
  return (
    <div className="spot-facts small mb-2">
      <p className="fw-semibold mb-0">
        <span className="visually-hidden">Price: </span>
        {pricePerMonth !== null ? dollars(pricePerMonth) : 'No price'}
        <span className="fw-normal text-body-secondary"> a month</span>
      </p>
      {/* Size and placement on lines of their own, so neither is cut at any width. */}
      <p className="text-body-secondary mb-0">
        <span className="visually-hidden">Size: </span>
        {size ? sizeLabel(size) : 'Size not given'}
      </p>
      <p className="text-body-secondary mb-0">
        <span className="visually-hidden">Placement: </span>
        {placement ? placementLabel(placement) : 'Placement not given'}
      </p>
      <p className="text-body-secondary mb-0">{recentViewsLabel(views) ?? '\u00a0'}</p>
    </div>
  );
}

/**
 * A card-shaped placeholder while spots load: the same frame, lines and footer as a SpotCard, each line in
 * the font of the text it stands for, so the card that replaces it has the same height and nothing below
 * it moves (layout shift).
 */
export function SpotCardSkeleton() {
  return (
    <div className="card h-100 spot-card" aria-hidden="true">
      <div className="decal-frame rounded-top placeholder-glow">
        <span className="placeholder col-8 decal-skeleton" />
      </div>
      <div className="card-body d-flex flex-column placeholder-glow">
        <div className="d-flex justify-content-between align-items-start gap-2 mb-1">
          <span className="h5 mb-0 col-7">
            <span className="placeholder w-100" />
          </span>
          <span className="badge placeholder col-2">&nbsp;</span>
        </div>
        <p className="card-subtitle small mb-2">
          <span className="placeholder col-5" />
        </p>
        <div className="spot-facts small mb-2">
          <p className="fw-semibold mb-0">
            <span className="placeholder col-3" />
          </p>
          <p className="mb-0">
            <span className="placeholder col-8" />
          </p>
          <p className="mb-0">
            <span className="placeholder col-4" />
          </p>
          <p className="mb-0">
            <span className="placeholder col-5" />
          </p>
        </div>
        <p className="location-path mb-2">
          <span className="placeholder col-6" />
        </p>
        <p className="card-text small mb-0">
          <span className="placeholder col-12" /> <span className="placeholder col-9" />
        </p>
      </div>
      <div className="card-footer bg-transparent small placeholder-glow">
        <span className="placeholder col-5" />
      </div>
    </div>
  );
}
