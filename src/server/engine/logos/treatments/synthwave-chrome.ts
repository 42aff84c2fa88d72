import type { Path2D } from '@napi-rs/canvas';
import { adjust } from '../../../../shared/color.ts';
import type { Layer } from '../artwork.ts';
import { affine, grow, pathBox, subtract, transformPath, union } from '../geometry.ts';
import { NEAR_BLACK } from '../ink.ts';
import { breakLines, measureLine, placeCentred, placeEmblem } from '../layout.ts';
import { verticalGradient } from '../ornaments.ts';
import type { Treatment } from './treatment.ts';

const FACE = { pkg: 'montserrat', weight: 900, italic: true };

/**
 * Synthwave: heavy slanted capitals in 80s chrome (a sky that darkens to a hard horizon, then a sunset glowing up
 * from below, on every line), inside a black keyline and a thin neon outer line. The ink sets the sky; the sunset
 * is its opposite on the colour wheel.
 */
export const synthwaveChrome: Treatment = {
  defaultInk: '#2fa8ff',
  ownContrast: true,
  draw({ name, ink, emblem }) {
    const size = 200;
    const lines = breakLines(name.toUpperCase(), 2, 14);
    const measured = lines.map((l) => measureLine(l, { face: FACE, size, tracking: 0.0, fallbackWeight: 900 }));
    const cap = measured[0]!.line.capHeight;
    const slant = affine.skewX(0.12);
    const parts: Path2D[] = measured.map((m, i) => transformPath(placeCentred(m, 0, i * cap * 1.25), slant));
    const sunset = adjust(ink, { h: 150 });
    const chrome = (y0: number, y1: number) =>
      verticalGradient({ x0: 0, x1: 0, y0, y1 }, [
        [0, '#ffffff'],
        [0.2, adjust(ink, { l: 0.25 })],
        [0.54, adjust(ink, { l: -0.38 })],
        [0.56, adjust(sunset, { l: -0.3 })],
        [0.75, sunset],
        [1, adjust(sunset, { l: 0.3 })],
      ]);
    // Each line gets its own horizon, between its cap height and its baseline.
    const faces: Layer[] = parts.map((path, i) => ({ path, paint: chrome(i * cap * 1.25 - cap, i * cap * 1.25) }));
    if (emblem) {
      const box = pathBox(union(...parts))!;
      const e = cap * 1.2;
      const cy = box.y0 - e * 0.6;
      faces.push({ path: placeEmblem(emblem, 0, cy, e), paint: chrome(cy - e / 2, cy + e / 2) });
    }
    const all = union(...faces.map((f) => f.path));
    const neon = adjust(ink, { h: 110, l: 0.05 });
    return [
      { path: subtract(grow(all, size * 0.075), grow(all, size * 0.058)), paint: neon },
      { path: grow(all, size * 0.04, 'miter'), paint: NEAR_BLACK },
      ...faces,
    ];
  },
};
