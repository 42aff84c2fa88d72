/**
 * The photo studio every mockup scene is shot in: backdrops, soft shadows, colours taken from the cover, type, and
 * the "camera" pass that lays one vignette and one grain over the finished frame so that drawn parts read as a
 * single photograph rather than clip-art stacked on a gradient.
 */
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { familyFor } from '../faces.ts';
import { createNoise2, fbm } from '../noise.ts';
import type { Rng } from '../random.ts';
import { MOCKUP_SIZE } from '../../../shared/contracts/mockups.ts';

/** Output size of every scene, px. */
export const { width: MOCKUP_WIDTH, height: MOCKUP_HEIGHT } = MOCKUP_SIZE;

export type Ctx = SKRSContext2D;
export type Rgb = readonly [number, number, number];

export const clamp01 = (v: number) => (v < 0 ? 0 : v > 1 ? 1 : v);
export const smoothstep = (a: number, b: number, v: number) => {
  const t = clamp01((v - a) / (b - a));
  return t * t * (3 - 2 * t);
};
export const rgba = ([r, g, b]: Rgb, a = 1) => `rgba(${Math.round(r)},${Math.round(g)},${Math.round(b)},${a})`;
export const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];
export const luminance = ([r, g, b]: Rgb) => (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;

/** A transparent canvas for a part drawn on its own (a record, a disc) before it is placed with its shadow. */
export function layer(width: number, height: number): { canvas: Canvas; ctx: Ctx } {
  const canvas = createCanvas(Math.ceil(width), Math.ceil(height));
  return { canvas, ctx: canvas.getContext('2d') };
}

/** The cover scaled into a square, resampled with the best filter (covers arrive at any size from 512 px up). */
export function drawCover(ctx: Ctx, cover: Canvas, x: number, y: number, side: number) {
  ctx.save();
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(cover, x, y, side, side);
  ctx.restore();
}

/** The cover's most vivid colour, for the props that borrow it (a record label, a tape label). */
export function coverAccent(cover: Canvas): Rgb {
  const n = 24;
  const { canvas, ctx } = layer(n, n);
  drawCover(ctx, cover, 0, 0, n);
  const data = canvas.getContext('2d').getImageData(0, 0, n, n).data;
  const sum = [0, 0, 0];
  // Hue histogram weighted by chroma squared, so a small vivid subject beats a large muted sky.
  const bins = Array.from({ length: 12 }, () => ({ weight: 0, rgb: [0, 0, 0] }));
  for (let i = 0; i < data.length; i += 4) {
    const r = data[i]!;
    const g = data[i + 1]!;
    const b = data[i + 2]!;
    sum[0]! += r;
    sum[1]! += g;
    sum[2]! += b;
    const max = Math.max(r, g, b);
    const chroma = max - Math.min(r, g, b);
    if (chroma < 24 || max < 40) continue;
    const hue = max === r ? ((g - b) / chroma + 6) % 6 : max === g ? (b - r) / chroma + 2 : (r - g) / chroma + 4;
    const bin = bins[Math.floor(hue * 2) % 12]!;
    const w = chroma * chroma * (max / 255);
    bin.weight += w;
    bin.rgb[0]! += r * w;
    bin.rgb[1]! += g * w;
    bin.rgb[2]! += b * w;
  }
  const count = data.length / 4;
  const best = bins.reduce((a, b) => (b.weight > a.weight ? b : a));
  // A nearly grey cover has no accent worth the name: its own average tone serves.
  return best.weight > count * 400
    ? [best.rgb[0]! / best.weight, best.rgb[1]! / best.weight, best.rgb[2]! / best.weight]
    : [sum[0]! / count, sum[1]! / count, sum[2]! / count];
}

/** A paper, plaster or concrete backdrop under one soft key light. */
export interface Backdrop {
  /** Colour in the pool of light, and far from it. */
  lit: Rgb;
  dark: Rgb;
  /** Centre of the pool of light (px) and the distance over which it falls off to `dark`. */
  light: { x: number; y: number; reach: number };
  /** Large soft blotches of paper or paint, as a fraction of brightness. */
  mottle: number;
  /** Strength of the fine texture of concrete or plaster, 0–1 (about 0.1 is visible, 0.3 is rough). */
  grit: number;
  /** Dark pores and light fibres per million px (concrete pits, paper fibres). */
  specks: number;
}

/**
 * Fills the frame with the backdrop: light and blotches are soft, so they are computed at an eighth of the size and
 * scaled up; the fine grit is a half-size noise laid over them.
 */
export function paintBackdrop(ctx: Ctx, b: Backdrop, rng: Rng) {
  const w = MOCKUP_WIDTH / 8;
  const h = Math.ceil(MOCKUP_HEIGHT / 8);
  const { canvas: low, ctx: lctx } = layer(w, h);
  const image = lctx.createImageData(w, h);
  const data = image.data;
  const soft = createNoise2(rng.fork('mottle'), 64);
  const reach = b.light.reach / 8;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const d = Math.hypot(x - b.light.x / 8, y - b.light.y / 8) / reach;
      const lit = 1 - smoothstep(0, 1, d);
      const texture = 1 + b.mottle * fbm(soft, x / 11, y / 11, 4);
      const i = (y * w + x) * 4;
      data[i] = (b.dark[0] + (b.lit[0] - b.dark[0]) * lit) * texture;
      data[i + 1] = (b.dark[1] + (b.lit[1] - b.dark[1]) * lit) * texture;
      data[i + 2] = (b.dark[2] + (b.lit[2] - b.dark[2]) * lit) * texture;
      data[i + 3] = 255;
    }
  }
  lctx.putImageData(image, 0, 0);
  ctx.save();
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(low, 0, 0, w * 8, h * 8);
  if (b.grit > 0) ctx.drawImage(grainLayer(MOCKUP_WIDTH, MOCKUP_HEIGHT, rng.fork('grit'), 2, b.grit), 0, 0);
  ctx.restore();
  scatterSpecks(ctx, b.specks, rng.fork('specks'));
}

