// Sponsor service, publisher side: a publisher's own spots (create, update, read, delete, and the list of
// every status), payout onboarding, a spot's embed snippet and its HTML file download. The rules are the
// simulator's domain/spots/publisher-spots.ts and domain/embed.ts.
import { DECAL_UPLOAD } from '../content-rules.js';
import { endpoint } from '../endpoint.js';
import { ONBOARDING_LINK_MINUTES } from '../payout-rules.js';

export const createSpot = endpoint({
  method: 'POST',
  service: 'sponsor',
  path: '/spot/',
  login: 'required',
  spec: true,
  summary: "Create a spot (status Created) for the caller's publisher",
  description:
    'locationPath is stored formatted (contract/spot-product.ts formatLocationPath; absent or empty: "/"); name and sampleUrl are one line (no ' +
    'control characters; 400 validation_failed naming the field); sampleUrl must be an absolute http(s) URL ' +
    'or empty; productJson a JSON object whose pricePerMonth, when present (null too), is a number of US ' +
    'dollars in whole cents from 1.00 to 100000.00, whose currency, when present, is usd in any case and ' +
    `whose size, when present, is "WxH" in whole pixels, each from 1 to ${DECAL_UPLOAD.maxWidth} as a decal ` +
    '(400 validation_failed naming productJson.pricePerMonth, productJson.currency or productJson.size). 403 ' +
    'forbidden when the caller is not a publisher; 403 plan_limit_reached {capacity, used} past the ' +
    'listing capacity of the plan.',
  schema: ({ publisher, sponsor, responses }) => ({
    body: publisher.SpotCreateBody,
    response: { 201: sponsor.Spot, ...responses.bodyErrors, ...responses.signedIn },
  }),
});

export const updateSpot = endpoint({
  method: 'POST',
  service: 'sponsor',
  path: '/spot/update',
  login: 'required',
  spec: true,
  summary: 'Change a spot: details and status (its publisher or an admin)',
  description:
    'Fields left out keep their value; saving details of a Created spot makes it Draft. Status changes: ' +
    'Created → Draft → Published ⇄ Disabled, Draft ⇄ Published, Disabled → Draft (409 ' +
    'invalid_transition {from, to}). name, sampleUrl and productJson follow the rules of POST spot/ (400 ' +
    'validation_failed). Publishing needs an Active publisher, a name, a sample URL and a valid monthly ' +
    'price (409 not_publishable {missing}, e.g. ["pricePerMonth"]; a published spot must keep them) and ' +
    'room in the listing capacity, counting the spot itself (403 plan_limit_reached {capacity, used}); so ' +
    'does taking a spot out of Disabled. A refused update changes nothing.',
  schema: ({ publisher, sponsor, responses }) => ({
    body: publisher.SpotUpdateBody,
    response: {
      200: sponsor.Spot,
      ...responses.bodyErrors,
      ...responses.signedIn,
      ...responses.notFoundError,
      ...responses.conflict,
    },
  }),
});

export const getSpot = endpoint({
  method: 'GET',
  service: 'sponsor',
  path: '/spot/:id(^\\d+$)',
  login: 'required',
  spec: true,
  summary: 'A spot in any status, for its publisher or an admin (404 for anyone else)',
  schema: ({ common, sponsor, responses }) => ({
    params: common.IdParam,
    response: {
      200: sponsor.Spot,
      ...responses.guardedErrors,
      ...responses.signedIn,
      ...responses.notFoundError,
    },
  }),
});

export const deleteSpot = endpoint({
  method: 'DELETE',
  service: 'sponsor',
  path: '/spot/:id(^\\d+$)',
  login: 'required',
  spec: true,
  summary: 'Delete a spot with its reservations history (409 conflict while an active one holds it)',
  schema: ({ common, presenceUser, responses }) => ({
    params: common.IdParam,
    response: {
      200: presenceUser.EmptyBody,
      ...responses.bodyErrors,
      ...responses.signedIn,
      ...responses.notFoundError,
      ...responses.conflict,
    },
  }),
});

export const publisherSpots = endpoint({
  method: 'POST',
  service: 'sponsor',
  path: '/publisher/spots',
  login: 'required',
  spec: false,
  summary: "The caller's own spots in every status, newest first (beyond the spec)",
  description:
    'Filter by status (all when absent or empty) and by searchText: every word must appear in the ' +
    'name, description or location path (any case). Paged like spot/search; a user who is not a ' +
    'publisher has none. Each spot carries its bookings from now on (its flights, as spot/search gives them).',
  schema: ({ publisher, responses }) => ({
    body: publisher.PublisherSpotsBody,
    response: { 200: publisher.PublisherSpotsResult, ...responses.bodyErrors, ...responses.signedIn },
  }),
});

