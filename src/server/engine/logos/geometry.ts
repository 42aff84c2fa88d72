/**
 * Outlines and the region algebra a logo is built with.
 *
 * Letters arrive as outlines (lists of path commands) so a treatment can move, bend or skew their points. Once
 * placed they become Skia paths (@napi-rs/canvas Path2D) for what only a geometry kernel does well: unions,
 * cut-outs, outlines of a stroke (keylines, stickers) and exact bounds. Every layer of a logo ends as filled
 * path data, so the SVG needs no strokes, masks or clip paths and opens the same in every design tool.
 */
import { Path2D, type FillType, type PathOp, type StrokeCap, type StrokeJoin } from '@napi-rs/canvas';

export type Command =
  | readonly ['M', number, number]
  | readonly ['L', number, number]
  | readonly ['Q', number, number, number, number]
  | readonly ['C', number, number, number, number, number, number]
  | readonly ['Z'];
export type Outline = Command[];

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

// @napi-rs/canvas declares Skia's enums for types only; their values are these numbers.
const DIFFERENCE = 0 as PathOp;
const INTERSECT = 1 as PathOp;
const UNION = 2 as PathOp;
export const EVEN_ODD = 1 as FillType;
const JOIN: Record<'miter' | 'round' | 'bevel', StrokeJoin> = {
  miter: 0 as StrokeJoin,
  round: 1 as StrokeJoin,
  bevel: 2 as StrokeJoin,
};
const CAP: Record<'butt' | 'round' | 'square', StrokeCap> = {
  butt: 0 as StrokeCap,
  round: 1 as StrokeCap,
  square: 2 as StrokeCap,
};

/** Applies `f` to every point of an outline (on-curve and control points alike). */
export function mapPoints(outline: Outline, f: (x: number, y: number) => [number, number]): Outline {
  return outline.map((c): Command => {
    switch (c[0]) {
      case 'M':
      case 'L':
        return [c[0], ...f(c[1], c[2])];
      case 'Q':
        return ['Q', ...f(c[1], c[2]), ...f(c[3], c[4])];
      case 'C':
        return ['C', ...f(c[1], c[2]), ...f(c[3], c[4]), ...f(c[5], c[6])];
      default:
        return c;
    }
  });
}

/** An affine map x' = a·x + c·y + e, y' = b·x + d·y + f. */
export interface Affine {
  a: number;
  b: number;
  c: number;
  d: number;
  e: number;
  f: number;
}

export const affine = {
  identity: (): Affine => ({ a: 1, b: 0, c: 0, d: 1, e: 0, f: 0 }),
  translate: (x: number, y: number): Affine => ({ a: 1, b: 0, c: 0, d: 1, e: x, f: y }),
  scale: (sx: number, sy = sx): Affine => ({ a: sx, b: 0, c: 0, d: sy, e: 0, f: 0 }),
  rotate: (radians: number): Affine => {
    const cos = Math.cos(radians);
    const sin = Math.sin(radians);
    return { a: cos, b: sin, c: -sin, d: cos, e: 0, f: 0 };
  },
  /** Horizontal shear: positive `k` leans tops to the right (as an italic). */
  skewX: (k: number): Affine => ({ a: 1, b: 0, c: -k, d: 1, e: 0, f: 0 }),
  /** `then` applied after `first`. */
  compose: (first: Affine, then: Affine): Affine => ({
    a: then.a * first.a + then.c * first.b,
    b: then.b * first.a + then.d * first.b,
    c: then.a * first.c + then.c * first.d,
    d: then.b * first.c + then.d * first.d,
    e: then.a * first.e + then.c * first.f + then.e,
    f: then.b * first.e + then.d * first.f + then.f,
  }),
  apply: (m: Affine, x: number, y: number): [number, number] => [m.a * x + m.c * y + m.e, m.b * x + m.d * y + m.f],
};

/** Composes a list of affine maps, applied left to right. */
export const chain = (...maps: Affine[]) => maps.reduce((acc, m) => affine.compose(acc, m), affine.identity());

