// The embed's counting rules (docs/publishers.md "The embed and how it counts"): plain values, so the
// simulator counts and the app explains by the same numbers and words.

/** A view counts once per visitor per spot per UTC day. */
export const VIEW_PERIOD = 'day';
/** A click counts only after a counted view by the same visitor on the same spot within this many hours. */
export const CLICK_AFTER_VIEW_HOURS = 2;
/**
 * At most this many distinct visitors (address and browser) count per address per spot per day: a
 * household or an office shares one address, but one address cannot pose as thirty browsers.
 */
export const VISITORS_PER_ADDRESS = 4;
/** The longest range POST spot/analytics answers, in days (a leap year). */
export const ANALYTICS_MAX_DAYS = 366;
/** The range when none is asked for, and all a free plan sees: the last 30 days, today included. */
export const ANALYTICS_DEFAULT_DAYS = 30;
/** The public figures of a spot (GET spot/{id}/traffic): the last 90 days, today included. */
export const PUBLIC_TRAFFIC_DAYS = 90;

/** The rules as a person reads them, shown beside every metric. */
export const COUNTING_RULES = [
  'A view counts once per visitor per spot per day (UTC), for what the spot showed: a sponsor’s decal, or the “Sponsor this spot” placeholder.',
  'Views and clicks of the placeholder are the publisher’s, counted apart: never in a click-through rate or a sponsor’s figures. A sponsor’s figures start when their decal first ran.',
  `A click counts only after that visitor's view of the spot within ${CLICK_AFTER_VIEW_HOURS} hours.`,
  'A click through a downloaded HTML file counts once per reader per day; the file counts no views.',
  `At most ${VISITORS_PER_ADDRESS} visitors count per internet address per spot per day, whatever browsers they name.`,
  'Known bots and crawlers count nothing.',
  'A visitor is a hash of address and browser with a salt that changes daily: no cookie, nothing personal kept.',
] as const;

/** Click-through rate in percent, 0 when there were no views; rounded to two decimals. */
export function clickThroughRate(views: number, clicks: number): number {
  return views === 0 ? 0 : Math.round((clicks / views) * 10_000) / 100;
}
