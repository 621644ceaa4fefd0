// Pixel-by-pixel banner art for the seed decals: a float RGB canvas, anti-aliased shapes from signed
// distance functions, a 5x7 bitmap font, and the banner layouts for the common ad sizes.
// Deterministic: no clock, no Math.random (patterns use a seeded generator).

const clamp01 = (v) => (v < 0 ? 0 : v > 1 ? 1 : v);

export function hex(colour) {
  const n = Number.parseInt(colour.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function mix(a, b, t) {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

/** mulberry32: a tiny seeded generator, so "random" patterns are the same on every run. */
export function seeded(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---- signed distance functions (negative inside) ------------------------------------------------

export const sdCircle = (cx, cy, r) => (x, y) => Math.hypot(x - cx, y - cy) - r;

export const sdRoundBox = (cx, cy, hw, hh, radius) => (x, y) => {
  const qx = Math.abs(x - cx) - hw + radius;
  const qy = Math.abs(y - cy) - hh + radius;
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - radius;
};

export const sdSegment = (ax, ay, bx, by, width) => (x, y) => {
  const pax = x - ax;
  const pay = y - ay;
  const bax = bx - ax;
  const bay = by - ay;
  const h = clamp01((pax * bax + pay * bay) / (bax * bax + bay * bay));
  return Math.hypot(pax - bax * h, pay - bay * h) - width / 2;
};

export const sdPolygon = (points) => (x, y) => {
  let d = (x - points[0][0]) ** 2 + (y - points[0][1]) ** 2;
  let sign = 1;
  for (let i = 0, j = points.length - 1; i < points.length; j = i, i++) {
    const [vix, viy] = points[i];
    const [vjx, vjy] = points[j];
    const ex = vjx - vix;
    const ey = vjy - viy;
    const wx = x - vix;
    const wy = y - viy;
    const h = clamp01((wx * ex + wy * ey) / (ex * ex + ey * ey));
    d = Math.min(d, (wx - ex * h) ** 2 + (wy - ey * h) ** 2);
    const c1 = y >= viy;
    const c2 = y < vjy;
    const c3 = ex * wy > ey * wx;
    if ((c1 && c2 && c3) || (!c1 && !c2 && !c3)) sign = -sign;
  }
  return sign * Math.sqrt(d);
};

export const sdUnion =
  (...shapes) =>
  (x, y) =>
    Math.min(...shapes.map((s) => s(x, y)));
export const sdIntersect =
  (...shapes) =>
  (x, y) =>
    Math.max(...shapes.map((s) => s(x, y)));
export const sdRing = (shape, width) => (x, y) => Math.abs(shape(x, y)) - width / 2;

// ---- canvas -------------------------------------------------------------------------------------

export class Canvas {
  constructor(width, height) {
    this.width = width;
    this.height = height;
    this.data = new Float32Array(width * height * 3);
  }

  blend(x, y, colour, alpha) {
    if (alpha <= 0 || x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (y * this.width + x) * 3;
    const a = alpha > 1 ? 1 : alpha;
    this.data[i] += (colour[0] - this.data[i]) * a;
    this.data[i + 1] += (colour[1] - this.data[i + 1]) * a;
    this.data[i + 2] += (colour[2] - this.data[i + 2]) * a;
  }

  /** Every pixel gets `shade(x, y)` → [r, g, b] (pixel centres at +0.5). */
  paint(shade) {
    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++) this.blend(x, y, shade(x + 0.5, y + 0.5), 1);
    }
  }

  /** Fills a signed-distance shape with one-pixel anti-aliasing; `box` limits the scan when given. */
  fill(sdf, colour, alpha = 1, box = null) {
    const [x0, y0, x1, y1] = box
      ? [
          Math.max(0, Math.floor(box[0])),
          Math.max(0, Math.floor(box[1])),
          Math.ceil(box[2]),
          Math.ceil(box[3]),
        ]
      : [0, 0, this.width, this.height];
    for (let y = y0; y < Math.min(y1, this.height); y++) {
      for (let x = x0; x < Math.min(x1, this.width); x++) {
        const coverage = clamp01(0.5 - sdf(x + 0.5, y + 0.5));
        if (coverage > 0) this.blend(x, y, colour, coverage * alpha);
      }
    }
  }

  rect(x, y, w, h, colour, alpha = 1) {
    for (let yy = Math.max(0, y); yy < Math.min(this.height, y + h); yy++) {
      for (let xx = Math.max(0, x); xx < Math.min(this.width, x + w); xx++) this.blend(xx, yy, colour, alpha);
    }
  }

  toRgb() {
    const out = new Uint8Array(this.data.length);
    for (let i = 0; i < this.data.length; i++) out[i] = Math.max(0, Math.min(255, Math.round(this.data[i])));
    return out;
  }
}

// ---- 5x7 bitmap font ----------------------------------------------------------------------------

const GLYPHS = {
  A: '01110 10001 10001 11111 10001 10001 10001',
  B: '11110 10001 10001 11110 10001 10001 11110',
  C: '01110 10001 10000 10000 10000 10001 01110',
  D: '11110 10001 10001 10001 10001 10001 11110',
  E: '11111 10000 10000 11110 10000 10000 11111',
  F: '11111 10000 10000 11110 10000 10000 10000',
  G: '01110 10001 10000 10111 10001 10001 01111',
  H: '10001 10001 10001 11111 10001 10001 10001',
  I: '01110 00100 00100 00100 00100 00100 01110',
  J: '00111 00010 00010 00010 00010 10010 01100',
  K: '10001 10010 10100 11000 10100 10010 10001',
  L: '10000 10000 10000 10000 10000 10000 11111',
  M: '10001 11011 10101 10101 10001 10001 10001',
  N: '10001 10001 11001 10101 10011 10001 10001',
  O: '01110 10001 10001 10001 10001 10001 01110',
  P: '11110 10001 10001 11110 10000 10000 10000',
  Q: '01110 10001 10001 10001 10101 10010 01101',
  R: '11110 10001 10001 11110 10100 10010 10001',
  S: '01111 10000 10000 01110 00001 00001 11110',
  T: '11111 00100 00100 00100 00100 00100 00100',
  U: '10001 10001 10001 10001 10001 10001 01110',
  V: '10001 10001 10001 10001 10001 01010 00100',
  W: '10001 10001 10001 10101 10101 10101 01010',
  X: '10001 10001 01010 00100 01010 10001 10001',
  Y: '10001 10001 10001 01010 00100 00100 00100',
  Z: '11111 00001 00010 00100 01000 10000 11111',
  0: '01110 10001 10011 10101 11001 10001 01110',
  1: '00100 01100 00100 00100 00100 00100 01110',
  2: '01110 10001 00001 00010 00100 01000 11111',
  3: '11111 00010 00100 00010 00001 10001 01110',
  4: '00010 00110 01010 10010 11111 00010 00010',
  5: '11111 10000 11110 00001 00001 10001 01110',
  6: '00110 01000 10000 11110 10001 10001 01110',
  7: '11111 00001 00010 00100 01000 01000 01000',
  8: '01110 10001 10001 01110 10001 10001 01110',
  9: '01110 10001 10001 01111 00001 00010 01100',
  ' ': '00000 00000 00000 00000 00000 00000 00000',
  '!': '00100 00100 00100 00100 00100 00000 00100',
  '.': '00000 00000 00000 00000 00000 01100 01100',
  ',': '00000 00000 00000 00000 01100 00100 01000',
  '-': '00000 00000 00000 11111 00000 00000 00000',
  $: '00100 01111 10100 01110 00101 11110 00100',
  '&': '01100 10010 10100 01000 10101 10010 01101',
  '>': '01000 00100 00010 00001 00010 00100 01000',
  "'": '01100 00100 01000 00000 00000 00000 00000',
  '/': '00000 00001 00010 00100 01000 10000 00000',
  '%': '11000 11001 00010 00100 01000 10011 00011',
  '+': '00000 00100 00100 11111 00100 00100 00000',
};
const FONT = Object.fromEntries(Object.entries(GLYPHS).map(([ch, rows]) => [ch, rows.split(' ')]));

/** Width in pixels of `text` at integer `scale` (each glyph is 5 wide plus 1 of spacing). */
export const textWidth = (text, scale) => (text.length ? text.length * 6 * scale - scale : 0);
export const textHeight = (scale) => 7 * scale;

/** The largest integer scale ≤ preferred at which `text` fits in `maxWidth` (at least 1). */
export function fitScale(text, maxWidth, preferred) {
  let scale = preferred;
  while (scale > 1 && textWidth(text, scale) > maxWidth) scale--;
  return scale;
}

/** Splits `text` at spaces into lines that fit `maxWidth` at `scale` (a word longer than that keeps its own line). */
export function wrapText(text, maxWidth, scale) {
  if (textWidth(text, scale) <= maxWidth) return [text];
  // Prefer two balanced lines; fall back to greedy filling.
  const words = text.split(' ');
  let best = null;
  for (let i = 1; i < words.length; i++) {
    const pair = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    const widest = Math.max(...pair.map((line) => textWidth(line, scale)));
    if (widest <= maxWidth && (!best || widest < best.widest)) best = { pair, widest };
  }
  if (best) return best.pair;
  const lines = [];
  for (const word of text.split(' ')) {
    const last = lines.length ? `${lines[lines.length - 1]} ${word}` : null;
    if (last !== null && textWidth(last, scale) <= maxWidth) lines[lines.length - 1] = last;
    else lines.push(word);
  }
  return lines;
}

export function drawText(canvas, text, x, y, scale, colour, { shadow = null, alpha = 1 } = {}) {
  const draw = (ox, oy, c, a) => {
    let cx = ox;
    for (const ch of text.toUpperCase()) {
      const rows = FONT[ch] ?? FONT[' '];
      for (let r = 0; r < 7; r++) {
        for (let col = 0; col < 5; col++) {
          if (rows[r][col] === '1') canvas.rect(cx + col * scale, oy + r * scale, scale, scale, c, a);
        }
      }
      cx += 6 * scale;
    }
  };
  if (shadow) {
    const offset = Math.max(1, Math.round(scale / 2));
    draw(x + offset, y + offset, shadow, 0.35 * alpha);
  }
  draw(x, y, colour, alpha);
}

export function drawTextCentered(canvas, text, cx, y, scale, colour, options) {
  drawText(canvas, text, Math.round(cx - textWidth(text, scale) / 2), y, scale, colour, options);
}

// ---- background patterns ------------------------------------------------------------------------

function background(canvas, style) {
  const { width: w, height: h } = canvas;
  const from = hex(style.colours[0]);
  const to = hex(style.colours[1]);
  const angle = ((style.angle ?? 20) * Math.PI) / 180;
  const dx = Math.cos(angle);
  const dy = Math.sin(angle);
  const span = Math.abs(w * dx) + Math.abs(h * dy);
  const min = Math.min(0, w * dx) + Math.min(0, h * dy);
  canvas.paint((x, y) => mix(from, to, (x * dx + y * dy - min) / span));
  // A soft highlight in the upper left corner gives the flat gradient some depth.
  const glowR = Math.max(w, h) * 0.6;
  const white = [255, 255, 255];
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const d = Math.hypot(x - w * 0.15, y - h * 0.1) / glowR;
      if (d < 1) canvas.blend(x, y, white, 0.12 * (1 - d) * (1 - d));
    }
  }
}

function pattern(canvas, style, rng) {
  const { width: w, height: h } = canvas;
  const accent = hex(style.accent);
  const light = [255, 255, 255];
  const dark = [0, 0, 0];
  switch (style.pattern) {
    case 'stripes': {
      const period = 26;
      canvas.fill(
        (x, y) => {
          const u = (((x + y * 0.8) % period) + period) % period;
          return Math.abs(u - period / 2) - 4;
        },
        light,
        0.07,
      );
      canvas.fill(sdSegment(-10, h + 4, w * 0.4, -8, 3), accent, 0.5);
      break;
    }
    case 'dots': {
      const step = 16;
      canvas.fill(
        (x, y) => {
          const gx = (((x % step) + step) % step) - step / 2;
          const gy = (((y % step) + step) % step) - step / 2;
          return Math.hypot(gx, gy) - 2.5;
        },
        light,
        0.1,
      );
      canvas.fill(sdCircle(w * 0.95, h * 1.05, Math.min(w, h) * 0.55), accent, 0.18);
      break;
    }
    case 'rings': {
      const cx = w * 0.98;
      const cy = h * 0.5;
      const period = 18;
      canvas.fill(
        (x, y) => {
          const r = Math.hypot(x - cx, y - cy);
          const u = ((r % period) + period) % period;
          return Math.abs(u - period / 2) - 2;
        },
        light,
        0.08,
      );
      break;
    }
    case 'mountains': {
      const base = h;
      const peaks = [
        [0.05, 0.55, 0.3],
        [0.3, 0.35, 0.35],
        [0.6, 0.5, 0.3],
        [0.85, 0.3, 0.35],
      ];
      for (const [px, py, half] of peaks) {
        const cx = px * w;
        const top = py * h + h * 0.25;
        const hw = half * Math.max(w, h) * 0.5;
        canvas.fill(
          sdPolygon([
            [cx - hw, base + 2],
            [cx, top],
            [cx + hw, base + 2],
          ]),
          dark,
          0.16,
        );
      }
      break;
    }
    case 'bars': {
      const barW = 6;
      for (let i = 0; i * (barW + 4) < w; i++) {
        const x = i * (barW + 4) + 2;
        const amp = 0.25 + 0.55 * Math.abs(Math.sin(i * 0.55) * Math.cos(i * 0.21));
        const bh = Math.round(h * amp * 0.6);
        canvas.rect(x, h - bh, barW, bh, accent, 0.16);
      }
      break;
    }
    case 'pixels': {
      const size = 10;
      for (let y = 0; y < h; y += size) {
        for (let x = 0; x < w; x += size) {
          const r = rng();
          if (r < 0.18) canvas.rect(x, y, size, size, light, 0.05 + (r / 0.18) * 0.07);
          else if (r > 0.95) canvas.rect(x, y, size, size, accent, 0.22);
        }
      }
      break;
    }
    case 'tiles': {
      const size = 22;
      const palette = style.tilePalette.map(hex);
      for (let y = 0; y < h; y += size) {
        for (let x = 0; x < w; x += size) {
          const c = palette[Math.floor(rng() * palette.length)];
          canvas.fill(sdRoundBox(x + size / 2, y + size / 2, size / 2 - 2, size / 2 - 2, 3), c, 0.14, [
            x,
            y,
            x + size,
            y + size,
          ]);
        }
      }
      break;
    }
    case 'chevrons': {
      const period = 22;
      canvas.fill(
        (x, y) => {
          const u = (((x - Math.abs(y - h / 2) * 0.9) % period) + period) % period;
          return Math.abs(u - period / 2) - 3;
        },
        light,
        0.06,
      );
      break;
    }
    case 'burst': {
      const cx = w * 0.15;
      const cy = h * 0.5;
      const rays = 18;
      canvas.fill(
        (x, y) => {
          const r = Math.hypot(x - cx, y - cy);
          const a = Math.atan2(y - cy, x - cx);
          const u = (((a / (2 * Math.PI)) * rays) % 1) + 1;
          const frac = (u % 1) - 0.5;
          return (Math.abs(frac) - 0.22) * ((2 * Math.PI * r) / rays);
        },
        light,
        0.12,
      );
      break;
    }
    case 'dashed': {
      // The placeholder: a dashed border and faint diagonal hatching.
      canvas.fill(
        (x, y) => {
          const u = (((x + y) % 14) + 14) % 14;
          return Math.abs(u - 7) - 0.8;
        },
        hex('#94a3b8'),
        0.12,
      );
      const inset = 6;
      const dash = 10;
      const colour = hex('#64748b');
      for (let x = inset; x < w - inset; x++) {
        if (Math.floor((x - inset) / dash) % 2 === 0) {
          canvas.rect(x, inset, 1, 2, colour);
          canvas.rect(x, h - inset - 2, 1, 2, colour);
        }
      }
      for (let y = inset; y < h - inset; y++) {
        if (Math.floor((y - inset) / dash) % 2 === 0) {
          canvas.rect(inset, y, 2, 1, colour);
          canvas.rect(w - inset - 2, y, 2, 1, colour);
        }
      }
      break;
    }
    default:
      break;
  }
}

// ---- logos --------------------------------------------------------------------------------------

function logo(canvas, style, cx, cy, r) {
  const accent = hex(style.accent);
  const ink = hex(style.logoInk ?? style.colours[0]);
  const box = [cx - r - 2, cy - r - 2, cx + r + 2, cy + r + 2];
  canvas.fill(sdCircle(cx + r * 0.08, cy + r * 0.1, r), [0, 0, 0], 0.25, [
    box[0],
    box[1],
    box[2] + 6,
    box[3] + 6,
  ]);
  canvas.fill(sdCircle(cx, cy, r), accent, 1, box);
  const inner = (sdf) => canvas.fill(sdIntersect(sdf, sdCircle(cx, cy, r - r * 0.12)), ink, 1, box);
  switch (style.logo) {
    case 'mountain':
      inner(
        sdPolygon([
          [cx - r * 0.75, cy + r * 0.45],
          [cx - r * 0.15, cy - r * 0.45],
          [cx + r * 0.2, cy + r * 0.05],
          [cx + r * 0.35, cy - r * 0.15],
          [cx + r * 0.75, cy + r * 0.45],
        ]),
      );
      canvas.fill(
        sdPolygon([
          [cx - r * 0.3, cy - r * 0.22],
          [cx - r * 0.15, cy - r * 0.45],
          [cx, cy - r * 0.22],
        ]),
        accent,
        1,
        box,
      );
      break;
    case 'wheel': {
      inner(sdRing(sdCircle(cx, cy, r * 0.55), r * 0.16));
      for (let i = 0; i < 6; i++) {
        const a = (i * Math.PI) / 3;
        inner(sdSegment(cx, cy, cx + Math.cos(a) * r * 0.55, cy + Math.sin(a) * r * 0.55, r * 0.07));
      }
      inner(sdCircle(cx, cy, r * 0.13));
      break;
    }
    case 'leaf': {
      const off = r * 0.32;
      inner(sdIntersect(sdCircle(cx - off, cy + off, r * 0.68), sdCircle(cx + off, cy - off, r * 0.68)));
      canvas.fill(
        sdSegment(cx - r * 0.42, cy + r * 0.42, cx + r * 0.3, cy - r * 0.3, r * 0.07),
        accent,
        1,
        box,
      );
      break;
    }
    case 'rocket':
      inner(sdSegment(cx - r * 0.45, cy - r * 0.4, cx - r * 0.05, cy, r * 0.16));
      inner(sdSegment(cx - r * 0.45, cy + r * 0.4, cx - r * 0.05, cy, r * 0.16));
      inner(sdSegment(cx + r * 0.0, cy - r * 0.4, cx + r * 0.4, cy, r * 0.16));
      inner(sdSegment(cx + r * 0.0, cy + r * 0.4, cx + r * 0.4, cy, r * 0.16));
      break;
    case 'wave': {
      const k = Math.PI / (r * 0.5);
      inner((x, y) => Math.abs(y - cy - Math.sin((x - cx) * k) * r * 0.28) - r * 0.09);
      inner(sdRing(sdCircle(cx, cy, r * 0.72), r * 0.08));
      break;
    }
    case 'pixel': {
      const cell = r * 0.34;
      const on = ['010', '111', '101'];
      for (let gy = 0; gy < 3; gy++) {
        for (let gx = 0; gx < 3; gx++) {
          if (on[gy][gx] === '1') {
            inner(
              sdRoundBox(cx + (gx - 1) * cell, cy + (gy - 1) * cell, cell * 0.42, cell * 0.42, cell * 0.08),
            );
          }
        }
      }
      break;
    }
    case 'cloud':
      inner(
        sdUnion(
          sdCircle(cx - r * 0.28, cy + r * 0.05, r * 0.26),
          sdCircle(cx + r * 0.05, cy - r * 0.12, r * 0.34),
          sdCircle(cx + r * 0.36, cy + r * 0.08, r * 0.22),
          sdRoundBox(cx + r * 0.04, cy + r * 0.2, r * 0.56, r * 0.12, r * 0.1),
        ),
      );
      break;
    case 'dollar': {
      const scale = Math.max(2, Math.floor((r * 1.1) / 7));
      drawText(canvas, '$', Math.round(cx - (5 * scale) / 2), Math.round(cy - (7 * scale) / 2), scale, ink);
      break;
    }
    case 'tiles': {
      const colours = style.tilePalette.map(hex);
      const s = r * 0.3;
      [
        [-1, -1],
        [1, -1],
        [-1, 1],
        [1, 1],
      ].forEach(([gx, gy], i) =>
        canvas.fill(
          sdIntersect(
            sdRoundBox(cx + gx * s * 0.55, cy + gy * s * 0.55, s * 0.45, s * 0.45, s * 0.12),
            sdCircle(cx, cy, r * 0.9),
          ),
          i === 3 ? ink : colours[i % colours.length],
          1,
          box,
        ),
      );
      break;
    }
    case 'plus':
      inner(
        sdUnion(
          sdRoundBox(cx, cy, r * 0.42, r * 0.1, r * 0.05),
          sdRoundBox(cx, cy, r * 0.1, r * 0.42, r * 0.05),
        ),
      );
      break;
    default:
      break;
  }
}

function ctaButton(canvas, style, text, cx, cy, scale) {
  const w = textWidth(text, scale) + scale * 10;
  const h = textHeight(scale) + scale * 6;
  const bg = hex(style.ctaBackground ?? style.accent);
  const fg = hex(style.ctaText ?? style.colours[0]);
  const box = [cx - w / 2 - 4, cy - h / 2 - 4, cx + w / 2 + 6, cy + h / 2 + 6];
  canvas.fill(sdRoundBox(cx + 1.5, cy + 2, w / 2, h / 2, h / 2), [0, 0, 0], 0.25, box);
  canvas.fill(sdRoundBox(cx, cy, w / 2, h / 2, h / 2), bg, 1, box);
  drawTextCentered(canvas, text, cx, Math.round(cy - textHeight(scale) / 2), scale, fg);
  return w;
}

// ---- banner layouts -----------------------------------------------------------------------------

/**
 * Draws one banner for `style` at `width`x`height` and returns the canvas. Layouts exist for the
 * leaderboard (728x90), medium rectangle (300x250), mobile banner (320x50) and skyscraper (160x600).
 */
export function renderBanner(style, width, height) {
  const canvas = new Canvas(width, height);
  const rng = seeded(style.seed ?? 1);
  background(canvas, style);
  pattern(canvas, style, rng);
  const text = hex(style.text ?? '#ffffff');
  const shadow = [0, 0, 0];
  const sub = hex(style.subText ?? style.text ?? '#ffffff');
  const key = `${width}x${height}`;
  if (key === '728x90') {
    logo(canvas, style, 48, 45, 30);
    const ctaScale = 2;
    const ctaText = style.cta;
    const ctaW = textWidth(ctaText, ctaScale) + ctaScale * 10;
    const ctaCx = width - 28 - ctaW / 2;
    ctaButton(canvas, style, ctaText, ctaCx, 45, ctaScale);
    const left = 96;
    const room = width - 28 - ctaW - 24 - left;
    const brandScale = fitScale(style.brand, room, 5);
    drawText(canvas, style.brand, left, 14, brandScale, text, { shadow });
    drawText(
      canvas,
      style.tagline,
      left,
      14 + textHeight(brandScale) + 10,
      fitScale(style.tagline, room, 2),
      sub,
      {
        shadow,
      },
    );
  } else if (key === '300x250') {
    logo(canvas, style, width / 2, 66, 40);
    const brandScale = fitScale(style.brand, width - 28, 4);
    drawTextCentered(canvas, style.brand, width / 2, 118, brandScale, text, { shadow });
    const lines = wrapText(style.tagline, width - 28, 2);
    let y = 118 + textHeight(brandScale) + (lines.length > 1 ? 10 : 14);
    for (const line of lines) {
      drawTextCentered(canvas, line, width / 2, y, fitScale(line, width - 28, 2), sub, { shadow });
      y += textHeight(2) + 7;
    }
    ctaButton(canvas, style, style.cta, width / 2, lines.length > 1 ? 220 : 212, 2);
  } else if (key === '320x50') {
    logo(canvas, style, 25, 25, 17);
    const ctaText = style.ctaShort ?? style.cta;
    const ctaW = textWidth(ctaText, 2) + 20;
    ctaButton(canvas, style, ctaText, width - 10 - ctaW / 2, 25, 2);
    const left = 50;
    const room = width - 10 - ctaW - 10 - left;
    const brandScale = fitScale(style.brand, room, 3);
    drawText(canvas, style.brand, left, Math.round(25 - textHeight(brandScale) / 2), brandScale, text, {
      shadow,
    });
  } else if (key === '160x600') {
    logo(canvas, style, width / 2, 92, 54);
    const lines = style.brandLines ?? [style.brand];
    const brandScale = Math.min(...lines.map((line) => fitScale(line, width - 20, 4)));
    let y = 186;
    for (const line of lines) {
      drawTextCentered(canvas, line, width / 2, y, brandScale, text, { shadow });
      y += textHeight(brandScale) + 10;
    }
    y += 24;
    for (const line of style.taglineLines ?? [style.tagline]) {
      drawTextCentered(canvas, line, width / 2, y, fitScale(line, width - 16, 2), sub, { shadow });
      y += textHeight(2) + 10;
    }
    canvas.fill(sdRoundBox(width / 2, height - 150, 40, 1.5, 1.5), hex(style.accent), 0.8);
    ctaButton(canvas, style, style.ctaShort ?? style.cta, width / 2, height - 70, 2);
  } else {
    throw new Error(`no banner layout for ${key}`);
  }
  return canvas;
}
