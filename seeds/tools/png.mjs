// Minimal PNG writer and reader (8-bit RGB, no interlace) using only Node's zlib.
// The writer picks a filter per row (the smallest sum of absolute differences) and deflates at level 9,
// so smooth gradients and flat shapes stay small. The reader validates what check.mjs needs.
import zlib from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(buffer) {
  let c = 0xffffffff;
  for (let i = 0; i < buffer.length; i++) c = CRC_TABLE[(c ^ buffer[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

function paeth(a, b, c) {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  if (pa <= pb && pa <= pc) return a;
  return pb <= pc ? b : c;
}

/** Applies PNG filter `type` to one scanline (bpp 3). */
function filterRow(type, row, prior, out) {
  for (let i = 0; i < row.length; i++) {
    const a = i >= 3 ? row[i - 3] : 0;
    const b = prior[i];
    const c = i >= 3 ? prior[i - 3] : 0;
    let predictor = 0;
    if (type === 1) predictor = a;
    else if (type === 2) predictor = b;
    else if (type === 3) predictor = (a + b) >> 1;
    else if (type === 4) predictor = paeth(a, b, c);
    out[i] = (row[i] - predictor) & 0xff;
  }
}

/** Encodes `pixels` (Uint8Array, RGB, row-major) as a PNG buffer. */
export function encodePng(width, height, pixels) {
  const stride = width * 3;
  const raw = Buffer.alloc(height * (stride + 1));
  const candidates = [0, 1, 2, 3, 4].map(() => new Uint8Array(stride));
  let prior = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const row = pixels.subarray(y * stride, (y + 1) * stride);
    let best = 0;
    let bestScore = Infinity;
    for (let type = 0; type < 5; type++) {
      filterRow(type, row, prior, candidates[type]);
      let score = 0;
      for (const v of candidates[type]) score += v < 128 ? v : 256 - v;
      if (score < bestScore) {
        bestScore = score;
        best = type;
      }
    }
    const offset = y * (stride + 1);
    raw[offset] = best;
    raw.set(candidates[best], offset + 1);
    prior = row;
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: RGB
  ihdr[10] = 0; // deflate
  ihdr[11] = 0; // adaptive filtering
  ihdr[12] = 0; // no interlace
  const idat = zlib.deflateSync(raw, { level: 9, memLevel: 9 });
  return Buffer.concat([SIGNATURE, chunk('IHDR', ihdr), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}

/**
 * Reads a PNG far enough to prove it is valid: signature, every chunk's CRC, IHDR, IEND, and that the
 * inflated image data has exactly one filter byte plus one scanline per row with known filter types.
 * Returns { width, height, bitDepth, colorType } or throws an Error naming the problem.
 */
export function inspectPng(buffer) {
  if (buffer.length < 8 || !buffer.subarray(0, 8).equals(SIGNATURE)) throw new Error('not a PNG signature');
  let offset = 8;
  let header = null;
  const idat = [];
  let ended = false;
  while (offset < buffer.length) {
    if (offset + 12 > buffer.length) throw new Error('truncated chunk');
    const length = buffer.readUInt32BE(offset);
    const type = buffer.toString('ascii', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (end > buffer.length) throw new Error(`truncated ${type} chunk`);
    const expected = buffer.readUInt32BE(offset + 8 + length);
    if (crc32(buffer.subarray(offset + 4, offset + 8 + length)) !== expected)
      throw new Error(`bad CRC in ${type}`);
    const data = buffer.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      header = {
        width: data.readUInt32BE(0),
        height: data.readUInt32BE(4),
        bitDepth: data[8],
        colorType: data[9],
        interlace: data[12],
      };
    } else if (type === 'IDAT') idat.push(data);
    else if (type === 'IEND') ended = true;
    offset = end;
    if (ended) break;
  }
  if (!header) throw new Error('missing IHDR');
  if (!ended) throw new Error('missing IEND');
  if (header.bitDepth !== 8 || header.colorType !== 2 || header.interlace !== 0) {
    throw new Error('expected 8-bit RGB, not interlaced');
  }
  const raw = zlib.inflateSync(Buffer.concat(idat));
  const stride = header.width * 3 + 1;
  if (raw.length !== stride * header.height) throw new Error('image data length does not match IHDR');
  for (let y = 0; y < header.height; y++) {
    if (raw[y * stride] > 4) throw new Error(`unknown filter type on row ${y}`);
  }
  return {
    width: header.width,
    height: header.height,
    bitDepth: header.bitDepth,
    colorType: header.colorType,
  };
}
