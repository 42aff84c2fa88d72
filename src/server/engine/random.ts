import { fnv1a32 } from '../../shared/hash.ts';

/**
 * Seeded randomness for the renderer. Everything the engine varies comes from one of these, so the
 * same brief and seed always produce the same picture (Math.random is never used).
 */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  range(min: number, max: number): number;
  int(min: number, maxInclusive: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by weight; weights need not sum to 1. */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
  shuffle<T>(items: readonly T[]): T[];
  /** Roughly normal, mean 0, sd 1 (sum of uniforms). */
  gauss(): number;
  /** An independent generator for a named sub-task, so adding draws in one part never shifts another. */
  fork(label: string): Rng;
}

// sfc32: small, fast and statistically good enough for art; four words of state.
function sfc32(a: number, b: number, c: number, d: number): () => number {
  return () => {
    a |= 0;
    b |= 0;
    c |= 0;
    d |= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}

export function createRng(key: string): Rng {
  // Text and numbers become seeds through FNV-1a.
  const next = sfc32(fnv1a32(key), fnv1a32(`${key}#1`), fnv1a32(`${key}#2`), fnv1a32(`${key}#3`));
  for (let i = 0; i < 12; i++) next(); // let the state mix before use
  const rng: Rng = {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)]!;
    },
    weighted: (items) => {
      const total = items.reduce((sum, [, w]) => sum + Math.max(0, w), 0);
      let r = next() * total;
      for (const [item, w] of items) {
        r -= Math.max(0, w);
        if (r < 0) return item;
      }
      return items[items.length - 1]![0];
    },
    shuffle: (items) => {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    },
    gauss: () => (next() + next() + next() + next() + next() + next() - 3) / Math.SQRT2,
    fork: (label) => createRng(`${key}/${label}`),
  };
  return rng;
}
