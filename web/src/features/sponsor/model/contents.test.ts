import type { SpotContent } from '@sponsorspot/contract/sponsor';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import {
  activeContents,
  awaitingApproval,
  bookedAhead,
  contentsHrefQuery,
  filterContents,
  needsAction,
  nextPlan,
  readContentsQuery,
  readFilter,
  type ContentItem,
} from './contents';

const NOW = Date.parse('2026-11-01T12:00:00.000Z');
const MINUTE = 60_000;
const at = (ms: number) => new Date(NOW + ms).toISOString();

const base: SpotContent = {
  id: 1,
  spotId: 1,
  sponsorId: 1,
  subscriptionId: null,
  decalId: null,
  status: 0,
  linkUrl: '',
  linkTitle: '',
  hasAgreedToTerms: false,
  aICheckedOn: null,
  heldUntil: null,
  aICheckPassed: false,
  decal: null,
  subscription: null,
};
const item = (id: number, fields: Partial<SpotContent>, spotName = `Spot ${id}`): ContentItem => ({
  spotName,
  content: { ...base, id, spotId: id, ...fields },
});
const spotSubscription = (
  fields: Partial<NonNullable<SpotContent['subscription']>>,
): SpotContent['subscription'] => ({
  id: 9,
  status: 2,
  subscriptionLevel: 'Spot',
  currentPeriodEnd: '2026-12-01T00:00:00.000Z',
  cancelAtPeriodEnd: false,
  graceEndsAt: null,
  ...fields,
});

const items = [
  item(1, { status: 0, aICheckedOn: '2026-11-01T00:00:00.000Z' }, 'Recipes sidebar'),
  item(2, { status: 1, heldUntil: at(25 * MINUTE) }, 'Jobs board header'),
  item(3, { status: 2, linkUrl: 'https://coffee.example/beans', subscription: spotSubscription({}) }),
  item(4, { status: 3, linkTitle: 'Fresh Coffee' }),
  item(5, {
    status: 2,
    subscription: spotSubscription({ status: 1, graceEndsAt: at(5 * 24 * 60 * MINUTE) }),
  }),
  item(6, { status: 0, linkUrl: 'https://lumen.example' }, 'Meal plans header'),
  item(7, { status: 1, heldUntil: at(3 * MINUTE) }),
  item(8, { status: 1, heldUntil: at(-MINUTE) }),
  // Paid, waiting for the publisher's approval: Pending without a hold.
  item(9, { status: 1, heldUntil: null }),
  // Booked ahead for a later day: approved (Active), and waiting for approval.
  item(10, { status: 2, startsAt: at(10 * 24 * 60 * MINUTE) }),
  item(11, { status: 1, heldUntil: null, startsAt: at(5 * 24 * 60 * MINUTE) }),
];
const ids = (list: { content: { id: number } }[]) => list.map((entry) => entry.content.id);

describe('filters', () => {
  it('filters by state', () => {
    expect(filterContents(items, { status: 'all', text: '' })).toHaveLength(items.length);
    // A booking ahead is filed by its state: reserved (10), or in review (11).
    expect(ids(filterContents(items, { status: 'active', text: '' }))).toEqual([3, 5, 10]);
    expect(ids(filterContents(items, { status: 'held', text: '' }))).toEqual([2, 7, 8]);
    expect(ids(filterContents(items, { status: 'review', text: '' }))).toEqual([9, 11]);
    expect(ids(filterContents(items, { status: 'ended', text: '' }))).toEqual([4]);
  });

  it('matches the text in the spot name, the link or its title, in any case, with the state', () => {
    expect(ids(filterContents(items, { status: 'all', text: 'COFFEE' }))).toEqual([3, 4]);
    expect(ids(filterContents(items, { status: 'active', text: 'coffee' }))).toEqual([3]);
    expect(ids(filterContents(items, { status: 'all', text: '  header ' }))).toEqual([2, 6]);
    expect(filterContents(items, { status: 'all', text: 'nothing like it' })).toEqual([]);
  });

  it('reads the URL’s filters, falling back to all, and writes them back without the defaults', () => {
    expect(readFilter('held')).toBe('held');
    expect(readFilter('review')).toBe('review');
    expect(readFilter('bogus')).toBe('all');
    expect(readFilter(null)).toBe('all');
    const read = (search: string) => readContentsQuery(new URLSearchParams(search));
    expect(read('status=active&q=coffee%20')).toEqual({ status: 'active', text: 'coffee ' });
    expect(read('status=Active')).toEqual({ status: 'all', text: '' });
    expect(contentsHrefQuery({ status: 'all', text: '  ' })).toEqual({});
    expect(paths.sponsorSpots.href(contentsHrefQuery({ status: 'all', text: '' }))).toBe('/sponsor/spots');
    expect(paths.sponsorSpots.href(contentsHrefQuery({ status: 'ended', text: 'a b' }))).toBe(
      '/sponsor/spots?status=ended&q=a+b',
    );
    expect(read('status=ended&q=a+b')).toEqual({ status: 'ended', text: 'a b' });
  });
});

