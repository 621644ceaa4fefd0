// The public, tenant-free embed (DESIGN "Embed and analytics"): what its answers are when they are not JSON —
// image bytes and a redirect. Failures answer the one ErrorBody (./common.ts).
import Type from 'typebox';

/** GET /public/decals/{id}: a decal's bytes, in the type they were checked to be. */
export const DecalImage = Type.Unsafe<Uint8Array>({
  type: 'string',
  format: 'binary',
  description: 'The image bytes.',
});

/** GET /public/spot/{id}/decal: the live decal's bytes, or the SVG placeholder (a string). */
export const EmbedImage = Type.Unsafe<Uint8Array | string>({
  type: 'string',
  format: 'binary',
  description: 'The decal bytes (its own type) or an SVG placeholder.',
});

/** GET /public/spot/{id}/click: a 302 without a body. */
export const EmbedRedirect = Type.Null({ description: 'Location: where the click goes.' });
