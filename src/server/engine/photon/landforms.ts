/**
 * Landforms named by the idea: a lone peak with snow, an island with its reflection, a volcano glowing at the
 * crater under its plume, an iceberg with its mass below the waterline, a waterfall with mist, a curling wave
 * lit through its lip, a tornado funnel. Each is lit by the key light and faded by its distance.
 */
import { createCanvas, type Image, type SKRSContext2D } from '@napi-rs/canvas';
import { createNoise2, fbm } from './fastnoise.ts';
import type { Landform } from '../plan.ts';
import { drawField, paintField } from './fields.ts';
import { crestAt, drawTerrain, makeTerrain, surfaceLight, type Terrain } from './land.ts';
import { clamp01, css, lerp, lin, scale, smooth, type Lin } from './tone.ts';
import { aerial, U, type World } from './world.ts';

/** True when the landform stands farther away than the terrain layer (so it is drawn first). */
export function landformsBefore(f: Landform, t: Terrain): boolean {
  // The named landform stands in front of the distant ranges whatever its base says.
  if (t.far >= 0.5) return false;
  let low = 0;
  for (let x = 0; x <= U; x += 25) low = Math.max(low, crestAt(t, x));
  return f.y <= low - 2;
}

/** How far away a landform reads: it is the idea's named feature, so never lost in the haze. */
function farOf(w: World, f: Landform): number {
  if (w.horizon >= U) return 0.2;
  return clamp01(1 - (f.y - w.horizon) / Math.max(60, U - w.horizon)) * 0.35;
}

/** Draws into an offscreen layer covering a box, then onto the picture, mirrored below when it stands in water. */
function layer(
  ctx: SKRSContext2D,
  w: World,
  box: { x0: number; y0: number; x1: number; y1: number },
  base: number,
  draw: (c: SKRSContext2D) => void,
) {
  const x0 = Math.max(0, box.x0);
  const x1 = Math.min(U, box.x1);
  const y0 = Math.max(0, box.y0);
  const y1 = Math.min(U, box.y1);
  if (x1 <= x0 || y1 <= y0) return;
  const pw = Math.max(2, Math.ceil((x1 - x0) * w.px));
  const ph = Math.max(2, Math.ceil((y1 - y0) * w.px));
  const off = createCanvas(pw, ph);
  const c = off.getContext('2d');
  c.scale(w.px, w.px);
  c.translate(-x0, -y0);
  draw(c);
  ctx.drawImage(off as unknown as Image, x0, y0, x1 - x0, y1 - y0);
  const inWater = w.ground === 'water' && base >= w.horizon - 1 && base < w.shore;
  if (!inWater) return;
  // The reflection: flipped about the base, broken by ripples, darker, fading.
  const noise = createNoise2(w.plan.rng.fork(`lf-reflect-${Math.round(box.x0)}`));
  const depth = Math.min(U - base, (base - y0) * 1.0);
  ctx.save();
  ctx.beginPath();
  ctx.rect(0, base, U, depth);
  ctx.clip();
  let y = base;
  let k = 0;
  const srcPerUnit = ph / (y1 - y0);
  while (y < base + depth) {
    const t = (y - base) / depth;
    const h = 1 + t * 4;
    const srcY = (base - (y - base) - h - y0) * srcPerUnit;
    if (srcY + h * srcPerUnit <= 0) break;
    ctx.globalAlpha = 0.5 * (1 - t);
    const sy = Math.max(0, srcY);
    ctx.save();
    ctx.translate(0, y + h);
    ctx.scale(1, -1);
    ctx.drawImage(
      off as unknown as Image,
      0,
      sy,
      pw,
      Math.max(1, h * srcPerUnit),
      x0 + noise(k * 0.5, 1) * (1 + t * 8),
      0,
      x1 - x0,
      h + 0.5,
    );
    ctx.restore();
    y += h;
    k++;
  }
  ctx.restore();
}

