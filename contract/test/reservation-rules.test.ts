// How a buyer reads a spot: its state (held is never "Available"), a hold's one sentence and its time
// left in words, and the name of a reservation.
import { describe, expect, it } from 'vitest';
import { EntityStatus, SpotStatus } from '../src/constants.js';
import {
  formatTimeLeft,
  heldSentence,
  holdMsLeft,
  reservationLine,
  reservationName,
} from '../src/reservation-rules.js';
import { SPOT_AVAILABILITY_LABEL, spotAvailabilityOf } from '../src/rules.js';
import type { SpotStatusSnapshot } from '../src/sponsor.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatTimeLeft: words, never a clock', () => {
  it.each([
    [18 * MINUTE + 59 * SECOND, '18 min left'],
    [19 * MINUTE + 5 * SECOND, '19 min left'],
    [HOUR + 5 * MINUTE + 30 * SECOND, '1 h 5 min left'],
    [2 * HOUR, '2 h left'],
    [47 * HOUR + 59 * MINUTE, '47 h 59 min left'],
    [2 * DAY + HOUR, '2 days left'],
    [7 * DAY, '7 days left'],
    [MINUTE, '1 min left'],
    [59 * SECOND, 'less than a minute left'],
    [1, 'less than a minute left'],
    [0, 'no time left'],
    [-5 * MINUTE, 'no time left'],
    [Number.NaN, 'no time left'],
  ])('%d ms → %s', (ms, text) => expect(formatTimeLeft(ms)).toBe(text));

  it('never reads like a time of day', () => {
    for (let ms = 0; ms < 3 * HOUR; ms += 7 * SECOND) expect(formatTimeLeft(ms)).not.toMatch(/\d:\d/);
  });
});

describe('holdMsLeft', () => {
  const now = Date.parse('2026-11-27T10:00:00.000Z');
  it('counts to the hold’s end and stops at 0', () => {
    expect(holdMsLeft('2026-11-27T10:18:00.000Z', now)).toBe(18 * MINUTE);
    expect(holdMsLeft('2026-11-27T09:59:00.000Z', now)).toBe(0);
    expect(holdMsLeft(null, now)).toBe(0);
    expect(holdMsLeft('not a time', now)).toBe(0);
  });
});

describe('heldSentence: one sentence for the holder and for everyone else', () => {
  it('names whose checkout holds it and the time left in words', () => {
    expect(heldSentence('you', 18 * MINUTE + 30 * SECOND)).toBe('Held for your checkout: 18 min left.');
    expect(heldSentence('another sponsor', HOUR + 5 * MINUTE)).toBe(
      'Held for another sponsor’s checkout: 1 h 5 min left.',
    );
    expect(heldSentence('a sponsor', 30 * SECOND)).toBe(
      'Held for a sponsor’s checkout: less than a minute left.',
    );
  });
});

describe('spotAvailabilityOf: a held spot never reads "Available"', () => {
  const now = Date.parse('2026-11-27T10:00:00.000Z');
  const open: SpotStatusSnapshot = {
    snapshotDate: '2026-11-27T10:00:00.000Z',
    spotId: 7,
    spotStatus: SpotStatus.Published,
    publisherId: 1,
    publisherStatus: EntityStatus.Active,
    currentSpotContentId: null,
    currentSpotContentStatus: null,
    currentSpotContentSponsorId: null,
    currentSpotContentSponsorStatus: null,
    currentSpotContentSubscriptionId: null,
    currentSpotContentSubscriptionStatus: null,
  };
  const live: SpotStatusSnapshot = {
    ...open,
    currentSpotContentId: 3,
    currentSpotContentStatus: EntityStatus.Active,
    currentSpotContentSponsorId: 4,
    currentSpotContentSponsorStatus: EntityStatus.Active,
  };
  const inTen = '2026-11-27T10:10:00.000Z';
  const tenAgo = '2026-11-27T09:50:00.000Z';

  it.each<[string, SpotStatusSnapshot | null, string | null, string]>([
    ['open, no hold', open, null, 'Available'],
    ['open, held by a checkout', open, inTen, 'Held'],
    ['open, the hold has ended (a list’s past time)', open, tenAgo, 'Available'],
    ['live', live, null, 'Live'],
    [
      'reserved, not live yet',
      { ...live, currentSpotContentStatus: EntityStatus.Pending },
      inTen,
      'Reserved',
    ],
    ['the publisher not active', { ...open, publisherStatus: EntityStatus.Pending }, inTen, 'Reserved'],
    ['no snapshot', null, null, 'Reserved'],
  ])('%s → %s', (_name, snapshot, heldUntil, label) => {
    expect(SPOT_AVAILABILITY_LABEL[spotAvailabilityOf({ snapshot, heldUntil }, now)]).toBe(label);
  });
});

describe('reservationName and reservationLine', () => {
  it('name the spot and its publisher, as written', () => {
    const spot = { name: 'Blog sidebar', publisherName: 'Spoke & Chain' };
    expect(reservationName(spot)).toBe('Blog sidebar on Spoke & Chain');
    expect(reservationLine(spot)).toBe('Blog sidebar on Spoke & Chain, monthly');
  });
});
