// The reserve form's dates (model/flight.ts): start now or on a later day (a booking ahead, paid now, live at
// 00:00 UTC of that day), and how long it runs — every month until unreserved, or a whole number of months.
// The spot's other flights are listed, and the lengths offered are exactly those that end by the next one.
import type { Booking } from '@sponsorspot/contract/flight-rules';
import { formatCount } from '../../../lib/format';
import { bookingWords, flightDay } from '../../spots';
import { type FlightChoice, type FlightPlan, firstFreeDay, startDayRange } from '../model/flight';

export function FlightStep({
  legend,
  bookings,
  choice,
  plan,
  nowMs,
  onChange,
}: {
  legend: string;
  /** The spot's flights the caller must avoid (model/flight.ts othersBookings). */
  bookings: readonly Booking[];
  choice: FlightChoice;
  plan: FlightPlan;
  nowMs: number;
  onChange: (choice: FlightChoice) => void;
}) {
  const { min, max } = startDayRange(nowMs);
  const later = choice.startsOn !== null;
  const describedBy = ['flight-taken', plan.problem ? 'flight-problem' : null].filter(Boolean).join(' ');
  return (
    <fieldset className="mb-4" aria-describedby={describedBy}>
      <legend className="h6">{legend}</legend>
      <div id="flight-taken" className="small text-body-secondary mb-2" data-testid="flight-taken">
        {bookings.length === 0 ? (
          <p className="mb-0">No other sponsor has booked this spot: any day is free.</p>
        ) : (
          <>
            <p className="mb-1">Already taken on this spot (days in UTC):</p>
            <ul className="mb-1">
              {bookings.map((booking, index) => (
                <li key={index}>{bookingWords(booking, nowMs)}</li>
              ))}
            </ul>
            <p className="mb-0">Your dates must end by a booking or start after it.</p>
          </>
        )}
      </div>
      <div className="form-check">
        <input
          id="flight-now"
          name="flight-start"
          type="radio"
          className="form-check-input"
          checked={!later}
          onChange={() => onChange({ ...choice, startsOn: null })}
        />
        <label className="form-check-label" htmlFor="flight-now">
          Start now
        </label>
      </div>
      <div className="form-check mb-2">
        <input
          id="flight-later"
          name="flight-start"
          type="radio"
          className="form-check-input"
          checked={later}
          onChange={() => onChange({ ...choice, startsOn: firstFreeDay(bookings, nowMs) ?? min })}
        />
        <label className="form-check-label" htmlFor="flight-later">
          Start on a later day (paid now, live from that day)
        </label>
      </div>
      {later ? (
        <div className="mb-2 flight-day">
          <label className="form-label" htmlFor="flight-start-day">
            First day (UTC)
          </label>
          <input
            id="flight-start-day"
            type="date"
            className={`form-control${plan.problem ? ' is-invalid' : ''}`}
            min={min}
            max={max}
            value={choice.startsOn ?? ''}
            aria-invalid={plan.problem ? true : undefined}
            onChange={(event) => onChange({ ...choice, startsOn: event.target.value || min })}
          />
        </div>
      ) : null}
      {plan.problem ? (
        <p id="flight-problem" className="invalid-feedback d-block" role="alert">
          {plan.problem}
        </p>
      ) : (
        <div className="flight-length">
          <label className="form-label" htmlFor="flight-length">
            How long it runs
          </label>
          <select
            id="flight-length"
            className="form-select"
            value={plan.months === null ? '' : String(plan.months)}
            onChange={(event) =>
              onChange({ ...choice, months: event.target.value === '' ? null : Number(event.target.value) })
            }
          >
            {plan.open ? <option value="">Every month until you unreserve</option> : null}
            {plan.ends.map((end) => (
              <option key={end.months} value={end.months}>
                {`${formatCount(end.months, 'month')}, until ${flightDay(`${end.day}T00:00:00Z`)}`}
              </option>
            ))}
          </select>
        </div>
      )}
    </fieldset>
  );
}