function mountain(ctx: SKRSContext2D, w: World, f: Landform, label: string, volcano = false) {
  const rng = w.plan.rng.fork(label);
  const color = f.color
    ? lin(f.color)
    : volcano
      ? lerp(scale(w.groundCol, 0.5), [0.03, 0.025, 0.025], 0.6)
      : w.groundCol;
  const t = makeTerrain(rng, 'mountain', f.y, f.h, farOf(w, f), color, {
    snow: !volcano && !w.plan.environment.bare,
    peaks: [{ x: f.x, w: f.w * 0.5 }],
    x0: f.x - f.w / 2,
    x1: f.x + f.w / 2,
  });
  if (volcano) {
    // A truncated cone with a crater notch.
    for (let i = 0; i < t.ys.length; i++) {
      const x = (i - 1) * 2.5;
      const d = Math.abs(x - f.x) / (f.w / 2);
      const cone = f.y - f.h * clamp01(1 - d) ** 1.25;
      const rim = f.y - f.h * 0.84;
      t.ys[i] = Math.max(cone, rim + (d < 0.07 ? 6 * (1 - d / 0.07) : 0)) + (t.ys[i]! - f.y) * 0.08;
    }
  }
  t.bottom = Math.min(U, f.y + 4);
  layer(ctx, w, { x0: f.x - f.w / 2 - 10, y0: f.y - f.h - 20, x1: f.x + f.w / 2 + 10, y1: f.y + 4 }, f.y, (c) =>
    drawTerrain(c, w, t, `${label}-t`),
  );
  if (volcano) volcanoFire(ctx, w, f, label);
}

function volcanoFire(ctx: SKRSContext2D, w: World, f: Landform, label: string) {
  const rng = w.plan.rng.fork(`${label}-fire`);
  const noise = createNoise2(rng);
  const topY = f.y - f.h * 0.84;
  const lava: Lin = [2.4, 0.7, 0.08];
  // The plume: dark ash lit orange from below.
  const plume = paintField(
    w,
    { x0: f.x - f.w * 0.6, y0: Math.max(0, topY - f.h * 2), x1: f.x + f.w * 0.6, y1: topY + 10 },
    true,
    (x, y, out) => {
      const up = (topY - y) / (f.h * 2);
      const wid = 20 + up * f.w * 0.5;
      const drift = up * up * 120 * (rng.next() > 2 ? 1 : 0.8);
      const dx = (x - f.x - drift) / wid;
      const n = fbm(noise, x * 0.012, y * 0.012, 5);
      const d = clamp01(1 - dx * dx) * smooth(-0.4, 0.3, n + 0.2 - up * 0.3);
      const glow = Math.exp(-up * 6);
      const ash = scale(lerp(w.shadowCol, w.haze, 0.25), 1.3);
      out[0] = ash[0] + lava[0] * 0.35 * glow;
      out[1] = ash[1] + lava[1] * 0.35 * glow;
      out[2] = ash[2] + lava[2] * 0.35 * glow;
      out[3] = d * 0.9;
    },
  );
  drawField(ctx, plume);
  ctx.save();
  ctx.globalCompositeOperation = 'lighter';
  const g = ctx.createRadialGradient(f.x, topY, 0, f.x, topY, f.w * 0.25);
  g.addColorStop(0, css(lava, 0.9));
  g.addColorStop(1, css(lava, 0));
  ctx.fillStyle = g;
  ctx.fillRect(f.x - f.w * 0.25, topY - f.w * 0.25, f.w * 0.5, f.w * 0.5);
  // Lava runs down the flanks.
  ctx.lineCap = 'round';
  ctx.shadowColor = css(lava, 0.9);
  ctx.shadowBlur = 6 * w.px;
  for (let i = 0; i < 5; i++) {
    const side = rng.chance(0.5) ? -1 : 1;
    let x = f.x + side * rng.range(2, 12);
    let y = topY + 2;
    ctx.strokeStyle = css(lava, 0.85);
    ctx.lineWidth = rng.range(1, 2.5);
    ctx.beginPath();
    ctx.moveTo(x, y);
    const steps = rng.int(6, 14);
    for (let s = 0; s < steps; s++) {
      x += side * rng.range(3, 12);
      y += rng.range(6, 14);
      ctx.lineTo(x, Math.min(f.y, y));
    }
    ctx.stroke();
  }
  ctx.restore();
}

