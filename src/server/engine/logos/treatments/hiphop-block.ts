import type { Path2D } from '@napi-rs/canvas';
import { affine, grow, pathBox, subtract, transformPath, union } from '../geometry.ts';
import { partner, shade } from '../ink.ts';
import { breakLines, measureLine, placeCentred, placeEmblem, sizeForWidth, wordsOf } from '../layout.ts';
import { extrude } from '../ornaments.ts';
import type { Treatment } from './treatment.ts';

const FACE = { pkg: 'anton', weight: 400 };

/**
 * Hip-hop: heavy condensed capitals stacked into a block, each line sized to the same width (a short word grows
 * until it fills the line, up to a limit), tilted up a little, with a black keyline and a solid extrusion down to
 * the right, like a sticker slapped on a wall. Reads on any background: the keyline carries the contrast.
 */
export const hiphopBlock: Treatment = {
  defaultInk: '#ffc21a',
  ownContrast: true,
  draw({ name, ink, emblem }) {
    const base = 200;
    const words = wordsOf(name);
    const count = name.length <= 9 ? 1 : words.length >= 3 && name.length > 16 ? 3 : 2;
    const lines = breakLines(name.toUpperCase(), count, 10);
    const first = lines.map((l) => measureLine(l, { face: FACE, size: base, tracking: 0.01, fallbackWeight: 900 }));
    const width = Math.max(...first.map((m) => m.ink.x1 - m.ink.x0));
    const gap = base * 0.07;
    const blocks: Path2D[] = [];
    let top = 0;
    for (const [i, m0] of first.entries()) {
      const size = Math.min(base * 1.7, sizeForWidth(m0, width));
      const m = size === base ? m0 : measureLine(lines[i]!, { face: FACE, size, tracking: 0.01, fallbackWeight: 900 });
      const cap = -m.ink.y0;
      blocks.push(placeCentred(m, 0, top + cap));
      top += cap + gap;
    }
    let text = union(...blocks);
    const box = pathBox(text)!;
    if (emblem) {
      const blockHeight = box.y1 - box.y0;
      const h = Math.min(Math.max(blockHeight * 0.7, Math.min(blockHeight, base * 0.9)), base * 2);
      text = union(text, placeEmblem(emblem, box.x0 - h * 0.5 - base * 0.14, (box.y0 + box.y1) / 2, h));
    }
    const tilted = transformPath(text, affine.rotate(-0.05));
    const keyline = grow(tilted, base * 0.05, 'round');
    const depth = base * 0.11;
    const side = extrude(keyline, depth * 0.8, depth, 4);
    // The keyline is black, or white for a dark ink, so the letters never sink into it.
    const line = partner(ink);
    return [
      { path: grow(side, base * 0.02), paint: line },
      { path: subtract(side, keyline), paint: shade(ink, -0.42) },
      { path: keyline, paint: line },
      { path: tilted, paint: ink },
    ];
  },
};
