/**
 * The environment as the subjects see it: a small linear-light copy of the picture taken once the environment is
 * drawn. Subjects sample it for what is right behind them (light wrap, how much a silhouette stands out) and
 * mirrors sample it for what they reflect, so chrome shows this sky and not a generic one.
 */
import { createCanvas, type Image, type SKRSContext2D } from '@napi-rs/canvas';
import { luma, type Lin } from './tone.ts';
import { U, type World } from './world.ts';

export interface EnvMap {
  /** Side of the square copy, in pixels. */
  n: number;
  /** Linear RGB, n × n × 3. */
  rgb: Float32Array;
}

const N = 96;
const maps = new WeakMap<World, EnvMap>();

const TO_LIN = new Float32Array(256);
for (let i = 0; i < 256; i++) {
  const x = i / 255;
  TO_LIN[i] = x <= 0.04045 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
}

/** Takes the copy (call when the environment is complete); also kept as `w.envSnapshot`. */
export function captureEnv(ctx: SKRSContext2D, w: World): void {
  const snap = createCanvas(N, N);
  const s = snap.getContext('2d');
  s.imageSmoothingEnabled = true;
  s.imageSmoothingQuality = 'low';
  s.drawImage(ctx.canvas as unknown as Image, 0, 0, w.size, w.size, 0, 0, N, N);
  const d = s.getImageData(0, 0, N, N).data;
  const rgb = new Float32Array(N * N * 3);
  for (let i = 0; i < N * N; i++) {
    rgb[i * 3] = TO_LIN[d[i * 4]!]!;
    rgb[i * 3 + 1] = TO_LIN[d[i * 4 + 1]!]!;
    rgb[i * 3 + 2] = TO_LIN[d[i * 4 + 2]!]!;
  }
  w.envSnapshot = snap;
  maps.set(w, { n: N, rgb });
}

export function envOf(w: World): EnvMap | undefined {
  return maps.get(w);
}

/** Bilinear sample at (x, y) in units (clamped to the picture), into `out`. */
export function sampleEnv(m: EnvMap, x: number, y: number, out: Lin | Float32Array): void {
  const n = m.n;
  const fx = Math.min(n - 1.001, Math.max(0, (x / U) * n - 0.5));
  const fy = Math.min(n - 1.001, Math.max(0, (y / U) * n - 0.5));
  const i = fx | 0;
  const j = fy | 0;
  const tx = fx - i;
  const ty = fy - j;
  const a = (j * n + i) * 3;
  const b = a + 3;
  const c = a + n * 3;
  const d = c + 3;
  const r = m.rgb;
  for (let k = 0; k < 3; k++) {
    const top = r[a + k]! + (r[b + k]! - r[a + k]!) * tx;
    const bot = r[c + k]! + (r[d + k]! - r[c + k]!) * tx;
    out[k] = top + (bot - top) * ty;
  }
}

/** Mean linear colour over a box in units. */
export function envMean(m: EnvMap, x0: number, y0: number, x1: number, y1: number): Lin {
  const n = m.n;
  const i0 = Math.max(0, Math.floor((x0 / U) * n));
  const i1 = Math.min(n - 1, Math.ceil((x1 / U) * n));
  const j0 = Math.max(0, Math.floor((y0 / U) * n));
  const j1 = Math.min(n - 1, Math.ceil((y1 / U) * n));
  const sum: Lin = [0, 0, 0];
  let c = 0;
  for (let j = j0; j <= j1; j++)
    for (let i = i0; i <= i1; i++) {
      const k = (j * n + i) * 3;
      sum[0] += m.rgb[k]!;
      sum[1] += m.rgb[k + 1]!;
      sum[2] += m.rgb[k + 2]!;
      c++;
    }
  return c ? [sum[0] / c, sum[1] / c, sum[2] / c] : sum;
}

export const envLuma = (m: EnvMap, x0: number, y0: number, x1: number, y1: number) => luma(envMean(m, x0, y0, x1, y1));
