// Pure billing rules: the catalogue's prices, plan ranks, periods and the Feature values a subscription
// grants. No database, no Fastify: the payment service and its tests both use these.
import { EntityStatus } from '@sponsorspot/contract/constants';
import { FEATURE, periodEnd, planFeature, planIncludes } from '@sponsorspot/contract/plans';
import type { SubscriptionLevel } from '@sponsorspot/contract/scenario';
import type { Product } from '@sponsorspot/contract/sponsor';
import type { AddOn, BillingInterval, Subscription } from '../../db/repositories/subscriptions.js';
import { PRODUCT_CATALOGUE } from '../plans.js';

export const PLAN_RANK: Record<SubscriptionLevel, number> = { Free: 0, Basic: 1, Pro: 2, Enterprise: 3 };
const PLAN_PREFIX = 'SubscriptionLevel.';

/** Every Feature value billing grants or takes away; others a user holds are left alone. */
const BILLED_FEATURES = new Set<string>(Object.values(FEATURE));

export function findProduct(identifier: string): Product | null {
  return PRODUCT_CATALOGUE.products.find((p) => p.identifier === identifier) ?? null;
}

export function findVariant(product: Product, identifier: string): Product['variants'][number] | null {
  return product.variants.find((v) => v.identifier === identifier) ?? null;
}

export function isInterval(value: string): value is BillingInterval {
  return value === 'month' || value === 'year';
}

/** The plan a plan product sells (SubscriptionLevel.Pro → Pro), or null for an add-on. */
export function levelOf(product: Product): SubscriptionLevel | null {
  if (product.kind !== 'plan' || !product.identifier.startsWith(PLAN_PREFIX)) return null;
  const level = product.identifier.slice(PLAN_PREFIX.length);
  return level in PLAN_RANK ? (level as SubscriptionLevel) : null;
}

/** The price of a product for a billing interval (0 when the catalogue has no such variant). */
export function priceOf(identifier: string, interval: BillingInterval): number {
  const product = findProduct(identifier);
  return product?.variants.find((v) => v.interval === interval)?.price ?? 0;
}

/** What one renewal of a plan with its add-ons costs. */
export function renewalAmount(
  level: SubscriptionLevel,
  addOns: readonly AddOn[],
  interval: BillingInterval,
): number {
  const plan = priceOf(`${PLAN_PREFIX}${level}`, interval);
  return addOns.reduce((sum, a) => sum + priceOf(a.product, interval) * a.quantity, plan);
}

/** The end of a period that starts at `start` (contract/plans.ts periodEnd: calendar months, clamped). */
export const addInterval: (start: Date, interval: BillingInterval) => Date = periodEnd;

/** The period around `now` of a subscription that started at `anchor` (seeded ones, given a period). */
export function periodAround(anchor: Date, interval: BillingInterval, now: Date): { start: Date; end: Date } {
  let start = anchor;
  let end = addInterval(start, interval);
  while (end <= now) {
    start = end;
    end = addInterval(start, interval);
  }
  return { start, end };
}

/** A seeded subscription without a period gets the one around now, counted from its last change. */
export function withPeriod(subscription: Subscription, now: Date): Subscription & { periodEnd: string } {
  if (subscription.periodEnd) return { ...subscription, periodEnd: subscription.periodEnd };
  const { start, end } = periodAround(new Date(subscription.updated), subscription.interval, now);
  return { ...subscription, periodStart: start.toISOString(), periodEnd: end.toISOString() };
}

/**
 * What a plan change charged now costs. An upgrade within the paid period of a subscription billing manages,
 * at the same interval, pays the price difference for the part of the period left (to the cent) and keeps
 * the period; anything else pays the new price in full for a new period from now.
 */
export function planCharge(
  current: Pick<Subscription, 'level' | 'interval' | 'status' | 'periodStart' | 'periodEnd'> | null,
  level: SubscriptionLevel,
  interval: BillingInterval,
  now: Date,
): { amount: number; prorated: boolean; periodEnd: Date } {
  const price = priceOf(`${PLAN_PREFIX}${level}`, interval);
  const start = current?.periodStart ? Date.parse(current.periodStart) : NaN;
  const end = current?.periodEnd ? Date.parse(current.periodEnd) : NaN;
  const prorates =
    current !== null &&
    current.status === EntityStatus.Active &&
    current.interval === interval &&
    PLAN_RANK[level] > PLAN_RANK[current.level] &&
    start <= now.getTime() &&
    now.getTime() < end;
  if (!prorates) return { amount: price, prorated: false, periodEnd: addInterval(now, interval) };
  const left = (end - now.getTime()) / (end - start);
  const difference = price - priceOf(`${PLAN_PREFIX}${current.level}`, interval);
  return { amount: Math.round(difference * left * 100) / 100, prorated: true, periodEnd: new Date(end) };
}

/**
 * The user's Feature values with billing's replaced by what the subscription grants: its plan,
 * Download.HTML from Pro up or as an add-on, and each add-on once per unit. `null` (no subscription in
 * force) grants nothing: the free plan.
 */
export function featuresFor(
  held: readonly string[],
  subscription: { level: SubscriptionLevel; addOns: readonly AddOn[] } | null,
): string[] {
  const kept = held.filter((f) => !BILLED_FEATURES.has(f));
  if (!subscription) return kept;
  const granted: string[] = [];
  const plan = planFeature(subscription.level);
  if (plan) granted.push(plan);
  const html =
    planIncludes(subscription.level, FEATURE.downloadHtml) ||
    subscription.addOns.some((a) => a.product === FEATURE.downloadHtml);
  if (html) granted.push(FEATURE.downloadHtml);
  for (const addOn of subscription.addOns) {
    if (addOn.product === FEATURE.downloadHtml) continue;
    for (let i = 0; i < addOn.quantity; i++) granted.push(addOn.product);
  }
  return [...kept, ...granted];
}

/**
 * Add-ons a seeded user holds as Feature values without a subscription item (scenarios write features,
 * not items): adopted as items the first time billing manages the subscription, so no change strands them.
 */
export function heldAddOns(held: readonly string[], level: SubscriptionLevel): AddOn[] {
  const count = (name: string) => held.filter((f) => f === name).length;
  const addOns: AddOn[] = [];
  for (const product of [FEATURE.extraListings10, FEATURE.extraReservations10]) {
    const quantity = count(product);
    if (quantity > 0) addOns.push({ product, quantity });
  }
  if (!planIncludes(level, FEATURE.downloadHtml) && held.includes(FEATURE.downloadHtml)) {
    addOns.push({ product: FEATURE.downloadHtml, quantity: 1 });
  }
  return addOns;
}
