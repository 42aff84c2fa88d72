import type { Path2D } from '@napi-rs/canvas';
import {
  affine,
  chain,
  pathBox,
  polygonOutline,
  rect,
  rectOutline,
  subtract,
  toPath,
  transformOutline,
  union,
  warpOutline,
  type Outline,
} from '../geometry.ts';
import { breakLines, measureLine, placeEmblem, wordsOf } from '../layout.ts';
import { star } from '../ornaments.ts';
import { lineOutline, type SetLine } from '../typeset.ts';
import type { Treatment } from './treatment.ts';

const FACE = { pkg: 'playfair-display', weight: 900 };

/**
 * Sets a line on an arch: each glyph turned to follow a circle of `radius` whose top is at y = 0, the line
 * centred on x = 0. Returns the region.
 */
function arched(line: SetLine, centre: number, radius: number): Path2D {
  const parts = line.glyphs.map((g) => {
    const mid = g.x + g.advance / 2 - centre;
    const angle = mid / radius;
    return toPath(
      transformOutline(
        g.outline,
        chain(
          affine.translate(-(g.x + g.advance / 2), 0),
          affine.rotate(angle),
          affine.translate(Math.sin(angle) * radius, radius - Math.cos(angle) * radius),
        ),
      ),
    );
  });
  return union(...parts);
}

/**
 * A ribbon banner around a box, as outlines: the band, and a folded tail with a notch behind each end (the tails
 * reach under the band; the caller cuts them back).
 */
function banner(x0: number, y0: number, x1: number, y1: number): { band: Outline; tails: Outline[] } {
  const h = y1 - y0;
  const drop = h * 0.32;
  const tail = (side: -1 | 1) => {
    const edge = side < 0 ? x0 : x1;
    const inner = edge - side * h * 0.3;
    const outer = edge + side * h * 1.05;
    return polygonOutline([
      [inner, y0 + drop],
      [outer, y0 + drop],
      [outer - side * h * 0.38, y1 + drop - h * 0.5],
      [outer, y1 + drop],
      [inner, y1 + drop],
    ]);
  };
  return { band: rectOutline(x0, y0, x1 - x0, h), tails: [tail(-1), tail(1)] };
}

/**
 * Country: bold poster serifs (a 19th-century fat face) arched over a ribbon banner, stars at both ends of the
 * arch. A name of several words puts its last words in the banner, knocked out of the ink so the logo prints in
 * one colour; a one-word name gets a starred rule instead.
 */
export const countryWestern: Treatment = {
  defaultInk: '#b5432a',
  draw({ name, ink, emblem }) {
    const size = 200;
    const upper = name.toUpperCase();
    const words = wordsOf(upper);
    const [arch, rest] = words.length >= 2 ? breakLines(upper, 2, 0) : [upper, undefined];
    const archLine = measureLine(arch!, { face: FACE, size, tracking: 0.05, fallbackWeight: 900 });
    const cap = archLine.line.capHeight;
    const archWidth = archLine.ink.x1 - archLine.ink.x0;
    const radius = Math.max(archWidth * 1.25, size * 4);
    const top = arched(archLine.line, (archLine.ink.x0 + archLine.ink.x1) / 2, radius);
    const topBox = pathBox(top)!;
    const pieces: Path2D[] = [top];
    const cut: Path2D[] = [];

    // Stars at the arch's ends, on its curve.
    const starR = cap * 0.26;
    for (const side of [-1, 1]) {
      const x = side * (archWidth / 2 + starR * 2.2);
      const angle = x / radius;
      pieces.push(star(Math.sin(angle) * radius, radius - Math.cos(angle) * radius - cap * 0.5, starR));
    }

    const below = topBox.y1 + cap * 0.3;
    if (rest) {
      const bandSize = size * 0.5;
      const m = measureLine(rest, { face: FACE, size: bandSize, tracking: 0.08, fallbackWeight: 900 });
      const bCap = m.line.capHeight;
      const w = Math.max(m.ink.x1 - m.ink.x0 + bCap * 2.4, archWidth * 0.6);
      const h = bCap * 2.1;
      const { band, tails } = banner(-w / 2, below, w / 2, below + h);
      // The banner bends with the arch (a circle about the same centre), so the two read as one piece.
      const bent = (o: Outline) =>
        toPath(warpOutline(o, (x, y) => [x, y + radius - Math.sqrt(Math.max(0, radius * radius - x * x))]));
      // The folds sit behind the band with a hairline gap, as separate pieces of ribbon.
      const gap = h * 0.06;
      pieces.push(
        bent(band),
        subtract(union(...tails.map(bent)), bent(rectOutline(-w / 2 - gap, below - h, w + gap * 2, h * 3))),
      );
      const text = lineOutline(m.line, -(m.ink.x0 + m.ink.x1) / 2, below + h / 2 + bCap / 2);
      cut.push(bent(text));
    } else {
      // A rule with a star at its centre.
      const y = below + cap * 0.1;
      const half = archWidth * 0.42;
      const t = size * 0.028;
      pieces.push(rect(-half, y - t / 2, half - starR * 1.6, t), rect(starR * 1.6, y - t / 2, half - starR * 1.6, t));
      pieces.push(star(0, y, starR * 1.1));
    }
    if (emblem) {
      const e = cap * 1.6;
      pieces.push(placeEmblem(emblem, 0, topBox.y0 - e * 0.58, e));
    }
    return [{ path: subtract(union(...pieces), union(...cut)), paint: ink }];
  },
};