/**
 * Payout onboarding: the caller becomes a publisher (Pending) if they are not, and gets the address of the
 * payout provider's onboarding page, a single-use link that sends the browser back to `returnUrl`.
 */
export const connect = endpoint({
  method: 'POST',
  service: 'sponsor',
  path: '/publisher/connect',
  login: 'required',
  spec: true,
  summary: "Start payout onboarding: the URL of the payout provider's onboarding page",
  description:
    'Makes the caller a publisher (Pending) if they are not. The page (single use, ' +
    `${ONBOARDING_LINK_MINUTES} minutes) asks for the business name, country and a test bank account; ` +
    'finishing it makes the publisher Active, and finishing or abandoning it returns the browser to ' +
    '`returnUrl`, which must be an absolute URL on one of the app origins (SIM_APP_ORIGINS). An Active ' +
    'publisher gets a link too, to update the details, and stays Active. A Disabled publisher: 403.',
  schema: ({ publisher, responses }) => ({
    body: publisher.PublisherConnectBody,
    response: {
      200: publisher.PublisherConnectResult,
      ...responses.bodyErrors,
      ...responses.signedIn,
      ...responses.notFoundError,
    },
  }),
});

/**
 * The JavaScript-free embed of a spot (text/html): a link to the public click endpoint around an image from
 * the public decal endpoint (./embed.ts). For every publisher, whatever the plan: the spot's publisher (while
 * Active) or an admin; anyone else's spot is 404.
 */
export const spotSnippet = endpoint({
  method: 'GET',
  service: 'sponsor',
  path: '/spot/:id/snippet',
  login: 'required',
  spec: false,
  summary: "A spot's embed snippet: HTML without JavaScript that shows the spot and counts views and clicks",
  description:
    'text/html: <a href="{public}/public/spot/{id}/click"><img src="{public}/public/spot/{id}/decal" ' +
    'width height alt="Sponsored: {spot name}"></a>. The alt text names the spot, never a sponsor (the ' +
    "snippet is pasted once; sponsors change). Every plan: for the spot's publisher while Active, or an " +
    'admin; 404 for anyone else.',
  produces: ['text/html'],
  schema: ({ common, publisher, responses }) => ({
    params: common.IdParam,
    response: {
      200: publisher.SpotSnippet,
      ...responses.guardedErrors,
      ...responses.signedIn,
      ...responses.notFoundError,
    },
  }),
});

/**
 * The spot's embed as one self-contained HTML file (text/html attachment) for places that cannot load remote
 * images, such as email newsletters: the snippet's counted click link around the image the public decal
 * endpoint serves now, inlined as a data URI. Needs Download.HTML in the stored features.
 */
export const spotDownload = endpoint({
  method: 'GET',
  service: 'sponsor',
  path: '/spot/:id/download',
  login: 'required',
  spec: false,
  summary:
    "A spot's embed as a self-contained HTML file: the image inlined (no view counted), the counted link kept",
  description:
    'text/html; charset=utf-8, Content-Disposition: attachment; filename="sponsorspot-spot-{id}.html", ' +
    'Cache-Control: no-store. A minimal HTML document titled "Sponsored: {spot name}" whose body is ' +
    '<a href="{public}/public/spot/{id}/click"><img src="data:…;base64,…" width height alt></a>: the ' +
    'image is what GET /public/spot/{id}/decal serves now (the live decal, or the placeholder while the ' +
    'spot is available), inlined, so reading the file loads nothing and counts no view; its link is the ' +
    "snippet's, counted as a click by the same rules. Needs Download.HTML in the stored features (403 " +
    'feature_required {feature: "Download.HTML"}). 404 for anyone but the spot\'s publisher (while Active) ' +
    'or an admin, and while the embed shows nothing for the spot (not published, or held by a reservation ' +
    'that is not live yet).',
  produces: ['text/html'],
  schema: ({ common, publisher, responses }) => ({
    params: common.IdParam,
    response: {
      200: publisher.SpotDownload,
      ...responses.guardedErrors,
      ...responses.signedIn,
      ...responses.notFoundError,
    },
  }),
});
