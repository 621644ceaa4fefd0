// Sponsor service, sponsor side: a sponsor's content on a spot — link, title and terms, the decal's
// removal, the read and the AI check. The rules are domain/content/service.ts; the upload is upload.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '@sponsorspot/contract/common';
import {
  AiCheckBody,
  AiCheckResult,
  ContentDecalParams,
  ContentUpdateBody,
  SponsorContentParams,
  SponsorContents,
  SponsorContentsParams,
} from '@sponsorspot/contract/content';
import { SpotContent } from '@sponsorspot/contract/sponsor';
import { bodyErrors, guardedErrors, notFoundError } from '@sponsorspot/contract/responses';

const signedIn = { 401: ErrorBody } as const;
const conflict = { 409: ErrorBody } as const;

const contentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/spot/content/update',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['sponsor'],
        summary: "Set the link, title and terms of the caller's content on a spot (created if none)",
        description:
          "With id: that content of the caller's on spotId; without: the caller's open content on spotId, or a " +
          'new one (status Created; the caller becomes a sponsor if they are not) when the spot is available ' +
          '(409 spot_unavailable otherwise). Fields left out keep their value. linkUrl: empty or an absolute ' +
          'http(s) URL (400 validation_failed naming linkUrl; https is the AI check’s rule). Changing the link ' +
          'or title clears the AI check. 403 blocked when the publisher blocked the caller; 404 for a content ' +
          'that is not the caller’s or a spot that is not published; 409 conflict for an ended content.',
        body: ContentUpdateBody,
        response: { 200: SpotContent, ...bodyErrors, ...signedIn, ...notFoundError, ...conflict },
      },
    },
    async (request) => app.content.update(request.identity, request.body),
  );

  app.delete(
    '/spot/:spotId/content/:contentId/decal',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['sponsor'],
        summary: 'Remove the decal of a content (its sponsor or an admin); clears the AI check',
        params: ContentDecalParams,
        response: { 200: SpotContent, ...guardedErrors, ...signedIn, ...notFoundError, ...conflict },
      },
    },
    async (request) =>
      app.content.removeDecal(request.identity, request.params.spotId, request.params.contentId),
  );

  app.get(
    '/sponsor/:sponsorId/spot/:spotId/content',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['sponsor'],
        summary: "A sponsor's content on a spot (that sponsor or an admin; 404 otherwise)",
        description: 'The open content (not Disabled) when there is one, else the newest ended one.',
        params: SponsorContentParams,
        response: { 200: SpotContent, ...guardedErrors, ...signedIn, ...notFoundError },
      },
    },
    async (request) => app.content.get(request.identity, request.params.sponsorId, request.params.spotId),
  );

  app.get(
    '/sponsor/:sponsorId/content',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['sponsor'],
        summary:
          'Every content of a sponsor, in every status, newest first (that sponsor or an admin; 404 otherwise)',
        params: SponsorContentsParams,
        response: { 200: SponsorContents, ...guardedErrors, ...signedIn, ...notFoundError },
      },
    },
    async (request) => app.content.list(request.identity, request.params.sponsorId),
  );

  app.post(
    '/spot/content/aicheck',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['sponsor'],
        summary: 'Run the AI check on a content: every failed rule comes back as a reason',
        description:
          'Rules (contract/content-rules.ts): the decal exists, decodes, is at least the spot’s size and its ' +
          'shape within the stated tolerance of the spot’s; the link is https, well formed, names a domain ' +
          '(not an IP address) off the blocklist; the title is within its length and free of banned words. ' +
          'Stores aICheckedOn and aICheckPassed. 409 conflict when the content changed while it was checked.',
        body: AiCheckBody,
        response: { 200: AiCheckResult, ...bodyErrors, ...signedIn, ...notFoundError, ...conflict },
      },
    },
    async (request) => app.content.aiCheck(request.identity, request.body.spotContentId),
  );
};

export default contentRoutes;
