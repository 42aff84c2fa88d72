import { pathBox, union } from '../geometry.ts';
import { breakLines, measureLine, placeCentred, placeEmblem } from '../layout.ts';
import { swell, taperedCurve } from '../ornaments.ts';
import type { Treatment } from './treatment.ts';

const FACE = { pkg: 'dm-serif-display', weight: 400, italic: true };

/**
 * Jazz: a high-contrast display italic as typed, underlined by one swash that swells in the middle and tapers to
 * hairlines at both ends, like a pen stroke under a signature. The emblem leads the name at cap height.
 */
export const jazzSwash: Treatment = {
  defaultInk: '#b7832a',
  draw({ name, ink, emblem }) {
    const size = 200;
    const lines = breakLines(name, 2, 18);
    const measured = lines.map((l) => measureLine(l, { face: FACE, size, tracking: 0.005, fallbackWeight: 500 }));
    const cap = measured[0]!.line.capHeight;
    const leading = size * 0.95;
    // Lines step right as they go down, as a hand would write them.
    const text = union(
      ...measured.map((m, i) => placeCentred(m, (i - (lines.length - 1) / 2) * size * 0.35, i * leading)),
    );
    const box = pathBox(text)!;
    const pieces = [text];
    let x0 = box.x0;
    if (emblem) {
      const e = cap * 1.05;
      const cx = box.x0 - e * 0.55 - size * 0.08;
      pieces.push(placeEmblem(emblem, cx, box.y1 - (lines.length - 1) * leading - cap * 0.55, e));
      x0 = cx - e * 0.5;
    }
    const y = box.y1 + size * 0.08;
    const w = box.x1 - x0;
    pieces.push(
      taperedCurve(
        [x0 + w * 0.02, y + size * 0.02],
        [x0 + w * 0.3, y + size * 0.16],
        [x0 + w * 0.7, y - size * 0.1],
        [box.x1 + size * 0.25, y - size * 0.08],
        swell(size * 0.075, 0.42),
        64,
      ),
    );
    return [{ path: union(...pieces), paint: ink }];
  },
};
