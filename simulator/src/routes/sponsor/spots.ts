// Sponsor service, marketplace slice: search, public spot, status snapshot, available spots.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam } from '@sponsorspot/contract/common';
import {
  AvailableSpotsBody,
  AvailableSpotsResult,
  Spot,
  SpotSearchBody,
  SpotSearchResult,
  SpotStatusSnapshot,
} from '@sponsorspot/contract/sponsor';
import { apiError } from '../../domain/errors.js';
import { bodyErrors, guardedErrors, notFoundError } from '../responses.js';

const spotsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The paged searches take an optional body: a POST without one searches with the defaults.
  const emptyBodyIsEmptyObject = async (request: { body: unknown }) => {
    if (request.body === undefined) request.body = {};
  };

  app.post(
    '/spot/search/',
    {
      preValidation: emptyBodyIsEmptyObject,
      schema: {
        tags: ['sponsor'],
        summary: 'Search the marketplace: published spots of active publishers',
        description:
          'Every word of searchText must match (as a prefix) the name, description, location path or publisher ' +
          'name. Spots whose name holds every word come first, then the other matches, each by id; without ' +
          'words, by id. totalCount is exact.',
        body: SpotSearchBody,
        response: { 200: SpotSearchResult, ...bodyErrors },
      },
    },
    async (request) => app.spots.search(request.body),
  );

  app.post(
    '/spot/available',
    {
      preValidation: emptyBodyIsEmptyObject,
      schema: {
        tags: ['sponsor'],
        summary: 'Spots a sponsor can reserve now: published, active publisher, no current content',
        body: AvailableSpotsBody,
        response: { 200: AvailableSpotsResult, ...bodyErrors },
      },
    },
    async (request) => app.spots.available(request.body),
  );

  app.get(
    '/spot/:id/public',
    {
      schema: {
        tags: ['sponsor'],
        summary: 'A spot as the marketplace shows it (404 unless published by an active publisher)',
        params: IdParam,
        response: { 200: Spot, ...guardedErrors, ...notFoundError },
      },
    },
    async (request) => {
      const spot = app.spots.findPublic(request.params.id);
      if (!spot) throw apiError.notFound(`Spot ${request.params.id}`);
      // A hold that ran out on the clock is no hold, before any write releases it.
      if (spot.heldUntil !== null && Date.parse(spot.heldUntil) <= app.clock.nowMs()) spot.heldUntil = null;
      return spot;
    },
  );

  app.get(
    '/spot/:id/status',
    {
      schema: {
        tags: ['sponsor'],
        summary: 'Status snapshot of a spot (what the live and available rules read)',
        params: IdParam,
        response: { 200: SpotStatusSnapshot, ...guardedErrors, ...notFoundError },
      },
    },
    async (request) => {
      const snapshot = app.spots.findSnapshot(request.params.id);
      if (!snapshot) throw apiError.notFound(`Spot ${request.params.id}`);
      return snapshot;
    },
  );
};

export default spotsRoutes;
