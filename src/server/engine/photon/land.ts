/**
 * Land as layers of terrain receding into the air: each layer is a crest line drawn at full resolution (crisp
 * against the sky) filled with a small lit field: faces turned to the light are lit, the others take the sky's
 * ambient, distance and the mist pooling in the valleys fade toward the haze colour. Dunes get a hard light and
 * lee side; mountains ridged faces and snow; fields and snow plains a ground texture in perspective.
 */
import { Path2D, type SKRSContext2D } from '@napi-rs/canvas';
import { createNoise2, fbm } from './fastnoise.ts';
import type { Rng } from '../random.ts';
import { drawField, paintField } from './fields.ts';
import { clamp01, css, lerp, luma, saturate, scale, smooth, type Lin } from './tone.ts';
import { U, type World } from './world.ts';

export type TerrainKind = 'hill' | 'mountain' | 'dune' | 'mesa';

export interface Terrain {
  kind: TerrainKind;
  /** Crest y every `STEP` units from x = -STEP. */
  ys: Float32Array;
  /** 0 near .. 1 far. */
  far: number;
  color: Lin;
  snow: boolean;
  /** Lowest y this layer needs to fill down to (the next layer covers the rest). */
  bottom: number;
}

const STEP = 2.5;
const N = Math.ceil(U / STEP) + 3;

export function crestAt(t: Terrain, x: number): number {
  const f = x / STEP + 1;
  const i = Math.max(0, Math.min(N - 2, Math.floor(f)));
  const a = f - i;
  return t.ys[i]! + (t.ys[i + 1]! - t.ys[i]!) * a;
}

function ridged(noise: (x: number, y: number) => number, x: number, y: number, oct: number): number {
  let sum = 0;
  let amp = 0.5;
  let freq = 1;
  for (let i = 0; i < oct; i++) {
    sum += amp * (1 - Math.abs(noise(x * freq, y * freq)));
    amp *= 0.5;
    freq *= 2.1;
  }
  return sum;
}

/** A crest line of the given kind: `base` is its lowest line, `amp` how far it rises above that. */
export function makeTerrain(
  rng: Rng,
  kind: TerrainKind,
  base: number,
  amp: number,
  far: number,
  color: Lin,
  opts: { snow?: boolean; peaks?: { x: number; w: number }[]; x0?: number; x1?: number } = {},
): Terrain {
  const noise = createNoise2(rng);
  const ys = new Float32Array(N);
  const o = rng.range(0, 40);
  const freq = kind === 'mountain' ? 0.006 : kind === 'dune' ? 0.004 : 0.0035;
  const peaks =
    opts.peaks ??
    Array.from({ length: rng.int(1, 3) }, () => ({ x: rng.range(-100, U + 100), w: rng.range(220, 520) }));
  const lambda = rng.range(180, 320);
  for (let i = 0; i < N; i++) {
    const x = (i - 1) * STEP;
    let h: number;
    if (kind === 'hill') {
      h = 0.55 + 0.45 * fbm(noise, x * freq + o, o, 3) * 1.6;
    } else if (kind === 'mountain') {
      // Peaks as broad massifs (not triangles), their crests broken by ridged noise.
      let env = 0;
      for (const p of peaks) {
        const d = Math.abs(x - p.x) / p.w;
        env = Math.max(env, Math.exp(-d * d * 2.2) * (1 - 0.25 * d));
      }
      const r = ridged(noise, x * freq + o, o * 0.5, 6);
      h = (0.15 + 0.85 * env) * (0.5 + 0.8 * r) - 0.08;
    } else if (kind === 'dune') {
      const warp = fbm(noise, x * 0.002 + o, 3, 2) * 1.5;
      const t = (((x / lambda + warp) % 1) + 1) % 1;
      const c = 0.68;
      const saw = t < c ? (t / c) ** 1.6 : ((1 - t) / (1 - c)) ** 0.7;
      h = 0.35 + 0.55 * saw * (0.7 + 0.3 * noise(x * 0.003, o)) + 0.1 * noise(x * 0.01, 1);
    } else {
      // Mesa: flat tops with steep sides.
      const n = fbm(noise, x * 0.003 + o, o, 3);
      h = smooth(-0.05, 0.05, n) * 0.8 + 0.1 + 0.05 * noise(x * 0.02, 2);
    }
    if (opts.x0 !== undefined && opts.x1 !== undefined) {
      const mid = (opts.x0 + opts.x1) / 2;
      const half = (opts.x1 - opts.x0) / 2;
      h *= clamp01(1 - Math.abs(x - mid) / half);
    }
    ys[i] = base - amp * Math.max(0, h);
  }
  return { kind, ys, far, color, snow: opts.snow ?? false, bottom: U };
}

