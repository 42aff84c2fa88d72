import type { Layer } from '../artwork.ts';
import { affine, boxUnion, chain, pathBox, polygon, toPath, transformOutline, transformPath } from '../geometry.ts';
import { contrastRatio } from '../../../../shared/color.ts';
import { NEAR_BLACK } from '../ink.ts';
import { breakLines, measureLine, placeEmblem } from '../layout.ts';
import type { FaceSpec } from '../font-outlines.ts';
import type { Treatment } from './treatment.ts';

/** The "magazines" letters are cut from: faces that differ in weight, width, contrast and style. */
const FACES: readonly FaceSpec[] = [
  { pkg: 'anton', weight: 400 },
  { pkg: 'playfair-display', weight: 900 },
  { pkg: 'archivo-black', weight: 400 },
  { pkg: 'dm-serif-display', weight: 400 },
  { pkg: 'space-mono', weight: 700 },
  { pkg: 'eb-garamond', weight: 700, italic: true },
  { pkg: 'bebas-neue', weight: 400 },
  { pkg: 'libre-baskerville', weight: 700, italic: true },
  { pkg: 'permanent-marker', weight: 400 },
  { pkg: 'oswald', weight: 600 },
];

const PAPER = '#f3ede0';

/**
 * Punk: a ransom note. Every letter is cut from a different page (face, size, case) and pasted on askew on its
 * own scrap: paper with a dark letter, dark with a paper letter, or the ink colour. The scraps are their own
 * background, so the logo reads on anything. The same name always gets the same scraps.
 */
export const punkRansom: Treatment = {
  defaultInk: '#e0302a',
  ownContrast: true,
  draw({ name, ink, emblem, rng }) {
    const base = 200;
    const lines = breakLines(name, 2, 14);
    const layers: Layer[] = [];
    let previousFace = -1;
    let previousStyle = -1;
    const scrap = (x: number, baseline: number, w: number, top: number, bottom: number, angle: number) => {
      const j = () => rng.range(-0.035, 0.035) * base;
      const corners: [number, number][] = [
        [x + j(), top + j()],
        [x + w + j(), top + j()],
        [x + w + j(), bottom + j()],
        [x + j(), bottom + j()],
      ];
      const about = chain(
        affine.translate(-(x + w / 2), -baseline),
        affine.rotate(angle),
        affine.translate(x + w / 2, baseline),
      );
      return { path: transformPath(polygon(corners), about), about };
    };
    const pickStyle = () => {
      let s = rng.int(0, 2);
      if (s === previousStyle) s = (s + 1 + rng.int(0, 1)) % 3;
      previousStyle = s;
      // Scrap colour, letter colour.
      return [
        [PAPER, NEAR_BLACK],
        [NEAR_BLACK, PAPER],
        [ink, contrastRatio(ink, PAPER) > contrastRatio(ink, NEAR_BLACK) ? PAPER : NEAR_BLACK],
      ][s] as [string, string];
    };

    lines.forEach((text, li) => {
      const baseline = li * base * 1.25;
      const first = layers.length;
      let x = 0;
      if (emblem && li === 0) {
        const e = base * 0.85;
        const pad = base * 0.12;
        const { path, about } = scrap(
          x,
          baseline,
          e + pad * 2,
          baseline - e - pad * 1.5,
          baseline + pad * 0.5,
          rng.range(-0.1, 0.1),
        );
        const [paper, letter] = pickStyle();
        layers.push({ path, paint: paper });
        layers.push({
          path: transformPath(placeEmblem(emblem, x + pad + e / 2, baseline - e / 2 - pad * 0.5, e), about),
          paint: letter,
        });
        x += e + pad * 2 + base * 0.05;
      }
      for (const ch of text) {
        if (/\s/u.test(ch)) {
          x += base * 0.32;
          continue;
        }
        let f = rng.int(0, FACES.length - 1);
        if (f === previousFace) f = (f + 1) % FACES.length;
        previousFace = f;
        const face = FACES[f]!;
        const size = base * rng.range(0.82, 1.12);
        const letter = rng.chance(0.5) ? ch.toUpperCase() : ch.toLowerCase();
        const m = measureLine(letter, { face, size, fallbackWeight: 700 });
        const pad = size * rng.range(0.08, 0.16);
        const w = m.ink.x1 - m.ink.x0 + pad * 2;
        const lift = rng.range(-0.05, 0.05) * base;
        const top = Math.min(m.ink.y0, -size * 0.55) - pad + baseline + lift;
        const bottom = Math.max(m.ink.y1, 0) + pad + baseline + lift;
        const { path, about } = scrap(x, baseline, w, top, bottom, rng.range(-0.13, 0.13));
        const [paper, colour] = pickStyle();
        layers.push({ path, paint: paper });
        const glyph = toPath(transformOutline(m.outline, affine.translate(x + pad - m.ink.x0, baseline + lift)));
        layers.push({ path: transformPath(glyph, about), paint: colour });
        x += w - base * 0.03;
      }
      // Each line centred under the one before.
      const box = boxUnion(layers.slice(first).map((l) => pathBox(l.path)))!;
      const centre = affine.translate(-(box.x0 + box.x1) / 2, 0);
      for (const l of layers.slice(first)) l.path = transformPath(l.path, centre);
    });
    return layers;
  },
};
