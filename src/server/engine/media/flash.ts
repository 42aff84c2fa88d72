/**
 * A flash photograph: "flash photo", "harsh flash", "hard flash", "blown out flash", the party snapshot and the
 * street portrait lit by the camera. What a flash on the camera does that daylight does not: light falls off with the
 * square of the distance, so what is near the middle of the frame is bright, even blown out to white, and the room
 * or the night behind drops to near black; the light is cold and hard, colours are vivid against it, shadows are
 * crushed, and the sensor leaves a fine even noise. The falloff is centred on the nearest subject (the one the camera
 * is pointed at), and laid out in units of the 1000-unit square, so the preview and the download see the same flash.
 * Photon lights its subjects from the camera under a flash (photon/subject.ts), so they are bright, not silhouettes.
 *
 * Runs on the finished art, before the type layer.
 */
import type { Canvas } from '@napi-rs/canvas';
import type { CoverPlan } from '../plan.ts';
import { UNIT_GRID, unitNoise } from './hash.ts';

/** Where the flash lands with nothing to aim at, in units: the middle across, a little below it down. */
const CENTRE_X = 500;
const CENTRE_Y = 560;
/** Exposure at the centre of the flash (over 1 blows out what was already light) and how fast it falls away. */
const PEAK = 1.2;
const FALLOFF = 1.7;

export function flash(canvas: Canvas, plan: CoverPlan, size: number): void {
  const ctx = canvas.getContext('2d');
  const img = ctx.getImageData(0, 0, size, size);
  const d = img.data;
  const rng = plan.rng.fork('flash');
  const noise = unitNoise(Math.floor(rng.next() * 0x7fffffff));
  const unit = 1000 / size;
  const hero = [...plan.subjects].sort((a, b) => a.depth - b.depth)[0];
  const centreX = hero ? Math.min(800, Math.max(200, hero.x)) : CENTRE_X;
  const centreY = hero ? Math.min(800, Math.max(200, hero.y)) : CENTRE_Y;
  for (let y = 0; y < size; y++) {
    const uy = y * unit;
    const dy = (uy - centreY) / 500;
    const gridRow = Math.min(UNIT_GRID - 1, Math.floor(uy)) * UNIT_GRID;
    for (let x = 0; x < size; x++) {
      const ux = x * unit;
      const dx = (ux - centreX) / 500;
      // Inverse-square falloff from the flash, softened so the middle is a broad pool, not a point.
      const light = PEAK / (1 + FALLOFF * (dx * dx + dy * dy));
      const i = (y * size + x) * 4;
      let r = (d[i]! / 255) * light;
      let g = (d[i + 1]! / 255) * light;
      let b = (d[i + 2]! / 255) * light;
      // Hard, vivid and cold: saturation up, a steep curve that crushes shadows and clips highlights, blue lifted.
      const l = 0.299 * r + 0.587 * g + 0.114 * b;
      r = hard(l + (r - l) * 1.18) * 0.97;
      g = hard(l + (g - l) * 1.18);
      b = Math.min(1, hard(l + (b - l) * 1.18) * 1.04);
      // Sensor noise: even and fine, stronger in what the flash did not reach.
      const n =
        (noise[gridRow + Math.min(UNIT_GRID - 1, Math.floor(ux))]! - 0.5) * (0.03 + 0.05 * (1 - Math.min(1, l)));
      d[i] = 255 * (r + n);
      d[i + 1] = 255 * (g + n);
      d[i + 2] = 255 * (b + n);
    }
  }
  ctx.putImageData(img, 0, 0);
}

/** The flash's tone curve: black below 6 %, steep through the middle, white from 92 %. */
function hard(v: number): number {
  const c = Math.min(1, Math.max(0, (v - 0.06) / 0.86));
  return c * c * (3 - 2 * c) * 0.35 + c * 0.65;
}
