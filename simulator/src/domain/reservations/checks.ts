// The refusals a spot's hold (checkout) and a reserve share, in the order the contract lists them: a spot
// with no valid monthly price (nothing is free), the sponsor's reservation capacity, and a publisher who
// blocked the sponsor. Each runs inside the caller's immediate transaction.
import { EntityStatus } from '@sponsorspot/contract/constants';
import { capacityOf } from '@sponsorspot/contract/plans';
import { SPOT_CURRENCY, parseSpotProduct } from '@sponsorspot/contract/rules';
import type { AccountRepository } from '../../db/repositories/accounts.js';
import type { RelationRepository } from '../../db/repositories/relations.js';
import type { ContentRecord } from '../../db/repositories/spot-contents.js';
import type { UserRepository } from '../../db/repositories/users.js';
import { apiError } from '../../lib/errors.js';

/**
 * A spot's monthly price from its productJson, in SPOT_CURRENCY; null when it has none the price rule
 * accepts (contract/rules.ts priceProblem): such a spot cannot be held, paid for or reserved.
 */
export function spotPrice(productJson: string): { amount: number; currency: string } | null {
  const amount = parseSpotProduct(productJson).pricePerMonth;
  return amount === null ? null : { amount, currency: SPOT_CURRENCY };
}

/** The spot's price, or 409 spot_not_priced. */
export function pricedOrThrow(productJson: string): { amount: number; currency: string } {
  const price = spotPrice(productJson);
  if (!price) throw apiError.spotNotPriced();
  return price;
}

/** Room for one more reservation: this content counts already while it is Pending. */
export function checkCapacity(
  repos: { users: UserRepository; accounts: AccountRepository },
  content: ContentRecord,
): void {
  const user = repos.users.findById(content.sponsorUserId);
  const { reservations: capacity } = capacityOf(user?.features ?? []);
  if (capacity === null) return;
  const counted = repos.accounts.reservations(content.sponsorUserId);
  const used = counted - (content.status === EntityStatus.Pending ? 1 : 0);
  if (used >= capacity)
    throw apiError.planLimitReached(
      `Your plan allows ${capacity} reservations and ${used} are in use: upgrade your plan or add reservations.`,
      { capacity, used },
    );
}

/** 403 blocked when the spot's publisher blocked the sponsor. */
export function checkNotBlocked(
  repos: { relations: RelationRepository },
  publisherUserId: number,
  sponsorUserId: number,
): void {
  if (repos.relations.isBlocked(publisherUserId, sponsorUserId))
    throw apiError.blocked('The publisher of this spot does not accept your sponsorship.');
}
