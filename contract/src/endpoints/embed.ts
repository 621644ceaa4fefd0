// The public embed (docs/publishers.md "The embed and how it counts"), tenant-free: an <img> and an <a> on a
// publisher's page send no headers. They answer images and a redirect, not JSON (their schemas are
// ../embed.ts's); the spot's two are counted (the simulator's domain/counting.ts).
import { DECAL_UPLOAD, PLACEHOLDER_MEDIA_TYPE } from '../content-rules.js';
import { VISITORS_PER_ADDRESS } from '../counting.js';
import { endpoint } from '../endpoint.js';

export const decal = endpoint({
  method: 'GET',
  service: 'public',
  path: '/public/decals/:key',
  login: 'none',
  spec: false,
  summary: "A live decal's image, by its unguessable key (cached for a day)",
  description:
    'Answers only for the live revision of a live spot (the decal its embed shows); any other decal — ' +
    'uploaded, being checked, waiting for the publisher, replaced or ended — is 404 here. Its sponsor ' +
    "and the spot's publisher read those through GET spot/content/{id}/decal.",
  produces: DECAL_UPLOAD.contentTypes,
  schema: ({ embed, responses }) => ({
    params: embed.DecalKeyParam,
    response: { 200: embed.DecalImage, 400: responses.guardedErrors[400], ...responses.notFoundError },
  }),
});

/** The live decal's bytes, or a "sponsor this spot" placeholder when the spot is available. */
export const spotDecal = endpoint({
  method: 'GET',
  service: 'public',
  path: '/public/spot/:id/decal',
  login: 'none',
  spec: false,
  summary: "A spot's embed image: the live decal, or a placeholder when available; counts a view",
  description:
    'Not cached (Cache-Control: no-store), so every load is counted: once per visitor per spot per UTC ' +
    `day, at most ${VISITORS_PER_ADDRESS} visitors per address; known bots count nothing. 404 when the ` +
    'spot is neither live nor available.',
  produces: [...DECAL_UPLOAD.contentTypes, PLACEHOLDER_MEDIA_TYPE],
  schema: ({ common, embed }) => ({
    params: common.IdParam,
    response: { 200: embed.EmbedImage, 400: common.ErrorBody, 404: common.ErrorBody },
  }),
});

/** 302 to the live content's link, or to the spot's page in the app. */
export const spotClick = endpoint({
  method: 'GET',
  service: 'public',
  path: '/public/spot/:id/click',
  login: 'none',
  spec: false,
  summary: "A spot's embed link: 302 to the sponsor's link, or to the spot's page; counts a click",
  description:
    "A click counts only after that visitor's counted view of the spot within the click window, once " +
    'per view; with via=file (the downloaded HTML file, which loads no view) once per visitor per spot per ' +
    `UTC day; at most ${VISITORS_PER_ADDRESS} visitors per address per spot per day. Known bots count ` +
    'nothing. 404 when the spot is neither live nor available.',
  schema: ({ common, embed }) => ({
    params: common.IdParam,
    querystring: embed.SpotClickQuery,
    response: { 302: embed.EmbedRedirect, 400: common.ErrorBody, 404: common.ErrorBody },
  }),
});
