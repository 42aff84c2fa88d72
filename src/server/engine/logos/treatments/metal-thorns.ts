import type { Path2D } from '@napi-rs/canvas';
import {
  affine,
  contours,
  grow,
  intersect,
  outlineBox,
  pathBox,
  subtract,
  toPath,
  transformOutline,
  union,
  warpOutline,
  type Outline,
} from '../geometry.ts';
import { breakLines, measureLine, placeEmblem } from '../layout.ts';
import { inkProfile, spike, type InkProfile } from '../ornaments.ts';
import { lineOutline } from '../typeset.ts';
import type { Treatment } from './treatment.ts';

const FACE = { pkg: 'unifrakturmaguntia', weight: 400 };

/**
 * Columns near `x` (within `window`) whose ink starts with a solid stem at least `depth` deep, from the top or the
 * bottom, best first: near `x` and reaching far out (the highest top or lowest bottom). Neighbouring columns of
 * one stem count once.
 */
function stemsNear(p: InkProfile, x: number, window: number, depth: number, from: 'top' | 'bottom') {
  const found: { x: number; y: number; score: number }[] = [];
  p.xs.forEach((cx, i) => {
    const d = Math.abs(cx - x);
    const edge = from === 'top' ? p.tops[i]! : p.bottoms[i]!;
    const solid = from === 'top' ? p.topDepth[i]! : p.bottomDepth[i]!;
    if (d > window || Number.isNaN(edge) || solid < depth) return;
    found.push({ x: cx, y: edge, score: d / window + (from === 'top' ? edge : -edge) / (window * 2) });
  });
  found.sort((a, b) => a.score - b.score);
  return found.filter((f, i) => found.findIndex((g) => Math.abs(g.x - f.x) < window * 0.15) === i).slice(0, 4);
}

const stemNear = (...args: Parameters<typeof stemsNear>) => stemsNear(...args)[0];

/**
 * Black metal: blackletter as typed (capitals of a fraktur are illegible in a row), swelling towards both ends so
 * the word reads as one symmetric shape, with thorns growing out of the letters' stems, their tips mirrored about
 * the centre (the hand-drawn symmetry of the genre's logos, kept legible). Long names take two lines under one
 * envelope.
 */
