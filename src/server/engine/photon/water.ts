/**
 * Water reflects what stands above it: the picture above the horizon is mirrored into the water in thin strips,
 * each shifted by the ripples (more near the viewer), under a Fresnel veil of the water's own colour (clear
 * reflection far away, the deep colour underfoot). Wave bands shade it; a glitter path of full-resolution
 * sparkles runs from the light toward the viewer. Beaches add wet sand, which mirrors the sky, and foam.
 */
import { createCanvas, type Canvas, type Image, type SKRSContext2D } from '@napi-rs/canvas';
import { createNoise2, fbm } from './fastnoise.ts';
import { drawField, paintField } from './fields.ts';
import { blurCanvas } from './soft.ts';
import { clamp01, css, lerp, luma, scale, smooth, type Lin } from './tone.ts';
import { U, type World } from './world.ts';

/** The picture above `y1` (in units), flipped upside down into a small canvas: a mirror image to draw below. */
export function mirrorSnapshot(ctx: SKRSContext2D, w: World, y1: number, height: number, width = 420): Canvas {
  const src = ctx.canvas;
  const sy0 = Math.max(0, y1 - height);
  const hUnits = y1 - sy0;
  const cw = Math.min(width, w.size);
  const ch = Math.max(2, Math.round((cw * hUnits) / U));
  const snap = createCanvas(cw, ch);
  const s = snap.getContext('2d');
  s.imageSmoothingEnabled = true;
  s.imageSmoothingQuality = 'high';
  s.translate(0, ch);
  s.scale(1, -1);
  s.drawImage(src as unknown as Image, 0, sy0 * w.px, w.size, hUnits * w.px, 0, 0, cw, ch);
  return snap;
}

export interface ReflectOptions {
  /** Top of the water (the mirror line) and the bottom of the region to fill. */
  y0: number;
  y1: number;
  /** Sideways ripple shift in units near the viewer, and near the mirror line. */
  rippleNear: number;
  rippleFar: number;
  /** Vertical stretch of the reflection (1 is a true mirror; rough water smears it down). */
  stretch?: number;
  alpha?: number;
  /** Blur the reflection (rough or wet surfaces). */
  blur?: number;
  label: string;
}

/** Draws the mirror image of what is above `y0` into the water below it, in rippled strips. */
export function drawReflection(ctx: SKRSContext2D, w: World, o: ReflectOptions): void {
  const stretch = o.stretch ?? 1;
  const depth = o.y1 - o.y0;
  const raw = mirrorSnapshot(ctx, w, o.y0, depth / stretch + 4);
  const snap = o.blur ? blurCanvas(raw, (o.blur * raw.width) / U) : raw;
  const rng = w.plan.rng.fork(o.label);
  const noise = createNoise2(rng);
  const sh = snap.height;
  const unitsPerRow = (depth / stretch + 4) / sh;
  ctx.save();
  ctx.beginPath();
  ctx.rect(0, o.y0, U, depth);
  ctx.clip();
  ctx.globalAlpha = o.alpha ?? 1;
  ctx.imageSmoothingEnabled = true;
  let y = o.y0;
  let k = 0;
  while (y < o.y1) {
    const t = (y - o.y0) / depth;
    const h = 0.8 + t * 5; // strips grow toward the viewer, as waves do
    const amp = o.rippleFar + (o.rippleNear - o.rippleFar) * t;
    const dx = (noise(k * 0.37, 1.3) + 0.5 * noise(k * 1.1, 7.7)) * amp;
    const srcY = (y - o.y0) / stretch / unitsPerRow;
    const srcH = Math.max(0.5, h / stretch / unitsPerRow);
    ctx.drawImage(
      snap as unknown as Image,
      0,
      Math.min(sh - 1, srcY),
      snap.width,
      Math.min(srcH, sh - srcY),
      dx - 4,
      y,
      U + 8,
      h + 0.6,
    );
    y += h;
    k++;
  }
  ctx.restore();
}

