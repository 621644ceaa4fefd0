// Sponsor service, sponsor side: reserving and unreserving a content, and "notify me" on a reserved spot
// (beyond the spec). The rules are the simulator's domain/reservations/service.ts; the hold comes with the
// spot's checkout (account service).
import { endpoint } from '../endpoint.js';
import { FLIGHT_FIELDS } from '../flight-rules.js';

export const reserve = endpoint({
  method: 'POST',
  service: 'sponsor',
  path: '/spot/content/reserve',
  login: 'required',
  spec: true,
  extensionBodyFields: FLIGHT_FIELDS,
  summary: "Reserve the caller's content: it becomes Active and its spot's current content (live)",
  description:
    'Every reservation is paid: the content needs an Active spot subscription, from a completed checkout ' +
    'with product Spot (POST account/stripe_checkout). Refusals, checked in this order: 409 ' +
    'spot_unavailable (another sponsor reserved or holds the spot, or it is not published by an active ' +
    'publisher), 409 spot_not_priced (the spot has no valid monthly price: whole cents, $1.00 to ' +
    '$100,000.00, in USD; the publisher must set one), 409 ai_check_required (no passed AI check since ' +
    'the last edit), 409 terms_required, 402 payment_required (no Active subscription for this content: ' +
    'open its checkout first), 403 plan_limit_reached with {capacity, used} (reservation capacity), 403 ' +
    'blocked (the publisher blocked the caller). 409 conflict for a content reserved already or ended; ' +
    '404 for a content that is not the caller’s. Of sponsors racing for one spot exactly one wins. ' +
    'Extension of ours: a flight (startsOn, endsOn; contract/flight-rules.ts). 400 validation_failed names a ' +
    'day the rules refuse; 409 spot_unavailable when another flight of the spot overlaps it. Booked ahead, ' +
    'the content is reserved now (reviewed now where the spot requires approval) and goes live at 00:00 ' +
    'UTC of startsOn, when its paid first month begins.',
  schema: ({ common, reservations, sponsor, responses }) => ({
    body: reservations.ReserveBody,
    response: {
      200: sponsor.SpotContent,
      402: common.ErrorBody,
      ...responses.bodyErrors,
      ...responses.signedIn,
      ...responses.notFoundError,
      ...responses.conflict,
    },
  }),
});

export const unreserve = endpoint({
  method: 'POST',
  service: 'sponsor',
  path: '/spot/content/unreserve',
  login: 'required',
  spec: true,
  summary: "End the caller's reservation: it runs to the end of its paid period, then the spot is freed",
  description:
    'A live reservation paid by its own spot subscription keeps running to the end of the paid period: ' +
    'the subscription stops renewing (nothing more is billed), the content stays Active with endsAt set ' +
    'to that end, a change waiting for review is dropped and the publisher gets a mail; at the end the ' +
    'content is Disabled and the spot freed. A reservation still waiting for its first approval ends now ' +
    'and its own subscription’s invoices are refunded in full, as a rejection does. One paid by the plan, ' +
    'or past due, ends now. Watchers of the spot get a mail when it frees. 409 conflict when the content ' +
    'is not reserved or already ends (unreserved already); 404 for a content that is not the caller’s.',
  schema: ({ reservations, sponsor, responses }) => ({
    body: reservations.UnreserveBody,
    response: {
      200: sponsor.SpotContent,
      ...responses.bodyErrors,
      ...responses.signedIn,
      ...responses.notFoundError,
      ...responses.conflict,
    },
  }),
});

export const spotWatch = endpoint({
  method: 'GET',
  service: 'sponsor',
  path: '/spot/:id/watch',
  login: 'required',
  spec: false,
  summary: 'Whether the caller waits for this spot to free (beyond the spec: what notify me reads)',
  description:
    'watching is false for a spot the caller does not watch, unknown spots included; a watch is spent ' +
    'by its mail, so after the spot frees it reads false.',
  schema: ({ reservations, responses }) => ({
    params: reservations.WatchParams,
    response: { 200: reservations.SpotWatch, ...responses.guardedErrors, ...responses.signedIn },
  }),
});

export const watchSpot = endpoint({
  method: 'POST',
  service: 'sponsor',
  path: '/spot/:id/watch',
  login: 'required',
  spec: false,
  summary: 'Notify me: a mail (outbox kind spot_freed) when this reserved spot frees',
  description:
    'Asking twice is one watch; each watch is spent by its mail. 409 conflict when the spot is not ' +
    'reserved (it can be reserved now); 404 for a spot that is not published.',
  schema: ({ reservations, responses }) => ({
    params: reservations.WatchParams,
    response: {
      200: reservations.SpotWatch,
      ...responses.bodyErrors,
      ...responses.signedIn,
      ...responses.notFoundError,
      ...responses.conflict,
    },
  }),
});

export const unwatchSpot = endpoint({
  method: 'DELETE',
  service: 'sponsor',
  path: '/spot/:id/watch',
  login: 'required',
  spec: false,
  summary: 'Stop waiting for this spot (nothing to do when the caller did not watch it)',
  schema: ({ reservations, responses }) => ({
    params: reservations.WatchParams,
    response: { 200: reservations.SpotWatch, ...responses.bodyErrors, ...responses.signedIn },
  }),
});
