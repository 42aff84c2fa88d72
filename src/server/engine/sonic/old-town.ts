/**
 * An old town printed across its roofs: a rank of low house fronts with parapets, pitched roofs, domes on drums and
 * now and then a tower, small round-headed windows. Printed for a city the brief calls old (`environment.oldTown`) in
 * place of the towers.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Rng } from '../random.ts';
import type { Mix } from './inks.ts';
import type { Draw } from './press.ts';
import type { Sonic } from './state.ts';

type House = { x: number; w: number; h: number; roof: 'flat' | 'pitched' | 'dome' | 'tower'; room: boolean };

/** Lays out one rank of houses across the cover, standing on `base`, at most `maxH` tall. */
function houses(rng: Rng, base: number, maxH: number, narrow: number): House[] {
  const out: House[] = [];
  for (let x = -20; x < 1020;) {
    const w = rng.range(50, 110) * narrow;
    const roll = rng.next();
    const roof = roll < 0.08 ? 'tower' : roll < 0.2 ? 'dome' : roll < 0.45 ? 'pitched' : 'flat';
    const h = roof === 'tower' ? maxH * rng.range(0.9, 1.3) : maxH * rng.range(0.35, 0.75);
    out.push({ x, w, h, roof, room: rng.chance(0.3) });
    x += w + rng.range(-4, 3);
  }
  return out.map((o) => ({ ...o, h: Math.min(o.h, base - 40) }));
}

function outline(c: SKRSContext2D, base: number, o: House): void {
  const tw = o.roof === 'tower' ? o.w * 0.35 : o.w;
  const left = o.roof === 'tower' ? o.x + (o.w - tw) / 2 : o.x;
  const top = base - o.h;
  c.rect(left, top, tw, o.h + 2);
  if (o.roof === 'flat') {
    c.rect(left - 2, top - 5, tw + 4, 6);
    if (o.room) c.rect(left + tw * 0.2, top - o.h * 0.16, tw * 0.3, o.h * 0.16 + 1);
  } else if (o.roof === 'pitched') {
    c.moveTo(left - 4, top + 1);
    c.lineTo(left + tw / 2, top - tw * 0.32);
    c.lineTo(left + tw + 4, top + 1);
    c.closePath();
  } else {
    const r = o.roof === 'tower' ? tw * 0.6 : tw * 0.4;
    const cx = left + tw / 2;
    c.rect(cx - r, top - r * 0.35, r * 2, r * 0.35 + 1);
    c.moveTo(cx + r, top - r * 0.35);
    c.ellipse(cx, top - r * 0.35, r, r * (o.roof === 'tower' ? 1.2 : 0.95), 0, 0, Math.PI, true);
    c.rect(cx - 1.5, top - r * 1.75, 3, r * 0.5);
  }
}

/** Round-headed windows, a few to a floor; `keep` picks which of them this pass draws. */
function windows(c: SKRSContext2D, base: number, o: House, rng: Rng, keep: () => boolean): void {
  const tw = o.roof === 'tower' ? o.w * 0.35 : o.w;
  const left = o.roof === 'tower' ? o.x + (o.w - tw) / 2 : o.x;
  const cols = Math.max(1, Math.floor((tw - 8) / 24));
  const rows = Math.max(1, Math.floor((o.h - 16) / 30));
  for (let r = 0; r < rows; r++)
    for (let k = 0; k < cols; k++) {
      const wx = left + 4 + (k + 0.5) * ((tw - 8) / cols) - 4.5;
      const wy = base - o.h + 12 + r * 30;
      if (!keep() || rng.chance(0.25)) continue;
      c.moveTo(wx, wy + 16);
      c.lineTo(wx, wy + 4.5);
      c.arc(wx + 4.5, wy + 4.5, 4.5, Math.PI, 0);
      c.lineTo(wx + 9, wy + 16);
      c.closePath();
    }
}

/**
 * Prints one rank of an old town in `mix` (the near rank's houses alternate with `second`); `lit` is the ink of
 * windows lit at night, or undefined to knock the windows out of the wall.
 */
export function oldTownRank(
  S: Sonic,
  base: number,
  maxH: number,
  rng: Rng,
  mixes: readonly Mix[],
  lit: number | undefined,
): void {
  const row = houses(rng, base, maxH, mixes.length > 1 ? 1 : 0.8);
  mixes.forEach((mix, k) => {
    const shape: Draw = (c) => {
      c.beginPath();
      row.forEach((o, i) => {
        if (i % mixes.length === k) outline(c, base, o);
      });
      c.fill();
    };
    S.press.piece(mix, shape, { lift: 1 + k });
  });
  if (mixes.length < 2) return;
  const seed = rng.fork('windows');
  const win: Draw = (c) => {
    const r = seed.fork('pass');
    c.beginPath();
    for (const o of row) windows(c, base, o, r, () => !S.night || r.chance(0.5));
    c.fill();
  };
  if (S.night && lit !== undefined) S.press.piece([{ ink: lit, level: 1 }], win);
  else S.press.knock(win, { alpha: 0.85 });
}
