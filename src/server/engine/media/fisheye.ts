/**
 * A fisheye photograph: "fisheye", "fish-eye lens", the skate video's and the hip hop cover's lens. What the lens
 * does: the middle of the frame swells toward the viewer and everything bends round it, straight lines bowing out,
 * the edges squeezed, the corners falling dark where the lens's image circle ends. The bend is worked out in
 * fractions of the square, so the preview and the download bend alike.
 *
 * Runs on the finished art, before the type layer (the lettering stays straight, as a designer sets it over a
 * fisheye photograph).
 */
import type { Canvas } from '@napi-rs/canvas';
import type { CoverPlan } from '../plan.ts';

/** How hard the lens bends: the angle (radians) the corner of the frame sees. Larger bows lines more. */
const BEND = 1.05;
/** How dark the corners fall, where the image circle ends. */
const RIM = 0.55;

export function fisheye(canvas: Canvas, _plan: CoverPlan, size: number): void {
  const ctx = canvas.getContext('2d');
  const source = ctx.getImageData(0, 0, size, size);
  const src = source.data;
  const out = ctx.createImageData(size, size);
  const d = out.data;
  const half = size / 2;
  const corner = Math.SQRT2;
  const scale = Math.tan(BEND);
  for (let y = 0; y < size; y++) {
    const v = (y + 0.5 - half) / half;
    for (let x = 0; x < size; x++) {
      const u = (x + 0.5 - half) / half;
      // Radius as a share of the corner's: the frame's corner samples the art's corner, so no edge is left empty.
      const r = Math.hypot(u, v) / corner;
      const k = r > 0 ? Math.tan(r * BEND) / scale / r : 1 / scale;
      // Tan grows faster than the radius: the middle samples a smaller area (it swells), the edges a larger one.
      const sx = Math.min(size - 1.001, Math.max(0, (u * k + 1) * half - 0.5));
      const sy = Math.min(size - 1.001, Math.max(0, (v * k + 1) * half - 0.5));
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      const fx = sx - x0;
      const fy = sy - y0;
      const i00 = (y0 * size + x0) * 4;
      const i10 = i00 + 4;
      const i01 = i00 + size * 4;
      const i11 = i01 + 4;
      const dark = 1 - (RIM * Math.max(0, r - 0.72) ** 2) / 0.0784;
      const o = (y * size + x) * 4;
      for (let c = 0; c < 3; c++) {
        const top = src[i00 + c]! + (src[i10 + c]! - src[i00 + c]!) * fx;
        const bottom = src[i01 + c]! + (src[i11 + c]! - src[i01 + c]!) * fx;
        d[o + c] = (top + (bottom - top) * fy) * dark;
      }
      d[o + 3] = 255;
    }
  }
  ctx.putImageData(out, 0, 0);
}
