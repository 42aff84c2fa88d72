/**
 * Crumpled foil under one hard side light: flat facets between sharp creases, large folds broken into smaller ones,
 * each turned its own way, so some planes flash nearly white and others fall into shadow. The first named colour is
 * the foil's (pewter, gold, copper), grey steel when none is named; a second named colour settles into the creases.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Rng } from '../random.ts';
import {
  clamp01,
  fieldSize,
  jitteredCells,
  mixRgb,
  paintField,
  rgbOf,
  smoothstep,
  type MaterialColours,
} from './field.ts';

/** Facets of a jittered grid `n` cells across: the nearest facet's tilt at (u, v), and how near a crease it is. */
function facets(
  n: number,
  tilt: number,
  rng: Rng,
): (u: number, v: number) => { nx: number; ny: number; crease: number } {
  const nearest = jitteredCells(n, () => {
    const a = rng.range(0, Math.PI * 2);
    const t = rng.range(0.1, tilt);
    return { dx: rng.range(0.1, 0.9), dy: rng.range(0.1, 0.9), nx: Math.cos(a) * t, ny: Math.sin(a) * t };
  });
  return (u, v) => {
    const { cell, best, second } = nearest(u, v);
    return { nx: cell.nx, ny: cell.ny, crease: 1 - smoothstep(0, 0.05, second - best) };
  };
}

export function drawFoil(ctx: SKRSContext2D, colours: MaterialColours, rng: Rng): void {
  const metal = rgbOf(colours.named[0] ?? '#b8bcc0');
  const stain = colours.named[1] ? rgbOf(colours.named[1]) : undefined;
  const folds = facets(rng.int(5, 7), 0.8, rng.fork('folds'));
  const creases = facets(rng.int(14, 18), 0.45, rng.fork('creases'));
  const fine = facets(rng.int(34, 42), 0.2, rng.fork('fine'));
  const side = rng.chance(0.5) ? 1 : -1;
  const light = normalise([-0.8 * side, -0.3, 0.5]);
  const half = normalise([light[0], light[1], light[2] + 1]);
  const size = fieldSize(ctx);
  paintField(ctx, size, (u, v, out) => {
    const a = folds(u, v);
    const b = creases(u, v);
    const c = fine(u, v);
    const n = normalise([a.nx + b.nx + c.nx, a.ny + b.ny + c.ny, 1]);
    const diffuse = Math.max(0, n[0] * light[0] + n[1] * light[1] + n[2] * light[2]);
    const spec = Math.pow(Math.max(0, n[0] * half[0] + n[1] * half[1] + n[2] * half[2]), 30);
    // Creases are dark lines, the fold's the deepest.
    const crease = Math.max(a.crease, b.crease * 0.7, c.crease * 0.35);
    const shade = (0.1 + 1.1 * diffuse) * (1 - 0.45 * crease);
    out[0] = Math.min(255, metal[0] * shade + 255 * spec * 0.85);
    out[1] = Math.min(255, metal[1] * shade + 255 * spec * 0.85);
    out[2] = Math.min(255, metal[2] * shade + 255 * spec * 0.85);
    if (stain) mixRgb(out, stain, clamp01(crease - 0.2) * 0.6, out);
  });
}

function normalise([x, y, z]: [number, number, number]): [number, number, number] {
  const l = Math.sqrt(x * x + y * y + z * z) || 1;
  return [x / l, y / l, z / l];
}
