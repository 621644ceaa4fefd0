// The public, tenant-free embed (docs/publishers.md "The embed and how it counts"): what its answers are when
// they are not JSON — image bytes and a redirect. Failures answer the one ErrorBody (./common.ts).
import Type from 'typebox';

/** A decal's public key: 32 hex digits, unguessable, so no public URL names a decal by its sequential id. */
export const DecalKeyParam = Type.Object({
  key: Type.String({ pattern: '^[0-9a-f]{32}$', description: "The decal's public key." }),
});

/** GET /public/decals/{key}: a decal's bytes, in the type they were checked to be. */
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

/**
 * GET /public/spot/{id}/click's query: `via=file` on the HTML file's link (GET spot/{id}/download), whose
 * readers load no counted view first. Other parameters (a newsletter tool's tracking tags) are ignored.
 */
export const SpotClickQuery = Type.Object({
  via: Type.Optional(Type.Literal('file', { description: 'The link of the downloaded HTML file.' })),
});

/** GET /public/spot/{id}/click: a 302 without a body. */
export const EmbedRedirect = Type.Null({ description: 'Location: where the click goes.' });
