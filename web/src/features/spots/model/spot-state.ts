// Live / available (docs/architecture.md "Statuses, live and available"), from the shared contract, and the
// one state a buyer reads (held included).
import {
  SPOT_AVAILABILITY_LABEL,
  isSpotAvailable,
  isSpotLive,
  spotAvailabilityOf,
  type SpotAvailability,
} from '@sponsorspot/contract/rules';
import type { SpotStatusSnapshot } from '@sponsorspot/contract/sponsor';

export { SPOT_AVAILABILITY_LABEL, isSpotAvailable, isSpotLive, spotAvailabilityOf, type SpotAvailability };

export type SpotState = 'live' | 'available' | 'reserved';

/** Live wins; a spot that is neither live nor available is shown as reserved (taken, or not yet active). */
export function spotStateOf(snapshot: SpotStatusSnapshot | null | undefined): SpotState {
  if (isSpotLive(snapshot)) return 'live';
  if (isSpotAvailable(snapshot)) return 'available';
  return 'reserved';
}
