/**
 * Sky bodies: a sun whose core burns to white through the film curve, a full moon with limb darkening and maria
 * in its own colour (a blood moon stays red), a lit planet with a terminator and an atmosphere rim, an eclipse
 * with its corona, a comet with dust and ion tails.
 */
import type { Canvas, Image, SKRSContext2D } from '@napi-rs/canvas';
import { createNoise2, fbm } from './fastnoise.ts';
import type { SkyBody } from '../plan.ts';
import { css, Field, lerp, lin, scale, smooth, type Lin } from './tone.ts';
import type { World } from './world.ts';

/** A body's own colour at a brightness where it reads as a light source (max channel about 1). */
function bodyLight(hex: string, target = 1.15): Lin {
  const c = lin(hex);
  const m = Math.max(c[0], c[1], c[2], 1e-4);
  return scale(c, Math.min(3.2, target / m));
}

function halo(ctx: SKRSContext2D, x: number, y: number, r: number, c: Lin, k: number) {
  const g = ctx.createRadialGradient(x, y, 0, x, y, r);
  g.addColorStop(0, css(scale(c, k), 0.9));
  g.addColorStop(0.15, css(scale(c, k * 0.55), 0.55));
  g.addColorStop(0.45, css(scale(c, k * 0.25), 0.22));
  g.addColorStop(1, css(c, 0));
  ctx.fillStyle = g;
  ctx.fillRect(x - r, y - r, r * 2, r * 2);
}

/** Renders a disc texture by a per-pixel function over the unit disc (nx, ny in -1..1). */
function discTexture(w: World, r: number, fn: (nx: number, ny: number, out: Float32Array) => number): Canvas {
  const px = Math.max(16, Math.min(360, Math.round(r * 2 * w.px)));
  const f = new Field(px, px, true);
  const out = new Float32Array(3);
  for (let j = 0; j < px; j++) {
    const ny = ((j + 0.5) / px) * 2 - 1;
    for (let i = 0; i < px; i++) {
      const nx = ((i + 0.5) / px) * 2 - 1;
      const a = fn(nx, ny, out);
      f.set(j * px + i, out[0]!, out[1]!, out[2]!, a);
    }
  }
  return f.toCanvas();
}

function drawDisc(ctx: SKRSContext2D, x: number, y: number, r: number, tex: Canvas) {
  ctx.save();
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.clip();
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(tex as unknown as Image, x - r, y - r, r * 2, r * 2);
  ctx.restore();
}

function sun(ctx: SKRSContext2D, w: World, b: SkyBody) {
  const c = bodyLight(b.color, 1);
  const hot = lerp(scale(c, 3), [4, 4, 4], 0.5);
  ctx.save();
  ctx.globalCompositeOperation = 'screen';
  halo(ctx, b.x, b.y, b.r * 5, c, 0.8 * (1 - 0.7 * w.gloom));
  ctx.restore();
  const g = ctx.createRadialGradient(b.x, b.y, 0, b.x, b.y, b.r);
  g.addColorStop(0, css(hot));
  g.addColorStop(0.8, css(scale(hot, 0.8)));
  g.addColorStop(0.96, css(scale(c, 1.6)));
  g.addColorStop(1, css(scale(c, 1.2), 0));
  ctx.fillStyle = g;
  ctx.beginPath();
  ctx.arc(b.x, b.y, b.r, 0, Math.PI * 2);
  ctx.fill();
}

function moon(ctx: SKRSContext2D, w: World, b: SkyBody, label: string) {
  const rng = w.plan.rng.fork(label);
  const noise = createNoise2(rng);
  const base = bodyLight(b.color, 1.05);
  const craters = Array.from({ length: 14 }, () => ({
    x: rng.range(-0.8, 0.8),
    y: rng.range(-0.8, 0.8),
    r: rng.range(0.03, 0.12),
  }));
  const ox = rng.range(0, 20);
  const tex = discTexture(w, b.r, (nx, ny, out) => {
    const rr = nx * nx + ny * ny;
    const nz = Math.sqrt(Math.max(0, 1 - rr));
    const limb = 0.5 + 0.5 * nz ** 0.6;
    const m = fbm(noise, nx * 3.2 + ox, ny * 3.2, 4);
    const maria = smooth(0.02, 0.3, m) * 0.3;
    let crater = 0;
    for (const c of craters) {
      const d = Math.hypot(nx - c.x, ny - c.y) / c.r;
      if (d < 1.25) crater += d < 1 ? -0.1 * (1 - d) : 0.12 * (1.25 - d) * 4;
    }
    const fine = fbm(noise, nx * 9 + 11, ny * 9, 2) * 0.08;
    const k = limb * (1 - maria + crater + fine);
    out[0] = base[0] * k;
    out[1] = base[1] * k;
    out[2] = base[2] * k;
    return 1;
  });
  ctx.save();
  ctx.globalCompositeOperation = 'screen';
  halo(ctx, b.x, b.y, b.r * 3.2, scale(base, 0.7), 0.55 * (1 - 0.6 * w.gloom));
  ctx.restore();
  drawDisc(ctx, b.x, b.y, b.r, tex);
  // A soft rim, the edge of the disc glowing into the sky.
  ctx.save();
  ctx.globalCompositeOperation = 'screen';
  ctx.strokeStyle = css(scale(base, 0.35), 0.5);
  ctx.lineWidth = b.r * 0.05;
  ctx.shadowColor = css(base, 0.8);
  ctx.shadowBlur = b.r * 0.15 * w.px;
  ctx.beginPath();
  ctx.arc(b.x, b.y, b.r * 1.0, 0, Math.PI * 2);
  ctx.stroke();
  ctx.restore();
}

