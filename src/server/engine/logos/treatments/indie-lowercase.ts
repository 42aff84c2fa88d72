import type { Path2D } from '@napi-rs/canvas';
import { affine, pathBox, toPath, transformOutline, union } from '../geometry.ts';
import { breakLines, measureLine, placeEmblem } from '../layout.ts';
import type { Treatment } from './treatment.ts';

const FACE = { pkg: 'space-grotesk', weight: 500 };

/**
 * Indie: the name in lowercase, a medium grotesk set tight, nothing added; a long name stacks flush left on two
 * lines, tightly led. The emblem, when there is one, sits before the name at x-height, like a bullet.
 */
export const indieLowercase: Treatment = {
  defaultInk: '#d0553c',
  draw({ name, ink, emblem }) {
    const size = 200;
    const lines = breakLines(name.toLowerCase(), 2, 20);
    const measured = lines.map((l) => measureLine(l, { face: FACE, size, tracking: -0.035, fallbackWeight: 500 }));
    const leading = size * 0.9;
    const left = Math.min(...measured.map((m) => m.ink.x0));
    const pieces: Path2D[] = measured.map((m, i) =>
      toPath(transformOutline(m.outline, affine.translate(-left, i * leading))),
    );
    if (emblem) {
      const xHeight = measured[0]!.line.xHeight;
      const e = xHeight * 1.25;
      const box = pathBox(union(...pieces))!;
      pieces.push(placeEmblem(emblem, box.x0 - e * 0.5 - size * 0.14, -xHeight / 2, e));
    }
    return [{ path: union(...pieces), paint: ink }];
  },
};
