import type { Path2D } from '@napi-rs/canvas';
import { pathBox, rect, union } from '../geometry.ts';
import { breakLines, measureLine, placeCentred, placeEmblem } from '../layout.ts';
import { diamond } from '../ornaments.ts';
import type { Treatment } from './treatment.ts';

const FACE = { pkg: 'eb-garamond', weight: 600 };

/**
 * Classical: Garamond capitals with wide letterspacing between hairline rules, each rule broken at its centre by a
 * small lozenge (or, above, by the emblem), like the title page of an engraved score.
 */
export const classicalEngraved: Treatment = {
  defaultInk: '#8a6a3f',
  draw({ name, ink, emblem }) {
    const size = 200;
    const lines = breakLines(name.toUpperCase(), 2, 16);
    const measured = lines.map((l) => measureLine(l, { face: FACE, size, tracking: 0.2, fallbackWeight: 500 }));
    const cap = measured[0]!.line.capHeight;
    const leading = cap * 1.6;
    const text = union(...measured.map((m, i) => placeCentred(m, 0, i * leading)));
    const box = pathBox(text)!;
    const half = (box.x1 - box.x0) / 2 + cap * 0.4;
    const t = size * 0.012;
    const pieces: Path2D[] = [text];
    const rule = (y: number, gapHalf: number) => {
      pieces.push(rect(-half, y - t / 2, half - gapHalf, t), rect(gapHalf, y - t / 2, half - gapHalf, t));
    };
    const above = box.y0 - cap * 0.6;
    const below = box.y1 + cap * 0.6;
    const lozenge = cap * 0.22;
    if (emblem) {
      const e = cap * 1.1;
      rule(above, e * 0.85);
      pieces.push(placeEmblem(emblem, 0, above, e));
    } else {
      rule(above, lozenge * 1.4);
      pieces.push(diamond(0, above, lozenge * 1.5, lozenge * 2));
    }
    rule(below, lozenge * 1.4);
    pieces.push(diamond(0, below, lozenge * 1.5, lozenge * 2));
    return [{ path: union(...pieces), paint: ink }];
  },
};
