/**
 * Drawing a library shape into a placed subject's box: the one place that maps a shape's viewBox to units, so both
 * looks (and the tests) agree on where a subject's pixels are.
 */
import { createCanvas, Path2D, type Canvas, type Image, type SKRSContext2D } from '@napi-rs/canvas';
import { artCanvas } from './art.ts';
import type { PlacedSubject, SubjectShape } from './plan.ts';

const paths = new WeakMap<SubjectShape, { path: Path2D; evenOdd: boolean }[]>();

function shapePaths(shape: SubjectShape): { path: Path2D; evenOdd: boolean }[] {
  let cached = paths.get(shape);
  if (!cached) {
    cached = shape.paths.map((p) => ({ path: new Path2D(p.d), evenOdd: p.evenOdd }));
    paths.set(shape, cached);
  }
  return cached;
}

/** The box the shape fills inside the subject's box, aspect kept, in units: where its pixels can be. */
export function shapeBox(s: Pick<PlacedSubject, 'x' | 'y' | 'w' | 'h' | 'shape'>): {
  x0: number;
  y0: number;
  w: number;
  h: number;
} {
  const [, , vw, vh] = s.shape.viewBox;
  const scale = Math.min(s.w / vw, s.h / vh);
  return { x0: s.x - (vw * scale) / 2, y0: s.y - (vh * scale) / 2, w: vw * scale, h: vh * scale };
}

/**
 * Runs `draw` with the context transformed so the shape's viewBox maps onto the subject's box (centred, aspect
 * kept, rotated and flipped about its centre). `fill` fills the silhouette with the current fillStyle; `clip`
 * clips to it. Extra transforms (an offset for a rim or a misregistered ink) can be given in units.
 */
export function withShape(
  ctx: SKRSContext2D,
  s: Pick<PlacedSubject, 'x' | 'y' | 'w' | 'h' | 'shape' | 'rotation' | 'flip'>,
  draw: (api: { fill: () => void; clip: () => void; stroke: () => void; unitsPerViewBox: number }) => void,
  offset: { dx?: number; dy?: number; scale?: number } = {},
): void {
  const [vx, vy, vw, vh] = s.shape.viewBox;
  const scale = Math.min(s.w / vw, s.h / vh) * (offset.scale ?? 1);
  const list = shapePaths(s.shape);
  ctx.save();
  ctx.translate(s.x + (offset.dx ?? 0), s.y + (offset.dy ?? 0));
  if (s.rotation) ctx.rotate(s.rotation);
  ctx.scale(s.flip ? -scale : scale, scale);
  ctx.translate(-vx - vw / 2, -vy - vh / 2);
  draw({
    fill: () => list.forEach((p) => ctx.fill(p.path, p.evenOdd ? 'evenodd' : 'nonzero')),
    clip: () => {
      // One combined path so several sub-paths clip as a union, not an intersection.
      const all = new Path2D();
      list.forEach((p) => all.addPath(p.path));
      ctx.clip(all, list.some((p) => p.evenOdd) ? 'evenodd' : 'nonzero');
    },
    stroke: () => list.forEach((p) => ctx.stroke(p.path)),
    unitsPerViewBox: scale,
  });
  ctx.restore();
}

const MASK_CACHE_LIMIT = 64;
const masks = new Map<string, Canvas>();

/**
 * The shape as a solid silhouette: many library shapes are line drawings (a fish drawn as its outline, with the
 * body a hole), which read as icons. Filling everything the outside cannot reach gives the solid body, so a look
 * can paint a filled, lit form and lay the original lines over it as detail. Returns a white-on-transparent mask
 * canvas of `px` × `px` covering the shape's viewBox (aspect kept, centred), cached per shape and size.
 */
/**
 * Drawings whose enclosed gaps are air, not body: between a bare tree's crossing branches, a harp's strings, a
 * ladder's rungs or a bicycle's spokes the sky shows. Filled, a bare tree printed as a blob with white patches.
 */
const OPEN_FORMS: ReadonlySet<string> = new Set([
  'sleeve:bare-tree',
  'sleeve:radio-tower',
  'sleeve:harp',
  'sleeve:chain',
  'sleeve:barbed-wire',
  'sleeve:telephone-pole',
  'sleeve:bridge',
  'sleeve:line',
  'mdi:bicycle',
  'mdi:bicycle-basket',
  'mdi:bicycle-electric',
  'mdi:bicycle-penny-farthing',
  'mdi:bicycle-antique',
  'mdi:bicycle-high-wheel',
  'mdi:ferris-wheel',
  'mdi:ladder',
  'mdi:bridge',
  'fluent-emoji-high-contrast:spider-web',
  'fluent-emoji-high-contrast:goal-net',
]);

