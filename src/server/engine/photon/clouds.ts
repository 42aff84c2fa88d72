/**
 * Clouds from layered, domain-warped noise seen in perspective (large overhead, packed toward the horizon), lit
 * by marching a few steps toward the light: what has cloud between it and the light is dark (undersides, the
 * far side of a storm), thin edges near the light glow (silver lining).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { createNoise2 } from './fastnoise.ts';
import { drawField, paintField } from './fields.ts';
import { clamp01, lerp, luma, saturate, scale, smooth, type Lin } from './tone.ts';
import { U, type World } from './world.ts';

/** Inverse of the normal CDF (Acklam's rational approximation is overkill; this is good to ~1e-3). */
function probit(p: number): number {
  const q = Math.min(0.999, Math.max(0.001, p));
  const t = Math.sqrt(-2 * Math.log(q < 0.5 ? q : 1 - q));
  const z =
    t - (2.515517 + 0.802853 * t + 0.010328 * t * t) / (1 + 1.432788 * t + 0.189269 * t * t + 0.001308 * t ** 3);
  return q < 0.5 ? -z : z;
}

export interface CloudOptions {
  /** 0..1 of the sky covered. */
  cover: number;
  /** Top and bottom of the cloud layer in units. */
  y0: number;
  y1: number;
  /** Extra darkness (storm). */
  heavy: number;
  /** Scale of the cloud forms (1 = normal cumulus, 2 = larger masses). */
  scale?: number;
  /** Stretch along x (stratus > 1). */
  stretch?: number;
  alpha?: number;
}