/** Sparkles on the water between the light and the viewer. */
export function glitterPath(
  ctx: SKRSContext2D,
  w: World,
  label: string,
  x: number,
  y0: number,
  y1: number,
  color: Lin,
  amount: number,
): void {
  if (amount <= 0.02) return;
  const rng = w.plan.rng.fork(label);
  const hor = y0;
  ctx.save();
  ctx.globalCompositeOperation = 'lighter';
  const n = Math.round(900 * amount);
  for (let i = 0; i < n; i++) {
    const t = rng.next() ** 1.4;
    const y = hor + (y1 - hor) * t;
    const spread = 14 + t * 190;
    const dx = rng.gauss() * spread * 0.55;
    const core = Math.exp(-(dx * dx) / (2 * spread * spread * 0.25));
    const len = (1.5 + t * 16) * rng.range(0.4, 1.4);
    const th = 0.35 + t * 1.6 * rng.range(0.5, 1);
    const k = rng.range(0.25, 1) * (0.35 + 0.65 * core) * amount;
    ctx.fillStyle = css(scale(color, 0.9 * k), clamp01(0.45 + 0.55 * core));
    ctx.fillRect(x + dx - len / 2, y, len, th);
  }
  ctx.restore();
}

/** Wave shading over the water: crests lighter (catching the sky), troughs darker, in perspective. */
function waveField(ctx: SKRSContext2D, w: World, y0: number, y1: number, rough: number, label: string) {
  const rng = w.plan.rng.fork(label);
  const noise = createNoise2(rng);
  const hor = w.horizon;
  const hi = lerp(w.skyHorizon, w.zenith, 0.3);
  const lo = scale(w.waterCol, 0.25);
  const f = paintField(w, { x0: 0, y0, x1: U, y1 }, true, (x, y, out) => {
    const h = Math.max(1.5, y - hor);
    const z = 90 / h;
    const u = ((x - 500) / U) * z * 3;
    const v = z * 9;
    const n = fbm(noise, u * 0.9 + v * 0.15, v, 4);
    const slope = n - fbm(noise, u * 0.9 + v * 0.15, v + 0.12, 3);
    const near = clamp01((y - hor) / (U - hor));
    const a = clamp01(Math.abs(slope) * 2.4) * rough * (0.25 + 0.75 * near);
    const c = slope > 0 ? hi : lo;
    out[0] = c[0];
    out[1] = c[1];
    out[2] = c[2];
    out[3] = a * (slope > 0 ? 0.5 : 0.8);
  });
  drawField(ctx, f);
}

/** The Fresnel veil: water's own colour, thin near the horizon, thick underfoot. */
function waterVeil(ctx: SKRSContext2D, w: World, y0: number, y1: number, near: number, far: number) {
  const body = lerp(w.waterCol, scale(w.ambient, 0.4), 0.25);
  const deep = scale(body, w.night ? 0.35 : 0.6);
  const g = ctx.createLinearGradient(0, y0, 0, y1);
  g.addColorStop(0, css(body, far));
  g.addColorStop(0.35, css(lerp(body, deep, 0.4), far + (near - far) * 0.55));
  g.addColorStop(1, css(deep, near));
  ctx.fillStyle = g;
  ctx.fillRect(0, y0, U, y1 - y0);
}

export function drawWater(ctx: SKRSContext2D, w: World): void {
  const hor = w.horizon;
  if (hor >= U) return;
  const beach = w.setting === 'beach';
  const lake = w.setting === 'lake';
  const calm = lake ? 1 : 0.55;
  const y1 = beach ? Math.min(U, w.shore + 40) : U;
  const rough = (lake ? 0.45 : 1) * (w.weather === 'storm' ? 1.6 : w.weather === 'rain' ? 1.2 : 1);
  drawReflection(ctx, w, {
    y0: hor,
    y1,
    rippleNear: lake ? 7 : 14,
    rippleFar: 0.6,
    stretch: lake ? 1 : 1.15,
    label: 'water-reflect',
  });
  waterVeil(ctx, w, hor, y1, 0.75 - 0.3 * calm, 0.05 + 0.05 * (1 - calm));
  waveField(ctx, w, hor, y1, rough, 'water-waves');
  // The glitter path under a light above the water.
  const L = w.light;
  const above = L.y < hor + 5 && L.x > -200 && L.x < U + 200;
  if (above && (L.kind === 'sun' || L.kind === 'moon')) {
    const amount = clamp01(L.strength * 1.3) * (1 - 0.7 * w.gloom) * clamp01(1 - (hor - L.y) / 900);
    glitterPath(ctx, w, 'glitter', L.x, hor, y1, L.color, amount);
  }
  // A crisp line of light where the water meets the sky.
  ctx.save();
  ctx.fillStyle = css(lerp(w.haze, w.skyHorizon, 0.5), 0.35);
  ctx.fillRect(0, hor - 0.4, U, 1.2);
  ctx.restore();
  if (beach) drawBeach(ctx, w);
}