function crestPath(t: Terrain, bottom: number): Path2D {
  const p = new Path2D();
  p.moveTo(-STEP, bottom + 2);
  for (let i = 0; i < N; i++) p.lineTo((i - 1) * STEP, t.ys[i]!);
  p.lineTo(U + STEP * 2, bottom + 2);
  p.closePath();
  return p;
}

/** How a surface facing up/toward the light and away from it is lit, as multipliers of its colour. */
export function surfaceLight(w: World): { lit: Lin; shade: Lin } {
  // A ground in a colour the idea named is lit in white light, so it stays that colour: round 91's "huge prairie
  // blue" ground under a mustard and pink sunset came out purple, its "denim" lavender.
  const tint = saturate(scale(w.light.color, 1 / Math.max(0.05, luma(w.light.color))), w.groundNamed ? 0.1 : 0.5);
  const s = w.light.strength;
  // And at night brighter, so it reads as that colour, not its shadow: a named ground at night came out black (the
  // third named colour, given to the ground, was under 3% of Photon's pixels on 47 of 108 ideas of rounds 100-103).
  const named = w.groundNamed ? 1 : 0;
  const lit = scale(tint, w.night ? 0.12 + 0.55 * s + 0.3 * named : 0.55 + 0.9 * s + 0.2 * named);
  const amb = saturate(scale(w.ambient, 1 / Math.max(0.003, luma(w.ambient))), w.groundNamed ? 0.08 : 0.35);
  const shade = scale(amb, w.night ? 0.16 + 0.14 * named : 0.32 + 0.1 * w.gloom + 0.15 * named);
  return { lit, shade };
}

