/**
 * Seeded value noise for the per-pixel fields: the same smooth lattice noise as the engine's noise.ts, on a
 * power-of-two lattice so wrapping is a bit mask (the fields call it millions of times per cover).
 */
import type { Rng } from '../random.ts';

export type Noise2 = (x: number, y: number) => number;

const SIZE = 128;
const MASK = SIZE - 1;

/** Smooth 2-D value noise in [-1, 1]. */
export function createNoise2(rng: Rng): Noise2 {
  const lattice = new Float32Array(SIZE * SIZE);
  for (let i = 0; i < lattice.length; i++) lattice[i] = rng.next() * 2 - 1;
  return (x, y) => {
    const fx = Math.floor(x);
    const fy = Math.floor(y);
    let tx = x - fx;
    let ty = y - fy;
    tx = tx * tx * (3 - 2 * tx);
    ty = ty * ty * (3 - 2 * ty);
    const ix = fx & MASK;
    const iy = (fy & MASK) * SIZE;
    const ix1 = (ix + 1) & MASK;
    const iy1 = (((fy + 1) & MASK) * SIZE) | 0;
    const a = lattice[iy + ix]!;
    const b = lattice[iy + ix1]!;
    const c = lattice[iy1 + ix]!;
    const d = lattice[iy1 + ix1]!;
    return a + (b - a) * tx + (c - a) * ty + (a - b - c + d) * tx * ty;
  };
}

/** Fractal sum of octaves, normalised back to about [-1, 1]. */
export function fbm(noise: Noise2, x: number, y: number, octaves = 3): number {
  let sum = 0;
  let amp = 1;
  let norm = 0;
  for (let i = 0; i < octaves; i++) {
    sum += amp * noise(x, y);
    norm += amp;
    amp *= 0.5;
    x = x * 2.03 + 17.1;
    y = y * 2.03 + 3.7;
  }
  return sum / norm;
}