function island(ctx: SKRSContext2D, w: World, f: Landform, label: string) {
  const rng = w.plan.rng.fork(label);
  const color = f.color ? lin(f.color) : w.groundCol;
  const t = makeTerrain(rng, 'hill', f.y, f.h * 0.6, farOf(w, f), color, { x0: f.x - f.w / 2, x1: f.x + f.w / 2 });
  t.bottom = f.y + 3;
  const { shade } = surfaceLight(w);
  const trees = aerial(
    w,
    [color[0] * shade[0] * 0.6, color[1] * shade[1] * 0.6, color[2] * shade[2] * 0.6],
    farOf(w, f),
  );
  layer(ctx, w, { x0: f.x - f.w / 2 - 20, y0: f.y - f.h * 1.6, x1: f.x + f.w / 2 + 20, y1: f.y + 3 }, f.y, (c) => {
    drawTerrain(c, w, t, `${label}-t`);
    // A crown of trees along the top: soft bumps, a few palms.
    c.fillStyle = css(trees);
    for (let x = f.x - f.w * 0.4; x < f.x + f.w * 0.4; x += rng.range(6, 14)) {
      const y = crestAt(t, x);
      if (y > f.y - 3) continue;
      const r = rng.range(5, 12) * (f.w / 300);
      c.beginPath();
      c.arc(x, y - r * 0.3, r, 0, Math.PI * 2);
      c.fill();
    }
    for (let i = 0; i < 3; i++) {
      const x = f.x + rng.range(-0.3, 0.3) * f.w;
      const y = crestAt(t, x);
      const h = f.h * rng.range(0.7, 1.1);
      const lean = rng.range(-0.3, 0.3) * h;
      c.strokeStyle = css(trees);
      c.lineWidth = Math.max(1, f.w / 160);
      c.beginPath();
      c.moveTo(x, y);
      c.quadraticCurveTo(x + lean * 0.2, y - h * 0.6, x + lean, y - h);
      c.stroke();
      for (let k = 0; k < 7; k++) {
        const a = (k / 7) * Math.PI * 2;
        c.beginPath();
        c.moveTo(x + lean, y - h);
        c.quadraticCurveTo(
          x + lean + Math.cos(a) * h * 0.25,
          y - h - h * 0.12,
          x + lean + Math.cos(a) * h * 0.38,
          y - h + Math.abs(Math.sin(a)) * h * 0.1 + h * 0.12,
        );
        c.lineWidth = Math.max(1, f.w / 220);
        c.stroke();
      }
    }
  });
}

