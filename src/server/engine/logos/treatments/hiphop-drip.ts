import { Path2D } from '@napi-rs/canvas';
import { affine, circle, grow, intersect, pathBox, subtract, transformPath, union } from '../geometry.ts';
import { NEAR_WHITE, partner, shade } from '../ink.ts';
import { breakLines, measureLine, placeCentred, placeEmblem } from '../layout.ts';
import { inkProfile } from '../ornaments.ts';
import type { Treatment } from './treatment.ts';

const FACE = { pkg: 'archivo-black', weight: 400 };

/** A drip hanging from (x, y): a neck flaring into the letter, a stem, and a drop at its end. */
function drip(x: number, y: number, width: number, length: number): Path2D {
  const w = width / 2;
  const p = new Path2D();
  p.moveTo(x - w * 2.2, y - w * 0.6);
  p.quadraticCurveTo(x - w, y - w * 0.4, x - w * 0.85, y + w * 1.4);
  p.lineTo(x - w * 0.8, y + length);
  p.lineTo(x + w * 0.8, y + length);
  p.lineTo(x + w * 0.85, y + w * 1.4);
  p.quadraticCurveTo(x + w, y - w * 0.4, x + w * 2.2, y - w * 0.6);
  p.closePath();
  return union(p, circle(x, y + length, w * 1.12));
}

/**
 * Hip-hop / trap: fat capitals melting, paint dripping from the flat feet of the letters at irregular lengths,
 * with a gloss highlight along the top-left edges and a black keyline (so any ink reads on any background).
 */
export const hiphopDrip: Treatment = {
  defaultInk: '#b14cff',
  ownContrast: true,
  draw({ name, ink, emblem, rng }) {
    const size = 200;
    const lines = breakLines(name.toUpperCase(), 2, 15);
    const leading = size * 1.15;
    const parts = lines.map((l, i) =>
      placeCentred(measureLine(l, { face: FACE, size, tracking: -0.01, fallbackWeight: 900 }), 0, i * leading),
    );
    const text = union(...parts);
    const box = pathBox(text)!;
    const cap = size * 0.72;

    // Drips hang from feet: runs of columns whose ink ends on a baseline with a solid stem above it.
    const profile = inkProfile(text, box, 600);
    const step = profile.xs[1]! - profile.xs[0]!;
    const drips: Path2D[] = [];
    lines.forEach((_, li) => {
      const baseline = li * leading;
      // Drips from an upper line stop short of the line below.
      const longest = li === lines.length - 1 ? cap * 0.72 : (leading - cap) * 0.45;
      let run: number[] = [];
      const flush = () => {
        const widthOfRun = run.length * step;
        if (widthOfRun > cap * 0.12 && rng.chance(0.7)) {
          const w = Math.min(widthOfRun * 0.55, cap * rng.range(0.1, 0.17));
          const inset = w * 0.9;
          const x = profile.xs[run[0]!]! + inset + rng.next() * Math.max(0, widthOfRun - inset * 2);
          drips.push(drip(x, baseline, w, longest * rng.range(0.25, 1)));
        }
        run = [];
      };
      profile.xs.forEach((_, i) => {
        const b = profile.bottoms[i]!;
        const onFoot = Math.abs(b - baseline) < size * 0.02 && profile.bottomDepth[i]! > cap * 0.12;
        if (onFoot) run.push(i);
        else if (run.length) flush();
      });
      if (run.length) flush();
    });
    let art = union(text, ...drips);
    if (emblem) {
      const e = cap * 1.15;
      art = union(art, placeEmblem(emblem, 0, box.y0 - e * 0.62, e));
    }
    // Gloss: the rim left where the letters do not overlap a copy shifted down-right.
    const shift = size * 0.025;
    const gloss = subtract(
      intersect(art, transformPath(art, affine.translate(shift * 0.4, shift * 0.4))),
      transformPath(art, affine.translate(shift * 1.6, shift * 1.6)),
    );
    return [
      { path: grow(art, size * 0.05), paint: partner(ink) },
      { path: art, paint: ink },
      { path: gloss, paint: shade(ink, 0.3) === ink ? NEAR_WHITE : shade(ink, 0.3) },
    ];
  },
};
