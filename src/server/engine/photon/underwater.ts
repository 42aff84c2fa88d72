/**
 * Under water: the light comes from the surface above (a bright, rippling ceiling with the sun's disc broken
 * into it), falls in shafts that fade with depth, and everything sinks into blue with distance. Drifting
 * particles, bubbles, and when the plan shows a seabed, sand lit by dancing caustics.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { createNoise2, fbm } from './fastnoise.ts';
import { bubbles, lightRays } from './effects.ts';
import { drawField, paintField } from './fields.ts';
import { clamp01, css, lerp, luma, scale, smooth, type Lin } from './tone.ts';
import { U, type World } from './world.ts';

export function drawUnderwater(ctx: SKRSContext2D, w: World): void {
  const rng = w.plan.rng.fork('underwater');
  const noise = createNoise2(rng);
  // The frame's top is toward the surface: the lighter water colour; the depths take the darker one.
  const a = w.zenith;
  const b = w.skyHorizon;
  const [shallow, deep] = luma(a) > luma(b) ? [a, b] : [b, a];
  const deepC = scale(deep, 0.45);
  const sun = scale(w.light.color, 0.35);
  const L = w.light;
  const bed = w.horizon < U ? w.horizon : U + 1;
  const sand = w.groundCol;
  const f = paintField(w, { x0: 0, y0: 0, x1: U, y1: U }, false, (x, y, out) => {
    const t = clamp01(y / U);
    let c = lerp(scale(shallow, 1.25), deepC, t ** 0.8);
    // The sun's glow through the surface.
    const d = Math.hypot((x - L.x) / U, (y - Math.max(-200, L.y)) / U);
    const glow = Math.exp(-d / 0.35) * 0.8;
    c = [c[0] + sun[0] * glow, c[1] + sun[1] * glow, c[2] + sun[2] * glow];
    // The surface: a bright ceiling of ripples at the very top.
    if (y < 90) {
      const u = x * 0.02;
      const v = y * 0.06;
      const cells = 1 - Math.abs(fbm(noise, u, v, 3));
      const k = smooth(90, 0, y) * cells ** 6 * 1.6;
      c = [c[0] + sun[0] * k * 2, c[1] + sun[1] * k * 2, c[2] + sun[2] * k * 2];
    }
    if (y > bed) {
      const z = clamp01((y - bed) / (U - bed));
      const caus = (1 - Math.abs(fbm(noise, x * 0.03, y * 0.05 + 9, 3))) ** 5;
      const lit = 0.35 + 0.5 * z + caus * 0.9;
      const s: Lin = [sand[0] * lit, sand[1] * lit, sand[2] * lit];
      // The seabed sinks into the blue with distance.
      c = lerp(s, c, 0.65 * (1 - z) + 0.15);
    }
    out[0] = c[0];
    out[1] = c[1];
    out[2] = c[2];
  });
  drawField(ctx, f);
  lightRays(
    ctx,
    w,
    L.x,
    Math.min(L.y, -150),
    scale(lerp(w.light.color, shallow, 0.3), 0.6),
    0.75,
    'under-rays',
    850,
    11,
  );
  // Marine snow: fine particles drifting, a few near ones out of focus.
  const part: Lin = lerp(scale(shallow, 1.6), [0.8, 0.9, 0.9], 0.4);
  ctx.save();
  for (let i = 0; i < 260; i++) {
    const near = rng.next() ** 3;
    const x = rng.range(0, U);
    const y = rng.range(0, U);
    const r = 0.5 + near * 4;
    ctx.fillStyle = css(part, (0.25 + 0.4 * (1 - y / U)) * (near > 0.5 ? 0.35 : 1));
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.restore();
  bubbles(ctx, w, (w.effects as readonly string[]).includes('bubbles') ? 40 : 14, 'under-bubbles', scale(part, 1.2));
}
