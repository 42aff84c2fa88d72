/**
 * Cloth bound and dyed (shibori, tie-dye, batik): where the cloth was bound the dye never reached, so rows of pale
 * rings stand in the dyed cloth, their edges feathered where the dye crept in, one ring bled out wider than the rest.
 * The dye lies unevenly and the weave shows through it.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { createNoise2, fbm } from '../noise.ts';
import type { Rng } from '../random.ts';
import {
  clamp01,
  fieldSize,
  lightness,
  mixRgb,
  paintField,
  paperOf,
  rgbOf,
  smoothstep,
  type MaterialColours,
  length,
} from './field.ts';

export function drawDye(ctx: SKRSContext2D, colours: MaterialColours, rng: Rng): void {
  const clothHex = paperOf(colours, '#ece5d5', 0.8);
  const dyeHex = [...colours.named].filter((c) => c !== clothHex).sort((a, b) => lightness(a) - lightness(b))[0];
  const cloth = rgbOf(clothHex);
  const dye = rgbOf(dyeHex ?? '#24346b');
  const cols = rng.int(3, 4);
  const rows = cols;
  const rings = Array.from({ length: rows * cols }, (_, i) => ({
    x: ((i % cols) + 0.5 + rng.range(-0.12, 0.12)) / cols,
    y: (Math.floor(i / cols) + 0.5 + rng.range(-0.12, 0.12)) / rows,
    r: rng.range(0.26, 0.34) / cols,
    band: rng.range(0.05, 0.08) / cols,
    soft: 0.045 / cols,
  }));
  const bled = rings[rng.int(0, rings.length - 1)]!;
  Object.assign(bled, { r: bled.r * 1.45, band: bled.band * 1.9, soft: bled.soft * 3 });
  const noise = createNoise2(rng.fork('dye'));
  const size = fieldSize(ctx);
  const weave = size / 5;
  paintField(ctx, size, (u, v, out) => {
    let resist = 0;
    const n = fbm(noise, u * 9, v * 9, 3);
    for (const ring of rings) {
      const d = length(u - ring.x, v - ring.y);
      if (d > ring.r + ring.band * 3) continue;
      // The bound band, and the knot's small pale eye at its centre.
      const band = ring.band * (1 + 0.7 * n) - Math.abs(d - ring.r);
      const eye = ring.band * 0.7 - d;
      resist = Math.max(resist, smoothstep(-ring.soft, ring.soft, band), smoothstep(-ring.soft, ring.soft, eye));
    }
    // Folds where the cloth was pleated before binding show as paler creases between the rings.
    const fold = Math.min(Math.abs(((u * cols) % 1) - 0.5), Math.abs(((v * rows) % 1) - 0.5));
    const crease = 0.25 * (1 - smoothstep(0, 0.04, Math.abs(0.5 - fold)));
    const depth = clamp01(0.82 + 0.18 * fbm(noise, u * 3 + 40, v * 3, 3) - crease) * (1 - resist * 0.92);
    mixRgb(cloth, dye, depth, out);
    const thread = 1 + 0.035 * (Math.sin(u * weave * Math.PI) * Math.sin(v * weave * Math.PI));
    out[0] *= thread;
    out[1] *= thread;
    out[2] *= thread;
  });
}
