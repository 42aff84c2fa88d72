import type { Path2D } from '@napi-rs/canvas';
import type { Layer } from '../artwork.ts';
import { grow, pathBox, subtract, toPath, union, warpOutline, type Box } from '../geometry.ts';
import { NEAR_BLACK, partner, shade } from '../ink.ts';
import { breakLines, measureLine, placeEmblem } from '../layout.ts';
import { spike, verticalGradient } from '../ornaments.ts';
import { lineOutline } from '../typeset.ts';
import type { Treatment } from './treatment.ts';

const FACE = { pkg: 'anton', weight: 400 };

/**
 * Heavy metal: tall condensed capitals whose height flares out in straight lines from the centre to both ends (the
 * 80s thrash bow-tie), in polished steel (light top, a dark horizon, light again below), held by a black keyline
 * and a thin bright outer line, so the logo reads on black and on white. Blades extend the first and last letters.
 */
export const metalSteel: Treatment = {
  defaultInk: '#8d98a6',
  ownContrast: true,
  draw({ name, ink, emblem }) {
    const size = 200;
    const lines = breakLines(name.toUpperCase(), 2, 18);
    const leading = size * 0.98;
    const measured = lines.map((l) => measureLine(l, { face: FACE, size, tracking: 0.02, fallbackWeight: 900 }));
    const cap = measured[0]!.line.capHeight;
    const half = Math.max(...measured.map((m) => (m.ink.x1 - m.ink.x0) / 2));
    const mid = ((lines.length - 1) * leading) / 2 - cap / 2;
    const flare = (x: number, y: number): [number, number] => {
      const u = Math.min(1, Math.abs(x) / half);
      return [x, mid + (y - mid) * (1 + 0.5 * u)];
    };
    // Each line is its own piece of steel, with its own horizon.
    const lineParts = measured.map((m, i) =>
      toPath(warpOutline(lineOutline(m.line, -(m.ink.x0 + m.ink.x1) / 2, i * leading), flare)),
    );
    const text = union(...lineParts);
    const box = pathBox(text)!;
    const blade = size * 0.5;
    const blades: Path2D[] = [];
    // Blades along the baseline from the outer letters, tapering to a point.
    for (const side of [-1, 1]) {
      const edge = side < 0 ? box.x0 : box.x1;
      const y = box.y1 - cap * 0.16;
      blades.push(spike([edge - side * cap * 0.25, y], [edge + side * blade, y + cap * 0.02], cap * 0.2, 0));
    }
    const steel = (b: Box) =>
      verticalGradient(b, [
        [0, shade(ink, 0.36)],
        [0.46, shade(ink, 0.08)],
        [0.5, shade(ink, -0.32)],
        [0.56, shade(ink, -0.12)],
        [1, shade(ink, 0.3)],
      ]);
    const faces: Layer[] = lineParts.map((path, i) => ({
      path: i === lineParts.length - 1 ? union(path, ...blades) : path,
      paint: steel(pathBox(path)!),
    }));
    if (emblem) {
      const e = cap * 1.1;
      const mark = placeEmblem(emblem, 0, box.y0 - e * 0.42, e);
      faces.push({ path: mark, paint: steel(pathBox(mark)!) });
    }
    const art = union(...faces.map((f) => f.path));
    const keyline = grow(art, size * 0.04, 'miter');
    const outer = subtract(grow(art, size * 0.07, 'miter'), grow(art, size * 0.055, 'miter'));
    // Black keyline and a bright outer line; a dark steel swaps them so the letters keep their edge.
    const line = partner(shade(ink, -0.1));
    const rim = line === NEAR_BLACK ? shade(ink, 0.3) : NEAR_BLACK;
    return [{ path: outer, paint: rim }, { path: keyline, paint: line }, ...faces];
  },
};
