import { Path2D } from '@napi-rs/canvas';
import type { Rng } from '../../random.ts';
import {
  affine,
  circle,
  contours,
  grow,
  outlineBox,
  pathBox,
  rect,
  subtract,
  toPath,
  transformPath,
  union,
  type Box,
  type Outline,
} from '../geometry.ts';
import { breakLines, measureLine, placeEmblem, rasterMask } from '../layout.ts';
import { inkProfile } from '../ornaments.ts';
import { lineOutline, type SetLine } from '../typeset.ts';
import type { Treatment } from './treatment.ts';

const FACE = { pkg: 'archivo-black', weight: 400 };

/** Twice the signed area of a contour's polygon of points (its sign tells outer contours from holes). */
function signedArea(contour: Outline): number {
  const pts: [number, number][] = [];
  for (const c of contour) if (c[0] !== 'Z') pts.push([c[c.length - 2] as number, c[c.length - 1] as number]);
  let a = 0;
  for (let i = 0; i < pts.length; i++) {
    const [x0, y0] = pts[i]!;
    const [x1, y1] = pts[(i + 1) % pts.length]!;
    a += x0 * y1 - x1 * y0;
  }
  return a;
}

/**
 * The bridges a stencil needs: for every counter (a hole in a letter), a vertical cut through the letter's body
 * at the counter's centre, so the island in the middle would stay attached to the plate.
 */
function bridges(line: SetLine, dx: number, dy: number, width: number): Path2D[] {
  const cuts: Path2D[] = [];
  for (const g of line.glyphs) {
    const parts = contours(g.outline).map((c) => ({ c, area: signedArea(c), box: outlineBox(c)! }));
    if (parts.length < 2) continue;
    const outerSign = Math.sign(parts.reduce((a, b) => (Math.abs(b.area) > Math.abs(a.area) ? b : a)).area);
    for (const hole of parts.filter((p) => Math.sign(p.area) !== outerSign)) {
      const cx = (hole.box.x0 + hole.box.x1) / 2;
      // The outer contour around this hole bounds the cut (an accent above stays whole).
      const outer = parts.find(
        (p) =>
          Math.sign(p.area) === outerSign &&
          p.box.x0 <= hole.box.x0 &&
          p.box.x1 >= hole.box.x1 &&
          p.box.y0 <= hole.box.y0 &&
          p.box.y1 >= hole.box.y1,
      );
      if (!outer) continue;
      cuts.push(rect(cx - width / 2 + dx, outer.box.y0 - 1 + dy, width, outer.box.y1 - outer.box.y0 + 2));
    }
  }
  return cuts;
}

/**
 * Spray paint around a region: fine speckles that thin out with distance from the letters' edges, as overspray
 * past a stencil's edge. Vector dots (no filter), a few hundred at most.
 */
function overspray(region: Path2D, box: Box, size: number, rng: Rng): Path2D {
  const near = subtract(grow(region, size * 0.03), region);
  const far = subtract(grow(region, size * 0.08), grow(region, size * 0.03));
  const area = { x0: box.x0 - size * 0.1, y0: box.y0 - size * 0.1, x1: box.x1 + size * 0.1, y1: box.y1 + size * 0.1 };
  const inNear = rasterMask(near, area);
  const inFar = rasterMask(far, area);
  const dots = new Path2D();
  let count = 0;
  const tries = Math.min(6000, Math.round(((area.x1 - area.x0) * (area.y1 - area.y0)) / (size * size * 0.0009)));
  for (let i = 0; i < tries && count < 420; i++) {
    const x = rng.range(area.x0, area.x1);
    const y = rng.range(area.y0, area.y1);
    const r = size * rng.range(0.003, 0.009);
    if (inNear(x, y) ? rng.chance(0.35) : inFar(x, y) && rng.chance(0.06)) {
      // Added, not united: overlapping dots fill the same (non-zero rule) and a union of hundreds is slow.
      dots.addPath(circle(x, y, r));
      count++;
    }
  }
  return dots;
}

/** A thin run of paint down from (x, y). */
function run(x: number, y: number, width: number, length: number): Path2D {
  return union(rect(x - width / 2, y - width, width, length), circle(x, y + length, width * 0.75));
}

/**
 * Punk / hardcore: wide heavy capitals sprayed through a stencil: bridges through every counter, a speckled
 * overspray past the edges and a couple of runs where the paint pooled, set slightly askew.
 */
export const punkStencil: Treatment = {
  defaultInk: '#d9342b',
  draw({ name, ink, emblem, rng }) {
    const size = 200;
    const lines = breakLines(name.toUpperCase(), 2, 14);
    const leading = size * 0.9;
    const parts: Path2D[] = [];
    const cuts: Path2D[] = [];
    for (const [i, text] of lines.entries()) {
      const m = measureLine(text, { face: FACE, size, tracking: 0.04, fallbackWeight: 900 });
      const dx = -(m.ink.x0 + m.ink.x1) / 2;
      const dy = i * leading;
      parts.push(toPath(lineOutline(m.line, dx, dy)));
      cuts.push(...bridges(m.line, dx, dy, size * 0.075));
    }
    let text = subtract(union(...parts), union(...cuts));
    const box = pathBox(text)!;
    if (emblem) {
      const e = (box.y1 - box.y0) * 0.9;
      const mark = placeEmblem(emblem, box.x0 - e / 2 - size * 0.12, (box.y0 + box.y1) / 2, e);
      text = union(
        text,
        subtract(mark, rect(box.x0 - e * 0.55 - size * 0.12 - size * 0.025, box.y0 - e, size * 0.05, e * 3)),
      );
    }
    // Two runs where the paint pooled, from the feet of letters on the last line.
    const runs: Path2D[] = [];
    const profile = inkProfile(text, pathBox(text)!, 300);
    const baseline = (lines.length - 1) * leading;
    const feet = profile.xs.filter(
      (_, i) => Math.abs(profile.bottoms[i]! - baseline) < size * 0.01 && profile.bottomDepth[i]! > size * 0.3,
    );
    for (let k = 0; k < 2 && feet.length; k++) {
      const x = feet[Math.floor(rng.range(0.15 + k * 0.45, 0.4 + k * 0.45) * feet.length)]!;
      runs.push(run(x, baseline, size * 0.022, size * rng.range(0.12, 0.3)));
    }
    const paint = union(text, ...runs);
    const tilt = affine.rotate(-0.035);
    return [
      { path: transformPath(paint, tilt), paint: ink },
      { path: transformPath(overspray(paint, pathBox(paint)!, size, rng), tilt), paint: ink },
    ];
  },
};
