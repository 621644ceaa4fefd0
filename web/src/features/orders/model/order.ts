// What the order page shows, as pure rules: its tabs, a content's state in words, what the link and title
// fields refuse, the AI check's reasons by field, the spot's price and size, the words for each refusal of
// reserve, whose hold holds the spot (its words and time left are contract/reservation-rules.ts
// heldSentence), and when "notify me" applies.
import type { AiCheckReason, AiCheckResult } from '@sponsorspot/contract/content';
import {
  AI_CHECK,
  linkTitleProblem,
  linkUrlProblem,
  type AiReasonField,
} from '@sponsorspot/contract/content-rules';
import { ErrorCode } from '@sponsorspot/contract/constants';
import {
  SPOT_PRODUCT,
  reservationLine,
  reservationName,
  type HoldHolder,
} from '@sponsorspot/contract/reservation-rules';
import { SPOT_CURRENCY, idFromText, parseSpotProduct } from '@sponsorspot/contract/rules';
import type { Spot, SpotContent } from '@sponsorspot/contract/sponsor';
import { formatMoney } from '../../../lib/format';

export const ORDER_TABS = [
  { tab: 'overview', label: 'Overview', public: true },
  { tab: 'reserve', label: 'Reserve', public: false },
  { tab: 'analytics', label: 'Analytics', public: true },
  { tab: 'billing', label: 'Billing', public: false },
] as const;
export type OrderTab = (typeof ORDER_TABS)[number]['tab'];

/** The tab a URL segment names; none or an unknown one is the overview. */
export function orderTabOf(segment: string | undefined): OrderTab {
  return ORDER_TABS.find((item) => item.tab === segment)?.tab ?? 'overview';
}

/** A spot id of the URL, or null when it is not one. */
export const spotIdOf = (segment: string | undefined): number | null => idFromText(segment);

export type ContentState = 'draft' | 'held' | 'active' | 'ended';

/** Created → draft, Pending → held (checkout open), Active → active, Disabled → ended. */
export function contentStateOf(content: Pick<SpotContent, 'status'>): ContentState {
  return (['draft', 'held', 'active', 'ended'] as const)[content.status];
}

export const CONTENT_STATE_LABEL: Record<ContentState, string> = {
  draft: 'Draft',
  held: 'Held for payment',
  active: 'Active',
  ended: 'Ended',
};

/**
 * What the link field says before saving, by the rule content/update applies (contract/content-rules.ts
 * linkUrlProblem), so the form refuses what the server would; null when it may be saved.
 */
export function linkUrlFieldProblem(value: string): string | null {
  const problem = linkUrlProblem(value);
  return problem ? `The link ${problem}.` : null;
}

/**
 * What the title field says before saving: the rule content/update applies (linkTitleProblem), then the AI
 * check's length (AI_CHECK.title), said early so the check does not have to; null when it may be saved.
 */
export function linkTitleFieldProblem(value: string): string | null {
  if (value === '') return null;
  const problem = linkTitleProblem(value);
  if (problem) return `The title ${problem}.`;
  const { min, max } = AI_CHECK.title;
  return value.length < min || value.length > max ? `Use ${min} to ${max} characters.` : null;
}

/**
 * The AI check whose outcome the form shows: the one run on this page, else the content's last one as the
 * server keeps it (its reasons, when it failed), so a page opened after a failed check says why at once.
 */
export function shownCheck(content: SpotContent | null, ranHere: AiCheckResult | null): AiCheckResult | null {
  if (ranHere) return ranHere;
  if (!content || content.aICheckedOn === null || content.aICheckPassed) return null;
  const reasons = content.aICheckReasons ?? [];
  return reasons.length > 0 ? { passed: false, checkedOn: content.aICheckedOn, reasons } : null;
}

/** The AI check's reasons grouped by the field they concern, in the order they came. */
export function reasonsByField(reasons: readonly AiCheckReason[]): Record<AiReasonField, string[]> {
  const grouped: Record<AiReasonField, string[]> = { decal: [], linkUrl: [], linkTitle: [] };
  for (const reason of reasons) grouped[reason.field].push(reason.message);
  return grouped;
}

export interface SpotTerms {
  width: number | null;
  height: number | null;
  /**
   * Monthly price in US dollars; null when the spot has none the contract's price rule accepts (old data):
   * then it is not reservable yet (the server answers 409 spot_not_priced). No spot is free.
   */
  price: number | null;
  currency: string;
}

export function spotTermsOf(spot: Pick<Spot, 'productJson'>): SpotTerms {
  const product = parseSpotProduct(spot.productJson);
  return {
    width: product.width,
    height: product.height,
    price: product.pricePerMonth,
    currency: SPOT_CURRENCY.toUpperCase(),
  };
}

