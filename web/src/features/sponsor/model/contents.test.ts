import type { SpotContent } from '@sponsorspot/simulator/contract/sponsor';
import { describe, expect, it } from 'vitest';
import { filterContents, needsAction, readFilter, type ContentItem } from './contents';

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
const item = (id: number, fields: Partial<SpotContent>): ContentItem => ({
  spotName: `Spot ${id}`,
  content: { ...base, id, ...fields },
});

const items = [
  item(1, { status: 0, aICheckedOn: '2026-11-01T00:00:00.000Z' }),
  item(2, { status: 1 }),
  item(3, { status: 2, subscription: { id: 1, status: 2, subscriptionLevel: 'Basic' } }),
  item(4, { status: 3 }),
  item(5, { status: 2, subscription: { id: 2, status: 1, subscriptionLevel: 'Basic' } }),
];

describe('sponsor contents', () => {
  it('filters by state and reads the filter of the URL', () => {
    expect(filterContents(items, 'all')).toHaveLength(5);
    expect(filterContents(items, 'active').map((i) => i.content.id)).toEqual([3, 5]);
    expect(filterContents(items, 'ended').map((i) => i.content.id)).toEqual([4]);
    expect(readFilter('held')).toBe('held');
    expect(readFilter('bogus')).toBe('all');
    expect(readFilter(null)).toBe('all');
  });

  it('lists a failed check, a hold and a payment not current as needing action', () => {
    expect(needsAction(items).map((entry) => entry.item.content.id)).toEqual([1, 2, 5]);
  });
});
