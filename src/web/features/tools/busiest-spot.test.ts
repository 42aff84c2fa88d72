import { describe, expect, it } from 'vitest';
import { busiestSpot } from './busiest-spot.ts';

/** A flat sky-blue picture with a checked patch whose top left is at (px, py). */
function sky(width: number, height: number, px: number, py: number, side: number) {
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const busy = x >= px && x < px + side && y >= py && y < py + side && (x + y) % 2 === 0;
      rgba.set(busy ? [240, 240, 240, 255] : [120, 170, 230, 255], i);
    }
  return rgba;
}

describe('the enhancer’s first comparison', () => {
  it('opens on the detailed part of a picture, not its empty middle', () => {
    const spot = busiestSpot(sky(64, 64, 44, 6, 12), 64, 64, 0.2, 0.2);
    expect(spot.x).toBeGreaterThan(0.7);
    expect(spot.y).toBeLessThan(0.3);
  });

  it('keeps the compared square inside the picture, and is the same every time', () => {
    const pixels = sky(48, 32, 0, 20, 12);
    const spot = busiestSpot(pixels, 48, 32, 0.5, 0.5);
    expect(spot.x - 0.25).toBeGreaterThanOrEqual(0);
    expect(spot.y + 0.25).toBeLessThanOrEqual(1);
    expect(busiestSpot(pixels, 48, 32, 0.5, 0.5)).toEqual(spot);
  });

  it('on a flat picture, opens in the middle', () => {
    const flat = sky(16, 16, 0, 0, 0);
    expect(busiestSpot(flat, 16, 16, 0.5, 0.5)).toEqual({ x: 0.5, y: 0.5 });
  });
});