export function drawTerrain(ctx: SKRSContext2D, w: World, t: Terrain, label: string): void {
  const rng = w.plan.rng.fork(label);
  const noise = createNoise2(rng);
  let top = U;
  for (let i = 0; i < N; i++) top = Math.min(top, t.ys[i]!);
  const bottom = Math.min(U, t.bottom);
  if (top >= bottom) return;
  const { lit, shade } = surfaceLight(w);
  const lx = clamp01(Math.abs(w.light.x - 500) / 400) * Math.sign(w.light.x - 500 || 1);
  const high = clamp01((w.horizon - w.light.y) / 500);
  const snowC: Lin = lerp([0.85, 0.88, 0.95], w.skyHorizon, 0.1);
  const rockC = t.color;
  const valley = 0.3 + 0.5 * w.hazeAmount;
  const depthScale = t.kind === 'mountain' ? 260 : t.kind === 'dune' ? 90 : 140;
  const o = rng.range(0, 30);
  let crestLow = 0;
  for (let i = 0; i < N; i++) crestLow = Math.max(crestLow, t.ys[i]!);
  // Snow lies above an altitude (caps on the peaks), not along the whole ridge.
  const snowAlt = top + (crestLow - top) * 0.42;
  const f = paintField(
    w,
    { x0: 0, y0: Math.max(0, top - 4), x1: U, y1: bottom },
    false,
    (x, y, out) => {
      const cy = crestAt(t, x);
      const below = Math.max(0, y - cy);
      const d = clamp01(below / depthScale);
      const slope = (crestAt(t, x + 5) - crestAt(t, x - 5)) / 10;
      let face: number;
      let base = rockC;
      if (t.kind === 'mountain') {
        // Faces follow the crest near the top, gullies (ridged noise running downhill) lower down.
        // Gullies run down the faces: ridged noise stretched vertically, sampled along a slant.
        const gx = (x + below * 0.35) * 0.014 + o;
        const gy = y * 0.004;
        const g = (ridged(noise, gx + 0.06, gy, 3) - ridged(noise, gx - 0.06, gy, 3)) * 4;
        // Which way the face runs, from the crest's broad slope: a sign taken from the local slope flips within a
        // few units at a peak and lit a bright column straight down the mountain.
        const broad = (crestAt(t, x + 40) - crestAt(t, x - 40)) / 80;
        const sx = x + below * 0.5 * Math.tanh(broad * 12);
        const faceSlope = (crestAt(t, sx + 6) - crestAt(t, sx - 6)) / 12;
        face = Math.tanh(faceSlope * 2.2) * (1 - d * 0.5) + g * (0.25 + 0.35 * d);
        if (t.snow) {
          // Snow on the upper slopes, its lower edge ragged along the gullies.
          const line = snowAlt + 30 * noise(x * 0.01, 5) + 12 * noise(x * 0.04, y * 0.02) + g * 10;
          const snowy = smooth(line + 6, line - 6, y) * (0.75 + 0.25 * smooth(-0.5, 0.5, -g));
          base = lerp(rockC, snowC, snowy);
        }
      } else if (t.kind === 'dune') {
        // The slip face's edge runs down and across from the crest: sample the crest's slope along a slant.
        const sx = x - below * 1.1;
        const ds = (crestAt(t, sx + 5) - crestAt(t, sx - 5)) / 10;
        face = smooth(-0.1, 0.1, Math.tanh(ds * 3)) * 2 - 1;
        face *= 1 - d * 0.4;
        const ripple = Math.sin((x + noise(x * 0.01, y * 0.02) * 40) * 0.25 + y * 0.6) * 0.04;
        face += ripple;
      } else {
        face = Math.tanh(slope * 1.5) * (1 - d) + noise(x * 0.01 + o, y * 0.02) * 0.25;
      }
      const toward = face * lx * 1.2 + (1 - d) * high * 0.35 + (t.kind === 'dune' ? 0.15 : 0);
      const k = clamp01(0.5 + 0.5 * toward) ** 1.3;
      const tex = 1 + fbm(noise, x * 0.03, y * 0.05, 2) * 0.18;
      let r = base[0] * (shade[0] + (lit[0] - shade[0]) * k) * tex;
      let g2 = base[1] * (shade[1] + (lit[1] - shade[1]) * k) * tex;
      let b = base[2] * (shade[2] + (lit[2] - shade[2]) * k) * tex;
      // Aerial perspective plus mist lying in the valley at the layer's foot.
      const mist = clamp01(t.far * 0.6 + smooth(0.2, 1, d) * valley * (0.3 + 0.7 * t.far));
      const fade = mist * (0.35 + 0.65 * w.hazeAmount);
      r += (w.haze[0] - r) * fade;
      g2 += (w.haze[1] - g2) * fade;
      b += (w.haze[2] - b) * fade;
      out[0] = r;
      out[1] = g2;
      out[2] = b;
    },
    0.75,
  );
  const path = crestPath(t, bottom);
  ctx.save();
  ctx.clip(path);
  drawField(ctx, f);
  ctx.restore();
  // Backlit crests catch a thin rim of light.
  const behind = w.light.y < w.horizon && (w.light.kind === 'sun' || w.light.kind === 'moon');
  if (behind && w.light.strength > 0.2 && t.far < 0.95) {
    ctx.save();
    ctx.globalCompositeOperation = 'screen';
    ctx.lineJoin = 'round';
    const g = ctx.createRadialGradient(w.light.x, w.light.y, 0, w.light.x, w.light.y, 520);
    g.addColorStop(0, css(scale(w.light.color, 0.7), 0.75 * (1 - t.far)));
    g.addColorStop(1, css(w.light.color, 0));
    ctx.strokeStyle = g;
    ctx.lineWidth = 1.6;
    ctx.beginPath();
    for (let i = 0; i < N; i++) ctx.lineTo((i - 1) * STEP, t.ys[i]! + 0.6);
    ctx.stroke();
    ctx.restore();
  }
}

