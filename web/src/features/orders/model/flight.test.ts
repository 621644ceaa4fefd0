import { describe, expect, it } from 'vitest';
import { firstChoice, firstFreeDay, hasFreeDays, othersBookings, planFlight } from './flight';
import { reserveCost } from './cost';

const NOW = Date.parse('2026-11-28T12:00:00.000Z');
const day = (iso: string) => iso;
const spot = {
  name: 'Blog sidebar',
  publisherName: 'Spoke',
  productJson: '{"pricePerMonth":59}',
  requiresApproval: false,
};
/** Booked from Jan 5 to Feb 5 (fixed), and from Mar 1 with no end. */
const bookings = [
  { startsAt: '2027-01-05T00:00:00.000Z', endsAt: '2027-02-05T00:00:00.000Z' },
  { startsAt: '2027-03-01T00:00:00.000Z', endsAt: null },
];

describe('planFlight', () => {
  it('offers from now only the lengths that end by the next booking, and no open end', () => {
    const plan = planFlight({ startsOn: null, months: null }, bookings, NOW);
    expect(plan).toMatchObject({ ahead: false, open: false, problem: null, months: 1 });
    expect(plan.ends.map((end) => end.day)).toEqual(['2026-12-28']);
    expect(plan.request).toEqual({ endsOn: '2026-12-28' });
  });

  it('books ahead between two bookings: from Feb 5, whole months that end by Mar 1 (none), so it is refused', () => {
    expect(planFlight({ startsOn: '2027-02-05', months: null }, bookings, NOW).problem).toMatch(/taken/);
    // From Dec 1, one month ends Jan 1, before Jan 5.
    const plan = planFlight({ startsOn: '2026-12-01', months: 3 }, bookings, NOW);
    expect(plan).toMatchObject({ ahead: true, months: 1, problem: null });
    expect(plan.request).toEqual({ startsOn: '2026-12-01', endsOn: '2027-01-01' });
  });

  it('refuses a day inside a booking, in the past or over 365 days ahead', () => {
    expect(planFlight({ startsOn: '2027-01-10', months: null }, bookings, NOW).problem).toMatch(/taken/);
    expect(planFlight({ startsOn: '2026-11-01', months: null }, bookings, NOW).problem).toMatch(/tomorrow/);
    expect(planFlight({ startsOn: '2027-12-30', months: null }, [], NOW).problem).toMatch(/365 days/);
  });

  it('renews with no end when nothing is booked after the start', () => {
    const plan = planFlight({ startsOn: null, months: null }, [], NOW);
    expect(plan).toMatchObject({ open: true, months: null, request: {} });
    expect(plan.ends).toHaveLength(12);
  });
});

describe('the first free day', () => {
  it('is tomorrow when free, else the day a booking ends', () => {
    expect(firstFreeDay([], NOW)).toBe('2026-11-29');
    const running = [{ startsAt: null, endsAt: '2026-12-27T09:00:00.000Z' }];
    // It ends during Dec 27: a flight starting at 00:00 that day would overlap it.
    expect(firstFreeDay(running, NOW)).toBe('2026-12-28');
    expect(firstChoice(running, NOW)).toEqual({ startsOn: '2026-12-28', months: null });
    expect(firstFreeDay([{ startsAt: null, endsAt: '2027-01-05T00:00:00.000Z' }], NOW)).toBe('2027-01-05');
    expect(hasFreeDays([{ startsAt: null, endsAt: null }], NOW)).toBe(false);
  });

  it('leaves out the caller’s own checkout hold only', () => {
    const held = { status: 1 as const, heldUntil: '2026-11-28T12:30:00.000Z', startsAt: null, endsAt: null };
    const withHold = [...bookings, { startsAt: null, endsAt: null }];
    expect(othersBookings({ bookings: withHold }, held)).toEqual(bookings);
    expect(othersBookings({ bookings: withHold }, null)).toEqual(withHold);
  });
});

describe('the cost of a flight', () => {
  it('says a booking ahead is charged now for its first month, and when a fixed flight ends', () => {
    const ahead = reserveCost(spot, NOW, day, {
      start: Date.parse('2027-02-05T00:00:00.000Z'),
      ahead: true,
      months: 3,
    });
    expect(ahead?.now).toBe('Charged now: $59, for the first month from 2027-02-05T00:00:00.000Z.');
    expect(ahead?.renews).toBe(
      'Then $59 a month for 2 more months from 2027-03-05T00:00:00.000Z; it ends on 2027-05-05T00:00:00.000Z, and nothing more is billed.',
    );
    const one = reserveCost(spot, NOW, day, { start: NOW, ahead: false, months: 1 });
    expect(one?.renews).toBe('It ends on 2026-12-28T12:00:00.000Z, and nothing more is billed.');
  });
});
