import { createCanvas, type Canvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { MOCKUP_SCENES, MOCKUP_SIZE } from '../../shared/contracts/mockups.ts';
import { drawMockup } from './mockups/index.ts';

const { width: MOCKUP_WIDTH, height: MOCKUP_HEIGHT } = MOCKUP_SIZE;

/** The test cover's quadrants: four vivid colours no backdrop, shadow or prop in the scenes is made of. */
const QUADRANTS = [
  { name: 'red', rgb: [220, 40, 40] },
  { name: 'green', rgb: [40, 180, 60] },
  { name: 'blue', rgb: [40, 70, 220] },
  { name: 'yellow', rgb: [240, 210, 40] },
] as const;

function quadrantCover(side = 600): Canvas {
  const canvas = createCanvas(side, side);
  const ctx = canvas.getContext('2d');
  QUADRANTS.forEach(({ rgb }, i) => {
    ctx.fillStyle = `rgb(${rgb.join(',')})`;
    ctx.fillRect((i % 2) * (side / 2), Math.floor(i / 2) * (side / 2), side / 2, side / 2);
  });
  return canvas;
}

function greyCover(side = 600): Canvas {
  const canvas = createCanvas(side, side);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#808080';
  ctx.fillRect(0, 0, side, side);
  return canvas;
}

function hueOf(r: number, g: number, b: number): number {
  const max = Math.max(r, g, b);
  const c = max - Math.min(r, g, b);
  const h = max === r ? ((g - b) / c + 6) % 6 : max === g ? (b - r) / c + 2 : (r - g) / c + 4;
  return h * 60;
}

/**
 * Pixels of each quadrant's colour, matched by hue and a strong chroma, so the match survives the scenes' light,
 * shade, glass and grain but not a neutral backdrop.
 */
function quadrantCounts(canvas: Canvas): Record<string, number> {
  const data = canvas.data();
  const targets = QUADRANTS.map(({ name, rgb: [r, g, b] }) => ({ name, hue: hueOf(r, g, b) }));
  const counts: Record<string, number> = Object.fromEntries(targets.map((t) => [t.name, 0]));
  for (let i = 0; i < data.length; i += 4) {
    const r = data[i]!;
    const g = data[i + 1]!;
    const b = data[i + 2]!;
    if (Math.max(r, g, b) - Math.min(r, g, b) < 70) continue;
    const hue = hueOf(r, g, b);
    for (const t of targets) {
      const d = Math.abs(hue - t.hue);
      if (Math.min(d, 360 - d) < 18) counts[t.name]!++;
    }
  }
  return counts;
}

/** Each quadrant must cover at least a 150 px square somewhere in the scene. */
const VISIBLE = 150 * 150;
const text = { artist: 'Ana Vale', title: 'Signal' };

describe('drawMockup', () => {
  const cover = quadrantCover();

  for (const scene of MOCKUP_SCENES) {
    it(`${scene}: is ${MOCKUP_WIDTH}×${MOCKUP_HEIGHT}, opaque, shows every part of the cover, and is deterministic`, () => {
      const first = drawMockup(scene, cover, text);
      expect([first.width, first.height]).toEqual([MOCKUP_WIDTH, MOCKUP_HEIGHT]);
      const data = first.data();
      let opaque = true;
      for (let i = 3; i < data.length; i += 4) if (data[i] !== 255) opaque = false;
      expect(opaque).toBe(true);
      const counts = quadrantCounts(first);
      for (const { name } of QUADRANTS) expect(counts[name], `${name} pixels in ${scene}`).toBeGreaterThan(VISIBLE);
      const second = drawMockup(scene, cover, text);
      expect(Buffer.compare(first.data(), second.data())).toBe(0);
    });

    it(`${scene}: a grey cover shows none of the quadrant colours (the check above can fail)`, () => {
      const counts = quadrantCounts(drawMockup(scene, greyCover(), text));
      for (const { name } of QUADRANTS) expect(counts[name], `${name} pixels in ${scene}`).toBeLessThan(VISIBLE / 2);
    });
  }

  it('phone: draws the title and artist when given, and leaves them out when empty', () => {
    const withText = drawMockup('phone', cover, text).data();
    const without = drawMockup('phone', cover, { artist: '', title: '' }).data();
    let differing = 0;
    for (let i = 0; i < withText.length; i += 4) {
      if (Math.abs(withText[i]! - without[i]!) + Math.abs(withText[i + 1]! - without[i + 1]!) > 60) differing++;
    }
    // "Signal" and "Ana Vale" set at 22 and 20 pt cover a few thousand px of the screen.
    expect(differing).toBeGreaterThan(1500);
  });

  it('refuses a cover that is not square or smaller than 512 px', () => {
    expect(() => drawMockup('vinyl', createCanvas(600, 500), text)).toThrow(RangeError);
    expect(() => drawMockup('vinyl', createCanvas(256, 256), text)).toThrow(RangeError);
  });
});