/**
 * What a drawing is cached under: its name, and whether it is drawn from its colour drawing, whose outline is wider
 * than the bare shape's. By name alone, a taxi drawn bare for a stark cover was later drawn with the colour drawing's
 * outline, so a cover's pixels hung on what the process had drawn before.
 */
export function drawingKey(shape: SubjectShape): string {
  return shape.art ? `${shape.key}|art` : shape.key;
}

export function silhouetteMask(shape: SubjectShape, px: number): Canvas {
  const key = `${drawingKey(shape)}|${px}`;
  const hit = masks.get(key);
  if (hit) return hit;
  const canvas = createCanvas(px, px);
  const ctx = canvas.getContext('2d');
  const [vx, vy, vw, vh] = shape.viewBox;
  const scale = px / Math.max(vw, vh);
  ctx.translate(px / 2, px / 2);
  ctx.scale(scale, scale);
  ctx.translate(-vx - vw / 2, -vy - vh / 2);
  ctx.fillStyle = '#fff';
  // A shape drawn in colour is as big as its drawing (the high-contrast glyph's outline stroke is wider).
  const art = artCanvas(shape, px);
  if (art) {
    ctx.resetTransform();
    ctx.drawImage(art as unknown as Image, 0, 0);
  } else for (const p of shapePaths(shape)) ctx.fill(p.path, p.evenOdd ? 'evenodd' : 'nonzero');
  const image = ctx.getImageData(0, 0, px, px);
  const d = image.data;
  const n = px * px;
  // Flood the outside from the border through pixels the shape leaves mostly empty; the rest is the body.
  // 0 = not reached, 1 = outside. A typed stack, each pixel pushed at most once (marked when pushed).
  // An open form's gaps all count as outside: its body is its ink.
  const outside = new Uint8Array(n);
  if (OPEN_FORMS.has(shape.key)) for (let i = 0; i < n; i++) outside[i] = d[i * 4 + 3]! < 128 ? 1 : 0;
  const stack = new Int32Array(n);
  let sp = 0;
  for (let i = 0; i < px; i++) {
    for (const k of [i, (px - 1) * px + i, i * px, i * px + px - 1]) {
      if (!outside[k] && d[k * 4 + 3]! < 128) {
        outside[k] = 1;
        stack[sp++] = k;
      }
    }
  }
  const last = n - px;
  while (sp > 0) {
    const i = stack[--sp]!;
    const x = i % px;
    let k = i - 1;
    if (x > 0 && !outside[k] && d[k * 4 + 3]! < 128) {
      outside[k] = 1;
      stack[sp++] = k;
    }
    k = i + 1;
    if (x < px - 1 && !outside[k] && d[k * 4 + 3]! < 128) {
      outside[k] = 1;
      stack[sp++] = k;
    }
    k = i - px;
    if (i >= px && !outside[k] && d[k * 4 + 3]! < 128) {
      outside[k] = 1;
      stack[sp++] = k;
    }
    k = i + px;
    if (i < last && !outside[k] && d[k * 4 + 3]! < 128) {
      outside[k] = 1;
      stack[sp++] = k;
    }
  }
  for (let i = 0; i < n; i++) {
    if (outside[i]) continue;
    const j = i * 4;
    d[j] = d[j + 1] = d[j + 2] = d[j + 3] = 255;
  }
  ctx.resetTransform();
  ctx.putImageData(image, 0, 0);
  if (masks.size >= MASK_CACHE_LIMIT) masks.delete(masks.keys().next().value!);
  masks.set(key, canvas);
  return canvas;
}

/**
 * Draws `image` (a mask or anything made from `silhouetteMask`, covering the viewBox square) over the subject's
 * box, with the same centring, rotation and flip as `withShape`.
 */