/** Pores (dark dots) and fibres (short light strokes): the few sharp details that make a surface read as real. */
function scatterSpecks(ctx: Ctx, perMillion: number, rng: Rng) {
  const count = Math.round((perMillion * MOCKUP_WIDTH * MOCKUP_HEIGHT) / 1e6);
  ctx.save();
  for (let i = 0; i < count; i++) {
    const x = rng.range(0, MOCKUP_WIDTH);
    const y = rng.range(0, MOCKUP_HEIGHT);
    if (rng.chance(0.6)) {
      ctx.fillStyle = `rgba(40,34,30,${rng.range(0.05, 0.22).toFixed(3)})`;
      ctx.beginPath();
      ctx.arc(x, y, rng.range(0.5, 1.8), 0, Math.PI * 2);
      ctx.fill();
    } else {
      const a = rng.range(0, Math.PI);
      const len = rng.range(3, 11);
      ctx.strokeStyle = `rgba(255,252,245,${rng.range(0.05, 0.16).toFixed(3)})`;
      ctx.lineWidth = rng.range(0.6, 1.2);
      ctx.beginPath();
      ctx.moveTo(x, y);
      ctx.quadraticCurveTo(
        x + Math.cos(a) * len * 0.5 + rng.range(-2, 2),
        y + Math.sin(a) * len * 0.5 + rng.range(-2, 2),
        x + Math.cos(a) * len,
        y + Math.sin(a) * len,
      );
      ctx.stroke();
    }
  }
  ctx.restore();
}

/** One blurred copy of an object's silhouette: `dx`, `dy` and `blur` in px, `alpha` its darkness. */
export interface ShadowLayer {
  blur: number;
  dx: number;
  dy: number;
  alpha: number;
}

/**
 * A believable shadow is several at once: a tight dark one where the object meets the surface and wider, lighter
 * ones pushed away from the light. `lift` scales the spread (how far the object stands off the surface), `dir` is
 * the unit direction the shadows fall in and `depth` scales their darkness.
 */
export function studioShadow(lift: number, dir: { x: number; y: number }, depth = 1): ShadowLayer[] {
  return [
    { blur: 2 + lift * 0.8, dx: dir.x * lift * 0.4, dy: dir.y * lift * 0.4, alpha: 0.55 * depth },
    { blur: 6 + lift * 4, dx: dir.x * lift * 2, dy: dir.y * lift * 2, alpha: 0.32 * depth },
    { blur: 30 + lift * 12, dx: dir.x * lift * 7, dy: dir.y * lift * 7, alpha: 0.2 * depth },
  ];
}

/** Offscreen distance for the silhouette, so only its shadow lands in the frame. */
const FAR = 20_000;

/**
 * Casts the shadows of whatever `silhouette` fills (in the current transform) onto what is already drawn, without
 * drawing the silhouette itself: it is drawn far outside the frame and only its shadows are offset back in.
 * `tint` is the colour of the shadow, usually a deep shade of the surface it falls on.
 */
export function castShadows(ctx: Ctx, tint: Rgb, layers: readonly ShadowLayer[], silhouette: (ctx: Ctx) => void) {
  const m = ctx.getTransform();
  for (const l of layers) {
    ctx.save();
    ctx.setTransform(m.a, m.b, m.c, m.d, m.e - FAR, m.f);
    ctx.shadowColor = rgba(tint, l.alpha);
    ctx.shadowBlur = l.blur;
    ctx.shadowOffsetX = FAR + l.dx;
    ctx.shadowOffsetY = l.dy;
    ctx.fillStyle = '#000';
    silhouette(ctx);
    ctx.restore();
  }
}

