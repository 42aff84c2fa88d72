/**
 * Marbled paper (ebru, suminagashi, a book's endpapers): inks dropped on size, each drop inside the last so rings
 * spread out from a few points, then the bath combed across in waves and swirled with a stylus, then laid down.
 * Drawn by following each pixel back through the swirls, the combs and the drops that moved it (a drop of radius r
 * at c pushes what was at distance d out to sqrt(d² + r²)), to the drop whose ink it is. The last named colour,
 * when it is near black, falls last as one drop on the finished pattern ("one drop of black ink breaking the
 * pattern"), as a marbler's final touch does.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { createNoise2, fbm } from '../noise.ts';
import type { Rng } from '../random.ts';
import { fieldSize, lightness, paintField, paperOf, rgbOf, type MaterialColours, type Rgb } from './field.ts';

interface Drop {
  x: number;
  y: number;
  r2: number;
  r: number;
  ink: number;
}

interface Swirl {
  x: number;
  y: number;
  turn: number;
  reach2: number;
}

export function drawMarbling(ctx: SKRSContext2D, colours: MaterialColours, rng: Rng): void {
  const paperHex = paperOf(colours, '#efe7d6', 0.9);
  const paper = rgbOf(paperHex);
  const dark = colours.named.length > 2 ? colours.named.find((c) => lightness(c) < 0.2) : undefined;
  const inkHexes = colours.named.filter((c) => c !== dark);
  const inks: Rgb[] = [...(inkHexes.length ? inkHexes : colours.all.slice(0, 2)), paperHex].map(rgbOf);
  // Rings: at each of a few points, drop after drop of the inks in turn (and the bath's pale between), each
  // pushing the last outward.
  const drops: Drop[] = [];
  const points = rng.int(9, 12);
  for (let p = 0; p < points; p++) {
    const x = rng.range(-0.05, 1.05);
    const y = rng.range(-0.05, 1.05);
    const rings = rng.int(4, 7);
    const start = rng.int(0, inks.length - 1);
    for (let k = 0; k < rings; k++) {
      const r = rng.range(0.065, 0.11);
      drops.push({ x, y, r, r2: r * r, ink: (start + k) % inks.length });
    }
  }
  // A wave comb across, one back the other way, and a few swirls of the stylus.
  const along = rng.chance(0.5);
  const first = { amount: rng.range(0.07, 0.12), period: rng.range(0.22, 0.34), phase: rng.range(0, 6.3) };
  const second = { amount: rng.range(0.03, 0.06), period: rng.range(0.12, 0.2), phase: rng.range(0, 6.3) };
  const swirls: Swirl[] = Array.from({ length: rng.int(2, 4) }, () => {
    const reach = rng.range(0.14, 0.26);
    return {
      x: rng.range(0.15, 0.85),
      y: rng.range(0.15, 0.85),
      turn: rng.range(2.2, 4.2) * (rng.chance(0.5) ? 1 : -1),
      reach2: reach * reach,
    };
  });
  const noise = createNoise2(rng.fork('warp'));
  const warp = rng.range(0.008, 0.016);
  const last = dark ? { x: rng.range(0.3, 0.7), y: rng.range(0.3, 0.7), r: rng.range(0.035, 0.06) } : undefined;
  const darkRgb = dark ? rgbOf(dark) : paper;
  const size = fieldSize(ctx, 900);
  const edge = 1 / size;
  paintField(ctx, size, (u, v, out) => {
    let x = u;
    let y = v;
    if (last) {
      const dx = x - last.x;
      const dy = y - last.y;
      const d2 = dx * dx + dy * dy;
      if (d2 < last.r * last.r) {
        out[0] = darkRgb[0];
        out[1] = darkRgb[1];
        out[2] = darkRgb[2];
        return;
      }
      const k = Math.sqrt(1 - (last.r * last.r) / d2);
      x = last.x + dx * k;
      y = last.y + dy * k;
    }
    x += warp * fbm(noise, u * 5, v * 5, 2);
    y += warp * fbm(noise, u * 5 + 17, v * 5 + 9, 2);
    // Swirls undone: each turned the bath about its point, most at the point and fading out.
    for (let i = swirls.length - 1; i >= 0; i--) {
      const s = swirls[i]!;
      const dx = x - s.x;
      const dy = y - s.y;
      const a = -s.turn * Math.exp(-(dx * dx + dy * dy) / s.reach2);
      const c = Math.cos(a);
      const n = Math.sin(a);
      x = s.x + dx * c - dy * n;
      y = s.y + dx * n + dy * c;
    }
    // The combs undone, the second first.
    let [a, b] = along ? [x, y] : [y, x];
    b -= second.amount * Math.sin((a / second.period) * 6.283 + second.phase);
    a -= first.amount * Math.sin((b / first.period) * 6.283 + first.phase);
    [x, y] = along ? [a, b] : [b, a];
    // Back through the drops, newest first, to the ink the point sits in.
    let weight = 1;
    out[0] = out[1] = out[2] = 0;
    for (let i = drops.length - 1; i >= 0; i--) {
      const drop = drops[i]!;
      const dx = x - drop.x;
      const dy = y - drop.y;
      const d2 = dx * dx + dy * dy;
      const d = Math.sqrt(d2);
      if (d < drop.r + edge) {
        // Inside, or on the rim, where the ink's edge is blended over what lies beyond it.
        const w = d < drop.r - edge ? 1 : (drop.r + edge - d) / (2 * edge);
        const ink = inks[drop.ink]!;
        out[0] += weight * w * ink[0];
        out[1] += weight * w * ink[1];
        out[2] += weight * w * ink[2];
        weight *= 1 - w;
        if (weight < 0.01) return;
      }
      const k = Math.sqrt(Math.max(0, 1 - drop.r2 / Math.max(d2, drop.r2 + 1e-9)));
      x = drop.x + dx * k;
      y = drop.y + dy * k;
    }
    out[0] += weight * paper[0];
    out[1] += weight * paper[1];
    out[2] += weight * paper[2];
  });
}
