// What the two ways of placing a spot count (docs/publishers.md "The embed and how it counts"), said beside
// both in the app.

/** The snippet loads the image from SponsorSpot on every reading of the page. */
export const SNIPPET_COUNTS =
  'The snippet counts views and clicks: each load of its image is a view, each click through it a click.';

/**
 * The file carries its image inside, so reading it loads nothing and no view is counted; its own link
 * (via=file) counts a click without a view, once per reader per day.
 */
export const FILE_COUNTS =
  'The file counts clicks, not views: it carries the image inside, so reading it loads nothing from ' +
  'SponsorSpot. Each reader’s click through it counts once a day.';

/** Whether the snippet and the file end with the visible "Sponsored" line (the spot's sponsoredLabel). */
export function sponsoredLabelNote(on: boolean): string {
  return on
    ? 'Under the decal, a small “Sponsored” line tells readers it is a paid placement. Edit the spot to switch it off.'
    : 'No “Sponsored” line: you switched it off for this spot. Edit the spot to show it again.';
}
