// Location-path formatting (docs/publishers.md "Spot rules"). The rule itself lives in the shared contract so
// the simulator stores exactly what the app shows; this module is the app's one entry to it.
import { DEFAULT_LOCATION_PATH, formatLocationPath } from '@sponsorspot/contract/spot-product';

export { DEFAULT_LOCATION_PATH, formatLocationPath };

/** For display: an empty or missing path is the default '/'. */
export function displayLocationPath(path: string | null | undefined): string {
  return path ? formatLocationPath(path) : DEFAULT_LOCATION_PATH;
}
