// How many of the publisher's spots are live (contract/rules.ts isSpotLive, from each spot's snapshot), out
// of one page of their published spots: the dashboard's "live now". Pure.
import type { PublisherSpotsResult } from '@sponsorspot/contract/publisher';
import { isSpotLive } from '../../spots';

export interface LiveSpotCount {
  live: number;
  /** False when the page did not hold every published spot: `live` is then a lower bound. */
  complete: boolean;
}

export function liveSpotCountOf(result: PublisherSpotsResult): LiveSpotCount {
  return {
    live: result.spots.filter((spot) => isSpotLive(spot.snapshot)).length,
    complete: result.spots.length >= result.totalCount,
  };
}
