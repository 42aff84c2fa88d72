import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MODEL } from './models.ts';
import { coverPixels } from './quality.test-helper.ts';
import { withSession } from './sessions.ts';
import { spans, upscaleTiled } from './tiles.ts';

describe('spans', () => {
  it('cover an axis exactly once, in even cores, each read through one window size with its context', () => {
    for (const [tile, context] of [
      [128, 8],
      [40, 8],
      [7, 3],
    ] as const)
      for (let length = 1; length <= 400; length++) {
        const { window, spans: all } = spans(length, tile, context);
        expect(window).toBe(Math.min(length, tile + 2 * context));
        let next = 0;
        const sizes = all.map((s) => s.end - s.start);
        for (const s of all) {
          expect(s.start).toBe(next);
          next = s.end;
          expect(s.end - s.start).toBeLessThanOrEqual(tile);
          // The window lies in the picture, holds the core, and has `context` pixels of it on each side where the
          // picture goes on.
          expect(s.from).toBeGreaterThanOrEqual(0);
          expect(s.from + window).toBeLessThanOrEqual(length);
          expect(s.from).toBeLessThanOrEqual(Math.max(0, s.start - context));
          expect(s.from + window).toBeGreaterThanOrEqual(Math.min(length, s.end + context));
        }
        expect(next).toBe(length);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      }
  });
});

describe('upscaleTiled', () => {
  it('stitches tiles without seams: the same picture as one run over the whole', async () => {
    // 88 × 64 at a 40 px tile (3 × 2 tiles, windows of 56 × 56) against one 88 × 64 window, at 4× (the scale the
    // engine runs the model at). With 8 px of context a value differs by at most 1 in 255, where the little the
    // context leaves out tips a rounding (with the since-dropped lighter model: 0.25% of values at 4×; with 4 px of
    // context some differed by 2–3, with 16 px none).
    const [w, h] = [88, 64];
    const rgb = await sharp(await coverPixels(512), { raw: { width: 512, height: 512, channels: 3 } })
      .extract({ left: 180, top: 200, width: w, height: h })
      .raw()
      .toBuffer();
    const scale = 4;
    const run = { scale, range: MODEL.range, context: MODEL.context };
    const [whole, tiled] = await withSession(scale, async (session) => [
      await upscaleTiled(rgb, w, h, { ...run, session, tile: 1024 }),
      await upscaleTiled(rgb, w, h, { ...run, session, tile: 40 }),
    ]);
    let worst = 0;
    let differing = 0;
    for (let i = 0; i < whole!.length; i++) {
      const d = Math.abs(whole![i]! - tiled![i]!);
      worst = Math.max(worst, d);
      if (d) differing++;
    }
    expect(worst).toBeLessThanOrEqual(1);
    expect(differing / whole!.length).toBeLessThan(0.01);
  });
});
