// Sponsor service, sponsor side: reserving and unreserving a content, and "notify me" on a reserved spot.
// The rules are domain/reservations/service.ts; the hold comes with the spot's checkout (account service).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '@sponsorspot/contract/common';
import { ReserveBody, SpotWatch, WatchParams } from '@sponsorspot/contract/reservations';
import { SpotContent } from '@sponsorspot/contract/sponsor';
import { bodyErrors, guardedErrors, notFoundError } from '@sponsorspot/contract/responses';

const signedIn = { 401: ErrorBody } as const;
const conflict = { 409: ErrorBody } as const;

const reservationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/spot/content/reserve',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['sponsor'],
        summary: "Reserve the caller's content: it becomes Active and its spot's current content (live)",
        description:
          'Refusals, checked in this order: 409 spot_unavailable (another sponsor reserved or holds the spot, ' +
          'or it is not published by an active publisher), 409 ai_check_required (no passed AI check since ' +
          'the last edit), 409 terms_required, 402 payment_required (a priced spot without an Active ' +
          'subscription for this content: open its checkout with product Spot first; a spot priced 0 reserves ' +
          'directly), 403 plan_limit_reached with {capacity, used} (reservation capacity), 403 blocked (the ' +
          'publisher blocked the caller). 409 conflict for a content reserved already or ended; 404 for a ' +
          'content that is not the caller’s. Of sponsors racing for one spot exactly one wins.',
        body: ReserveBody,
        response: {
          200: SpotContent,
          402: ErrorBody,
          ...bodyErrors,
          ...signedIn,
          ...notFoundError,
          ...conflict,
        },
      },
    },
    async (request) => app.reservations.reserve(request.identity, request.body.spotContentId),
  );

  app.post(
    '/spot/content/unreserve',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['sponsor'],
        summary: "End the caller's reservation: the content Disabled, the spot freed",
        description:
          'The content’s subscription stops renewing and ends with its paid period; watchers of the spot get ' +
          'a mail. 409 conflict when the content is not reserved (e.g. unreserved already); 404 for a content ' +
          'that is not the caller’s.',
        body: ReserveBody,
        response: { 200: SpotContent, ...bodyErrors, ...signedIn, ...notFoundError, ...conflict },
      },
    },
    async (request) => app.reservations.unreserve(request.identity, request.body.spotContentId),
  );

  app.get(
    '/spot/:id/watch',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['sponsor'],
        summary: 'Whether the caller waits for this spot to free (beyond the spec: what notify me reads)',
        description:
          'watching is false for a spot the caller does not watch, unknown spots included; a watch is spent ' +
          'by its mail, so after the spot frees it reads false.',
        params: WatchParams,
        response: { 200: SpotWatch, ...guardedErrors, ...signedIn },
      },
    },
    async (request) => app.reservations.watching(request.identity.userId, request.params.id),
  );

  app.post(
    '/spot/:id/watch',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['sponsor'],
        summary: 'Notify me: a mail (outbox kind spot_freed) when this reserved spot frees',
        description:
          'Asking twice is one watch; each watch is spent by its mail. 409 conflict when the spot is not ' +
          'reserved (it can be reserved now); 404 for a spot that is not published.',
        params: WatchParams,
        response: { 200: SpotWatch, ...guardedErrors, ...signedIn, ...notFoundError, ...conflict },
      },
    },
    async (request) => app.reservations.watch(request.identity.userId, request.params.id),
  );

  app.delete(
    '/spot/:id/watch',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['sponsor'],
        summary: 'Stop waiting for this spot (nothing to do when the caller did not watch it)',
        params: WatchParams,
        response: { 200: SpotWatch, ...guardedErrors, ...signedIn },
      },
    },
    async (request) => app.reservations.unwatch(request.identity.userId, request.params.id),
  );
};

export default reservationRoutes;
