import { adjust } from '../../../../shared/color.ts';
import { affine, grow, pathBox, subtract, transformPath, union } from '../geometry.ts';
import { breakLines, measureLine, placeCentred, placeEmblem } from '../layout.ts';
import type { Treatment } from './treatment.ts';

const FACE = { pkg: 'lobster', weight: 400 };

/**
 * Soul & funk: a fat 70s script wrapped in two concentric outlines, each in a neighbouring warm hue, with open
 * gaps between them (the inline-outline lettering of the era's record sleeves).
 */
export const soulFunk: Treatment = {
  defaultInk: '#d9561a',
  draw({ name, ink, emblem }) {
    const size = 200;
    const lines = breakLines(name, 2, 16);
    const leading = size * 1.0;
    let text = union(
      ...lines.map((l, i) =>
        placeCentred(
          measureLine(l, { face: FACE, size, tracking: 0.02, fallbackWeight: 800 }),
          i * size * 0.2,
          i * leading,
        ),
      ),
    );
    const box = pathBox(text)!;
    if (emblem) {
      const e = size * 0.7;
      text = union(text, placeEmblem(emblem, box.x0 - e * 0.45, box.y0 + e * 0.3, e));
    }
    text = transformPath(text, affine.rotate(-0.05));
    const gap = size * 0.03;
    const line = size * 0.032;
    const ring = (k: number) => {
      const outer = k * (gap + line);
      return subtract(grow(text, outer), grow(text, outer - line));
    };
    return [
      { path: ring(2), paint: adjust(ink, { h: 38, l: 0.06 }) },
      { path: ring(1), paint: adjust(ink, { h: -28, l: -0.04 }) },
      { path: text, paint: ink },
    ];
  },
};
