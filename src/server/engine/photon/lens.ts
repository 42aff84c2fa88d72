/**
 * The camera and the film: bloom (bright parts downscaled, blurred and added back, so lights glow into what is
 * around them, with a warm halation), a vignette with a split-tone, the genre's grade, and grain from a seeded tile.
 */
import { createCanvas, type Canvas, type Image, type SKRSContext2D } from '@napi-rs/canvas';
import { smallPixels } from './soft.ts';
import { css, lerp, scale } from './tone.ts';
import { U, type World } from './world.ts';

/** Bright parts of the picture, blurred wide and screened back over it. */
export function bloom(ctx: SKRSContext2D, canvas: Canvas, w: World, strength: number): void {
  const n = Math.min(200, Math.max(32, Math.round(w.size / 6)));
  const small = createCanvas(n, n);
  const s = small.getContext('2d');
  s.imageSmoothingEnabled = true;
  s.imageSmoothingQuality = 'medium';
  s.drawImage(canvas as unknown as Image, 0, 0, n, n);
  const img = s.getImageData(0, 0, n, n);
  const d = img.data;
  // Keep what is above the threshold, softly; tint it a little warm (halation).
  const th = w.night || w.ground === 'floor' ? 150 : 185;
  for (let i = 0; i < d.length; i += 4) {
    const y = 0.2126 * d[i]! + 0.7152 * d[i + 1]! + 0.0722 * d[i + 2]!;
    const k = Math.max(0, (y - th) / (255 - th));
    const m = k * k;
    d[i] = d[i]! * m;
    d[i + 1] = d[i + 1]! * m * 0.92;
    d[i + 2] = d[i + 2]! * m * 0.85;
    d[i + 3] = 255;
  }
  s.putImageData(img, 0, 0);
  const wide = createCanvas(n, n);
  const wx = wide.getContext('2d');
  wx.filter = `blur(${(n / 28).toFixed(1)}px)`;
  wx.drawImage(small as unknown as Image, 0, 0);
  wx.filter = `blur(${(n / 9).toFixed(1)}px)`;
  wx.globalAlpha = 0.8;
  wx.drawImage(small as unknown as Image, 0, 0);
  ctx.save();
  ctx.globalCompositeOperation = 'screen';
  ctx.globalAlpha = strength;
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'medium';
  ctx.drawImage(wide as unknown as Image, 0, 0, U, U);
  ctx.restore();
}

/**
 * Vignette and grade in one pass: a small overlay, drawn scaled up, that darkens the corners toward the
 * shadow colour and casts the shadows' hue over the darker edges (one full-picture composite instead of two).
 */
export function vignetteGrade(ctx: SKRSContext2D, w: World, strength: number): void {
  const n = 48;
  const layer = createCanvas(n, n);
  const c = layer.getContext('2d');
  const img = c.createImageData(n, n);
  const d = img.data;
  const tint = scale(lerp(w.shadowCol, w.zenith, 0.35), 0.35);
  const col = css(tint).match(/\d+/g)!.map(Number);
  for (let j = 0; j < n; j++)
    for (let i = 0; i < n; i++) {
      const x = (i + 0.5) / n - 0.5;
      const y = (j + 0.5) / n - 0.48;
      const r = Math.hypot(x * 1.05, y) / 0.7;
      const a = Math.max(0, Math.min(1, (r - 0.45) / 0.6)) ** 1.6 * strength;
      const k = (j * n + i) * 4;
      d[k] = col[0]!;
      d[k + 1] = col[1]!;
      d[k + 2] = col[2]!;
      d[k + 3] = Math.round(a * 255);
    }
  c.putImageData(img, 0, 0);
  ctx.save();
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'medium';
  ctx.drawImage(layer as unknown as Image, 0, 0, U, U);
  ctx.restore();
}

const GRAIN = 192;