/** Whether the spot can be paid for and reserved: it has a valid monthly price. */
export const isPriced = (terms: SpotTerms): terms is SpotTerms & { price: number } => terms.price !== null;

/** The words of a spot that has no valid monthly price. */
export const NOT_RESERVABLE_TEXT =
  'This spot is not reservable yet: its publisher has not set a valid monthly price. Come back later, or choose another spot in the marketplace.';

/** "$25.00 a month", or "Not priced yet". */
export function formatSpotPrice(terms: SpotTerms, locale?: string): string {
  if (!isPriced(terms)) return 'Not priced yet';
  const amount = formatMoney(terms.price, terms.currency, { locale, cents: 'always' });
  return `${amount} a month`;
}

/** What is still missing before "Pay and reserve" can succeed; empty when ready. */
export function reserveBlockers(content: SpotContent | null): string[] {
  if (!content) return ['Upload a decal', 'Enter a link', 'Agree to the terms', 'Pass the check'];
  const missing: string[] = [];
  if (!content.decal) missing.push('Upload a decal');
  if (!content.linkUrl) missing.push('Enter a link');
  if (!content.hasAgreedToTerms) missing.push('Agree to the terms');
  if (!content.aICheckPassed) missing.push('Pass the check');
  return missing;
}

/** Words for a refusal of reserve or checkout; null for codes without special words (use the message). */
export function refusalText(code: string): string | null {
  switch (code) {
    case ErrorCode.spotUnavailable:
      return 'This spot is not available now: another sponsor holds it while they pay, or reserved it.';
    case ErrorCode.aiCheckRequired:
      return 'Run the check and fix what it lists before reserving.';
    case ErrorCode.termsRequired:
      return 'Agree to the terms before reserving.';
    case ErrorCode.paymentRequired:
      return 'The payment for this spot is not complete yet.';
    case ErrorCode.spotNotPriced:
      return NOT_RESERVABLE_TEXT;
    case ErrorCode.blocked:
      return 'The publisher of this spot does not accept your sponsorship.';
    case ErrorCode.planLimitReached:
      return 'Your plan holds no more reservations.';
    default:
      return null;
  }
}

/**
 * The checkout choice that pays a spot's monthly price for one content (docs/sponsors.md "Holding, paying for
 * and reserving a spot"); null for a spot without a valid price, which cannot be paid for.
 */
export function spotCheckoutChoice(
  spot: Pick<Spot, 'id' | 'name' | 'publisherName' | 'productJson'>,
  contentId: number,
) {
  const terms = spotTermsOf(spot);
  if (!isPriced(terms)) return null;
  const variant = {
    identifier: SPOT_PRODUCT.variant,
    name: 'Monthly',
    price: terms.price,
    currency: terms.currency,
    interval: SPOT_PRODUCT.interval,
  };
  return {
    product: { identifier: SPOT_PRODUCT.product, name: reservationName(spot), variants: [variant] },
    variant,
    title: reservationLine(spot),
    spotContentId: contentId,
  };
}

/**
 * The caller's own hold: their content is Pending with the hold's end (shown counting down; at its end the
 * content is read again, and the server answers an ended hold as Created).
 */
export function isHeldForMe(content: SpotContent | null | undefined): content is SpotContent & {
  heldUntil: string;
} {
  return Boolean(content && contentStateOf(content) === 'held' && content.heldUntil);
}

/**
 * Another sponsor's checkout holds the spot (GET spot/{id}/public answers heldUntil only while a hold
 * lasts) and the hold is not the caller's: paying or reserving now would be refused (409 spot_unavailable).
 */
export function isHeldByOther(
  spot: Pick<Spot, 'heldUntil'>,
  content: SpotContent | null | undefined,
): spot is Pick<Spot, 'heldUntil'> & { heldUntil: string } {
  if (!spot.heldUntil) return false;
  return !(isHeldForMe(content) && content.heldUntil === spot.heldUntil);
}

/** Whose checkout holds the spot as the caller reads it; null when no hold runs. */
export function holderOf(
  spot: Pick<Spot, 'heldUntil'>,
  content: SpotContent | null | undefined,
): HoldHolder | null {
  if (isHeldByOther(spot, content)) return 'another sponsor';
  return isHeldForMe(content) ? 'you' : null;
}

/**
 * "Notify me" applies: the spot has a current content (reserved, live or not) that is not the caller's, so
 * it can free later. A spot that is only held is not reserved (the hold ends by itself).
 */
export function canWatch(
  spot: Pick<Spot, 'currentSpotContentId'>,
  content: SpotContent | null | undefined,
): boolean {
  return spot.currentSpotContentId !== null && content?.id !== spot.currentSpotContentId;
}