function iceberg(ctx: SKRSContext2D, w: World, f: Landform, label: string) {
  const rng = w.plan.rng.fork(label);
  const ice: Lin = f.color ? lin(f.color) : [0.72, 0.84, 0.92];
  const { lit, shade } = surfaceLight(w);
  const far = farOf(w, f);
  // The outline above the water: a jagged crown of a few peaks.
  const n = rng.int(6, 9);
  const top: [number, number][] = [];
  let peakI = 0;
  for (let i = 0; i <= n; i++) {
    const x = f.x - f.w / 2 + (f.w * i) / n + (i > 0 && i < n ? rng.range(-0.3, 0.3) * (f.w / n) : 0);
    const e = 1 - Math.abs((x - f.x) / (f.w / 2)) ** 1.6;
    const y = i === 0 || i === n ? f.y : f.y - f.h * Math.max(0.05, e) * rng.range(0.6, 1);
    top.push([x, y]);
    if (y < top[peakI]![1]) peakI = i;
  }
  // Below the water: the larger mass, pale teal, fading into the depth.
  if (w.ground === 'water') {
    const g = ctx.createLinearGradient(0, f.y, 0, f.y + f.h * 1.6);
    const under = lerp(ice, w.waterCol, 0.5);
    g.addColorStop(0, css(scale(under, 0.9), 0.45));
    g.addColorStop(1, css(under, 0));
    ctx.fillStyle = g;
    ctx.beginPath();
    ctx.moveTo(f.x - f.w * 0.55, f.y);
    ctx.quadraticCurveTo(f.x - f.w * 0.75, f.y + f.h * 1.2, f.x, f.y + f.h * 1.6);
    ctx.quadraticCurveTo(f.x + f.w * 0.8, f.y + f.h * 1.1, f.x + f.w * 0.55, f.y);
    ctx.fill();
  }
  const litSide = w.light.x < f.x ? -1 : 1;
  const tone = (k: number) =>
    aerial(
      w,
      [
        ice[0] * (shade[0] + (lit[0] - shade[0]) * k) * 1.25,
        ice[1] * (shade[1] + (lit[1] - shade[1]) * k) * 1.25,
        ice[2] * (shade[2] + (lit[2] - shade[2]) * k) * 1.35,
      ],
      far,
    );
  // Two faces split under the highest peak: one toward the light, one away.
  const [px] = top[peakI]!;
  const g = ctx.createLinearGradient(f.x - f.w / 2, 0, f.x + f.w / 2, 0);
  const a = tone(litSide < 0 ? 0.95 : 0.25);
  const b = tone(litSide < 0 ? 0.25 : 0.95);
  const split = clamp01((px - (f.x - f.w / 2)) / f.w);
  g.addColorStop(0, css(a));
  g.addColorStop(Math.max(0, split - 0.02), css(lerp(a, b, 0.15)));
  g.addColorStop(Math.min(1, split + 0.02), css(lerp(b, a, 0.15)));
  g.addColorStop(1, css(b));
  ctx.fillStyle = g;
  ctx.beginPath();
  top.forEach(([x, y], i) => (i ? ctx.lineTo(x, y) : ctx.moveTo(x, y)));
  ctx.closePath();
  ctx.fill();
  // Crevices and a bright lip along the lit edges.
  ctx.save();
  ctx.clip();
  ctx.strokeStyle = css(tone(0.1), 0.5);
  ctx.lineWidth = Math.max(0.6, f.w / 220);
  for (let i = 1; i < n; i++) {
    const [x, y] = top[i]!;
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.lineTo(x + rng.range(-0.08, 0.08) * f.w, f.y);
    ctx.globalAlpha = rng.range(0.2, 0.6);
    ctx.stroke();
  }
  ctx.restore();
  ctx.strokeStyle = css(scale(lit, 1.1), 0.6);
  ctx.lineWidth = Math.max(0.6, f.w / 260);
  ctx.beginPath();
  top.forEach(([x, y], i) => (i ? ctx.lineTo(x, y) : ctx.moveTo(x, y)));
  ctx.stroke();
  // The waterline.
  ctx.fillStyle = css([0.9, 0.95, 1], 0.55);
  ctx.fillRect(f.x - f.w * 0.5, f.y - 0.6, f.w, 1.4);
}

function waterfall(ctx: SKRSContext2D, w: World, f: Landform, label: string) {
  const rng = w.plan.rng.fork(label);
  const rock = f.color ? lin(f.color) : scale(lerp(w.groundCol, w.shadowCol, 0.65), 1.2);
  const far = farOf(w, f);
  // The cliff: a mountain block with a notch where the water goes over.
  const t = makeTerrain(rng, 'mesa', f.y, f.h, far, rock, { x0: f.x - f.w, x1: f.x + f.w });
  const n = createNoise2(rng.fork('cliff'));
  for (let i = 0; i < t.ys.length; i++) {
    const x = (i - 1) * 2.5;
    const d = Math.abs(x - f.x) / f.w;
    // A plateau with a rough edge, its shoulders falling away on both sides, a notch where the river goes over.
    const plateau = 0.92 + 0.05 * n(x * 0.03, 1) + 0.02 * n(x * 0.15, 2);
    const shoulder = smooth(1.6, 0.8, d);
    const notch = d < 0.15 ? 0.03 * (1 - d / 0.15) : 0;
    t.ys[i] = f.y - f.h * (plateau * shoulder - notch);
  }
  t.bottom = f.y + 2;
  drawTerrain(ctx, w, t, `${label}-t`);
  const top = f.y - f.h * 0.92 + 4;
  const half = f.w * 0.16;
  const water: Lin = lerp([0.85, 0.9, 0.95], w.skyHorizon, 0.2);
  const lit = scale(water, 0.55 + 0.6 * w.light.strength);
  ctx.save();
  ctx.lineCap = 'round';
  for (let i = 0; i < 160; i++) {
    const x = f.x + rng.range(-half, half);
    const y = top + rng.range(-2, f.h * 0.2);
    const len = rng.range(f.h * 0.3, f.h);
    const g = ctx.createLinearGradient(0, y, 0, y + len);
    g.addColorStop(0, css(lit, rng.range(0.25, 0.7)));
    g.addColorStop(1, css(lit, 0.1));
    ctx.strokeStyle = g;
    ctx.lineWidth = rng.range(0.6, 2.4);
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.lineTo(x + rng.range(-2, 2), Math.min(f.y, y + len));
    ctx.stroke();
  }
  // Mist boiling up where it lands.
  const mist = ctx.createRadialGradient(f.x, f.y, 0, f.x, f.y, half * 3);
  mist.addColorStop(0, css(lit, 0.75));
  mist.addColorStop(1, css(lit, 0));
  ctx.fillStyle = mist;
  ctx.translate(f.x, f.y);
  ctx.scale(1, 0.55);
  ctx.fillRect(-half * 3, -half * 3, half * 6, half * 6);
  ctx.restore();
}

