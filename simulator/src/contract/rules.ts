// Pure product rules shared by the simulator and the app, so both sides decide the same way.
import { EntityStatus, SpotStatus } from './constants.js';
import type { SpotStatusSnapshot } from './sponsor.js';

export const DEFAULT_LOCATION_PATH = '/';

/**
 * SPEC §5 location-path formatting: upper-case; keep letters, digits, `_`, `-` and `/`; collapse repeated
 * slashes; add a leading slash; drop a trailing slash unless the path is just `/`.
 */
export function formatLocationPath(text: string): string {
  const kept = text.toUpperCase().replace(/[^A-Z0-9_\-/]/g, '');
  const collapsed = kept.replace(/\/{2,}/g, '/');
  const rooted = collapsed.startsWith('/') ? collapsed : `/${collapsed}`;
  return rooted.length > 1 && rooted.endsWith('/') ? rooted.slice(0, -1) : rooted;
}

/**
 * SPEC §4: live when the snapshot has a spot, the publisher is Active, the spot is Published, it has
 * current content, and that content and its sponsor are both Active.
 */
export function isSpotLive(snapshot: SpotStatusSnapshot | null | undefined): boolean {
  return (
    snapshot != null &&
    snapshot.spotId > 0 &&
    snapshot.publisherStatus === EntityStatus.Active &&
    snapshot.spotStatus === SpotStatus.Published &&
    snapshot.currentSpotContentId != null &&
    snapshot.currentSpotContentStatus === EntityStatus.Active &&
    snapshot.currentSpotContentSponsorStatus === EntityStatus.Active
  );
}

/** SPEC §4: available when the publisher is Active, the spot is Published and there is no current content. */
export function isSpotAvailable(snapshot: SpotStatusSnapshot | null | undefined): boolean {
  return (
    snapshot != null &&
    snapshot.publisherStatus === EntityStatus.Active &&
    snapshot.spotStatus === SpotStatus.Published &&
    snapshot.currentSpotContentId == null
  );
}
