/**
 * 'A burning piano': the piano is drawn as itself and flames rise from its top edge, rather than the whole body
 * turned into fire (which hides what is burning). Things drawn already alight (a match, a campfire, a candle)
 * keep their own flame, and are alight whether or not the idea says so ('a bonfire', 'three candles', 'a lantern'). In Photon the flames are fire (they glow and light the scene); in Sonic they are the
 * flame drawing printed in the inks.
 */
import type { Look } from '../../shared/contracts/scene-brief.ts';
import type { PlacedSubject } from './plan.ts';
import type { Rng } from './random.ts';
import { edges, shapeBox } from './shape.ts';
import { loadShape } from './subjects/index.ts';

const FLAME = 'fluent-emoji-high-contrast:fire';
/**
 * Drawings that already burn: their flame is part of the drawing, here its centre (u, v in the drawing's square)
 * and size (share of the square), where Photon sets its glowing fire.
 */
const ALIGHT = new Map<string, { u: number; v: number; size: number }>([
  ['sleeve:match', { u: 0.5, v: 0.25, size: 0.45 }],
  ['sleeve:campfire', { u: 0.5, v: 0.42, size: 0.72 }],
  ['fluent-emoji-high-contrast:fire', { u: 0.5, v: 0.5, size: 0.95 }],
  ['fluent-emoji-high-contrast:candle', { u: 0.5, v: 0.2, size: 0.45 }],
  // A storm lantern's flame in its globe: a lantern carried at night is lit.
  ['sleeve:lantern', { u: 0.5, v: 0.58, size: 0.24 }],
]);

/** The ink a printed cover with fire in it needs (flames in grey read as smoke). */
export const FIRE_COLOR = '#f26a1b';

/** True for a subject that is or carries fire. */
export function burns(s: Pick<PlacedSubject, 'material' | 'shape'>): boolean {
  return s.material === 'fire' || ALIGHT.has(s.shape.key);
}

export function setAlight(subjects: PlacedSubject[], look: Look, rng: Rng): PlacedSubject[] {
  const flameShape = loadShape(FLAME);
  const out: PlacedSubject[] = [];
  for (const s of subjects) {
    const own = ALIGHT.get(s.shape.key);
    if ((s.material !== 'fire' && !own) || !flameShape) {
      out.push(s);
      continue;
    }
    const { material: _fire, ...body } = s;
    out.push(body);
    const box = shapeBox(s);
    const flame = (x: number, y: number, size: number, i: number): PlacedSubject => ({
      noun: 'fire',
      shape: flameShape,
      x,
      y,
      w: size,
      h: size,
      rotation: own ? 0 : rng.range(-0.12, 0.12),
      flip: i % 2 === 1,
      depth: Math.max(0, s.depth - 0.01),
      grounded: false,
      color: FIRE_COLOR,
      colorBound: false,
      ...(look === 'photon' ? { material: 'fire' as const } : {}),
    });
    if (own) {
      // A thing alight already: in Photon its drawn flame glows; Sonic prints the drawing's flame as it is.
      if (look === 'photon')
        out.push(flame(box.x0 + (s.flip ? 1 - own.u : own.u) * box.w, box.y0 + own.v * box.h, s.w * own.size, 0));
      continue;
    }
    // Tongues stand on the top edge, their base a little inside the body.
    const edge = edges(s.shape).top;
    const columns = [...edge.keys()].filter((c) => edge[c]! < 1);
    spread(columns, 3).forEach((c, i) => {
      const size = s.w * rng.range(0.34, 0.5);
      const u = (c + 0.5) / edge.length;
      out.push(flame(box.x0 + (s.flip ? 1 - u : u) * box.w, box.y0 + edge[c]! * box.h - size * 0.32, size, i));
    });
  }
  return out;
}

/** `n` columns spread across the drawn ones (left, middle, right), biased to the higher parts. */
function spread(columns: number[], n: number): number[] {
  if (columns.length <= n) return columns;
  return Array.from({ length: n }, (_, i) => columns[Math.round(((i + 0.5) / n) * (columns.length - 1))]!);
}