/**
 * Fast seeded noise for per-pixel grain, roughly triangular in [-1, 1]: an inline xorshift, as millions of calls
 * through the general generator would cost a tenth of a second per frame.
 */
export function whiteNoise(rng: Rng): () => number {
  let s = rng.int(1, 0x7fffffff);
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return ((s & 0xffff) + ((s >>> 16) & 0xffff)) / 65535 - 1;
  };
}

/**
 * Fine texture as a transparent layer: white where the noise is positive, black where it is negative, its opacity
 * the noise's size up to `strength`. Drawn normally over a surface it brightens and darkens the surface's own
 * colour, like the 'overlay' blend but at a fraction of its cost. `scale` is the grain size in px.
 */
export function grainLayer(width: number, height: number, rng: Rng, scale: number, strength: number): Canvas {
  const w = Math.ceil(width / scale);
  const h = Math.ceil(height / scale);
  const { canvas: small, ctx: sctx } = layer(w, h);
  const image = sctx.createImageData(w, h);
  const noise = whiteNoise(rng);
  for (let i = 0; i < image.data.length; i += 4) {
    const n = noise();
    const v = n > 0 ? 255 : 0;
    image.data[i] = v;
    image.data[i + 1] = v;
    image.data[i + 2] = v;
    image.data[i + 3] = Math.abs(n) * strength * 255;
  }
  sctx.putImageData(image, 0, 0);
  if (scale === 1) return small;
  const { canvas, ctx } = layer(width, height);
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(small, 0, 0, width, height);
  return canvas;
}

/**
 * The camera: a gentle lens vignette and sensor grain over the whole frame, in one pass. Grain is luminance-only
 * (colour noise looks digital) and a little stronger in the shadows, as film and sensors are.
 */
export function develop(canvas: Canvas, rng: Rng, opts: { vignette: number; grain: number }) {
  const ctx = canvas.getContext('2d');
  const w = MOCKUP_WIDTH;
  const h = MOCKUP_HEIGHT;
  const image = ctx.getImageData(0, 0, w, h);
  const data = image.data;
  const noise = whiteNoise(rng);
  const fx = new Float32Array(w);
  const fy = new Float32Array(h);
  const diag = Math.hypot(w / 2, h / 2);
  for (let x = 0; x < w; x++) fx[x] = ((x - w / 2) / diag) ** 2;
  for (let y = 0; y < h; y++) fy[y] = ((y - h / 2) / diag) ** 2;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 4;
      const r2 = fx[x]! + fy[y]!;
      const v = 1 - opts.vignette * r2 * r2 * 2.2;
      const dark = 1.6 - (data[i + 1]! / 255) * 0.8;
      const g = noise() * opts.grain * dark;
      data[i] = data[i]! * v + g;
      data[i + 1] = data[i + 1]! * v + g;
      data[i + 2] = data[i + 2]! * v + g;
    }
  }
  ctx.putImageData(image, 0, 0);
}

/** The CSS font for `text` in Inter at `weight`, with script fallbacks registered as needed. */
export function sans(weight: number, px: number, text: string): string {
  return `${px.toFixed(1)}px ${familyFor('inter', weight, text).family}`;
}

/**
 * Sets a font for `text` no wider than `maxWidth`: shrinks it down to `minPx`, then shortens the text with an
 * ellipsis. Characters no shipped face has are left out rather than drawn as boxes. Returns the text to draw.
 */
export function fitText(ctx: Ctx, full: string, weight: number, px: number, maxWidth: number, minPx = px * 0.7) {
  const { missing } = familyFor('inter', weight, full);
  const kept = missing.length ? [...full].filter((ch) => !missing.includes(ch)).join('') : full;
  const text = kept.replace(/\s+/g, ' ').trim();
  let size = px;
  ctx.font = sans(weight, size, text);
  // Letter spacing does not shrink with the font, so one proportional step can fall short: refine a few times.
  for (let i = 0; i < 4 && size > minPx; i++) {
    const width = ctx.measureText(text).width;
    if (width <= maxWidth) return text;
    size = Math.max(minPx, (size * maxWidth) / width - 0.1);
    ctx.font = sans(weight, size, text);
  }
  let fitted = text;
  while (fitted.length > 1 && ctx.measureText(fitted).width > maxWidth) fitted = `${fitted.slice(0, -2).trimEnd()}…`;
  return fitted;
}
