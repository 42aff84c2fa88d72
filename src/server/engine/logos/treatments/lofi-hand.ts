import type { Path2D } from '@napi-rs/canvas';
import { affine, chain, circle, pathBox, toPath, transformOutline, transformPath, union } from '../geometry.ts';
import { breakLines, measureLine, placeEmblem } from '../layout.ts';
import { taperedCurve } from '../ornaments.ts';
import type { Treatment } from './treatment.ts';

const FACE = { pkg: 'caveat', weight: 700 };

/**
 * Lo-fi: loose handwriting in lowercase, each letter nudged and turned a little as a hand would, underlined by a
 * quick scribble that loops back on itself; the emblem is doodled after the name.
 */
export const lofiHand: Treatment = {
  defaultInk: '#c0673a',
  draw({ name, ink, emblem, rng }) {
    const size = 220;
    const lines = breakLines(name.toLowerCase(), 2, 18);
    const leading = size * 0.78;
    const pieces: Path2D[] = [];
    lines.forEach((text, li) => {
      const m = measureLine(text, { face: FACE, size, tracking: 0.01, fallbackWeight: 500, ligatures: false });
      const dx = -(m.ink.x0 + m.ink.x1) / 2 + (li % 2 ? size * 0.18 : 0);
      for (const g of m.line.glyphs) {
        const cx = g.x + g.advance / 2;
        const jiggle = chain(
          affine.translate(-cx, 0),
          affine.rotate(rng.range(-0.07, 0.07)),
          affine.translate(cx + dx, li * leading + rng.range(-0.03, 0.03) * size),
        );
        pieces.push(toPath(transformOutline(g.outline, jiggle)));
      }
    });
    const text = union(...pieces);
    const box = pathBox(text)!;
    if (emblem) {
      const e = size * 0.42;
      const mark = placeEmblem(emblem, box.x1 + e * 0.75, (lines.length - 1) * leading - e * 0.55, e);
      const turn = rng.range(-0.16, -0.06);
      const c = pathBox(mark)!;
      pieces.push(
        transformPath(
          mark,
          chain(
            affine.translate(-(c.x0 + c.x1) / 2, -(c.y0 + c.y1) / 2),
            affine.rotate(turn),
            affine.translate((c.x0 + c.x1) / 2, (c.y0 + c.y1) / 2),
          ),
        ),
      );
    }
    // The underline: one quick stroke just under the last baseline (through the descenders, as a hand does it),
    // rising a little to the right, pressing hard at the start and lifting off in a hook back to the left.
    const y = (lines.length - 1) * leading + size * 0.13;
    const x0 = box.x0 - size * 0.06;
    const x1 = box.x1 + size * 0.1;
    const w = x1 - x0;
    const rise = size * rng.range(0.04, 0.08);
    pieces.push(
      // The pen lands round.
      circle(x0, y + rise * 0.3, size * 0.025),
      taperedCurve(
        [x0, y + rise * 0.3],
        [x0 + w * 0.3, y + rise * 0.5],
        [x0 + w * 0.7, y - rise * 0.2],
        [x1, y - rise],
        (t) => size * (0.05 - 0.018 * t),
      ),
      taperedCurve(
        [x1, y - rise],
        [x1 + size * 0.05, y - rise],
        [x1 - size * 0.02, y - rise + size * 0.09],
        [x1 - size * 0.3, y - rise + size * 0.1],
        (t) => size * (0.032 - 0.029 * t),
        24,
      ),
    );
    return [{ path: union(...pieces), paint: ink }];
  },
};
