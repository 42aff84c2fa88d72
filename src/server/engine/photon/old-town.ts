/**
 * An old town seen across its roofs: ranks of low house fronts painted in the palette, flat roofs with parapets,
 * pitched roofs, domes on drums and now and then a tower or a minaret above them, small arched windows lit at night.
 * Drawn for a city the brief calls old (`environment.oldTown`) in place of the towers.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Rng } from '../random.ts';
import { Batch, q } from './batch.ts';
import { clamp01, css, lerp, lin, luma, scale, type Lin } from './tone.ts';
import { U, type World } from './world.ts';

/** The walls' colours: the palette's, brought to one lightness so no house is a hole or a lamp. */
export function wallColours(w: World, night: boolean): Lin[] {
  const light = night ? 0.05 : 0.32;
  const named = w.plan.colors.all.map(lin).filter((c) => luma(c) > 0.004);
  const plaster = lerp(w.groundCol, [0.8, 0.7, 0.55], 0.5);
  return [...named, plaster].map((c) => scale(lerp(c, plaster, 0.25), light / Math.max(0.01, luma(c))));
}

type Roof = 'flat' | 'pitched' | 'dome' | 'tower';

/** One rank of houses standing on `base`, at most `maxH` tall; `far` (0..1) fades it into the haze. */
export function oldTownRank(
  ctx: SKRSContext2D,
  w: World,
  rng: Rng,
  base: number,
  maxH: number,
  far: number,
  night: boolean,
): void {
  const walls = wallColours(w, night);
  const fade = (c: Lin) => lerp(c, w.haze, clamp01(far * (0.5 + 0.5 * w.hazeAmount)));
  const lamp: Lin = [1.0, 0.7, 0.35];
  const windows = new Batch();
  let x = -rng.range(0, 30);
  while (x < U + 20) {
    const bw = rng.range(40, 95) * (1 - far * 0.45);
    const roll = rng.next();
    const roof: Roof = roll < 0.08 ? 'tower' : roll < 0.2 ? 'dome' : roll < 0.45 ? 'pitched' : 'flat';
    const h = roof === 'tower' ? maxH * rng.range(0.9, 1.3) : maxH * rng.range(0.35, 0.75);
    const tw = roof === 'tower' ? bw * 0.35 : bw;
    const left = roof === 'tower' ? x + (bw - tw) / 2 : x;
    const top = base - h;
    const wall = fade(scale(rng.pick(walls), rng.range(0.85, 1.15)));
    const shade = scale(wall, 0.55);
    ctx.fillStyle = css(wall);
    ctx.fillRect(left, top, tw + 0.6, h + 2);
    // The side away from the light is in shade.
    const lightLeft = w.light.x < left + tw / 2;
    ctx.fillStyle = css(shade, 0.7);
    ctx.fillRect(lightLeft ? left + tw * 0.72 : left, top, tw * 0.28, h + 2);
    ctx.fillStyle = css(scale(wall, 0.8));
    if (roof === 'flat') {
      // A parapet, and on some roofs a little room or a water tank.
      ctx.fillRect(left - 1, top - 3, tw + 2, 4);
      if (rng.chance(0.35)) ctx.fillRect(left + tw * rng.range(0.1, 0.5), top - h * 0.18, tw * 0.3, h * 0.18 + 1);
    } else if (roof === 'pitched') {
      ctx.fillStyle = css(fade(scale(lerp(wall, [0.5, 0.12, 0.05], 0.5), 0.8)));
      ctx.beginPath();
      ctx.moveTo(left - 3, top + 1);
      ctx.lineTo(left + tw / 2, top - tw * 0.32);
      ctx.lineTo(left + tw + 3, top + 1);
      ctx.closePath();
      ctx.fill();
    } else {
      // A dome on a drum; a tower ends in a small one, or a point.
      const r = roof === 'tower' ? tw * 0.6 : tw * 0.4;
      const cx = left + tw / 2;
      ctx.fillRect(cx - r, top - r * 0.35, r * 2, r * 0.35 + 1);
      ctx.beginPath();
      ctx.ellipse(cx, top - r * 0.35, r, r * (roof === 'tower' ? 1.2 : 0.95), 0, Math.PI, 0);
      ctx.fill();
      ctx.fillRect(cx - 0.8, top - r * 1.7, 1.6, r * 0.5);
    }
    // Small windows with round heads, a few to a floor; at night some are lit from inside.
    const cell = 13 * (1 - far * 0.5);
    const cols = Math.max(1, Math.floor((tw - 6) / (cell * 1.6)));
    const rows = Math.max(1, Math.floor((h - 10) / (cell * 2.2)));
    for (let r = 0; r < rows; r++)
      for (let k = 0; k < cols; k++) {
        const lit = night && rng.chance(0.35);
        if (!lit && rng.chance(0.3)) continue;
        const wx = left + 4 + (k + 0.5) * ((tw - 8) / cols) - cell * 0.3;
        const wy = top + 8 + r * cell * 2.2;
        const c = lit ? scale(lamp, q(rng.range(0.5, 1.1), 4)) : scale(wall, 0.35);
        const style = css(lerp(c, w.haze, q(far, 4) * 0.6), 0.95);
        windows.path(style).roundRect(wx, wy, cell * 0.6, cell * 1.1, [cell * 0.3, cell * 0.3, 0, 0]);
      }
    x += bw + rng.range(-3, 5);
  }
  windows.draw(ctx);
}
