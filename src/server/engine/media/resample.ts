/**
 * The two resamplings the media passes share: the art drawn onto a coarse grid (an area average: cells of a
 * halftone or grain come out as their mean), and a small canvas smoothly scaled back to the cover (a wide, soft
 * blur). Grids are fixed in cells, not pixels, so the preview and the download see the same averages.
 */
import { createCanvas, type Canvas, type Image } from '@napi-rs/canvas';

/** `canvas` drawn onto a `cells` × `cells` canvas with high-quality smoothing. */
export function shrink(canvas: Canvas, cells: number): Canvas {
  const small = createCanvas(cells, cells);
  const s = small.getContext('2d');
  s.imageSmoothingEnabled = true;
  s.imageSmoothingQuality = 'high';
  s.drawImage(canvas as unknown as Image, 0, 0, cells, cells);
  return small;
}

/** The pixels of `small` smoothly scaled to `size` × `size`. */
export function enlarge(small: Canvas, size: number): Uint8ClampedArray {
  const big = createCanvas(size, size);
  const b = big.getContext('2d');
  b.imageSmoothingEnabled = true;
  b.imageSmoothingQuality = 'high';
  b.drawImage(small as unknown as Image, 0, 0, size, size);
  return b.getImageData(0, 0, size, size).data;
}