describe('needsAction', () => {
  const actions = needsAction(items, NOW);

  it('lists holds first (soonest first) with their time left, then past due, a failed check, unfinished orders', () => {
    expect(actions.map((a) => [a.item.content.id, a.kind, a.tab])).toEqual([
      [7, 'hold', 'reserve'],
      [2, 'hold', 'reserve'],
      [5, 'pastDue', 'billing'],
      [1, 'checkFailed', 'reserve'],
      [6, 'unfinished', 'reserve'],
      [8, 'unfinished', 'reserve'],
    ]);
    expect(actions[0]?.msLeft).toBe(3 * MINUTE);
    expect(actions[1]?.msLeft).toBe(25 * MINUTE);
    expect(actions[2]?.msLeft).toBe(5 * 24 * 60 * MINUTE);
  });

  it('leaves out live reservations that are paid and ended ones', () => {
    const listed = new Set(actions.map((a) => a.item.content.id));
    expect(listed.has(3)).toBe(false);
    expect(listed.has(4)).toBe(false);
  });

  it('asks nothing of a paid reservation waiting for the publisher’s approval (no hold to end)', () => {
    const inReview = item(9, {
      status: 1,
      heldUntil: null,
      subscription: spotSubscription({}),
      review: {
        status: 'pending',
        kind: 'first',
        requestedAt: at(-MINUTE),
        autoApproveAt: at(48 * 60 * MINUTE),
        decidedAt: null,
        reason: null,
      },
    });
    expect(needsAction([inReview], NOW)).toEqual([]);
    expect(needsAction([inReview], NOW + 72 * 60 * MINUTE)).toEqual([]);
  });

  it('turns a hold into an unfinished order once its time has run out', () => {
    const later = needsAction(items, NOW + 4 * MINUTE);
    expect(later.find((a) => a.item.content.id === 7)).toMatchObject({ kind: 'unfinished', msLeft: null });
    expect(later.find((a) => a.item.content.id === 2)).toMatchObject({ kind: 'hold', msLeft: 21 * MINUTE });
  });
});

describe('awaitingApproval, activeContents and bookedAhead', () => {
  it('lists paid reservations waiting for the publisher, not holds for payment nor live ones nor bookings ahead', () => {
    expect(ids(awaitingApproval(items, NOW))).toEqual([9]);
  });

  it('tells the reservations that run from those booked ahead (soonest first), until their day comes', () => {
    expect(ids(activeContents(items, NOW))).toEqual([3, 5]);
    expect(ids(bookedAhead(items, NOW))).toEqual([11, 10]);
    const later = NOW + 11 * 24 * 60 * MINUTE;
    expect(ids(activeContents(items, later))).toEqual([3, 5, 10]);
    expect(ids(bookedAhead(items, later))).toEqual([]);
    expect(ids(awaitingApproval(items, later))).toEqual([9, 11]);
  });
});

describe('nextPlan', () => {
  it('offers the next plan up, none on the highest', () => {
    expect((['Free', 'Basic', 'Pro', 'Enterprise'] as const).map((plan) => nextPlan(plan))).toEqual([
      'Basic',
      'Pro',
      'Enterprise',
      null,
    ]);
  });
});
