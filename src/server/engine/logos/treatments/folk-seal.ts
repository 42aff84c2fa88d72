import type { Path2D } from '@napi-rs/canvas';
import { affine, chain, circle, subtract, toPath, transformOutline, union } from '../geometry.ts';
import { breakLines, measureLine, placeEmblem, wordsOf, type MeasuredLine } from '../layout.ts';
import { star } from '../ornaments.ts';
import type { Treatment } from './treatment.ts';

const FACE = { pkg: 'eb-garamond', weight: 700 };
const MONOGRAM = { pkg: 'playfair-display', weight: 700, italic: true };

/** Glyphs of a line around a circle: on top reading clockwise, or along the bottom reading left to right. */
function onCircle(m: MeasuredLine, radius: number, where: 'top' | 'bottom'): Path2D {
  const centre = (m.ink.x0 + m.ink.x1) / 2;
  return union(
    ...m.line.glyphs.map((g) => {
      const mid = g.x + g.advance / 2;
      const a = (mid - centre) / radius;
      const place =
        where === 'top'
          ? chain(
              affine.translate(-mid, 0),
              affine.rotate(a),
              affine.translate(radius * Math.sin(a), -radius * Math.cos(a)),
            )
          : chain(
              affine.translate(-mid, 0),
              affine.rotate(-a),
              affine.translate(radius * Math.sin(a), radius * Math.cos(a)),
            );
      return toPath(transformOutline(g.outline, place));
    }),
  );
}

/**
 * Folk: a round seal. The name runs around the top of a ring (its last words, when it has several, along the
 * bottom; otherwise three stars), between a bold outer ring and a fine inner one; the emblem, or the initials in
 * an italic serif, fills the centre. A badge that works as a stamp, a patch or a sticker.
 */
export const folkSeal: Treatment = {
  defaultInk: '#3f7d4e',
  draw({ name, ink, emblem }) {
    const size = 120;
    const upper = name.toUpperCase();
    const words = wordsOf(upper);
    const [topText, bottomText] = words.length >= 2 && upper.length > 12 ? breakLines(upper, 2, 0) : [upper, undefined];
    const probe = measureLine(topText!, { face: FACE, size, tracking: 0.16, fallbackWeight: 600 });
    const cap = probe.line.capHeight;
    const length = probe.ink.x1 - probe.ink.x0;
    const radius = Math.min(Math.max(length / 3.1, cap * 2.8), cap * 9);
    // Short names are spaced out to cover at least ~145° of the ring.
    const glyphs = probe.line.glyphs.length;
    const extra = glyphs > 1 ? Math.max(0, (radius * 2.55 - length) / (glyphs - 1)) : 0;
    const top = extra
      ? measureLine(topText!, { face: FACE, size, tracking: 0.16 + extra / size, fallbackWeight: 600 })
      : probe;
    const pieces: Path2D[] = [onCircle(top, radius, 'top')];
    if (bottomText) {
      const m = measureLine(bottomText, { face: FACE, size: size * 0.8, tracking: 0.16, fallbackWeight: 600 });
      pieces.push(onCircle(m, radius + cap * 0.8, 'bottom'));
    } else {
      for (const a of [-0.36, 0, 0.36]) {
        const r = radius + cap * 0.5;
        pieces.push(star(r * Math.sin(a), r * Math.cos(a), cap * (a ? 0.3 : 0.42)));
      }
    }
    const ringOuter = radius + cap * 1.45;
    const bold = cap * 0.2;
    pieces.push(subtract(circle(0, 0, ringOuter + bold), circle(0, 0, ringOuter)));
    const ringInner = radius - cap * 0.45;
    const fine = cap * 0.07;
    pieces.push(subtract(circle(0, 0, ringInner), circle(0, 0, ringInner - fine)));
    const inner = ringInner - cap * 0.55;
    if (emblem) {
      pieces.push(placeEmblem(emblem, 0, 0, inner * 1.45));
    } else {
      const initials = words
        .map((w) => [...w][0])
        .slice(0, 3)
        .join('');
      const mono = measureLine(initials, { face: MONOGRAM, size: size * 2, fallbackWeight: 700 });
      const w = mono.ink.x1 - mono.ink.x0;
      const h = mono.ink.y1 - mono.ink.y0;
      const k = Math.min((inner * 1.5) / w, (inner * 1.1) / h);
      pieces.push(
        toPath(
          transformOutline(
            mono.outline,
            chain(
              affine.translate(-(mono.ink.x0 + mono.ink.x1) / 2, -(mono.ink.y0 + mono.ink.y1) / 2),
              affine.scale(k),
            ),
          ),
        ),
      );
    }
    return [{ path: union(...pieces), paint: ink }];
  },
};