function wave(ctx: SKRSContext2D, w: World, f: Landform, label: string) {
  const rng = w.plan.rng.fork(label);
  const noise = createNoise2(rng);
  const deep = f.color ? lin(f.color) : lerp(w.waterCol, [0.01, 0.08, 0.1], 0.4);
  const glass = lerp(deep, [0.25, 0.75, 0.68], 0.55);
  const dir = rng.chance(0.5) ? 1 : -1;
  const x0 = f.x - (dir * f.w) / 2; // the wave's back, where it rises from the sea
  const top = f.y - f.h;
  const lipX = f.x + dir * f.w * 0.12;
  const sun = scale(w.light.color, 0.3);
  // The face: a wall rising from the sea to the lip, which throws forward and down over a hollow.
  ctx.save();
  ctx.beginPath();
  ctx.moveTo(x0 - dir * 40, f.y);
  ctx.bezierCurveTo(x0 + dir * f.w * 0.25, f.y - f.h * 0.15, lipX - dir * f.w * 0.25, top, lipX, top);
  ctx.bezierCurveTo(
    lipX + dir * f.w * 0.16,
    top,
    lipX + dir * f.w * 0.3,
    top + f.h * 0.22,
    lipX + dir * f.w * 0.3,
    top + f.h * 0.5,
  );
  ctx.bezierCurveTo(
    lipX + dir * f.w * 0.22,
    top + f.h * 0.38,
    lipX + dir * f.w * 0.08,
    top + f.h * 0.4,
    lipX + dir * f.w * 0.06,
    top + f.h * 0.6,
  );
  ctx.bezierCurveTo(
    lipX + dir * f.w * 0.05,
    f.y - f.h * 0.15,
    lipX + dir * f.w * 0.3,
    f.y,
    lipX + dir * f.w * 0.7,
    f.y,
  );
  ctx.closePath();
  const g = ctx.createLinearGradient(0, top, 0, f.y);
  g.addColorStop(0, css([glass[0] + sun[0], glass[1] + sun[1], glass[2] + sun[2]]));
  g.addColorStop(0.45, css(lerp(glass, deep, 0.55)));
  g.addColorStop(1, css(scale(deep, 0.8)));
  ctx.fillStyle = g;
  ctx.fill();
  ctx.clip();
  // Streaks of foam drawn down the face.
  const foam: Lin = scale([0.92, 0.95, 0.97], 0.6 + 0.6 * w.light.strength);
  ctx.lineCap = 'round';
  for (let i = 0; i < 120; i++) {
    const x = f.x + rng.range(-0.5, 0.5) * f.w;
    const y = rng.range(top, f.y);
    ctx.strokeStyle = css(foam, rng.range(0.05, 0.25));
    ctx.lineWidth = rng.range(0.5, 1.8);
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.quadraticCurveTo(
      x - dir * 6,
      y + 18,
      x - dir * rng.range(4, 14) + noise(x * 0.02, y * 0.02) * 8,
      y + rng.range(25, 70),
    );
    ctx.stroke();
  }
  ctx.restore();
  // The lip: churning white foam along the crest and spray blown off it.
  ctx.save();
  for (let i = 0; i < 260; i++) {
    const t = rng.next();
    const x = lipX + dir * (t * f.w * 0.3 - rng.range(0, f.w * 0.25) * (1 - t));
    const y = top + t * t * f.h * 0.45 + rng.range(-5, 8);
    ctx.fillStyle = css(foam, rng.range(0.35, 0.9));
    ctx.beginPath();
    ctx.arc(x, y, rng.range(1.5, 6) * (f.w / 600), 0, Math.PI * 2);
    ctx.fill();
  }
  for (let i = 0; i < 120; i++) {
    ctx.fillStyle = css(foam, rng.range(0.2, 0.6));
    ctx.beginPath();
    ctx.arc(lipX + dir * rng.range(-30, 80), top - rng.range(0, f.h * 0.25), rng.range(0.5, 2), 0, Math.PI * 2);
    ctx.fill();
  }
  // White water where the lip lands.
  const land = ctx.createRadialGradient(
    lipX + dir * f.w * 0.32,
    f.y - f.h * 0.15,
    0,
    lipX + dir * f.w * 0.32,
    f.y - f.h * 0.15,
    f.w * 0.3,
  );
  land.addColorStop(0, css(foam, 0.85));
  land.addColorStop(1, css(foam, 0));
  ctx.fillStyle = land;
  ctx.fillRect(lipX + dir * f.w * 0.32 - f.w * 0.3, f.y - f.h * 0.45, f.w * 0.6, f.h * 0.6);
  ctx.restore();
}

