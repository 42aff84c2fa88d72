/**
 * The centre (as shares of width and height) of the most detailed `boxW` × `boxH` part of a picture, judged on its
 * pixels (RGBA, `width` × `height`, any size: a small copy is enough): the window whose luminance changes most from
 * pixel to pixel. A flat patch of sky scores nothing, so the enhancer's comparison opens where enlarging shows.
 */
export function busiestSpot(
  rgba: Uint8ClampedArray,
  width: number,
  height: number,
  boxW: number,
  boxH: number,
): { x: number; y: number } {
  const lum = new Float32Array(width * height);
  for (let i = 0; i < width * height; i++)
    lum[i] = 0.2126 * rgba[i * 4]! + 0.7152 * rgba[i * 4 + 1]! + 0.0722 * rgba[i * 4 + 2]!;
  // Summed-area table of each pixel's change to its right and lower neighbours.
  const sum = new Float64Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      const here = lum[y * width + x]!;
      const right = x + 1 < width ? lum[y * width + x + 1]! : here;
      const below = y + 1 < height ? lum[(y + 1) * width + x]! : here;
      row += Math.abs(right - here) + Math.abs(below - here);
      sum[(y + 1) * (width + 1) + x + 1] = sum[y * (width + 1) + x + 1]! + row;
    }
  }
  const w = Math.max(1, Math.min(width, Math.round(boxW * width)));
  const h = Math.max(1, Math.min(height, Math.round(boxH * height)));
  const at = (x: number, y: number) => sum[y * (width + 1) + x]!;
  const scoreOf = (x: number, y: number) => at(x + w, y + h) - at(x, y + h) - at(x + w, y) + at(x, y);
  // The middle unless somewhere is busier (a flat picture opens in its middle); among equals the first found, so
  // the same picture always opens on the same spot.
  const mx = Math.floor((width - w) / 2);
  const my = Math.floor((height - h) / 2);
  let best = { x: mx, y: my, score: scoreOf(mx, my) };
  for (let y = 0; y + h <= height; y++) {
    for (let x = 0; x + w <= width; x++) {
      const score = scoreOf(x, y);
      if (score > best.score) best = { x, y, score };
    }
  }
  return { x: (best.x + w / 2) / width, y: (best.y + h / 2) / height };
}
