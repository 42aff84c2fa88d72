/**
 * A forest as ranks of conifers standing in the air: the far ranks pale and flat in the haze, the near ones
 * dark and sharp, mist lying at each rank's foot, and light slanting between the trunks.
 */
import { Path2D, type SKRSContext2D } from '@napi-rs/canvas';
import type { Rng } from '../random.ts';
import { lightRays } from './effects.ts';
import { surfaceLight } from './land.ts';
import { clamp01, css, lerp, scale, type Lin } from './tone.ts';
import { U, type World } from './world.ts';

/** A spruce: a trunk and tiers of drooping, ragged branches narrowing to the tip. */
export function sprucePath(p: Path2D, rng: Rng, x: number, y: number, h: number, wid: number): void {
  const tiers = Math.max(6, Math.round(h / 9));
  const left: [number, number][] = [];
  const right: [number, number][] = [];
  for (let i = 0; i <= tiers; i++) {
    const t = i / tiers; // 0 at the tip, 1 at the bottom
    const yy = y - h + t * h * 0.92;
    const half = wid * (0.08 + 0.92 * t ** 0.9) * rng.range(0.75, 1.15);
    const droop = h * 0.02;
    left.push([x - half, yy + droop], [x - half * 0.35, yy + droop * 0.2]);
    right.push([x + half * 0.35, yy + droop * 0.2], [x + half, yy + droop]);
  }
  p.moveTo(x, y - h - h * 0.04);
  for (const [px, py] of right) p.lineTo(px, py);
  p.lineTo(x + wid * 0.06, y);
  p.lineTo(x - wid * 0.06, y);
  for (let i = left.length - 1; i >= 0; i--) p.lineTo(left[i]![0], left[i]![1]);
  p.closePath();
}

export function drawForest(ctx: SKRSContext2D, w: World): void {
  const rng = w.plan.rng.fork('forest');
  const hor = Math.min(w.horizon, U - 40);
  const ranks = 5;
  const { lit, shade } = surfaceLight(w);
  const foliage = lerp(w.groundCol, [0.03, 0.06, 0.04], 0.3);
  const L = w.light;
  const raysAfter = L.y < U && w.light.strength > 0.15 ? 2 : -1;
  for (let r = 0; r < ranks; r++) {
    const t = r / (ranks - 1); // 0 far .. 1 near
    const base = hor + (U - hor) * (0.02 + 0.75 * t ** 1.6);
    const height = 70 + 420 * t ** 1.4;
    const spacing = 9 + 60 * t ** 1.5;
    const far = 1 - t;
    const litK = 0.35 + 0.25 * (1 - t);
    const c: Lin = [
      foliage[0] * (shade[0] + (lit[0] - shade[0]) * litK),
      foliage[1] * (shade[1] + (lit[1] - shade[1]) * litK),
      foliage[2] * (shade[2] + (lit[2] - shade[2]) * litK),
    ];
    const fade = clamp01(far * (0.45 + 0.55 * w.hazeAmount) * 1.05);
    const top = lerp(c, w.haze, fade);
    const foot = lerp(c, w.haze, clamp01(fade + (0.08 + 0.3 * w.hazeAmount) * (1 - 0.5 * t)));
    const p = new Path2D();
    for (let x = -spacing * rng.range(0, 1); x < U + spacing; x += spacing * rng.range(0.55, 1.3)) {
      // Near ranks leave a clearing in the middle for the subject.
      if (t > 0.6 && Math.abs(x - 500) < 150 + 120 * t && rng.chance(0.85)) continue;
      const h = height * rng.range(0.65, 1.25);
      sprucePath(p, rng, x, base + rng.range(-4, 4) * (1 + t * 3), h, h * rng.range(0.17, 0.24));
    }
    p.rect(-10, base, U + 20, U - base + 10);
    const g = ctx.createLinearGradient(0, base - height * 1.2, 0, base);
    g.addColorStop(0, css(top));
    g.addColorStop(1, css(foot));
    ctx.fillStyle = g;
    ctx.fill(p);
    if (r === raysAfter)
      lightRays(ctx, w, L.x, Math.min(L.y, hor - 100), scale(L.color, 0.22), 0.25, 'forest-rays', 550);
  }
  // Mist on the forest floor in front of everything.
  const g = ctx.createLinearGradient(0, hor - 20, 0, U);
  g.addColorStop(0, css(w.haze, 0));
  g.addColorStop(0.3, css(w.haze, 0.3 * w.hazeAmount ** 2));
  g.addColorStop(1, css(w.haze, 0.03));
  ctx.fillStyle = g;
  ctx.fillRect(0, hor - 20, U, U - hor + 20);
}