export function drawOverShape(
  ctx: SKRSContext2D,
  s: Pick<PlacedSubject, 'x' | 'y' | 'w' | 'h' | 'shape' | 'rotation' | 'flip'>,
  image: Canvas,
  offset: { dx?: number; dy?: number; scale?: number } = {},
): void {
  const [, , vw, vh] = s.shape.viewBox;
  const side = Math.max(vw, vh) * Math.min(s.w / vw, s.h / vh) * (offset.scale ?? 1);
  ctx.save();
  ctx.translate(s.x + (offset.dx ?? 0), s.y + (offset.dy ?? 0));
  if (s.rotation) ctx.rotate(s.rotation);
  if (s.flip) ctx.scale(-1, 1);
  ctx.drawImage(image as unknown as Image, -side / 2, -side / 2, side, side);
  ctx.restore();
}

const edgeCache = new Map<string, { top: Float32Array; bottom: Float32Array }>();

/**
 * Where the shape's silhouette begins from the top and ends at the bottom, in each of 32 columns of its viewBox
 * square (0..1; an empty column has top 1 and bottom 0): the outline things rest on or rise from (flames from a
 * burning piano's lid, a hat on a head, a trumpet on a piano).
 */
/**
 * Where the drawing's ink begins and ends, in units: across (a wide television fills its box, a saxophone does not)
 * and up and down.
 */
export function inkBox(s: Pick<PlacedSubject, 'x' | 'y' | 'w' | 'h' | 'shape' | 'flip'>): {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
} {
  const { top, bottom } = edges(s.shape);
  const n = top.length;
  let first = -1;
  let last = -1;
  let high = 1;
  let low = 0;
  for (let c = 0; c < n; c++)
    if (bottom[c]! > top[c]!) {
      if (first < 0) first = c;
      last = c;
      high = Math.min(high, top[c]!);
      low = Math.max(low, bottom[c]!);
    }
  const box = shapeBox(s);
  if (first < 0) return { x0: box.x0, x1: box.x0 + box.w, y0: box.y0, y1: box.y0 + box.h };
  const [u0, u1] = s.flip ? [1 - (last + 1) / n, 1 - first / n] : [first / n, (last + 1) / n];
  return { x0: box.x0 + u0 * box.w, x1: box.x0 + u1 * box.w, y0: box.y0 + high * box.h, y1: box.y0 + low * box.h };
}

export function edges(shape: SubjectShape): { top: Float32Array; bottom: Float32Array } {
  const hit = edgeCache.get(drawingKey(shape));
  if (hit) return hit;
  const px = 64;
  const d = silhouetteMask(shape, px).getContext('2d').getImageData(0, 0, px, px).data;
  const top = new Float32Array(32).fill(1);
  const bottom = new Float32Array(32).fill(0);
  const solid = (x: number, y: number) => d[(y * px + x) * 4 + 3]! > 128 || d[(y * px + x + 1) * 4 + 3]! > 128;
  for (let c = 0; c < 32; c++) {
    for (let y = 0; y < px; y++)
      if (solid(c * 2, y)) {
        top[c] = y / px;
        break;
      }
    for (let y = px - 1; y >= 0; y--)
      if (solid(c * 2, y)) {
        bottom[c] = (y + 1) / px;
        break;
      }
  }
  if (edgeCache.size > 256) edgeCache.delete(edgeCache.keys().next().value!);
  const found = { top, bottom };
  edgeCache.set(drawingKey(shape), found);
  return found;
}

const sideOnCache = new Map<string, boolean>();
/** Pixels across the mask a drawing's symmetry is judged on. */
const SYMMETRY_PX = 48;
/** Share of its silhouette a drawing seen head-on keeps when mirrored left to right. */
const HEAD_ON_OVERLAP = 0.85;

/**
 * Whether a drawing shows its thing side on, not head-on: its silhouette is not its own mirror image. A taxi seen from
 * the front cannot trail speed lines behind it; a horse in profile can.
 */
export function sideOn(shape: SubjectShape): boolean {
  const hit = sideOnCache.get(drawingKey(shape));
  if (hit !== undefined) return hit;
  const px = SYMMETRY_PX;
  const alpha = silhouetteMask(shape, px).getContext('2d').getImageData(0, 0, px, px).data;
  let both = 0;
  let either = 0;
  for (let y = 0; y < px; y++)
    for (let x = 0; x < px; x++) {
      const a = alpha[(y * px + x) * 4 + 3]! > 127;
      const b = alpha[(y * px + (px - 1 - x)) * 4 + 3]! > 127;
      if (a && b) both++;
      if (a || b) either++;
    }
  const side = either > 0 && both / either < HEAD_ON_OVERLAP;
  sideOnCache.set(drawingKey(shape), side);
  return side;
}
