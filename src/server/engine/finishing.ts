import { createCanvas, type Image } from '@napi-rs/canvas';
import { mix, rgba } from '../../shared/color.ts';
import { softLight } from './paint.ts';
import { U, type Scene } from './scene.ts';

/**
 * Surface finishing applied over the composition. Grain is a seeded noise tile repeated with
 * overlay blending (a per-pixel pass at 3000² costs ~10× more for the same look).
 */
const GRAIN_TILE = 256;

function noiseTile(s: Scene, label: string) {
  const rng = s.rng.fork(label);
  const tile = createCanvas(GRAIN_TILE, GRAIN_TILE);
  const tctx = tile.getContext('2d');
  const img = tctx.createImageData(GRAIN_TILE, GRAIN_TILE);
  for (let i = 0; i < img.data.length; i += 4) {
    const v = Math.max(0, Math.min(255, 128 + rng.gauss() * 60));
    img.data[i] = v;
    img.data[i + 1] = v;
    img.data[i + 2] = v;
    img.data[i + 3] = 255;
  }
  tctx.putImageData(img, 0, 0);
  return tile;
}

/** Film or print grain over the whole image, in device pixels. */
export function grain(s: Scene, amount: number) {
  const { ctx } = s;
  const pattern = ctx.createPattern(noiseTile(s, 'grain') as unknown as Image, 'repeat');
  ctx.save();
  ctx.resetTransform();
  ctx.globalCompositeOperation = 'overlay';
  ctx.globalAlpha = amount;
  ctx.fillStyle = pattern;
  ctx.fillRect(0, 0, s.size, s.size);
  ctx.restore();
}

export function vignette(s: Scene, strength: number) {
  const { ctx, colors } = s;
  const g = ctx.createRadialGradient(U / 2, U / 2, U * 0.32, U / 2, U / 2, U * 0.75);
  g.addColorStop(0, rgba(colors.shadow, 0));
  g.addColorStop(1, rgba(colors.shadow, strength));
  ctx.save();
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, U, U);
  ctx.restore();
}

/** Warm light leaking in from an edge, as on expired film. */
export function lightLeak(s: Scene) {
  const { ctx, rng, colors } = s;
  const edge = rng.int(0, 3);
  const t = rng.range(0.1, 0.9) * U;
  const [x, y] = edge === 0 ? [t, -40] : edge === 1 ? [U + 40, t] : edge === 2 ? [t, U + 40] : [-40, t];
  ctx.save();
  ctx.globalCompositeOperation = 'screen';
  softLight(ctx, x, y, rng.range(300, 520), mix('#ff7a3d', colors.glow, 0.3), rng.range(0.35, 0.6));
  softLight(ctx, x, y, rng.range(120, 220), '#ffd9a0', 0.35);
  ctx.restore();
}

/** Out-of-focus points of light. */
export function bokeh(s: Scene, count: number, y0 = 0, y1 = U) {
  const { ctx, colors } = s;
  const rng = s.rng.fork('bokeh');
  ctx.save();
  ctx.globalCompositeOperation = 'screen';
  for (let i = 0; i < count; i++) {
    const x = rng.range(0, U);
    const y = rng.range(y0, y1);
    const r = rng.range(8, 34);
    const c = rng.pick([colors.glow, colors.accent, colors.light]);
    const g = ctx.createRadialGradient(x, y, r * 0.6, x, y, r);
    g.addColorStop(0, rgba(c, 0.22));
    g.addColorStop(0.85, rgba(c, 0.3));
    g.addColorStop(1, rgba(c, 0));
    ctx.fillStyle = g;
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.restore();
}

/** Colour grade: lift shadows toward one hue and highlights toward another (Photon). */
export function grade(s: Scene) {
  const { ctx, colors } = s;
  ctx.save();
  ctx.globalCompositeOperation = 'soft-light';
  const g = ctx.createLinearGradient(0, 0, U, U);
  g.addColorStop(0, rgba(colors.glow, 0.35));
  g.addColorStop(1, rgba(colors.bgDeep, 0.45));
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, U, U);
  ctx.restore();
}

/** Print texture (Sonic): a fine halftone screen and paper fibres, multiplied over the ink. */
export function printTexture(s: Scene) {
  const { ctx } = s;
  const rng = s.rng.fork('paper');
  const tile = createCanvas(24, 24);
  const t = tile.getContext('2d');
  t.fillStyle = '#ffffff';
  t.fillRect(0, 0, 24, 24);
  t.fillStyle = '#d8d2c4';
  for (const [x, y] of [
    [6, 6],
    [18, 18],
  ] as const) {
    t.beginPath();
    t.arc(x, y, 2.4, 0, Math.PI * 2);
    t.fill();
  }
  ctx.save();
  ctx.globalCompositeOperation = 'multiply';
  ctx.globalAlpha = 0.12;
  ctx.fillStyle = ctx.createPattern(tile as unknown as Image, 'repeat');
  ctx.resetTransform();
  ctx.fillRect(0, 0, s.size, s.size);
  ctx.restore();
  ctx.save();
  ctx.globalAlpha = 0.06;
  ctx.strokeStyle = '#fdf8ec';
  ctx.lineWidth = 0.6;
  for (let i = 0; i < 160; i++) {
    const x = rng.range(0, U);
    const y = rng.range(0, U);
    const a = rng.range(0, Math.PI);
    const l = rng.range(8, 30);
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.lineTo(x + Math.cos(a) * l, y + Math.sin(a) * l);
    ctx.stroke();
  }
  ctx.restore();
}