/** Film grain: a seeded noise tile (two scales of clumping) laid over the picture in device pixels. */
export function grain(ctx: SKRSContext2D, w: World, amount: number): void {
  const rng = w.plan.rng.fork('grain');
  const tile = createCanvas(GRAIN, GRAIN);
  const t = tile.getContext('2d');
  const img = t.createImageData(GRAIN, GRAIN);
  const d = img.data;
  const coarse = new Float32Array((GRAIN / 2) * (GRAIN / 2));
  for (let i = 0; i < coarse.length; i++) coarse[i] = rng.gauss();
  for (let y = 0; y < GRAIN; y++)
    for (let x = 0; x < GRAIN; x++) {
      const i = (y * GRAIN + x) * 4;
      const v = rng.gauss() * 0.8 + coarse[(y >> 1) * (GRAIN / 2) + (x >> 1)]! * 0.3;
      const c = v > 0 ? 255 : 0;
      d[i] = c;
      d[i + 1] = c;
      d[i + 2] = c;
      d[i + 3] = Math.min(255, Math.abs(v) * 255 * amount);
    }
  t.putImageData(img, 0, 0);
  // Tiles drawn as images at 1:1 (a pattern fill costs twice as much at 3000 px).
  const big = Math.min(w.size, GRAIN * 4);
  const sheet = createCanvas(big, big);
  const sx = sheet.getContext('2d');
  for (let y = 0; y < big; y += GRAIN)
    for (let x = 0; x < big; x += GRAIN) sx.drawImage(tile as unknown as Image, x, y);
  ctx.save();
  ctx.resetTransform();
  for (let y = 0; y < w.size; y += big)
    for (let x = 0; x < w.size; x += big) ctx.drawImage(sheet as unknown as Image, x, y);
  ctx.restore();
}

/**
 * The grade, in one pass: the print's black point, then the genre's exposure, contrast and saturation (direction.ts).
 * Haze, fog and bloom otherwise leave a render with no true black, which reads as muddy next to released covers:
 * the darkest tones (below `black` of 255) go to black and the rest spread over the range. Contrast turns about the
 * picture's own mean tone, so a night cover made harder keeps its moonlit parts instead of sinking into black. The
 * tone part is one straight line, v → m·v + i, which CSS's brightness(k) then contrast(C) express exactly
 * (C = 1 − 2i, k = m / C), so the whole grade is one colour-filtered draw rather than a loop over pixels.
 */
export function grade(ctx: SKRSContext2D, canvas: Canvas, w: World): void {
  const { black, exposure, contrast, saturate } = w.direction;
  const mean = meanTone(canvas);
  // A night picture is mostly near black already: its black point is kept below its own tones.
  const b = Math.min(black / 255, 0.4 * mean);
  const pivot = Math.min(0.5, Math.max(0.12, mean));
  const m = (contrast * exposure) / (1 - b);
  const i = pivot * (1 - contrast) - (contrast * exposure * b) / (1 - b);
  const C = 1 - 2 * i;
  const k = m / C;
  const size = w.size;
  const copy = createCanvas(size, size);
  copy.getContext('2d').drawImage(canvas as unknown as Image, 0, 0);
  ctx.save();
  ctx.resetTransform();
  ctx.globalAlpha = 1;
  ctx.globalCompositeOperation = 'copy';
  ctx.filter = `brightness(${k.toFixed(4)}) contrast(${C.toFixed(4)}) saturate(${saturate.toFixed(3)})`;
  ctx.drawImage(copy as unknown as Image, 0, 0);
  ctx.restore();
}

/** The picture's mean tone (0..1, of its encoded values), from a 32-pixel copy. */
function meanTone(canvas: Canvas): number {
  const n = 32;
  const d = smallPixels(canvas, n, 'medium');
  let sum = 0;
  for (let i = 0; i < d.length; i += 4) sum += 0.2126 * d[i]! + 0.7152 * d[i + 1]! + 0.0722 * d[i + 2]!;
  return sum / (n * n * 255);
}