/** Wet sand that mirrors the sky, a lace of foam at the water's edge, dry sand toward the viewer. */
function drawBeach(ctx: SKRSContext2D, w: World) {
  const rng = w.plan.rng.fork('beach');
  const noise = createNoise2(rng);
  const shore = w.shore;
  const edge = (x: number) => shore + noise(x * 0.006, 2) * 18 + noise(x * 0.02, 5) * 5;
  const sand = w.groundCol;
  const elev = clamp01((w.horizon - w.light.y) / 500 + 0.3);
  const light = lerp(
    scale(w.ambient, (1 / Math.max(0.01, luma(w.ambient))) * 0.35),
    scale(w.light.color, 0.55),
    0.4 + 0.4 * elev,
  );
  // The sand, lit, with wet sand darker and glossier near the water.
  const f = paintField(w, { x0: 0, y0: shore - 30, x1: U, y1: U }, true, (x, y, out) => {
    const e = edge(x);
    if (y < e - 2) {
      out[3] = 0;
      return;
    }
    const from = y - e;
    const wet = smooth(70, 10, from);
    const tex = 1 + fbm(noise, x * 0.04, y * 0.08, 3) * 0.15;
    const dry: Lin = [sand[0] * light[0] * tex, sand[1] * light[1] * tex, sand[2] * light[2] * tex];
    const c = lerp(dry, scale(dry, 0.55), wet);
    out[0] = c[0];
    out[1] = c[1];
    out[2] = c[2];
    out[3] = clamp01((y - e + 2) / 3);
  });
  ctx.save();
  ctx.beginPath();
  ctx.moveTo(-5, U + 5);
  for (let x = -5; x <= U + 5; x += 3) ctx.lineTo(x, edge(x));
  ctx.lineTo(U + 5, U + 5);
  ctx.closePath();
  ctx.clip();
  drawField(ctx, f);
  // Wet sand mirrors the sky, fading as the sand dries.
  const reflectTop = shore - 10;
  ctx.globalCompositeOperation = 'screen';
  const g = ctx.createLinearGradient(0, reflectTop, 0, reflectTop + 130);
  const skyC = lerp(w.skyHorizon, w.light.color, 0.15);
  g.addColorStop(0, css(skyC, 0.55));
  g.addColorStop(1, css(skyC, 0));
  ctx.fillStyle = g;
  ctx.fillRect(0, reflectTop, U, 140);
  ctx.restore();
  // Foam: the lace where the wash ends, and a line of surf at the shore.
  const foam = lerp([0.9, 0.92, 0.95], w.light.color, 0.15);
  const foamLit = scale(foam, 0.6 + 0.6 * w.light.strength);
  ctx.save();
  ctx.lineCap = 'round';
  for (let band = 0; band < 4; band++) {
    const off = band === 0 ? 0 : rng.range(-18, -4) * band;
    ctx.strokeStyle = css(foamLit, band === 0 ? 0.85 : 0.35);
    ctx.lineWidth = band === 0 ? 2.4 : 1.1;
    let on = false;
    ctx.beginPath();
    for (let x = -5; x <= U + 5; x += 3) {
      const show = noise(x * 0.01 + band * 3, 9 + band) > (band === 0 ? -0.45 : 0.05);
      const y = edge(x) + off + noise(x * 0.05, band) * 2;
      if (show && !on) ctx.moveTo(x, y);
      else if (show) ctx.lineTo(x, y);
      on = show;
    }
    ctx.stroke();
  }
  ctx.restore();
}
