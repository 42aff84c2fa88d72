/**
 * Weather over the scene: a lightning bolt that lights the clouds around it, rain streaks slanted by the wind,
 * snow with near flakes out of focus, banks of fog drifting across the ground, the haze lying on the horizon.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { createNoise2, fbm } from './fastnoise.ts';
import type { Rng } from '../random.ts';
import { Batch, q } from './batch.ts';
import { drawField, paintField } from './fields.ts';
import { softLayer } from './soft.ts';
import { clamp01, css, lerp, luma, scale, smooth, type Lin } from './tone.ts';
import { U, type World } from './world.ts';

function boltPath(rng: Rng, x0: number, y0: number, x1: number, y1: number, rough: number): [number, number][] {
  let pts: [number, number][] = [
    [x0, y0],
    [x1, y1],
  ];
  let disp = Math.hypot(x1 - x0, y1 - y0) * rough;
  for (let level = 0; level < 7; level++) {
    const next: [number, number][] = [pts[0]!];
    for (let i = 0; i < pts.length - 1; i++) {
      const [ax, ay] = pts[i]!;
      const [bx, by] = pts[i + 1]!;
      next.push([(ax + bx) / 2 + rng.gauss() * disp * 0.5, (ay + by) / 2 + rng.gauss() * disp * 0.15]);
      next.push([bx, by]);
    }
    pts = next;
    disp *= 0.55;
  }
  return pts;
}

/** A forked bolt from the cloud base to the ground, lighting the cloud it leaves. */
export function drawLightning(ctx: SKRSContext2D, w: World): void {
  const rng = w.plan.rng.fork('lightning');
  const avoid = w.plan.subjects[0];
  let x = rng.range(120, 880);
  if (avoid && Math.abs(x - avoid.x) < avoid.w * 0.45) x = avoid.x + (x < avoid.x ? -1 : 1) * avoid.w * 0.6;
  x = Math.max(60, Math.min(940, x));
  const y0 = rng.range(60, 200);
  const y1 = Math.min(U, w.horizon + 10);
  const main = boltPath(rng, x, y0, x + rng.range(-120, 120), y1, 0.22);
  const branches: [number, number][][] = [];
  for (let b = 0; b < 4; b++) {
    const start = main[Math.floor(rng.range(0.1, 0.6) * main.length)]!;
    const len = rng.range(60, 180);
    const a = rng.range(0.3, 1.2) * (rng.chance(0.5) ? 1 : -1);
    branches.push(boltPath(rng, start[0], start[1], start[0] + Math.sin(a) * len, start[1] + Math.cos(a) * len, 0.3));
  }
  const col: Lin = lerp([1.4, 1.35, 1.8], scale(w.lightTint, 1 / Math.max(0.1, luma(w.lightTint))), 0.25);
  ctx.save();
  ctx.globalCompositeOperation = 'screen';
  // The cloud the bolt leaves glows.
  const g = ctx.createRadialGradient(x, y0, 0, x, y0, 300);
  g.addColorStop(0, css(scale(col, 0.6), 0.7));
  g.addColorStop(0.4, css(scale(col, 0.3), 0.25));
  g.addColorStop(1, css(col, 0));
  ctx.fillStyle = g;
  ctx.fillRect(x - 300, y0 - 300, 600, 600);
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  const stroke = (pts: [number, number][], width: number, style: string, blur: number) => {
    ctx.lineWidth = width;
    ctx.strokeStyle = style;
    ctx.shadowColor = blur > 0 ? css(col, 0.9) : 'transparent';
    ctx.shadowBlur = blur * w.px;
    ctx.beginPath();
    pts.forEach(([px, py], i) => (i ? ctx.lineTo(px, py) : ctx.moveTo(px, py)));
    ctx.stroke();
  };
  for (const br of branches) stroke(br, 1.4, css(col, 0.55), 8);
  stroke(main, 7, css(col, 0.25), 24);
  stroke(main, 2.6, css(col, 0.9), 8);
  stroke(main, 1.1, css([3, 3, 3]), 0);
  ctx.restore();
}