export const transformOutline = (outline: Outline, m: Affine) => mapPoints(outline, (x, y) => affine.apply(m, x, y));

/**
 * Bends an outline through a non-linear map. Straight segments are cut into pieces first so that they follow the
 * bend (a warped straight line is a curve); curves are mapped by their control points, which is close enough for
 * the gentle envelopes logos use.
 */
export function warpOutline(outline: Outline, f: (x: number, y: number) => [number, number], step = 6): Outline {
  const out: Outline = [];
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  const line = (tx: number, ty: number) => {
    const n = Math.max(1, Math.ceil(Math.hypot(tx - x, ty - y) / step));
    for (let i = 1; i <= n; i++) out.push(['L', ...f(x + ((tx - x) * i) / n, y + ((ty - y) * i) / n)]);
  };
  for (const c of outline) {
    switch (c[0]) {
      case 'M':
        out.push(['M', ...f(c[1], c[2])]);
        [x, y, startX, startY] = [c[1], c[2], c[1], c[2]];
        break;
      case 'L':
        line(c[1], c[2]);
        [x, y] = [c[1], c[2]];
        break;
      case 'Q':
        out.push(['Q', ...f(c[1], c[2]), ...f(c[3], c[4])]);
        [x, y] = [c[3], c[4]];
        break;
      case 'C':
        out.push(['C', ...f(c[1], c[2]), ...f(c[3], c[4]), ...f(c[5], c[6])]);
        [x, y] = [c[5], c[6]];
        break;
      default:
        if (x !== startX || y !== startY) line(startX, startY);
        out.push(c);
        [x, y] = [startX, startY];
    }
  }
  return out;
}

/** The bounds of an outline's points (control points included: a slight overestimate on curves). */
export function outlineBox(outline: Outline): Box | undefined {
  let box: Box | undefined;
  mapPoints(outline, (x, y) => {
    box = box
      ? { x0: Math.min(box.x0, x), y0: Math.min(box.y0, y), x1: Math.max(box.x1, x), y1: Math.max(box.y1, y) }
      : { x0: x, y0: y, x1: x, y1: y };
    return [x, y];
  });
  return box;
}

export function toPath(outline: Outline): Path2D {
  const path = new Path2D();
  for (const c of outline) {
    switch (c[0]) {
      case 'M':
        path.moveTo(c[1], c[2]);
        break;
      case 'L':
        path.lineTo(c[1], c[2]);
        break;
      case 'Q':
        path.quadraticCurveTo(c[1], c[2], c[3], c[4]);
        break;
      case 'C':
        path.bezierCurveTo(c[1], c[2], c[3], c[4], c[5], c[6]);
        break;
      default:
        path.closePath();
    }
  }
  return path;
}

/** A copy (Skia's path methods change the path they are called on). */
export const copy = (p: Path2D) => new Path2D(p);

/** The union of several regions, as a new path. */
export function union(...paths: Path2D[]): Path2D {
  const out = new Path2D();
  for (const p of paths) out.op(p, UNION);
  return out;
}

export const subtract = (a: Path2D, b: Path2D) => copy(a).op(b, DIFFERENCE);
export const intersect = (a: Path2D, b: Path2D) => copy(a).op(b, INTERSECT);

export const transformPath = (p: Path2D, m: Affine) => copy(p).transform(m);

/** The region a pen of `width` covers when it traces the path's edges. */
export function strokeRegion(
  p: Path2D,
  width: number,
  join: keyof typeof JOIN = 'round',
  cap: keyof typeof CAP = 'round',
): Path2D {
  return copy(p).stroke({ width, join: JOIN[join], cap: CAP[cap], miterLimit: 4 });
}

/** The region grown by `r` on every side (a sticker's border, a keyline's outer edge). */
export const grow = (p: Path2D, r: number, join: keyof typeof JOIN = 'round') => union(p, strokeRegion(p, r * 2, join));

