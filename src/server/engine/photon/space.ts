/**
 * Space: black with a nebula of glowing gas and dark dust in the palette's colours, a deep field of stars of
 * many brightnesses, lit planets (sky bodies) and, when the plan shows ground, the curved limb of a world below
 * with its thin bright atmosphere.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { createNoise2, fbm } from './fastnoise.ts';
import { drawSkyBodies } from './bodies.ts';
import { drawMilkyWay, drawStars, glowColor } from './effects.ts';
import { drawField, paintField } from './fields.ts';
import { clamp01, css, lerp, scale, smooth, type Lin } from './tone.ts';
import { U, type World } from './world.ts';

export function drawSpace(ctx: SKRSContext2D, w: World): void {
  const rng = w.plan.rng.fork('space');
  const noise = createNoise2(rng);
  const cols = w.plan.colors.all;
  const gas1 = glowColor(cols[0]!, 0.55);
  const gas2 = glowColor(w.plan.colors.accent, 0.5);
  const deep = scale(w.zenith, 0.25);
  const ox = rng.range(0, 30);
  const f = paintField(w, { x0: 0, y0: 0, x1: U, y1: U }, false, (x, y, out) => {
    const u = x * 0.0025 + ox;
    const v = y * 0.0025;
    const wx = fbm(noise, u, v, 3);
    const wy = fbm(noise, u + 5.2, v + 1.3, 3);
    const n = fbm(noise, u * 1.3 + wx * 1.2, v * 1.3 + wy * 1.2, 6);
    const gas = smooth(-0.1, 0.45, n);
    const mixT = clamp01(0.5 + fbm(noise, u * 0.7 + 9, v * 0.7, 3) * 1.4);
    const dust = smooth(0.05, 0.3, fbm(noise, u * 2.2 + 3, v * 2.2 + 8, 4)) * gas;
    const c = lerp(gas1, gas2, mixT);
    const k = gas * gas * (1 - 0.85 * dust) * 0.9;
    out[0] = deep[0] + c[0] * k;
    out[1] = deep[1] + c[1] * k;
    out[2] = deep[2] + c[2] * k;
  });
  drawField(ctx, f);
  drawMilkyWay(ctx, w, 0.25, 'space-band');
  drawStars(ctx, w, 1500, 'space-stars', U);
  drawSkyBodies(ctx, w);
  if (w.horizon < U) limb(ctx, w);
}

/** The curve of a planet's horizon across the bottom of the frame, lit from the light's side. */
function limb(ctx: SKRSContext2D, w: World) {
  const rng = w.plan.rng.fork('limb');
  const noise = createNoise2(rng);
  const R = 2400;
  const cx = 500 + rng.range(-200, 200);
  const cy = w.horizon + R;
  const surface = w.groundCol;
  const air: Lin = lerp([0.35, 0.6, 1.3], glowColor(w.plan.colors.skyHorizon, 1), 0.4);
  const L = w.light;
  const f = paintField(w, { x0: 0, y0: w.horizon - 60, x1: U, y1: U }, true, (x, y, out) => {
    const d = Math.hypot(x - cx, y - cy);
    const inside = R - d; // depth below the limb
    if (inside < -40) {
      out[3] = 0;
      return;
    }
    if (inside < 0) {
      // Atmosphere glow above the limb.
      const k = Math.exp(inside / 10) * 0.9;
      out[0] = air[0];
      out[1] = air[1];
      out[2] = air[2];
      out[3] = clamp01(k);
      return;
    }
    const lit = clamp01(0.35 + 0.65 * (1 - Math.abs(x - L.x) / 900));
    const tex = 0.7 + 0.5 * fbm(noise, x * 0.006, (y - w.horizon) * 0.03, 5);
    const edge = Math.exp(-inside / 14);
    out[0] = surface[0] * tex * lit * 1.2 + air[0] * edge * 0.7;
    out[1] = surface[1] * tex * lit * 1.2 + air[1] * edge * 0.7;
    out[2] = surface[2] * tex * lit * 1.2 + air[2] * edge * 0.7;
    out[3] = clamp01(inside / 1.5 + 0.2);
  });
  drawField(ctx, f);
  ctx.save();
  ctx.globalCompositeOperation = 'screen';
  ctx.strokeStyle = css(air, 0.7);
  ctx.lineWidth = 1.6;
  ctx.shadowColor = css(air, 0.9);
  ctx.shadowBlur = 14 * w.px;
  ctx.beginPath();
  ctx.arc(cx, cy, R, Math.PI * 1.2, Math.PI * 1.8);
  ctx.stroke();
  ctx.restore();
}