function planet(ctx: SKRSContext2D, w: World, b: SkyBody, label: string) {
  const rng = w.plan.rng.fork(label);
  const noise = createNoise2(rng);
  const base = lin(b.color);
  const alt = lerp(base, w.accent, 0.35);
  // The light comes from the key light's side; a light at the planet itself comes from the upper left.
  let lx = w.light.x - b.x;
  let ly = w.light.y - b.y;
  const ll = Math.hypot(lx, ly);
  if (ll < b.r) {
    lx = -0.6;
    ly = -0.5;
  }
  const n = Math.hypot(lx, ly, ll < b.r ? 0.5 : 0.35 * Math.hypot(lx, ly));
  const L = [lx / n, ly / n, (ll < b.r ? 0.5 : 0.35 * Math.hypot(lx, ly)) / n] as const;
  const sunC = scale(w.light.color, 0.9);
  const banded = rng.chance(0.6);
  const tilt = rng.range(-0.35, 0.35);
  const ring = rng.chance(0.45);
  const tex = discTexture(w, b.r, (nx, ny, out) => {
    const nz = Math.sqrt(Math.max(0, 1 - nx * nx - ny * ny));
    const lambert = Math.max(0, nx * L[0] + ny * L[1] + nz * L[2]);
    const v = ny + nx * tilt;
    const t = banded
      ? 0.5 + 0.5 * Math.sin(v * 14 + fbm(noise, nx * 3, v * 6, 3) * 3)
      : smooth(-0.1, 0.2, fbm(noise, nx * 2.5 + 5, ny * 2.5, 4));
    const surf = lerp(base, alt, t);
    const lightK = lambert ** 0.8 * 1.3;
    const amb = 0.05;
    out[0] = surf[0] * (sunC[0] * lightK + amb);
    out[1] = surf[1] * (sunC[1] * lightK + amb);
    out[2] = surf[2] * (sunC[2] * lightK + amb);
    // Atmosphere: a lit rim on the day side.
    const rim = (1 - nz) ** 3 * Math.max(0, nx * L[0] + ny * L[1] + 0.3);
    out[0] += sunC[0] * rim * 0.9;
    out[1] += sunC[1] * rim * 1.0;
    out[2] += sunC[2] * rim * 1.2;
    return 1;
  });
  const drawRing = (front: boolean) => {
    ctx.save();
    ctx.translate(b.x, b.y);
    ctx.rotate(tilt * 0.8);
    ctx.scale(1, 0.22);
    ctx.beginPath();
    if (front) ctx.ellipse(0, 0, b.r * 2.1, b.r * 2.1, 0, 0, Math.PI);
    else ctx.ellipse(0, 0, b.r * 2.1, b.r * 2.1, 0, Math.PI, Math.PI * 2);
    ctx.strokeStyle = css(lerp(scale(base, 0.9), sunC, 0.2), 0.65);
    ctx.lineWidth = b.r * 0.45;
    ctx.stroke();
    ctx.strokeStyle = css(scale(base, 0.4), 0.6);
    ctx.lineWidth = b.r * 0.06;
    ctx.stroke();
    ctx.restore();
  };
  if (ring) drawRing(false);
  ctx.save();
  ctx.globalCompositeOperation = 'screen';
  halo(ctx, b.x, b.y, b.r * 1.6, scale(lerp(base, sunC, 0.5), 0.25), 0.5);
  ctx.restore();
  drawDisc(ctx, b.x, b.y, b.r, tex);
  if (ring) drawRing(true);
}