export function drawClouds(ctx: SKRSContext2D, w: World, label: string, o: CloudOptions): void {
  if (o.cover <= 0.01) return;
  const rng = w.plan.rng.fork(label);
  const noise = createNoise2(rng);
  const ox = rng.range(0, 50);
  const oy = rng.range(0, 50);
  const perspective = w.horizon < U + 1 && w.horizon > 0;
  const hor = w.horizon;
  const size = o.scale ?? 1;
  const stretch = o.stretch ?? 1.3;
  const th = 0.24 * probit(1 - o.cover);
  const soft = 0.09 + 0.05 * o.heavy;
  const L = w.light;

  // Plane coordinates for a screen point: perspective toward the horizon, or flat when the view is all sky.
  const project = (x: number, y: number, out: number[]) => {
    if (perspective) {
      const h = Math.max(0.03, (hor - y) / U);
      const z = 0.2 / h;
      out[0] = (((x - 500) / U) * z * 4) / size;
      out[1] = (z * 2.4) / size;
      out[2] = z;
    } else {
      out[0] = ((x / U) * 5) / size;
      out[1] = ((y / U) * 5 * stretch) / size;
      out[2] = 1;
    }
  };
  const p = [0, 0, 0];
  let raw = 0;
  const density = (x: number, y: number, octaves: number): number => {
    project(x, y, p);
    const u = p[0]! / stretch + ox;
    const v = p[1]! + oy;
    // Far clouds thin out into the haze.
    const lo = th - soft + (perspective ? smooth(4, 14, p[2]!) * 0.25 : 0);
    // Domain warp: billows instead of blobs.
    const qx = noise(u * 0.7 + 3.1, v * 0.7) * 0.55;
    const qy = noise(u * 0.7, v * 0.7 + 7.7) * 0.55;
    const uu = u + qx;
    const vv = v + qy;
    let sum = noise(uu, vv) + 0.5 * noise(uu * 2.07 + 5.3, vv * 2.07 + 1.1);
    let norm = 1.5;
    // What the finer octaves could still add; if even that cannot reach the threshold, it is clear sky.
    let rest = 0;
    for (let k = 2, a = 0.25; k < octaves; k++, a *= 0.5) rest += a;
    if ((sum + rest) / (norm + rest) < lo) return 0;
    let amp = 0.25;
    let freq = 2.07 * 2.07;
    for (let k = 2; k < octaves; k++) {
      sum += amp * noise(uu * freq + k * 7.3, vv * freq);
      norm += amp;
      amp *= 0.5;
      freq *= 2.07;
    }
    raw = sum / norm - lo;
    // Toward the horizon the clouds shrink below the grid's resolution: let them dissolve into the haze.
    const vanish = perspective ? 1 - smooth(3.5, 6.2, p[2]!) : 1;
    return smooth(lo, lo + 2 * soft, sum / norm) * vanish;
  };

  const unit = scale(L.color, 1 / Math.max(0.05, luma(L.color)));
  const warmHour = w.time === 'golden' || w.time === 'dusk' || w.time === 'dawn';
  const litCol: Lin = scale(
    saturate(lerp(unit, [1, 1, 1], 0.25), warmHour ? 1.25 : 1),
    (w.night ? 0.35 : 0.75) + 0.6 * L.strength,
  );
  // Shadowed cloud takes the blue of the sky above it, darker.
  // Shadowed cloud is lit by the sky dome: bluish, but still bright by day.
  const baseShade = w.night
    ? lerp(w.zenith, w.ambient, 0.45)
    : lerp(scale(w.zenith, 1.5), lerp(w.ambient, [0.75, 0.76, 0.8], 0.5), 0.5);
  const shade: Lin = scale(baseShade, (w.night ? 0.5 : 0.85) * (1 - 0.55 * o.heavy));
  const lightish = L.kind === 'sun' || L.kind === 'moon' ? 1 : 0.3;
  const thick = 0.7 + 1.6 * o.heavy;
  const hazeT = w.hazeAmount;

  const f = paintField(
    w,
    { x0: 0, y0: o.y0, x1: U, y1: o.y1 },
    true,
    (x, y, out) => {
      const d0 = density(x, y, 4);
      const thickness = raw;
      if (d0 <= 0.002) {
        out[3] = 0;
        return;
      }
      let dx = L.x - x;
      let dy = L.y - y;
      const dist = Math.hypot(dx, dy) || 1;
      dx /= dist;
      dy /= dist;
      const d1 = density(x + dx * 14, y + dy * 14, 2);
      const d2 = density(x + dx * 34, y + dy * 34, 2);
      const up = density(x, y - 30, 2);
      const trans = Math.exp(-(d1 * 1.1 + d2 * 0.9) * thick);
      const lit = trans * lightish * (0.3 + 0.7 * Math.min(1, L.strength * 1.3));
      const d0raw = thickness;
      // Thick cloud is darker inside; the heavier the weather, the more.
      const ao = (1 - 0.3 * up) * (1 - clamp01(d0raw / 0.3) * (0.25 + 0.5 * o.heavy));
      // Silver lining: thin cloud near the light, seen against it, scatters forward.
      const edge = (1 - d0) * (0.4 + 0.6 * trans);
      const fwd = Math.exp(-dist / 210) * lightish * (1 - 0.7 * o.heavy) * (L.kind === 'moon' ? 0.35 : 1);
      let r = (shade[0] + (litCol[0] - shade[0]) * lit) * ao + litCol[0] * edge * fwd * 2.2;
      let g = (shade[1] + (litCol[1] - shade[1]) * lit) * ao + litCol[1] * edge * fwd * 2.2;
      let b = (shade[2] + (litCol[2] - shade[2]) * lit) * ao + litCol[2] * edge * fwd * 2.2;
      // Distance haze toward the horizon.
      if (perspective) {
        const t = clamp01((y - (hor - 260)) / 260) * 0.65 * (0.5 + hazeT);
        r += (w.haze[0] - r) * t;
        g += (w.haze[1] - g) * t;
        b += (w.haze[2] - b) * t;
      }
      out[0] = r;
      out[1] = g;
      out[2] = b;
      out[3] = Math.min(1, d0 * 1.15) * (o.alpha ?? 1) * (o.y0 > 0 ? smooth(o.y0, o.y0 + 90, y) : 1);
    },
    0.8,
  );
  drawField(ctx, f);
}