function tornado(ctx: SKRSContext2D, w: World, f: Landform, label: string) {
  const rng = w.plan.rng.fork(label);
  const noise = createNoise2(rng);
  const col = f.color ? lin(f.color) : lerp(w.shadowCol, w.haze, 0.45);
  const litC = lerp(col, scale(w.light.color, 0.4), 0.4);
  const top = Math.max(0, f.y - f.h);
  const bend = rng.range(-0.25, 0.25) * f.w;
  const field = paintField(
    w,
    { x0: f.x - f.w, y0: top, x1: f.x + f.w, y1: f.y + 10 },
    true,
    (x, y, out) => {
      const t = clamp01((y - top) / (f.y - top)); // 0 at the cloud, 1 at the ground
      const cx = f.x + bend * Math.sin(t * Math.PI) + noise(t * 3, 1) * 10;
      const wid = f.w * (0.5 * (1 - t) ** 1.8 + 0.04);
      const dx = (x - cx) / wid;
      const body = clamp01(1 - dx * dx);
      const streak = 0.6 + 0.4 * fbm(noise, dx * 2 + t * 8, t * 30, 3);
      const c = lerp(col, litC, clamp01(0.5 - dx * 0.5));
      out[0] = c[0] * streak;
      out[1] = c[1] * streak;
      out[2] = c[2] * streak;
      out[3] = smooth(0, 0.35, body) * (0.75 + 0.25 * streak);
    },
    1.5,
  );
  drawField(ctx, field);
  // Debris cloud at the foot.
  const g = ctx.createRadialGradient(f.x, f.y, 0, f.x, f.y, f.w * 0.35);
  g.addColorStop(0, css(col, 0.7));
  g.addColorStop(1, css(col, 0));
  ctx.save();
  ctx.translate(f.x, f.y);
  ctx.scale(1, 0.45);
  ctx.fillStyle = g;
  ctx.fillRect(-f.w * 0.35, -f.w * 0.35, f.w * 0.7, f.w * 0.7);
  ctx.restore();
}

export function drawLandforms(ctx: SKRSContext2D, w: World, forms: readonly Landform[]): void {
  forms.forEach((f) => {
    const label = `landform-${f.kind}-${Math.round(f.x)}`;
    switch (f.kind) {
      case 'mountain':
        return mountain(ctx, w, f, label);
      case 'volcano':
        return mountain(ctx, w, f, label, true);
      case 'island':
        return island(ctx, w, f, label);
      case 'iceberg':
        return iceberg(ctx, w, f, label);
      case 'waterfall':
        return waterfall(ctx, w, f, label);
      case 'wave':
        return wave(ctx, w, f, label);
      case 'tornado':
        return tornado(ctx, w, f, label);
    }
  });
}