function eclipse(ctx: SKRSContext2D, w: World, b: SkyBody, label: string) {
  const rng = w.plan.rng.fork(label);
  const c = bodyLight(b.color === '#000000' ? '#fff4e0' : b.color, 1.2);
  const corona = lerp(c, [1.2, 1.2, 1.25], 0.5);
  ctx.save();
  ctx.globalCompositeOperation = 'screen';
  halo(ctx, b.x, b.y, b.r * 4.5, corona, 0.75);
  // Streamers: fine radial rays of uneven length.
  ctx.lineCap = 'round';
  for (let i = 0; i < 140; i++) {
    const a = rng.range(0, Math.PI * 2);
    const len = b.r * (1.15 + rng.next() ** 2 * 1.8);
    const g = ctx.createLinearGradient(
      b.x + Math.cos(a) * b.r,
      b.y + Math.sin(a) * b.r,
      b.x + Math.cos(a) * len,
      b.y + Math.sin(a) * len,
    );
    g.addColorStop(0, css(corona, 0.35));
    g.addColorStop(1, css(corona, 0));
    ctx.strokeStyle = g;
    ctx.lineWidth = b.r * rng.range(0.015, 0.06);
    ctx.beginPath();
    ctx.moveTo(b.x + Math.cos(a) * b.r * 0.95, b.y + Math.sin(a) * b.r * 0.95);
    ctx.lineTo(b.x + Math.cos(a) * len, b.y + Math.sin(a) * len);
    ctx.stroke();
  }
  const ring = ctx.createRadialGradient(b.x, b.y, b.r * 0.95, b.x, b.y, b.r * 1.35);
  ring.addColorStop(0, css([3, 3, 3]));
  ring.addColorStop(0.12, css(corona, 0.9));
  ring.addColorStop(1, css(corona, 0));
  ctx.fillStyle = ring;
  ctx.fillRect(b.x - b.r * 1.4, b.y - b.r * 1.4, b.r * 2.8, b.r * 2.8);
  ctx.restore();
  // The moon's disc, faintly lit by earthshine.
  ctx.fillStyle = css(scale(w.zenith, 0.3));
  ctx.beginPath();
  ctx.arc(b.x, b.y, b.r, 0, Math.PI * 2);
  ctx.fill();
  // Diamond ring: the last bead of sunlight.
  const a = rng.range(-2.6, -0.5);
  const dx = b.x + Math.cos(a) * b.r;
  const dy = b.y + Math.sin(a) * b.r;
  ctx.save();
  ctx.globalCompositeOperation = 'screen';
  halo(ctx, dx, dy, b.r * 0.9, [1.4, 1.35, 1.3], 1);
  ctx.restore();
}

function comet(ctx: SKRSContext2D, w: World, b: SkyBody, label: string) {
  const rng = w.plan.rng.fork(label);
  const c = bodyLight(b.color, 1.2);
  // Tails point away from the light; with no distinct light, toward the upper right.
  let ax = b.x - w.light.x;
  let ay = b.y - w.light.y;
  if (Math.hypot(ax, ay) < 50) {
    ax = 0.8;
    ay = -0.6;
  }
  const al = Math.hypot(ax, ay);
  ax /= al;
  ay /= al;
  const len = Math.max(180, b.r * 9);
  const bend = rng.range(-0.25, 0.25);
  ctx.save();
  ctx.globalCompositeOperation = 'screen';
  // Dust tail: broad, curved, warm.
  for (const [wid, alpha, col] of [
    [b.r * 2.2, 0.35, lerp(c, [1, 0.85, 0.6], 0.4)],
    [b.r * 0.9, 0.5, c],
  ] as const) {
    const ex = b.x + ax * len - ay * len * bend;
    const ey = b.y + ay * len + ax * len * bend;
    const g = ctx.createLinearGradient(b.x, b.y, ex, ey);
    g.addColorStop(0, css(col, alpha));
    g.addColorStop(1, css(col, 0));
    ctx.fillStyle = g;
    ctx.beginPath();
    ctx.moveTo(b.x - ay * b.r * 0.4, b.y + ax * b.r * 0.4);
    ctx.quadraticCurveTo(
      b.x + ax * len * 0.5 - ay * (wid * 0.7 + len * bend * 0.3),
      b.y + ay * len * 0.5 + ax * (wid * 0.7 + len * bend * 0.3),
      ex - ay * wid,
      ey + ax * wid,
    );
    ctx.lineTo(ex + ay * wid * 0.3, ey - ax * wid * 0.3);
    ctx.quadraticCurveTo(b.x + ax * len * 0.5, b.y + ay * len * 0.5, b.x + ay * b.r * 0.4, b.y - ax * b.r * 0.4);
    ctx.closePath();
    ctx.fill();
  }
  // Ion tail: straight, thin, blue.
  const ion: Lin = [0.45, 0.7, 1.3];
  const g = ctx.createLinearGradient(b.x, b.y, b.x + ax * len * 1.2, b.y + ay * len * 1.2);
  g.addColorStop(0, css(ion, 0.55));
  g.addColorStop(1, css(ion, 0));
  ctx.strokeStyle = g;
  ctx.lineWidth = b.r * 0.3;
  ctx.beginPath();
  ctx.moveTo(b.x, b.y);
  ctx.lineTo(b.x + ax * len * 1.2, b.y + ay * len * 1.2);
  ctx.stroke();
  halo(ctx, b.x, b.y, b.r * 2.2, c, 1.2);
  halo(ctx, b.x, b.y, b.r * 0.5, [3, 3, 3], 1);
  ctx.restore();
}

export function drawSkyBodies(ctx: SKRSContext2D, w: World): void {
  w.plan.skyBodies.forEach((b, i) => {
    const label = `body-${i}`;
    if (b.kind === 'sun') sun(ctx, w, b);
    else if (b.kind === 'moon') moon(ctx, w, b, label);
    else if (b.kind === 'planet') planet(ctx, w, b, label);
    else if (b.kind === 'eclipse') eclipse(ctx, w, b, label);
    else comet(ctx, w, b, label);
  });
}
