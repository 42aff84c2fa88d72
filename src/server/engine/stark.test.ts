import { describe, expect, it } from 'vitest';
import { LOOKS } from '../../shared/contracts/scene-brief.ts';
import { refineIdea } from '../providers/refine/builtin-refiner.ts';
import { renderArt } from './render.ts';
import { inkBox, silhouetteMask } from './shape.ts';

/** The share of the hero's own pixels (inside its silhouette) that are dark, and their mean luma (0..1). */
function heroTone(idea: string, look: (typeof LOOKS)[number]): { dark: number; luma: number; spread: number } {
  const size = 400;
  const { canvas, plan } = renderArt({ brief: refineIdea(idea).brief, seed: 1, look, size });
  const hero = plan.subjects[0]!;
  const box = inkBox(hero);
  const k = size / 1000;
  const d = canvas.getContext('2d').getImageData(0, 0, size, size).data;
  const n = 64;
  const mask = silhouetteMask(hero.shape, n).getContext('2d').getImageData(0, 0, n, n).data;
  let dark = 0;
  let sum = 0;
  let sq = 0;
  let count = 0;
  for (let y = Math.ceil(box.y0 * k); y < box.y1 * k; y++)
    for (let x = Math.ceil(box.x0 * k); x < box.x1 * k; x++) {
      // Where this pixel falls in the shape's own square (the hero is not rotated, maybe mirrored).
      let u = (x / k - (hero.x - hero.w / 2)) / hero.w;
      const v = (y / k - (hero.y - hero.h / 2)) / hero.h;
      if (hero.flip) u = 1 - u;
      const mi = (Math.floor(v * n) * n + Math.floor(u * n)) * 4 + 3;
      if (u < 0 || u >= 1 || v < 0 || v >= 1 || mask[mi]! < 200) continue;
      const i = (y * size + x) * 4;
      const luma = (0.2126 * d[i]! + 0.7152 * d[i + 1]! + 0.0722 * d[i + 2]!) / 255;
      if (luma < 0.3) dark++;
      sum += luma;
      sq += luma * luma;
      count++;
    }
  const luma = sum / count;
  return { dark: dark / count, luma, spread: Math.sqrt(Math.max(0, sq / count - luma * luma)) };
}

describe('stark genres', () => {
  it('cut a black metal subject as a dark silhouette against snow, in both looks', () => {
    for (const look of LOOKS) {
      const stark = heroTone('black metal, a reindeer standing in a snowfield at noon', look);
      expect(stark.dark, look).toBeGreaterThan(0.8);
    }
  });

  it('print a punk subject in a colour of its own as one flat ink, a stencil', () => {
    const idea = 'punk, a bicycle leaning on a wall, stencil and spray paint look, black and acid green';
    expect(heroTone(idea, 'sonic').spread).toBeLessThan(0.12);
  });

  it('leave a folk subject its drawing: the same reindeer is not a black shape', () => {
    for (const look of LOOKS)
      expect(heroTone('folk, a reindeer standing in a snowfield at noon', look).dark, look).toBeLessThan(0.6);
  });
});
