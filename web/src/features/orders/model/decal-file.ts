// A decal file looked at before it is uploaded: its type, its size in bytes, and its pixel size against the
// upload's limits and the spot's size and shape (the AI check's rule, contract/content-rules.ts), so a file
// the server or the check would refuse is not sent. Each message names the limit and the file's own figure.
// The server checks everything again. Pure: the caller reads the file's pixel size.
import { DECAL_UPLOAD, decalSizeReasons } from '@sponsorspot/contract/content-rules';
import { formatNumber } from '../../../lib/format';

export interface DecalFileFacts {
  name: string;
  /** The type the browser gives the file ('' when it does not know). */
  type: string;
  bytes: number;
  /** Its pixel size, or null when it could not be read as an image. */
  pixels: { width: number; height: number } | null;
}

const MB = 1024 * 1024;
const megabytes = (bytes: number) => `${formatNumber(Math.ceil((bytes / MB) * 10) / 10)} MB`;

/** Whether the type is one the upload takes (the browser names a file's type by its extension). */
export function isDecalType(type: string): boolean {
  return (DECAL_UPLOAD.contentTypes as readonly string[]).includes(type);
}

/**
 * Why the file cannot be the spot's decal, or null when it can: the type, then its size in bytes, then its
 * pixels (unreadable, past the upload's limit, then the spot's size and shape).
 */
export function decalFileProblem(
  file: DecalFileFacts,
  spotSize: { width: number; height: number } | null,
): string | null {
  if (!isDecalType(file.type))
    return `“${file.name}” is not a PNG, JPEG, WebP or GIF image: choose one of those.`;
  if (file.bytes > DECAL_UPLOAD.maxBytes)
    return `“${file.name}” is ${megabytes(file.bytes)}; a decal may be at most ${megabytes(DECAL_UPLOAD.maxBytes)}.`;
  if (!file.pixels) return `“${file.name}” could not be read as an image: choose another file.`;
  const { width, height } = file.pixels;
  if (width > DECAL_UPLOAD.maxWidth || height > DECAL_UPLOAD.maxHeight)
    return `“${file.name}” is ${width} × ${height} px; a decal may be at most ${DECAL_UPLOAD.maxWidth} × ${DECAL_UPLOAD.maxHeight} px.`;
  if (!spotSize) return null;
  const [reason] = decalSizeReasons(file.pixels, spotSize);
  return reason ? reason.message : null;
}
