// Sponsor service, sponsor side: a sponsor's content on a spot — link, title and terms, the decal's upload
// and removal, the reads and the AI check. The rules are the simulator's domain/content/service.ts.
import { endpoint } from '../endpoint.js';
import { DECAL_UPLOAD, NO_FILE_MESSAGE } from '../content-rules.js';

export const updateContent = endpoint({
  method: 'POST',
  service: 'sponsor',
  path: '/spot/content/update',
  login: 'required',
  spec: true,
  summary: "Set the link, title and terms of the caller's content on a spot (created if none)",
  description:
    "With id: that content of the caller's on spotId; without: the caller's open content on spotId, or a " +
    'new one (status Created; the caller becomes a sponsor if they are not) when the spot is available ' +
    '(409 spot_unavailable otherwise). Fields left out keep their value. linkUrl: empty or an absolute ' +
    'http(s) URL (https is the AI check’s rule); linkUrl and linkTitle are one line, without control ' +
    'characters (400 validation_failed naming the field; nothing is saved). Changing the link ' +
    'or title clears the AI check. 403 blocked when the publisher blocked the caller; 404 for a content ' +
    'that is not the caller’s or a spot that is not published; 409 conflict for an ended content.',
  schema: ({ content, sponsor, responses }) => ({
    body: content.ContentUpdateBody,
    response: {
      200: sponsor.SpotContent,
      ...responses.bodyErrors,
      ...responses.signedIn,
      ...responses.notFoundError,
      ...responses.conflict,
    },
  }),
});

export const removeDecal = endpoint({
  method: 'DELETE',
  service: 'sponsor',
  path: '/spot/:spotId/content/:contentId/decal',
  login: 'required',
  spec: true,
  summary: 'Remove the decal of a content (its sponsor or an admin); clears the AI check',
  schema: ({ content, sponsor, responses }) => ({
    params: content.ContentDecalParams,
    response: {
      200: sponsor.SpotContent,
      ...responses.bodyErrors,
      ...responses.signedIn,
      ...responses.notFoundError,
      ...responses.conflict,
    },
  }),
});

/** The decal a content is being edited with, for the people who may see it before it is live. */
export const contentDecal = endpoint({
  method: 'GET',
  service: 'sponsor',
  path: '/spot/content/:id/decal',
  login: 'required',
  spec: false,
  summary: "A content's current decal (its sponsor, the spot's publisher or an admin; 404 otherwise)",
  description:
    'The image of the revision being edited, checked or reviewed, live or not: a content answer names ' +
    'its decal by this URL. Only the live revision of a live spot is public (GET /public/decals/{key}). ' +
    'Not cached (Cache-Control: private, no-store).',
  produces: DECAL_UPLOAD.contentTypes,
  schema: ({ common, embed, responses }) => ({
    params: common.IdParam,
    response: {
      200: embed.DecalImage,
      ...responses.guardedErrors,
      ...responses.signedIn,
      ...responses.notFoundError,
    },
  }),
});

export const sponsorContent = endpoint({
  method: 'GET',
  service: 'sponsor',
  path: '/sponsor/:sponsorId/spot/:spotId/content',
  login: 'required',
  spec: true,
  summary: "A sponsor's content on a spot (that sponsor or an admin; 404 otherwise)",
  description: 'The open content (not Disabled) when there is one, else the newest ended one.',
  schema: ({ content, sponsor, responses }) => ({
    params: content.SponsorContentParams,
    response: {
      200: sponsor.SpotContent,
      ...responses.guardedErrors,
      ...responses.signedIn,
      ...responses.notFoundError,
    },
  }),
});

export const sponsorContents = endpoint({
  method: 'GET',
  service: 'sponsor',
  path: '/sponsor/:sponsorId/content',
  login: 'required',
  spec: false,
  summary:
    'Every content of a sponsor, in every status, newest first (that sponsor or an admin; 404 otherwise)',
  schema: ({ content, responses }) => ({
    params: content.SponsorContentsParams,
    response: {
      200: content.SponsorContents,
      ...responses.guardedErrors,
      ...responses.signedIn,
      ...responses.notFoundError,
    },
  }),
});

export const aiCheck = endpoint({
  method: 'POST',
  service: 'sponsor',
  path: '/spot/content/aicheck',
  login: 'required',
  spec: true,
  summary: 'Run the AI check on a content: every failed rule comes back as a reason',
  description:
    'Rules (contract/content-rules.ts): the decal exists, decodes, is at least the spot’s size and its ' +
    'shape within the stated tolerance of the spot’s; the link is https, well formed, names a domain ' +
    '(not an IP address) off the blocklist; the title is within its length and free of banned words. ' +
    'Stores aICheckedOn and aICheckPassed. 409 conflict when the content changed while it was checked.',
  schema: ({ content, responses }) => ({
    body: content.AiCheckBody,
    response: {
      200: content.AiCheckResult,
      ...responses.bodyErrors,
      ...responses.signedIn,
      ...responses.notFoundError,
      ...responses.conflict,
    },
  }),
});

/** The body is multipart/form-data with one file in the field `file` (DECAL_UPLOAD, ../content-rules.ts). */
export const uploadDecal = endpoint({
  method: 'POST',
  service: 'sponsor',
  path: '/spot/upload/:spotId',
  login: 'required',
  spec: true,
  summary: "Upload a decal: attached to the caller's content on the spot (created if none)",
  description:
    'multipart/form-data with one file in the field "file". PNG, JPEG, WebP or GIF (first frame), ' +
    'decided by the file’s bytes; at most 2 MB (413 payload_too_large) and 4096 × 4096 pixels (400 ' +
    'request_invalid); anything else 415 unsupported_media_type. No file: 400 request_invalid "' +
    NO_FILE_MESSAGE +
    '". The image is re-encoded without its metadata and served from /public/decals/{id}. Replacing a ' +
    'decal clears the AI check. A new content needs the spot available (409 spot_unavailable); 403 ' +
    'blocked when its publisher blocked the caller; 404 for a spot that is not published.',
  schema: ({ common, content, sponsor }) => ({
    consumes: ['multipart/form-data'],
    multipartBody: content.UploadForm,
    params: content.UploadParams,
    response: {
      201: sponsor.Decal,
      400: common.ErrorBody,
      401: common.ErrorBody,
      403: common.ErrorBody,
      404: common.ErrorBody,
      409: common.ErrorBody,
      413: common.ErrorBody,
      415: common.ErrorBody,
    },
  }),
});
