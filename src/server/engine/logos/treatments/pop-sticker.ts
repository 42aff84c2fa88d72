import { affine, fillHoles, grow, pathBox, shrink, transformPath, union } from '../geometry.ts';
import { contrastRatio } from '../../../../shared/color.ts';
import { NEAR_BLACK, NEAR_WHITE, shade } from '../ink.ts';
import { breakLines, measureLine, placeCentred, placeEmblem } from '../layout.ts';
import type { Treatment } from './treatment.ts';

const FACE = { pkg: 'pacifico', weight: 400 };

/**
 * Pop: a round, bubbly script in a bright ink, die-cut as a sticker (a thick white border that closes the gaps
 * between letters into one smooth shape), lifted by a drop shadow in a deep shade of the ink. The white border is
 * the logo's own background, so it reads on anything.
 */
export const popSticker: Treatment = {
  defaultInk: '#ff3d8b',
  ownContrast: true,
  draw({ name, ink, emblem }) {
    const size = 200;
    const lines = breakLines(name, 2, 16);
    const leading = size * 1.05;
    let text = union(
      ...lines.map((l, i) =>
        placeCentred(
          measureLine(l, { face: FACE, size, tracking: 0.01, fallbackWeight: 800 }),
          i * size * 0.12,
          i * leading,
        ),
      ),
    );
    const box = pathBox(text)!;
    if (emblem) {
      const e = size * 0.75;
      const mark = placeEmblem(emblem, box.x1 + e * 0.35, box.y0 + e * 0.25, e);
      text = union(text, mark);
    }
    const tilted = transformPath(text, affine.rotate(-0.06));
    // Grow far, then shrink part of the way: a smooth die-cut with no notches between letters.
    const border = fillHoles(shrink(fillHoles(grow(tilted, size * 0.4)), size * 0.26));
    const shadow = transformPath(border, affine.translate(size * 0.03, size * 0.06));
    // A white die-cut, unless the ink itself is too pale to stand on white.
    const paper = contrastRatio(ink, NEAR_WHITE) < 1.6 ? NEAR_BLACK : NEAR_WHITE;
    return [
      { path: shadow, paint: shade(ink, -0.45) },
      { path: border, paint: paper },
      { path: tilted, paint: ink },
    ];
  },
};
