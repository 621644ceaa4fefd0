// Sponsor service, publisher side: a publisher's own spots — create, update (details and status), read,
// delete, and the list of every status (beyond the spec). The rules are domain/spots/publisher-spots.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, IdParam } from '@sponsorspot/contract/common';
import { EmptyBody } from '@sponsorspot/contract/presence-user';
import {
  PublisherSpotsBody,
  PublisherSpotsResult,
  SpotCreateBody,
  SpotUpdateBody,
} from '@sponsorspot/contract/publisher';
import { Spot } from '@sponsorspot/contract/sponsor';
import { bodyErrors, guardedErrors, notFoundError } from '@sponsorspot/contract/responses';

const signedIn = { 401: ErrorBody } as const;
const conflict = { 409: ErrorBody } as const;

const publisherSpotsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/spot/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['sponsor'],
        summary: "Create a spot (status Created) for the caller's publisher",
        description:
          'locationPath is stored formatted (SPEC §5; absent or empty: "/"); sampleUrl must be an absolute ' +
          'http(s) URL or empty; productJson a JSON object. 403 forbidden when the caller is not a publisher; ' +
          '403 plan_limit_reached {capacity, used} past the listing capacity of the plan.',
        body: SpotCreateBody,
        response: { 201: Spot, ...bodyErrors, ...signedIn },
      },
    },
    async (request, reply) => {
      const spot = app.publisherSpots.create(request.identity, request.body);
      return reply.code(201).send(spot);
    },
  );

  app.post(
    '/spot/update',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['sponsor'],
        summary: 'Change a spot: details and status (its publisher or an admin)',
        description:
          'Fields left out keep their value; saving details of a Created spot makes it Draft. Status changes: ' +
          'Created → Draft → Published ⇄ Disabled, Draft ⇄ Published, Disabled → Draft (409 ' +
          'invalid_transition {from, to}). Publishing needs an Active publisher, a name and a sample URL (409 ' +
          'not_publishable {missing}) and room in the listing capacity, counting the spot itself (403 ' +
          'plan_limit_reached {capacity, used}); so does taking a spot out of Disabled. A refused update ' +
          'changes nothing.',
        body: SpotUpdateBody,
        response: { 200: Spot, ...bodyErrors, ...signedIn, ...notFoundError, ...conflict },
      },
    },
    async (request) => app.publisherSpots.update(request.identity, request.body),
  );

  app.get(
    '/spot/:id(^\\d+$)',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['sponsor'],
        summary: 'A spot in any status, for its publisher or an admin (404 for anyone else)',
        params: IdParam,
        response: { 200: Spot, ...guardedErrors, ...signedIn, ...notFoundError },
      },
    },
    async (request) => app.publisherSpots.get(request.identity, request.params.id),
  );

  app.delete(
    '/spot/:id(^\\d+$)',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['sponsor'],
        summary: 'Delete a spot with its reservations history (409 conflict while an active one holds it)',
        params: IdParam,
        response: { 200: EmptyBody, ...guardedErrors, ...signedIn, ...notFoundError, ...conflict },
      },
    },
    async (request) => {
      app.publisherSpots.remove(request.identity, request.params.id);
      return {};
    },
  );

  app.post(
    '/publisher/spots',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['sponsor'],
        summary: "The caller's own spots in every status, newest first (beyond the spec)",
        description:
          'Filter by status (all when absent or empty) and by searchText: every word must appear in the ' +
          'name, description or location path (any case). Paged like spot/search; a user who is not a ' +
          'publisher has none.',
        body: PublisherSpotsBody,
        response: { 200: PublisherSpotsResult, ...bodyErrors, ...signedIn },
      },
    },
    async (request) => app.publisherSpots.list(request.identity, request.body),
  );
};

export default publisherSpotsRoutes;
