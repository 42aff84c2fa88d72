import type { Rng } from './random.ts';

/** Smooth 2-D value noise in [-1, 1] from a seeded lattice: cheap, continuous, good for flow and smoke. */
export function createNoise2(rng: Rng, gridSize = 64): (x: number, y: number) => number {
  const n = gridSize;
  const lattice = new Float32Array(n * n);
  for (let i = 0; i < lattice.length; i++) lattice[i] = rng.next() * 2 - 1;
  const at = (ix: number, iy: number) => lattice[(((iy % n) + n) % n) * n + (((ix % n) + n) % n)]!;
  const fade = (t: number) => t * t * (3 - 2 * t);
  return (x, y) => {
    const ix = Math.floor(x);
    const iy = Math.floor(y);
    const fx = fade(x - ix);
    const fy = fade(y - iy);
    const a = at(ix, iy) + (at(ix + 1, iy) - at(ix, iy)) * fx;
    const b = at(ix, iy + 1) + (at(ix + 1, iy + 1) - at(ix, iy + 1)) * fx;
    return a + (b - a) * fy;
  };
}

/** Fractal sum of octaves of noise, normalised back to about [-1, 1]. */
export function fbm(noise: (x: number, y: number) => number, x: number, y: number, octaves = 3): number {
  let sum = 0;
  let amp = 1;
  let freq = 1;
  let norm = 0;
  for (let i = 0; i < octaves; i++) {
    sum += amp * noise(x * freq, y * freq);
    norm += amp;
    amp *= 0.5;
    freq *= 2.03;
  }
  return sum / norm;
}
