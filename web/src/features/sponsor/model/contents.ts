// The sponsor's contents as their screens sort and filter them. Pure.
import type { SponsorContents } from '@sponsorspot/simulator/contract/content';
import { contentStateOf, type ContentState } from '../../orders';

export type ContentItem = SponsorContents['contents'][number];
export type ContentFilter = ContentState | 'all';

export const CONTENT_FILTERS: readonly ContentFilter[] = ['all', 'draft', 'held', 'active', 'ended'];

export function filterContents(items: readonly ContentItem[], filter: ContentFilter): ContentItem[] {
  return filter === 'all' ? [...items] : items.filter((item) => contentStateOf(item.content) === filter);
}

export function readFilter(value: string | null): ContentFilter {
  return CONTENT_FILTERS.find((filter) => filter === value) ?? 'all';
}

/** What needs the sponsor's action: a held spot to pay, a failed check to fix. */
export function needsAction(items: readonly ContentItem[]): { item: ContentItem; why: string }[] {
  const out: { item: ContentItem; why: string }[] = [];
  for (const item of items) {
    const state = contentStateOf(item.content);
    if (state === 'held') out.push({ item, why: 'Held for you: finish paying before the hold ends.' });
    else if (state === 'draft' && item.content.aICheckedOn !== null && !item.content.aICheckPassed)
      out.push({ item, why: 'The check failed: fix what it lists.' });
    else if (state === 'active' && item.content.subscription && item.content.subscription.status !== 2)
      out.push({ item, why: 'The payment for this reservation is not current.' });
  }
  return out;
}
