import { createCanvas, type Canvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { hexToOklch } from '../../shared/color.ts';
import { artCanvas, artColors, recolorArt } from './art.ts';
import { photonLook } from './photon/index.ts';
import type { CoverPlan, LookRenderer, SubjectShape } from './plan.ts';
import { createRng } from './random.ts';
import { sonicLook } from './sonic/index.ts';
import { fixturePlans, fixtureShape } from './testing/plan-fixtures.ts';

function opaquePixels(canvas: Canvas): [number, number, number][] {
  const d = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
  const out: [number, number, number][] = [];
  for (let i = 0; i < d.length; i += 4) if (d[i + 3]! > 250) out.push([d[i]!, d[i + 1]!, d[i + 2]!]);
  return out;
}

const luma = ([r, g, b]: [number, number, number]) => 0.2126 * r + 0.7152 * g + 0.0722 * b;

describe('colour drawings of subjects', () => {
  const horse = fixtureShape('horse');

  it('measures which colour a drawing is mostly made of', () => {
    const colors = artColors(horse);
    expect(colors.reduce((t, c) => t + c.share, 0)).toBeCloseTo(1, 5);
    // The coat (a brown) is the largest chromatic region.
    const main = colors.find((c) => hexToOklch(c.hex).c > 0.035)!;
    expect(main.share).toBeGreaterThan(0.3);
    const { h } = hexToOklch(main.hex);
    expect(h > 20 && h < 80).toBe(true);
  });

  it("turns the main colour to the idea's colour and keeps the drawing's other colours", () => {
    const white = opaquePixels(artCanvas(horse, 96, '#f4f1ea')!);
    const light = white.filter((p) => luma(p) > 200).length / white.length;
    const dark = white.filter((p) => luma(p) < 70).length / white.length;
    expect(light).toBeGreaterThan(0.5);
    // The dark mane and tail stay dark: a white horse, not a white blob.
    expect(dark).toBeGreaterThan(0.05);

    const original = opaquePixels(artCanvas(horse, 96)!);
    expect(original.filter((p) => luma(p) > 200).length / original.length).toBeLessThan(0.1);

    const red = recolorArt(horse, '#d01c1c')!;
    expect(red).not.toBe(horse.art!.svg);
    expect(red).toContain('#1c1c1c'); // the mane's colour, untouched
  });

  it('has no drawing for shapes from silhouette-only sets', () => {
    expect(artCanvas(fixtureShape('mdi:horse'), 64)).toBeUndefined();
    expect(artColors(fixtureShape('mdi:horse'))).toEqual([]);
  });

  /**
   * How much darker the cover is where the drawing has its dark markings (mane, tail, hooves) than where it has
   * its coat: a colour drawing prints them; a flat silhouette only shades.
   */
  function markings(look: LookRenderer, plan: CoverPlan, shape: SubjectShape): number {
    const size = 500;
    const subject = { ...plan.subjects[0]!, shape, color: '#8a5a3c', colorBound: false, flip: false, rotation: 0 };
    const p: CoverPlan = { ...plan, subjects: [subject], rng: createRng('art-markings') };
    const canvas = createCanvas(size, size);
    const ctx = canvas.getContext('2d');
    ctx.scale(size / 1000, size / 1000);
    look.environment(ctx, p, size);
    look.subject(ctx, p, subject, size);
    const k = size / 1000;
    const side = Math.round(Math.min(subject.w, subject.h) * k);
    const x0 = Math.round(subject.x * k - side / 2);
    const y0 = Math.round(subject.y * k - side / 2);
    const art = artCanvas(drawnHorse, side)!.getContext('2d').getImageData(0, 0, side, side).data;
    const cover = ctx.getImageData(x0, y0, side, side).data;
    const sums = { dark: [0, 0], coat: [0, 0] };
    for (let i = 0; i < art.length; i += 4) {
      if (art[i + 3]! < 255) continue;
      const l = luma([art[i]!, art[i + 1]!, art[i + 2]!]);
      const into = l < 50 ? sums.dark : l > 70 && l < 160 ? sums.coat : undefined;
      if (!into) continue;
      into[0]! += luma([cover[i]!, cover[i + 1]!, cover[i + 2]!]);
      into[1]!++;
    }
    return sums.coat[0]! / sums.coat[1]! - sums.dark[0]! / sums.dark[1]!;
  }
  const drawnHorse = fixtureShape('horse');

  it.each([
    ['sonic', sonicLook],
    ['photon', photonLook],
  ] as const)('%s draws a subject from its colour drawing, with the markings a silhouette lacks', (look, renderer) => {
    const plan = fixturePlans(look, 3).find((f) => f.name === 'horse-surf-dawn')!.plan;
    const { art: _art, ...silhouetteOnly } = drawnHorse;
    const withArt = markings(renderer, plan, drawnHorse);
    const without = markings(renderer, plan, { ...silhouetteOnly, key: `${drawnHorse.key}#plain` });
    // Markings at least clearly darker than the coat (a backlit dawn lifts them in Photon; Sonic prints them).
    expect(withArt).toBeGreaterThan(10);
    expect(withArt).toBeGreaterThan(without + 15);
  });
});
