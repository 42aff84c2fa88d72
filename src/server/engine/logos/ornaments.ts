/**
 * Drawn pieces the treatments add around the letters (spikes, stars, lozenges, tapered swashes, extrusions) and the
 * ink profile that tells them where the letters' stems and feet are. Each piece is a filled region (Path2D), built
 * from a few curves so it stays light in the SVG.
 */
import { createCanvas, Path2D } from '@napi-rs/canvas';
import type { LinearGradient } from './artwork.ts';
import { affine, fillRule, polygon, transformPath, union, type Box } from './geometry.ts';

type Point = readonly [number, number];

/** A five-pointed (or n-pointed) star centred on (cx, cy), one point up. */
export function star(cx: number, cy: number, r: number, points = 5, inner = 0.42): Path2D {
  const pts: Point[] = [];
  for (let i = 0; i < points * 2; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / points;
    const rr = i % 2 ? r * inner : r;
    pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
  }
  return polygon(pts);
}

/** A diamond (rhombus) centred on (cx, cy). */
export const diamond = (cx: number, cy: number, w: number, h: number) =>
  polygon([
    [cx, cy - h / 2],
    [cx + w / 2, cy],
    [cx, cy + h / 2],
    [cx - w / 2, cy],
  ]);

/**
 * A spike from a root (its base centred there, `width` wide across the direction of travel) to a sharp tip,
 * bowing sideways by `bend` (a share of its length; positive bows to the left of travel) so it reads as drawn.
 */
export function spike(root: Point, tip: Point, width: number, bend = 0.1): Path2D {
  const dx = tip[0] - root[0];
  const dy = tip[1] - root[1];
  const length = Math.hypot(dx, dy) || 1;
  const nx = dy / length;
  const ny = -dx / length;
  const at = (t: number, off: number): Point => [root[0] + dx * t + nx * off, root[1] + dy * t + ny * off];
  const bow = bend * length;
  const a = at(0, width / 2);
  const b = at(0, -width / 2);
  const c1 = at(0.5, width * 0.28 + bow);
  const c2 = at(0.45, -width * 0.3 + bow);
  const p = new Path2D();
  p.moveTo(a[0], a[1]);
  p.quadraticCurveTo(c1[0], c1[1], tip[0], tip[1]);
  p.quadraticCurveTo(c2[0], c2[1], b[0], b[1]);
  p.closePath();
  return p;
}

/**
 * A stroke of varying width along a cubic Bézier from p0 to p3: `width(t)` gives the width at t in 0..1. Swashes,
 * underlines and scribbles are made of these (a filled outline, not a stroke, so tapering is exact).
 */
export function taperedCurve(
  p0: Point,
  p1: Point,
  p2: Point,
  p3: Point,
  width: (t: number) => number,
  steps = 48,
): Path2D {
  const at = (t: number): Point => {
    const u = 1 - t;
    return [
      u * u * u * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t * t * t * p3[0],
      u * u * u * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t * t * t * p3[1],
    ];
  };
  const left: Point[] = [];
  const right: Point[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const [x, y] = at(t);
    const [ax, ay] = at(Math.max(0, t - 0.01));
    const [bx, by] = at(Math.min(1, t + 0.01));
    const len = Math.hypot(bx - ax, by - ay) || 1;
    const nx = -(by - ay) / len;
    const ny = (bx - ax) / len;
    const w = width(t) / 2;
    left.push([x + nx * w, y + ny * w]);
    right.push([x - nx * w, y - ny * w]);
  }
  return polygon([...left, ...right.reverse()]);
}

/** A swelling width profile for `taperedCurve`: thin at both ends, `max` at `peak`. */
export const swell =
  (max: number, peak = 0.5, min = 0) =>
  (t: number) =>
    min + (max - min) * Math.sin(Math.PI * Math.pow(t, Math.log(0.5) / Math.log(peak)));

/** A region's silhouette per column, measured on a small raster (Skia fills it; we read the coverage). */
export interface InkProfile {
  /** Column centres, in the region's coordinates. */
  xs: number[];
  /** Per column: the first inked y from the top and from the bottom (NaN for an empty column). */
  tops: number[];
  bottoms: number[];
  /** Per column: how far the ink runs unbroken down from the top, and up from the bottom. */
  topDepth: number[];
  bottomDepth: number[];
}

export function inkProfile(region: Path2D, box: Box, columns = 480): InkProfile {
  const k = columns / (box.x1 - box.x0);
  const rows = Math.max(1, Math.ceil((box.y1 - box.y0) * k));
  const canvas = createCanvas(columns, rows);
  const ctx = canvas.getContext('2d');
  ctx.setTransform(k, 0, 0, k, -box.x0 * k, -box.y0 * k);
  ctx.fill(region, fillRule(region));
  const alpha = ctx.getImageData(0, 0, columns, rows).data;
  const inked = (c: number, r: number) => alpha[(r * columns + c) * 4 + 3]! > 127;
  const profile: InkProfile = { xs: [], tops: [], bottoms: [], topDepth: [], bottomDepth: [] };
  for (let c = 0; c < columns; c++) {
    profile.xs.push(box.x0 + (c + 0.5) / k);
    let top = -1;
    for (let r = 0; r < rows && top < 0; r++) if (inked(c, r)) top = r;
    let bottom = -1;
    for (let r = rows - 1; r >= 0 && bottom < 0; r--) if (inked(c, r)) bottom = r;
    if (top < 0) {
      profile.tops.push(NaN);
      profile.bottoms.push(NaN);
      profile.topDepth.push(0);
      profile.bottomDepth.push(0);
      continue;
    }
    let down = top;
    while (down < rows && inked(c, down)) down++;
    let up = bottom;
    while (up >= 0 && inked(c, up)) up--;
    profile.tops.push(box.y0 + top / k);
    profile.bottoms.push(box.y0 + (bottom + 1) / k);
    profile.topDepth.push((down - top) / k);
    profile.bottomDepth.push((bottom - up) / k);
  }
  return profile;
}

/**
 * The region swept by moving `region` by (dx, dy): a solid extrusion, as a block letter's side. Built by doubling
 * (the region with a copy one step on, that with a copy two steps on, then four...), so 2^n steps cost n unions.
 */
export function extrude(region: Path2D, dx: number, dy: number, doublings = 4): Path2D {
  let swept = region;
  for (let i = doublings - 1; i >= 0; i--) {
    const k = 2 ** i / 2 ** doublings;
    swept = union(swept, transformPath(swept, affine.translate(dx * k, dy * k)));
  }
  return swept;
}

/** A vertical gradient over a box, from its top to its bottom. */
export const verticalGradient = (box: Box, stops: LinearGradient['stops']): LinearGradient => ({
  kind: 'linear',
  x1: 0,
  y1: box.y0,
  x2: 0,
  y2: box.y1,
  stops,
});