/** The standard cloud layer for the world's weather. */
export function drawWeatherClouds(ctx: SKRSContext2D, w: World): void {
  const heavy = w.weather === 'storm' ? 1 : w.weather === 'rain' ? 0.6 : w.weather === 'snow' ? 0.3 : 0;
  const y1 = Math.min(w.skyBottom + 2, U);
  const cover = w.cloudCover;
  if (cover <= 0.01) return;
  // A clear sky keeps its few clouds low, toward the horizon.
  const clear = w.weather === 'clear' && w.horizon < U;
  drawClouds(ctx, w, 'clouds', {
    cover: heavy > 0.5 ? Math.min(cover, 0.82) : clear ? 0.3 : cover,
    y0: clear ? Math.max(0, w.horizon - 260) : 0,
    y1,
    heavy,
    scale: heavy > 0.5 ? 1.9 : 1,
    stretch: w.weather === 'clear' ? 1.9 : 1.3,
    alpha: w.weather === 'fog' ? 0.6 : w.weather === 'clear' ? 0.7 : 1,
  });
  // Storms and rain: a lower deck of ragged scud, darker, racing under the main cloud.
  if (heavy > 0.5 && w.horizon < U)
    drawClouds(ctx, w, 'scud', {
      cover: 0.45,
      y0: w.horizon * 0.35,
      y1,
      heavy: 1,
      scale: 0.7,
      stretch: 2.2,
      alpha: 0.85,
    });
}

/** Above the clouds: a sea of cloud tops to the horizon, lit on the sides facing the light, hazy far away. */
export function drawCloudSea(ctx: SKRSContext2D, w: World): void {
  const rng = w.plan.rng.fork('cloud-sea');
  const noise = createNoise2(rng);
  const hor = w.horizon;
  const L = w.light;
  const unit = scale(L.color, 1 / Math.max(0.05, luma(L.color)));
  const lit: Lin = scale(lerp(unit, [1, 1, 1], 0.35), 0.8 + 0.6 * L.strength);
  const shade: Lin = scale(lerp(w.zenith, w.ambient, 0.5), 0.75);
  const lx = clamp01(Math.abs(L.x - 500) / 500) * Math.sign(L.x - 500 || 1);
  const height = (u: number, v: number) => {
    let sum = 0;
    let amp = 1;
    let f = 1;
    for (let k = 0; k < 4; k++) {
      sum += amp * Math.abs(noise(u * f + k * 3.1, v * f));
      amp *= 0.5;
      f *= 2.1;
    }
    return 1 - sum / 1.875;
  };
  const f = paintField(w, { x0: 0, y0: hor - 2, x1: U, y1: U }, false, (x, y, out) => {
    const h = Math.max(1.5, y - hor);
    const z = 60 / h;
    const u = ((x - 500) / U) * z * 6;
    const v = z * 3;
    const c0 = height(u, v);
    const cx = height(u + 0.08, v);
    const cy = height(u, v - 0.08);
    // Tops (high values) catch the light, the side toward it brighter; the dips between lie in shadow.
    const facing = clamp01(0.5 + ((cx - c0) * lx + (c0 - cy) * 0.6) * 6);
    const k = clamp01(c0 * 1.2 - 0.1) * (0.55 + 0.45 * facing);
    const t = clamp01(z / 10) * (0.6 + 0.4 * w.hazeAmount);
    out[0] = shade[0] + (lit[0] - shade[0]) * k + (w.haze[0] - shade[0]) * t * 0.6;
    out[1] = shade[1] + (lit[1] - shade[1]) * k + (w.haze[1] - shade[1]) * t * 0.6;
    out[2] = shade[2] + (lit[2] - shade[2]) * k + (w.haze[2] - shade[2]) * t * 0.6;
  });
  drawField(ctx, f);
}
