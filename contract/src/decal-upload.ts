// What a decal upload accepts, alone: the spot size rule (spot-product.ts) reads its largest width and
// height without the rest of the content rules. content-rules.ts re-exports it.

/** What POST spot/upload/{spotId} accepts: the bytes decide the type, never the name or declared type. */
export const DECAL_UPLOAD = {
  /** The multipart field that carries the file. */
  field: 'file',
  /** Largest file, in bytes (413 payload_too_large past it). */
  maxBytes: 2 * 1024 * 1024,
  /** Largest width and height, in pixels. */
  maxWidth: 4096,
  maxHeight: 4096,
  /** The types kept; a GIF keeps its first frame only. */
  contentTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
} as const;