function rain(ctx: SKRSContext2D, w: World, heavy: number) {
  const rng = w.plan.rng.fork('rain');
  const slant = rng.range(-0.25, 0.1);
  const c = lerp(w.haze, [0.8, 0.82, 0.88], 0.5);
  const lit = scale(c, w.night ? 0.5 : 1);
  ctx.save();
  const batch = new Batch();
  const n = Math.round(900 * heavy);
  for (let i = 0; i < n; i++) {
    const near = q(rng.next() ** 3, 6);
    const x = rng.range(-50, U + 50);
    const y = rng.range(-50, U);
    const len = 10 + near * 45;
    batch.line(css(lit, 0.08 + 0.22 * near), 0.35 + near * 1.1, x, y, x + slant * len, y + len);
  }
  batch.draw(ctx);
  ctx.restore();
  // Rain veils the distance.
  const g = ctx.createLinearGradient(0, 0, 0, U);
  g.addColorStop(0, css(w.haze, 0.06 * heavy));
  g.addColorStop(Math.min(0.98, w.skyBottom / U), css(w.haze, 0.16 * heavy));
  g.addColorStop(1, css(w.haze, 0.04 * heavy));
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, U, U);
}

function snow(ctx: SKRSContext2D, w: World) {
  const rng = w.plan.rng.fork('snow');
  const c: Lin = lerp([0.95, 0.96, 1], w.light.color, 0.1);
  const lit = scale(c, w.night ? 0.45 : 1);
  const flakes = Array.from({ length: 600 }, () => ({ near: rng.next() ** 3, x: rng.range(0, U), y: rng.range(0, U) }));
  // Near flakes are big and out of focus: a soft layer; the rest are sharp dots.
  softLayer(ctx, w, 200, (c) => {
    for (const f of flakes)
      if (f.near > 0.5) {
        c.fillStyle = css(lit, 0.4);
        c.beginPath();
        c.arc(f.x, f.y, 0.7 + f.near * 6, 0, Math.PI * 2);
        c.fill();
      }
  });
  const batch = new Batch();
  for (const f of flakes)
    if (f.near <= 0.5) batch.circle(css(lit, q(0.45 + 0.4 * f.near, 10)), f.x, f.y, 0.7 + f.near * 6);
  batch.draw(ctx);
}

/** Banks of fog drifting across, thicker toward the ground. */
export function fogBanks(ctx: SKRSContext2D, w: World, strength: number, label = 'fog'): void {
  const rng = w.plan.rng.fork(label);
  const noise = createNoise2(rng);
  const hor = Math.min(w.horizon, U);
  const c = w.haze;
  const f = paintField(
    w,
    { x0: 0, y0: 0, x1: U, y1: U },
    true,
    (x, y, out) => {
      const n = fbm(noise, x * 0.004, y * 0.012, 4);
      const band = smooth(hor - 380, hor + 40, y) * (1 - 0.5 * smooth(hor + 60, U, y));
      out[0] = c[0];
      out[1] = c[1];
      out[2] = c[2];
      out[3] = clamp01(band * (0.45 + n * 1.1)) * strength;
    },
    0.5,
  );
  drawField(ctx, f);
}

export function drawWeather(ctx: SKRSContext2D, w: World): void {
  const indoor = w.ground === 'floor' || w.setting === 'underwater' || w.setting === 'space';
  if (indoor) return;
  if (w.weather === 'fog') fogBanks(ctx, w, 0.55);
  if (w.weather === 'rain') rain(ctx, w, 1);
  if (w.weather === 'storm') rain(ctx, w, 1.3);
  if (w.weather === 'snow') snow(ctx, w);
}

/** Haze lying along the horizon: distance melts into the air. */
export function groundHaze(ctx: SKRSContext2D, w: World): void {
  if (w.horizon >= U) return;
  const hor = w.horizon;
  const a = 0.25 + 0.5 * w.hazeAmount;
  const g = ctx.createLinearGradient(0, hor - 90, 0, hor + 60);
  g.addColorStop(0, css(w.haze, 0));
  g.addColorStop(0.6, css(w.haze, a * 0.6));
  g.addColorStop(1, css(w.haze, 0));
  ctx.fillStyle = g;
  ctx.fillRect(0, hor - 90, U, 150);
}
