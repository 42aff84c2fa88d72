import { affine, intersect, pathBox, rect, subtract, transformPath, union } from '../geometry.ts';
import { breakLines, measureLine, placeCentred, placeEmblem } from '../layout.ts';
import type { Treatment } from './treatment.ts';

const FACE = { pkg: 'space-grotesk', weight: 700 };
const CYAN = '#00d8ff';
const MAGENTA = '#ff2bd1';

/**
 * Electronic: bold grotesk capitals with two bands torn out and pushed sideways, over a cyan and a magenta copy
 * pulled apart (a broken video signal), scan lines running out of the tears. Where the tears fall comes from the
 * name, so each name glitches its own way and always the same way.
 */
export const electronicGlitch: Treatment = {
  defaultInk: '#7a5cff',
  draw({ name, ink, emblem, rng }) {
    const size = 200;
    const lines = breakLines(name.toUpperCase(), 2, 16);
    const measured = lines.map((l) => measureLine(l, { face: FACE, size, tracking: 0.02, fallbackWeight: 700 }));
    const cap = measured[0]!.line.capHeight;
    const leading = cap * 1.3;
    let art = union(...measured.map((m, i) => placeCentred(m, 0, i * leading)));
    const textBox = pathBox(art)!;
    if (emblem) {
      const e = cap * 1.25;
      art = union(art, placeEmblem(emblem, textBox.x0 - e / 2 - size * 0.12, (textBox.y0 + textBox.y1) / 2, e));
    }
    const box = pathBox(art)!;
    const height = box.y1 - box.y0;
    const width = box.x1 - box.x0;

    // Two bands torn out of the word and pushed sideways, in opposite directions; the rest holds still.
    const tears: { y0: number; y1: number; shift: number }[] = [];
    const first = box.y0 + height * rng.range(0.18, 0.38);
    tears.push({ y0: first, y1: first + cap * rng.range(0.1, 0.2), shift: -cap * rng.range(0.1, 0.2) });
    const second = box.y0 + height * rng.range(0.58, 0.78);
    tears.push({ y0: second, y1: second + cap * rng.range(0.07, 0.14), shift: cap * rng.range(0.12, 0.24) });
    const wide = (y0: number, y1: number) => rect(box.x0 - size, y0, width + size * 2, y1 - y0);
    const torn = union(...tears.map((t) => wide(t.y0, t.y1)));
    const glitched = union(
      subtract(art, torn),
      ...tears.map((t) => transformPath(intersect(art, wide(t.y0, t.y1)), affine.translate(t.shift, 0))),
    );
    // The signal split: a cyan copy pulled left and a magenta one pulled right, behind the letters.
    const split = cap * 0.04;
    const cyan = transformPath(glitched, affine.translate(-split, 0));
    const magenta = transformPath(glitched, affine.translate(split, 0));
    // Scan lines run out of each tear, the way the tear travelled.
    const line = cap * 0.035;
    const scans = tears.map((t) =>
      t.shift < 0
        ? rect(box.x0 - cap * 0.7, t.y0, width * 0.45 + cap * 0.7, line)
        : rect(box.x0 + width * 0.55, t.y1 - line, width * 0.45 + cap * 0.7, line),
    );
    return [
      { path: union(cyan, scans[0]!), paint: CYAN },
      { path: union(magenta, scans[1]!), paint: MAGENTA },
      { path: glitched, paint: ink },
    ];
  },
};