export const metalThorns: Treatment = {
  defaultInk: '#c8281e',
  draw({ name, ink, emblem, rng }) {
    const size = 200;
    const lines = breakLines(name, 2, 17);
    const leading = size * 0.92;
    const measured = lines.map((l) => measureLine(l, { face: FACE, size, fallbackWeight: 800 }));
    const xHeight = measured[0]!.line.xHeight;
    const outline: Outline = measured.flatMap((m, i) => lineOutline(m.line, -(m.ink.x0 + m.ink.x1) / 2, i * leading));
    const half = Math.max(...measured.map((m) => (m.ink.x1 - m.ink.x0) / 2));
    const mid = ((lines.length - 1) * leading) / 2 - xHeight / 2;
    // The envelope: vertical scale grows with the square of the distance from the centre.
    const envelope = (x: number, y: number): [number, number] => {
      const u = Math.min(1, Math.abs(x) / half);
      return [x * (1 + 0.05 * u * u), mid + (y - mid) * (1 + 0.45 * u * u)];
    };
    const text = toPath(warpOutline(outline, envelope));
    // Accents and dots (contours wholly above the x-height) must stay visible: thorns keep clear of them.
    const marks = grow(
      toPath(
        warpOutline(
          measured.flatMap((m, i) =>
            m.line.glyphs.flatMap((g) =>
              contours(g.outline)
                .filter((c) => (outlineBox(c)?.y1 ?? 0) < -xHeight * 1.02)
                .flatMap((c) => transformOutline(c, affine.translate(-(m.ink.x0 + m.ink.x1) / 2, i * leading))),
            ),
          ),
          envelope,
        ),
      ),
      size * 0.03,
    );
    const box = pathBox(text)!;
    const span = (box.x1 - box.x0) / 2;
    const profile = inkProfile(text, box);
    const pieces: Path2D[] = [text];
    const root = size * 0.05;
    const width = size * 0.07;
    // A thorn crossing an accent or a dot would hide it (é would read as e), so such a pair is left out.
    const clean = (thornPath: Path2D) => !pathBox(intersect(thornPath, marks));

    // Thorns above: rooted on the nearest stem on each side, their tips mirrored and on one rising curve (tallest
    // at the ends), so the crown of spikes reads as one drawn shape.
    const ascender = Math.min(...profile.tops.filter((t, i) => Math.abs(profile.xs[i]!) < span * 0.6 && t === t));
    const slots = [0.92, 0.68, 0.44, 0.2].map((u) => u + rng.range(-0.03, 0.03));
    slots.forEach((u) => {
      if (emblem && u < 0.3) return;
      const lefts = stemsNear(profile, -u * span, span * 0.13, xHeight * 0.5, 'top');
      const rights = stemsNear(profile, u * span, span * 0.13, xHeight * 0.5, 'top');
      const curve = ascender - xHeight * (0.35 + 0.95 * Math.pow(u, 1.6));
      for (const l of lefts) {
        for (const r of rights) {
          const tipY = Math.min(curve, Math.min(l.y, r.y) - xHeight * 0.45);
          // Each leans outwards from its own stem by the same amount: mirrored in height and lean.
          const lean = (Math.min(l.y, r.y) - tipY) * 0.16 * u;
          const a = spike([l.x, l.y + root], [l.x - lean, tipY], width, -0.05);
          const b = spike([r.x, r.y + root], [r.x + lean, tipY], width, 0.05);
          if (clean(a) && clean(b)) return pieces.push(a, b);
        }
      }
    });
    // Thorns below, towards the ends, from the lowest stems.
    [0.86, 0.55].forEach((u, i) => {
      const lefts = stemsNear(profile, -u * span, span * 0.16, xHeight * 0.45, 'bottom');
      const rights = stemsNear(profile, u * span, span * 0.16, xHeight * 0.45, 'bottom');
      const length = xHeight * (0.75 - 0.2 * i + rng.range(0, 0.1));
      for (const l of lefts) {
        for (const r of rights) {
          const tipY = Math.max(l.y, r.y) + length;
          const lean = length * 0.12;
          const a = spike([l.x, l.y - root], [l.x - lean, tipY], width * 0.9, 0.06);
          const b = spike([r.x, r.y - root], [r.x + lean, tipY], width * 0.9, -0.06);
          if (clean(a) && clean(b)) return pieces.push(a, b);
        }
      }
    });
    // A tall centre spike when no emblem sits above the name.
    if (!emblem) {
      const c = stemNear(profile, 0, span * 0.12, xHeight * 0.5, 'top');
      const centre = c && spike([c.x, c.y + root], [0, ascender - xHeight * 0.55], width * 1.1, 0);
      if (centre && clean(centre)) pieces.push(centre);
    }
    // Blades out of the first and last letters, level with the middle of the x-height.
    for (const side of [-1, 1]) {
      const edge = side < 0 ? box.x0 : box.x1;
      pieces.push(spike([edge - side * size * 0.12, mid], [edge + side * size * 0.5, mid], size * 0.075, 0));
    }

    let art = union(...pieces);
    if (emblem) {
      const e = xHeight * 1.7;
      // Above the highest ink under it, overlapping the letters a little (the halo keeps them apart).
      const under = profile.tops.filter((t, i) => Math.abs(profile.xs[i]!) < e * 0.45 && t === t);
      const cy = Math.min(...under, box.y1) - e * 0.5 - size * 0.06;
      const mark = placeEmblem(emblem, 0, cy, e);
      art = union(subtract(art, grow(mark, size * 0.035)), mark);
    }
    return [{ path: art, paint: ink }];
  },
};
