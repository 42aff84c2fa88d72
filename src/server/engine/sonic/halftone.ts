/**
 * Halftone screens as small seeded tiles, one per ink and tone level, used as repeating patterns: dots for screen
 * print, stochastic grain for risograph, lines for engraved and carved tones. A tone is a level in 0..1 (the share of
 * the area the ink covers); levels are quantised so a smooth ramp prints as fine steps of growing dots.
 */
import { createCanvas, type Canvas } from '@napi-rs/canvas';
import type { Rng } from '../random.ts';

export type Screen = 'dot' | 'grain' | 'line';

/** Tone levels a screen can print (plus solid); ramps step through them. */
export const LEVELS = 16;

export const quantise = (level: number) => Math.max(0, Math.min(LEVELS, Math.round(level * LEVELS)));

/**
 * A dot-screen cell `cell` px square for the quantised level q (1..LEVELS-1): a round dot that grows until the dots
 * touch, then paper holes that shrink (the Euclidean dot of offset printing).
 */
export function dotTile(color: string, q: number, cell: number): Canvas {
  const tile = createCanvas(cell, cell);
  const t = tile.getContext('2d');
  const level = q / LEVELS;
  t.fillStyle = color;
  if (level <= 0.5) {
    const r = cell * Math.sqrt(level / Math.PI);
    t.beginPath();
    t.arc(cell / 2, cell / 2, Math.max(0.35, r), 0, Math.PI * 2);
    t.fill();
  } else {
    t.fillRect(0, 0, cell, cell);
    const r = cell * Math.sqrt((1 - level) / Math.PI);
    t.globalCompositeOperation = 'destination-out';
    t.beginPath();
    for (const [x, y] of [
      [0, 0],
      [cell, 0],
      [0, cell],
      [cell, cell],
    ] as const) {
      t.moveTo(x + r, y);
      t.arc(x, y, r, 0, Math.PI * 2);
    }
    t.fill();
  }
  return tile;
}

/** A line-screen cell: one band across the cell, as thick as the level. */
export function lineTile(color: string, q: number, cell: number): Canvas {
  const tile = createCanvas(cell, cell);
  const t = tile.getContext('2d');
  const h = (q / LEVELS) * cell;
  t.fillStyle = color;
  t.fillRect(0, (cell - h) / 2, cell, Math.max(0.5, h));
  return tile;
}

/** Seeded threshold map for stochastic (risograph) screens: clumpy white noise, values 0..1, tileable. */
export function grainField(rng: Rng, n: number): Float32Array {
  const white = new Float32Array(n * n);
  for (let i = 0; i < white.length; i++) white[i] = rng.next();
  // Clump: average with neighbours so specks are a few pixels, like drum-printed ink, then re-spread to 0..1.
  const out = new Float32Array(n * n);
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      const at = (dx: number, dy: number) => white[((y + dy + n) % n) * n + ((x + dx + n) % n)]!;
      out[y * n + x] = at(0, 0) * 0.5 + (at(1, 0) + at(-1, 0) + at(0, 1) + at(0, -1)) * 0.125;
    }
  }
  // Rank-normalise so the share under a threshold equals the threshold (a level prints its own coverage).
  const order = Array.from(out.keys()).sort((a, b) => out[a]! - out[b]!);
  order.forEach((idx, rank) => (out[idx] = (rank + 0.5) / order.length));
  return out;
}

export function grainTile(color: string, q: number, field: Float32Array, n: number): Canvas {
  const tile = createCanvas(n, n);
  const t = tile.getContext('2d');
  const img = t.createImageData(n, n);
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16)) as [number, number, number];
  const level = q / LEVELS;
  const d = img.data;
  for (let i = 0; i < n * n; i++) {
    const v = field[i]!;
    // A soft edge of one threshold step keeps specks from aliasing when the tile is scaled.
    const a = Math.max(0, Math.min(1, (level - v) * 24 + 0.5));
    d[i * 4] = r;
    d[i * 4 + 1] = g;
    d[i * 4 + 2] = b;
    d[i * 4 + 3] = Math.round(a * 255);
  }
  t.putImageData(img, 0, 0);
  return tile;
}
