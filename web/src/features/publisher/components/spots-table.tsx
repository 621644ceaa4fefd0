// The publisher's spots as a table: status, place in the marketplace (live / available / held / reserved,
// by the contract's one rule, as the marketplace cards and the order page read it), who sponsors or holds it
// (with a fixed flight's end) and the flight booked ahead on it, the product, and
// what can be done with each spot — each status button only where the transition is allowed, and
// the way to the spot's figures on the dashboard (its day by day chart and CSV export).
import { SpotStatus } from '@sponsorspot/contract/constants';
import { SPOT_CURRENCY, parseSpotProduct } from '@sponsorspot/contract/rules';
import type { PublisherSpot } from '@sponsorspot/contract/publisher';
import type { Spot } from '@sponsorspot/contract/sponsor';
import Button from 'react-bootstrap/Button';
import { useState } from 'react';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router-dom';
import { HoldCountdown } from '../../../components/hold-countdown';
import { paths } from '../../../config/paths';
import { formatDate, formatMoney } from '../../../lib/format';
import {
  SPOT_AVAILABILITY_LABEL,
  bookedFromLabel,
  displayLocationPath,
  flightDay,
  spotAvailabilityOf,
  type SpotAvailability,
} from '../../spots';
import {
  SPOT_STATUS_LABEL,
  isListedInMarketplace,
  statusActions,
  type StatusAction,
} from '../model/spot-actions';
import { sponsorLineOf } from '../model/spot-sponsor';

const STATUS_BADGE: Record<SpotStatus, string> = {
  [SpotStatus.Created]: 'text-bg-secondary',
  [SpotStatus.Draft]: 'text-bg-info',
  [SpotStatus.Published]: 'text-bg-success',
  [SpotStatus.Disabled]: 'text-bg-dark',
};

const STATE_BADGE: Record<SpotAvailability, string> = {
  live: 'text-bg-success',
  available: 'text-bg-primary',
  held: 'text-bg-warning',
  reserved: 'text-bg-secondary',
};

function productText(productJson: string): string {
  const product = parseSpotProduct(productJson);
  const size =
    product.width !== null && product.height !== null ? `${product.width} × ${product.height}` : null;
  // A price the contract's rule refuses (old data) reads as none: the spot needs one to be reserved.
  const price =
    product.pricePerMonth === null
      ? 'no price yet'
      : `${formatMoney(product.pricePerMonth, SPOT_CURRENCY, { cents: 'always' })} / month`;
  return [size, product.placement, price].filter(Boolean).join(' · ') || '—';
}

function SponsorCell({ spot, nowMs }: { spot: PublisherSpot; nowMs: number }) {
  const line = sponsorLineOf(spot, nowMs);
  // A flight booked ahead, whoever runs now: "Booked from Jan 5, 2027 until Feb 5, 2027".
  const bookedFrom = bookedFromLabel(spot, nowMs);
  const booked = bookedFrom ? (
    <span className="small d-block text-body-secondary" data-testid="spot-booked-ahead">
      {bookedFrom}
    </span>
  ) : null;
  if (!line) return booked ?? <span className="small text-body-secondary">None</span>;
  return (
    <>
      <span className="d-block">{line.name || <em>Unnamed sponsor</em>}</span>
      {line.heldUntil ? (
        <span className="small text-body-secondary">
          <HoldCountdown until={line.heldUntil} holder="a sponsor" />
        </span>
      ) : line.note ? (
        <span className="small text-body-secondary">{line.note}</span>
      ) : line.endsAt ? (
        <span className="small text-body-secondary" data-testid="sponsor-ends">
          Unreserved: ends {formatDate(line.endsAt)}
        </span>
      ) : line.runsUntil ? (
        <span className="small text-body-secondary" data-testid="sponsor-ends">
          Fixed flight: runs until {flightDay(line.runsUntil)}
        </span>
      ) : null}
      {booked}
    </>
  );
}

/** The columns' names: the header's, and each cell's label when the rows stack on a narrow screen. */
const COLUMN = {
  status: 'Status',
  marketplace: 'Marketplace',
  sponsor: 'Sponsor',
  product: 'Product',
} as const;

export interface SpotsTableProps {
  spots: readonly PublisherSpot[];
  /** The spot whose status is being changed (its buttons wait). */
  busyId: number | null;
  onEdit: (spot: Spot) => void;
  onChangeStatus: (spot: PublisherSpot, action: StatusAction) => void;
  onEmbed: (spot: Spot) => void;
  onDelete: (spot: Spot) => void;
}

export function SpotsTable({ spots, busyId, onEdit, onChangeStatus, onEmbed, onDelete }: SpotsTableProps) {
  const [shownAt] = useState(Date.now);
  return (
    <Table responsive hover className="table-stack align-middle" aria-label="Your spots">
      <thead>
        <tr>
          <th scope="col">Spot</th>
          <th scope="col">{COLUMN.status}</th>
          <th scope="col">{COLUMN.marketplace}</th>
          <th scope="col">{COLUMN.sponsor}</th>
          <th scope="col">{COLUMN.product}</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {spots.map((spot) => {
          const state = isListedInMarketplace(spot) ? spotAvailabilityOf(spot, shownAt) : null;
          const hidden = <span className="visually-hidden"> {spot.name || `spot ${spot.id}`}</span>;
          return (
            <tr key={spot.id} data-testid="publisher-spot-row">
              <th scope="row" className="fw-normal">
                <span className="fw-semibold d-block">{spot.name || <em>Untitled</em>}</span>
                <code className="small text-break">{displayLocationPath(spot.locationPath)}</code>
              </th>
              <td data-label={COLUMN.status}>
                <span className={`badge ${STATUS_BADGE[spot.status]}`}>{SPOT_STATUS_LABEL[spot.status]}</span>
              </td>
              <td data-label={COLUMN.marketplace}>
                {state ? (
                  <span className={`badge ${STATE_BADGE[state]}`}>{SPOT_AVAILABILITY_LABEL[state]}</span>
                ) : (
                  <span className="small text-body-secondary">Not listed</span>
                )}
              </td>
              <td data-testid="spot-sponsor" data-label={COLUMN.sponsor}>
                <SponsorCell spot={spot} nowMs={shownAt} />
              </td>
              <td className="small" data-label={COLUMN.product}>
                {productText(spot.productJson)}
              </td>
              <td>
                <div className="d-flex flex-wrap gap-1 justify-content-end">
                  <Button size="sm" variant="outline-primary" onClick={() => onEdit(spot)}>
                    Edit{hidden}
                  </Button>
                  {statusActions(spot.status).map((action) => (
                    <Button
                      key={action.to}
                      size="sm"
                      variant={action.to === SpotStatus.Published ? 'success' : 'outline-secondary'}
                      disabled={busyId === spot.id}
                      onClick={() => onChangeStatus(spot, action)}
                    >
                      {action.label}
                      {hidden}
                    </Button>
                  ))}
                  {spot.status === SpotStatus.Published ? (
                    <Button size="sm" variant="outline-secondary" onClick={() => onEmbed(spot)}>
                      Embed{hidden}
                    </Button>
                  ) : null}
                  <Link
                    className="btn btn-sm btn-outline-secondary"
                    to={paths.publisher.href({ spot: spot.id })}
                  >
                    Figures{hidden}
                  </Link>
                  <Button size="sm" variant="outline-danger" onClick={() => onDelete(spot)}>
                    Delete{hidden}
                  </Button>
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
