import type { Path2D } from '@napi-rs/canvas';
import { pathBox, rect, union } from '../geometry.ts';
import { breakLines, measureLine, placeCentred, placeEmblem } from '../layout.ts';
import type { Treatment } from './treatment.ts';

const FACE = { pkg: 'unbounded', weight: 800 };

/**
 * Electronic: extended geometric capitals, generously tracked, between two fine rules that run the width of the
 * mark (the label-sticker layout of club records). The emblem stands at the left inside the rules.
 */
export const electronicWide: Treatment = {
  defaultInk: '#3d7bff',
  draw({ name, ink, emblem }) {
    const size = 200;
    const lines = breakLines(name.toUpperCase(), 2, 15);
    const measured = lines.map((l) => measureLine(l, { face: FACE, size, tracking: 0.14, fallbackWeight: 800 }));
    const cap = measured[0]!.line.capHeight;
    const leading = cap * 1.45;
    const parts: Path2D[] = measured.map((m, i) => placeCentred(m, 0, i * leading));
    const text = union(...parts);
    const box = pathBox(text)!;
    const pieces = [text];
    let x0 = box.x0;
    if (emblem) {
      const e = Math.min(cap * 1.5, box.y1 - box.y0 + cap * 0.3);
      const cx = box.x0 - size * 0.2 - e / 2;
      pieces.push(placeEmblem(emblem, cx, (box.y0 + box.y1) / 2, e));
      x0 = cx - e / 2;
    }
    const rule = size * 0.024;
    const pad = cap * 0.42;
    pieces.push(rect(x0, box.y0 - pad - rule, box.x1 - x0, rule), rect(x0, box.y1 + pad, box.x1 - x0, rule));
    return [{ path: union(...pieces), paint: ink }];
  },
};
