// Sponsor service, the figures: views, clicks and CTR of the caller's spots over a date range, and a spot's
// public figures (beyond the spec). The counting rules are the simulator's domain/analytics.ts.
import { VISITORS_PER_ADDRESS } from '../counting.js';
import { endpoint } from '../endpoint.js';

/**
 * The spots: the publisher's own (any status), and those whose current content is the caller's sponsor's
 * and Active. On the publisher's spots the figures are the sponsors' decals', with the "Sponsor this spot"
 * placeholder's views and clicks apart (placeholderViews, placeholderClicks); on a sponsored spot only the
 * sponsor's own decal's, from its first run. spotIds restricts to some of them; an id outside them is 404.
 */
export const analytics = endpoint({
  method: 'POST',
  service: 'sponsor',
  path: '/spot/analytics',
  login: 'required',
  spec: true,
  emptyBodyIsEmptyObject: true,
  summary: 'Views, clicks and CTR per spot per day over a date range (default the last 30 days)',
  description:
    "Spots: the caller's own (publisher) and those their Active content runs on (sponsor); spotIds " +
    'restricts (an id outside them is 404). Range: at most 366 days, from ≤ to, real dates (400 ' +
    'validation_failed naming the field); the free plan only within the last 30 days (403 ' +
    'feature_required). A view counts once per visitor per spot per UTC day (at most ' +
    `${VISITORS_PER_ADDRESS} visitors per address); a click only after ` +
    "that visitor's view within 2 hours, once per view, for what that view showed; known bots never. " +
    "Views and clicks are the sponsors' decals' (a sponsor's: their own, from its first run); the unsold " +
    "placeholder's are the publisher's, apart (placeholderViews, placeholderClicks, extensions).",
  schema: ({ publisher, responses }) => ({
    body: publisher.AnalyticsBody,
    response: {
      200: publisher.AnalyticsResult,
      ...responses.bodyErrors,
      ...responses.signedIn,
      ...responses.notFoundError,
    },
  }),
});

/** A spot's public figures, for anyone (visitors too) while its publisher shows them. */
export const spotTraffic = endpoint({
  method: 'GET',
  service: 'sponsor',
  path: '/spot/:id/traffic',
  login: 'none',
  spec: false,
  summary: "A spot's daily views, clicks and CTR over the last 90 days, for anyone (beyond the spec)",
  description:
    'The last 90 days on the simulator’s clock, today included, every day (zeros included), counted by ' +
    'the rules of POST spot/analytics: the sponsors’ decals’ figures, the unsold placeholder’s views and ' +
    'clicks apart. Only while the publisher shows them (the spot’s showAnalytics): ' +
    'otherwise 403 analytics_hidden. 404 for a spot that is not published by an active publisher.',
  schema: ({ common, publisher, responses }) => ({
    params: common.IdParam,
    response: { 200: publisher.SpotTrafficResult, ...responses.guardedErrors, ...responses.notFoundError },
  }),
});