/** The region shrunk by `r` (an inline's inner edge). */
export const shrink = (p: Path2D, r: number) => subtract(p, strokeRegion(p, r * 2, 'round'));

/** The exact bounds of a region, or undefined when it is empty. */
export function pathBox(p: Path2D): Box | undefined {
  const [x0, y0, x1, y1] = p.computeTightBounds();
  if (![x0, y0, x1, y1].every(Number.isFinite) || x1 - x0 <= 0 || y1 - y0 <= 0) return undefined;
  return { x0, y0, x1, y1 };
}

export const boxUnion = (boxes: (Box | undefined)[]): Box | undefined =>
  boxes.reduce<Box | undefined>(
    (acc, b) =>
      !b
        ? acc
        : !acc
          ? b
          : {
              x0: Math.min(acc.x0, b.x0),
              y0: Math.min(acc.y0, b.y0),
              x1: Math.max(acc.x1, b.x1),
              y1: Math.max(acc.y1, b.y1),
            },
    undefined,
  );

export function rect(x: number, y: number, w: number, h: number): Path2D {
  const p = new Path2D();
  p.rect(x, y, w, h);
  return p;
}

/** A closed polygon through the points. */
export function polygon(points: readonly (readonly [number, number])[]): Path2D {
  const p = new Path2D();
  points.forEach(([x, y], i) => (i ? p.lineTo(x, y) : p.moveTo(x, y)));
  p.closePath();
  return p;
}

/**
 * An ellipse as four cubic Béziers (the standard 0.5523 handle length; within 0.03% of a true ellipse). Skia's own
 * ellipse writes out as dozens of short segments, which made a logo with a few hundred dots weigh half a megabyte.
 */
export function ellipse(cx: number, cy: number, rx: number, ry: number): Path2D {
  const k = 0.5522847498;
  const p = new Path2D();
  p.moveTo(cx + rx, cy);
  p.bezierCurveTo(cx + rx, cy + ry * k, cx + rx * k, cy + ry, cx, cy + ry);
  p.bezierCurveTo(cx - rx * k, cy + ry, cx - rx, cy + ry * k, cx - rx, cy);
  p.bezierCurveTo(cx - rx, cy - ry * k, cx - rx * k, cy - ry, cx, cy - ry);
  p.bezierCurveTo(cx + rx * k, cy - ry, cx + rx, cy - ry * k, cx + rx, cy);
  p.closePath();
  return p;
}

export const circle = (cx: number, cy: number, r: number) => ellipse(cx, cy, r, r);

/** The closed contours of an outline, each starting at its move. */
export function contours(outline: Outline): Outline[] {
  const out: Outline[] = [];
  for (const c of outline) {
    if (c[0] === 'M' || !out.length) out.push([]);
    out.at(-1)!.push(c);
  }
  return out;
}

/**
 * The region with its holes filled: each contour filled on its own (a hole's contour fills only the hole, which
 * the contour around it covers anyway), then united. For a sticker's die-cut or a badge's backing.
 */
export function fillHoles(p: Path2D): Path2D {
  const pieces = p
    .toSVGString()
    .split(/(?=M)/)
    .filter((d) => d.trim());
  return union(...pieces.map((d) => new Path2D(d)));
}

/** The canvas fill rule that paints a path as Skia means it (a canvas's fill() defaults to non-zero otherwise). */
export const fillRule = (p: Path2D): 'evenodd' | 'nonzero' => (p.getFillType() === EVEN_ODD ? 'evenodd' : 'nonzero');

/** A closed polygon as an outline (for shapes that are bent afterwards). */
export function polygonOutline(points: readonly (readonly [number, number])[]): Outline {
  return [...points.map(([x, y], i): Command => [i ? 'L' : 'M', x, y]), ['Z']];
}

export const rectOutline = (x: number, y: number, w: number, h: number) =>
  polygonOutline([
    [x, y],
    [x + w, y],
    [x + w, y + h],
    [x, y + h],
  ]);
