import type { Path2D } from '@napi-rs/canvas';
import { pathBox, polygon, rect, subtract, union } from '../geometry.ts';
import { breakLines, measureLine, placeCentred, placeEmblem } from '../layout.ts';
import type { Treatment } from './treatment.ts';

const FACE = { pkg: 'jetbrains-mono', weight: 800 };

/** A frame of thickness `t` around a box, its top-right corner cut at 45° by `cut`. */
function cutFrame(x0: number, y0: number, x1: number, y1: number, t: number, cut: number): Path2D {
  const outline = (inset: number) =>
    polygon([
      [x0 + inset, y0 + inset],
      [x1 - cut - inset * 0.414, y0 + inset],
      [x1 - inset, y0 + cut + inset * 0.414],
      [x1 - inset, y1 - inset],
      [x0 + inset, y1 - inset],
    ]);
  return subtract(outline(0), outline(t));
}

/**
 * Techno: monospaced capitals, widely tracked, inside a thin frame with one corner cut (a label on a rack unit);
 * the emblem gets a cell of its own behind a divider.
 */
export const technoMono: Treatment = {
  defaultInk: '#ff5a1f',
  draw({ name, ink, emblem }) {
    const size = 200;
    const lines = breakLines(name.toUpperCase(), 2, 16);
    const measured = lines.map((l) => measureLine(l, { face: FACE, size, tracking: 0.16, fallbackWeight: 800 }));
    const cap = measured[0]!.line.capHeight;
    const leading = cap * 1.55;
    const text = union(...measured.map((m, i) => placeCentred(m, 0, i * leading)));
    const box = pathBox(text)!;
    const pad = cap * 0.55;
    const t = size * 0.03;
    let x0 = box.x0 - pad;
    const pieces = [text];
    if (emblem) {
      const e = Math.min(cap * 1.3, box.y1 - box.y0 + pad);
      const divider = x0;
      pieces.push(rect(divider - t / 2, box.y0 - pad, t, box.y1 - box.y0 + pad * 2));
      x0 = divider - pad - e - pad;
      pieces.push(placeEmblem(emblem, divider - pad - e / 2, (box.y0 + box.y1) / 2, e));
    }
    pieces.push(cutFrame(x0, box.y0 - pad, box.x1 + pad, box.y1 + pad, t, cap * 0.5));
    return [{ path: union(...pieces), paint: ink }];
  },
};