/**
 * Flat ground in perspective from `y0` to the bottom: grass, crops, sand, snow. Texture shrinks toward the
 * horizon; the far part fades into the haze.
 */
export function drawPlain(
  ctx: SKRSContext2D,
  w: World,
  label: string,
  color: Lin,
  y0: number,
  kind: 'grass' | 'crop' | 'sand' | 'snow' | 'rock',
): void {
  const rng = w.plan.rng.fork(label);
  const noise = createNoise2(rng);
  const { lit, shade } = surfaceLight(w);
  const elev = clamp01((w.horizon - w.light.y) / 500 + 0.3);
  const light = lerp(shade, lit, 0.35 + 0.5 * elev);
  const hor = w.horizon;
  const f = paintField(
    w,
    { x0: 0, y0, x1: U, y1: U },
    false,
    (x, y, out) => {
      const h = Math.max(2, y - hor);
      const z = 120 / h; // distance
      const u = ((x - 500) / U) * z * 6;
      const v = z * 4;
      let tex = fbm(noise, u * 0.8, v * 0.8, 3);
      if (kind === 'crop') tex = tex * 0.5 + Math.sin(u * 40) * 0.25 * smooth(6, 1, z);
      if (kind === 'snow') tex *= 0.35;
      if (kind === 'sand') tex = tex * 0.6 + Math.sin(v * 12 + u * 2 + tex * 4) * 0.12;
      const k = 1 + tex * (kind === 'snow' ? 0.25 : 0.45);
      // Lit patches where the light falls through broken cloud.
      const patch = w.cloudCover > 0.3 ? 0.75 + 0.5 * smooth(-0.1, 0.3, fbm(noise, u * 0.15 + 9, v * 0.15, 2)) : 1;
      const near = clamp01((y - hor) / (U - hor));
      const gk = (1 - 0.35 * near) * patch; // far ground catches more light than the foreground edge
      let r = color[0] * light[0] * k * gk;
      let g = color[1] * light[1] * k * gk;
      let b = color[2] * light[2] * k * gk;
      const fade = clamp01(z / 12) * (0.5 + 0.5 * w.hazeAmount);
      r += (w.haze[0] - r) * fade;
      g += (w.haze[1] - g) * fade;
      b += (w.haze[2] - b) * fade;
      out[0] = r;
      out[1] = g;
      out[2] = b;
    },
    1,
  );
  drawField(ctx, f);
  if (kind === 'grass' || kind === 'crop') grassBlades(ctx, w, rng, color, light, y0);
}

/** Blades of grass in the foreground, at full resolution, darker against the light. */
function grassBlades(ctx: SKRSContext2D, w: World, rng: Rng, color: Lin, light: Lin, y0: number) {
  const hor = w.horizon;
  const top = Math.max(y0, hor + (U - hor) * 0.45);
  ctx.save();
  ctx.lineCap = 'round';
  const n = 900;
  for (let i = 0; i < n; i++) {
    const y = top + (U + 20 - top) * rng.next() ** 0.7;
    const near = clamp01((y - hor) / (U - hor));
    const x = rng.range(-10, U + 10);
    const len = (6 + 26 * near) * rng.range(0.6, 1.3);
    const lean = rng.range(-0.35, 0.35) * len;
    const k = rng.range(0.45, 1.25);
    const c = scale([color[0] * light[0], color[1] * light[1], color[2] * light[2]], k * (1 - 0.3 * near));
    ctx.strokeStyle = css(c, 0.9);
    ctx.lineWidth = 0.4 + near * 1.1;
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.quadraticCurveTo(x + lean * 0.3, y - len * 0.6, x + lean, y - len);
    ctx.stroke();
  }
  ctx.restore();
}

