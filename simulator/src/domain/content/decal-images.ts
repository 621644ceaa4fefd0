// What an uploaded decal becomes (docs/sponsors.md "Uploads"; contract/content-rules.ts DECAL_UPLOAD): the
// file's first bytes decide its type (never its name or declared type), sharp reads the header and refuses
// anything past 4096 × 4096 before a pixel is decoded, then decodes and re-encodes it in its own format,
// which drops metadata (EXIF, XMP, ICC comments) and whatever trails the image (a polyglot's HTML). A
// GIF keeps its first frame.
import type { Metadata } from 'sharp';
import { DECAL_UPLOAD } from '@sponsorspot/contract/content-rules';
import { ApiError, apiError } from '../../lib/errors.js';
import { loadSharp } from '../../lib/on-first-use.js';

export type DecalContentType = (typeof DECAL_UPLOAD.contentTypes)[number];

/** sharp's decoding limit: a decompression bomb stops here even if its header lied about its size. */
export const DECAL_PIXEL_LIMIT = DECAL_UPLOAD.maxWidth * DECAL_UPLOAD.maxHeight;

const SIGNATURES: readonly { type: DecalContentType; format: string; matches: (b: Buffer) => boolean }[] = [
  {
    type: 'image/png',
    format: 'png',
    matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    type: 'image/jpeg',
    format: 'jpeg',
    matches: (b) => b.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])),
  },
  {
    type: 'image/gif',
    format: 'gif',
    matches: (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')),
  },
  {
    type: 'image/webp',
    format: 'webp',
    matches: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

const EXTENSIONS: Record<DecalContentType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** The accepted type the bytes begin with, or null. */
export function sniffDecalType(bytes: Buffer): DecalContentType | null {
  return SIGNATURES.find((signature) => signature.matches(bytes))?.type ?? null;
}

export interface ProcessedDecal {
  bytes: Buffer;
  contentType: DecalContentType;
  extension: string;
  width: number;
  height: number;
}

const unsupported = () =>
  apiError.unsupportedMediaType(
    'A decal must be a PNG, JPEG, WebP or GIF image; the file’s content decides, not its name.',
  );

const unreadable = () =>
  apiError.requestInvalid('The file could not be read as an image: it is damaged or incomplete.');

/**
 * Markup anywhere in the bytes (in a comment segment, or after the image's end): a polyglot that a browser
 * sniffing the file could run as a page. Re-encoding would drop it; it is refused so nothing of it is kept.
 */
const MARKUP = /<(?:!doctype|html|head|body|script|svg|iframe|object|embed|meta|\?xml)[\s/>]/i;

/** Checks, decodes and re-encodes an upload; ApiError 415 or 400 when it is refused. */
export async function processDecal(input: Buffer): Promise<ProcessedDecal> {
  const contentType = sniffDecalType(input);
  if (!contentType) throw unsupported();
  if (MARKUP.test(input.toString('latin1')))
    throw apiError.unsupportedMediaType(
      'The file carries HTML, SVG or XML besides the image: upload the image alone.',
    );
  const format = SIGNATURES.find((signature) => signature.type === contentType)?.format;
  const options = { limitInputPixels: DECAL_PIXEL_LIMIT, animated: false, pages: 1 } as const;
  const sharp = await loadSharp();
  let header: Metadata;
  try {
    // Only the header is read here (no pixel is decoded), so the limit waits for the decode below and a
    // header claiming too many pixels gets the size message.
    header = await sharp(input, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  if (header.format !== format) throw unsupported();
  const { width = 0, height = 0 } = header;
  if (width > DECAL_UPLOAD.maxWidth || height > DECAL_UPLOAD.maxHeight)
    throw apiError.requestInvalid(
      `The image is ${width} × ${height} pixels; a decal is at most ${DECAL_UPLOAD.maxWidth} × ${DECAL_UPLOAD.maxHeight}.`,
      { width, height, maxWidth: DECAL_UPLOAD.maxWidth, maxHeight: DECAL_UPLOAD.maxHeight },
    );
  if (width < 1 || height < 1) throw unreadable();
  // rotate() applies the EXIF orientation before the metadata is dropped, so the image stands as it was shot.
  const image = sharp(input, { ...options, failOn: 'error' }).rotate();
  const encoded =
    contentType === 'image/png'
      ? image.png()
      : contentType === 'image/jpeg'
        ? image.jpeg({ quality: 90 })
        : contentType === 'image/webp'
          ? image.webp({ quality: 90 })
          : image.gif();
  try {
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      bytes: data,
      contentType,
      extension: EXTENSIONS[contentType],
      width: info.width,
      height: info.height,
    };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw unreadable();
  }
}

/** A file name to show (never used to store or to decide anything): its last segment, printable, short. */
export function displayFileName(name: string | undefined, extension: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const stem = base
    .replace(/\.[^.]*$/, '')
    .replace(/[^\p{L}\p{N} ._-]+/gu, '')
    .trim()
    .slice(0, 100);
  return `${stem || 'decal'}.${extension}`;
}
