import { describe, expect, it } from 'vitest';
import { usageMeters } from './usage';

describe('usageMeters', () => {
  it('shows x of y and how full, reservations first', () => {
    expect(
      usageMeters({ reservationCount: 4, reservationCapacity: 10, listingCount: 4, listingCapacity: 4 }),
    ).toEqual([
      { label: 'Reservations', used: 4, capacity: 10, percent: 40, text: '4 of 10', full: false },
      { label: 'Listings', used: 4, capacity: 4, percent: 100, text: '4 of 4', full: true },
    ]);
  });

  it('handles unlimited, over capacity and zero capacity', () => {
    const [reservations, listings] = usageMeters({
      reservationCount: 7,
      reservationCapacity: null,
      listingCount: 6,
      listingCapacity: 4,
    });
    expect(reservations).toMatchObject({ capacity: null, text: '7 (unlimited)', percent: 0, full: false });
    expect(listings).toMatchObject({ percent: 100, full: true, text: '6 of 4' });
    expect(
      usageMeters({ reservationCount: 0, reservationCapacity: 0, listingCount: 0, listingCapacity: 0 })[0],
    ).toMatchObject({ percent: 100, full: true });
  });
});
