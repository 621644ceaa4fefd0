// The sponsor's contents as their screens filter them, what needs the sponsor's action (with the time left
// where a deadline runs) Pure: the time is passed in.
import { EntityStatus } from '@sponsorspot/contract/constants';
import type { SponsorContents } from '@sponsorspot/contract/content';
import { PLAN_LEVELS } from '@sponsorspot/contract/plans';
import type { SubscriptionLevel } from '@sponsorspot/contract/scenario';
import type { SpotContent } from '@sponsorspot/contract/sponsor';
import { awaitsApproval, contentStateOf, isBookedAhead, type ContentState } from '../../orders';

export type ContentItem = SponsorContents['contents'][number];
/** A content's state as the sponsor's list tells it: a paid reservation in review is not held for payment. */
export type SponsorContentState = ContentState | 'review';
export type ContentFilter = SponsorContentState | 'all';

export const CONTENT_FILTERS: readonly ContentFilter[] = [
  'all',
  'draft',
  'held',
  'review',
  'active',
  'ended',
];

/** 'review' for a paid reservation waiting for the publisher's approval, else the content's state. */
export function sponsorStateOf(content: Pick<SpotContent, 'status' | 'heldUntil'>): SponsorContentState {
  return awaitsApproval(content) ? 'review' : contentStateOf(content);
}

/** The list's filters as the URL holds them: ?status=<state>&q=<text> (matched trimmed). */
export interface ContentsQuery {
  status: ContentFilter;
  text: string;
}

export function readFilter(value: string | null): ContentFilter {
  return CONTENT_FILTERS.find((filter) => filter === value) ?? 'all';
}

export function readContentsQuery(search: URLSearchParams): ContentsQuery {
  return { status: readFilter(search.get('status')), text: search.get('q') ?? '' };
}

/** The URL's query for a filter, the text as typed: the defaults (all, no text) are left out. */
export function contentsHrefQuery({ status, text }: ContentsQuery): { status?: string; q?: string } {
  return { ...(status === 'all' ? {} : { status }), ...(text.trim() ? { q: text } : {}) };
}

/** The items of a status whose spot name, link or title holds the text (any case); in the order given. */
export function filterContents(
  items: readonly ContentItem[],
  { status, text }: ContentsQuery,
): ContentItem[] {
  const needle = text.trim().toLocaleLowerCase();
  return items.filter(
    (item) =>
      (status === 'all' || sponsorStateOf(item.content) === status) &&
      (needle === '' ||
        [item.spotName, item.content.linkUrl, item.content.linkTitle].some((field) =>
          field.toLocaleLowerCase().includes(needle),
        )),
  );
}

export type ActionKind = 'hold' | 'pastDue' | 'checkFailed' | 'unfinished';

export interface ActionItem {
  item: ContentItem;
  kind: ActionKind;
  /** The order page tab that fixes it. */
  tab: 'reserve' | 'billing';
  why: string;
  /** Until the deadline (a hold's end, a past-due grace's end), or null when none runs. */
  msLeft: number | null;
}

const ACTION_ORDER: Record<ActionKind, number> = { hold: 0, pastDue: 1, checkFailed: 2, unfinished: 3 };

function msUntil(time: string | null | undefined, nowMs: number): number | null {
  if (!time) return null;
  const ms = Date.parse(time);
  return Number.isNaN(ms) ? null : ms - nowMs;
}

/**
 * What needs the sponsor: a held spot to pay before its hold ends, a live reservation whose payment is past
 * due (before its grace ends and the spot is freed), a failed check to fix and an unfinished order. The most
 * pressing first: holds, then past due, each soonest first.
 */
export function needsAction(items: readonly ContentItem[], nowMs: number): ActionItem[] {
  const out: ActionItem[] = [];
  for (const item of items) {
    const { content } = item;
    // Paid and waiting for the publisher's approval: nothing for the sponsor to do (not an ended hold).
    if (awaitsApproval(content)) continue;
    const state = contentStateOf(content);
    const held = state === 'held' ? msUntil(content.heldUntil, nowMs) : null;
    if (state === 'held' && held !== null && held > 0)
      out.push({
        item,
        kind: 'hold',
        tab: 'reserve',
        why: 'Pay and reserve before the hold ends, or the spot is open to everyone again.',
        msLeft: held,
      });
    else if (state === 'held')
      out.push({
        item,
        kind: 'unfinished',
        tab: 'reserve',
        why: 'Your hold ended: pay again to reserve the spot.',
        msLeft: null,
      });
    else if (
      state === 'active' &&
      content.subscription &&
      content.subscription.status === EntityStatus.Pending
    )
      out.push({
        item,
        kind: 'pastDue',
        tab: 'billing',
        why: 'The payment for this reservation failed: pay it before the spot is freed.',
        msLeft: msUntil(content.subscription.graceEndsAt, nowMs),
      });
    else if (state === 'draft' && content.aICheckedOn !== null && !content.aICheckPassed)
      out.push({
        item,
        kind: 'checkFailed',
        tab: 'reserve',
        why: 'The check failed: fix what it lists.',
        msLeft: null,
      });
    else if (state === 'draft')
      out.push({
        item,
        kind: 'unfinished',
        tab: 'reserve',
        why: 'Your order is not finished: add your decal and link, then check and pay.',
        msLeft: null,
      });
  }
  return out.sort(
    (a, b) =>
      ACTION_ORDER[a.kind] - ACTION_ORDER[b.kind] ||
      (a.msLeft ?? Number.POSITIVE_INFINITY) - (b.msLeft ?? Number.POSITIVE_INFINITY),
  );
}

/** The reservations that run now (their decals are live or about to be); not those booked ahead. */
export function activeContents(items: readonly ContentItem[], nowMs: number): ContentItem[] {
  return items.filter(
    (item) => contentStateOf(item.content) === 'active' && !isBookedAhead(item.content, nowMs),
  );
}

/** Paid reservations waiting for their publisher's approval (not live yet, nothing left to pay). */
export function awaitingApproval(items: readonly ContentItem[], nowMs: number): ContentItem[] {
  return items.filter((item) => awaitsApproval(item.content) && !isBookedAhead(item.content, nowMs));
}

/** Reservations booked ahead whose first day has not come, soonest first. */
export function bookedAhead(items: readonly ContentItem[], nowMs: number): ContentItem[] {
  return items
    .filter((item) => isBookedAhead(item.content, nowMs))
    .sort((a, b) => Date.parse(a.content.startsAt ?? '') - Date.parse(b.content.startsAt ?? ''));
}

/** Whether a reservation can be unreserved from the list: the orders' rule (running and not ending, or in review). */
export { canUnreserve } from '../../orders';

/** The plan to offer when the reservations are full: the next one up, or null on the highest. */
export function nextPlan(plan: SubscriptionLevel): Exclude<SubscriptionLevel, 'Free'> | null {
  const next = PLAN_LEVELS[PLAN_LEVELS.indexOf(plan) + 1];
  return next === undefined || next === 'Free' ? null : next;
}
