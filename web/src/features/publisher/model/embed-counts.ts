// What the two ways of placing a spot count (DESIGN "Embed and analytics"), said beside both in the app.
import { CLICK_AFTER_VIEW_HOURS } from '@sponsorspot/contract/counting';

/** The snippet loads the image from SponsorSpot on every reading of the page. */
export const SNIPPET_COUNTS =
  'The snippet counts views and clicks: each load of its image is a view, each click through it a click.';

/**
 * The file carries its image inside, so reading it loads nothing and no view is counted; its link is the
 * snippet's, and a click counts by the same rule as every click.
 */
export const FILE_COUNTS =
  'The file counts clicks, not views: it carries the image inside, so reading it loads nothing from ' +
  `SponsorSpot. Its link is the snippet's counted link; a click counts after that reader's view of the spot ` +
  `within ${CLICK_AFTER_VIEW_HOURS} hours.`;