/** The land of outdoor settings, far to near. Returns the terrains drawn (for landform interleaving). */
export function landLayers(w: World): {
  terrains: Terrain[];
  plain?: { kind: Parameters<typeof drawPlain>[5]; y0: number; color: Lin };
} {
  const rng = w.plan.design.fork('land');
  const hor = w.horizon;
  const g = w.groundCol;
  const layers: Terrain[] = [];
  const below = U - hor;
  const cold = w.setting === 'snow' || w.weather === 'snow';
  // A hot or dry land's mountains are bare rock (`environment.bare`).
  const capped = !w.plan.environment.bare;
  const snowGround: Lin = lerp(g, [0.78, 0.82, 0.9], 0.75);
  const dim = (c: Lin, k: number) => scale(c, k);
  switch (w.setting) {
    case 'mountains': {
      layers.push(makeTerrain(rng.fork('m0'), 'mountain', hor + 4, 380, 0.85, lerp(g, w.haze, 0.2), { snow: capped }));
      layers.push(
        makeTerrain(rng.fork('m1'), 'mountain', hor + 6, 250, 0.55, g, { snow: (rng.chance(0.6) || cold) && capped }),
      );
      layers.push(makeTerrain(rng.fork('m2'), 'hill', hor + below * 0.35, 90, 0.25, dim(g, 0.85)));
      layers.push(makeTerrain(rng.fork('m3'), 'hill', hor + below * 0.75, 70, 0.05, dim(g, 0.7)));
      break;
    }
    case 'hills':
    case 'snow': {
      const c = w.setting === 'snow' ? snowGround : g;
      layers.push(makeTerrain(rng.fork('h0'), 'hill', hor + 3, 70, 0.8, c));
      layers.push(makeTerrain(rng.fork('h1'), 'hill', hor + below * 0.2, 110, 0.5, c));
      layers.push(makeTerrain(rng.fork('h2'), 'hill', hor + below * 0.55, 130, 0.25, dim(c, 0.95)));
      layers.push(makeTerrain(rng.fork('h3'), 'hill', hor + below * 1.0, 150, 0.02, dim(c, 0.85)));
      break;
    }
    case 'desert': {
      const sand = g;
      layers.push(makeTerrain(rng.fork('d0'), 'mesa', hor + 3, 90, 0.8, lerp(sand, w.accent, 0.2)));
      layers.push(makeTerrain(rng.fork('d1'), 'dune', hor + below * 0.15, 60, 0.5, sand));
      layers.push(makeTerrain(rng.fork('d2'), 'dune', hor + below * 0.45, 110, 0.28, sand));
      layers.push(makeTerrain(rng.fork('d3'), 'dune', hor + below * 0.95, 170, 0.05, sand));
      break;
    }
    case 'field':
    case 'road':
      layers.push(makeTerrain(rng.fork('f0'), 'hill', hor + 3, 45, 0.85, lerp(g, w.haze, 0.3)));
      layers.push(makeTerrain(rng.fork('f1'), 'hill', hor + 4, 22, 0.6, g));
      return {
        terrains: finish(layers),
        plain: { kind: cold ? 'snow' : 'crop', y0: hor, color: cold ? snowGround : g },
      };
    case 'forest':
    case 'city':
    case 'street':
    case 'courtyard':
    case 'pool':
      layers.push(makeTerrain(rng.fork('c0'), 'hill', hor + 3, w.setting === 'forest' ? 120 : 40, 0.85, g));
      return { terrains: finish(layers), plain: { kind: 'rock', y0: hor, color: dim(g, 0.8) } };
    case 'lake':
      layers.push(makeTerrain(rng.fork('l0'), 'mountain', hor + 2, 170, 0.75, g, { snow: cold }));
      layers.push(makeTerrain(rng.fork('l1'), 'hill', hor + 2, 45, 0.45, dim(g, 0.8)));
      return { terrains: finish(layers) };
    default:
      return { terrains: [] };
  }
  if (cold && w.setting !== 'snow') for (const l of layers) l.color = lerp(l.color, snowGround, 0.6);
  return { terrains: finish(layers) };
}

/** Each layer only needs filling down to where the next one covers it. */
function finish(layers: Terrain[]): Terrain[] {
  for (let i = 0; i < layers.length - 1; i++) {
    let low = 0;
    const next = layers[i + 1]!;
    for (let k = 0; k < N; k++) low = Math.max(low, next.ys[k]!);
    layers[i]!.bottom = Math.min(U, low + 6);
  }
  return layers;
}
