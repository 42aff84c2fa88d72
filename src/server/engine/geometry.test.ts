import { describe, expect, it } from 'vitest';
import { deltaE, rgbToHex } from '../../shared/color.ts';
import { refineIdea } from '../providers/refine/builtin-refiner.ts';
import { renderArt } from './render.ts';

const SIZE = 160;
const BAUHAUS =
  'Bauhaus-style shapes for a free jazz LP: a mustard triangle, a navy half circle and a tilted black bar on unbleached canvas';

/** The share of the cover's pixels within a small colour distance of `hex`. */
function share(data: Uint8ClampedArray, hex: string, within = 14): number {
  let hits = 0;
  for (let i = 0; i < data.length; i += 4)
    if (deltaE(rgbToHex(data[i]!, data[i + 1]!, data[i + 2]!), hex) < within) hits++;
  return hits / (data.length / 4);
}

const pixels = (idea: string, seed: number, look: 'sonic' | 'photon') => {
  const { canvas } = renderArt({ brief: refineIdea(idea).brief, seed, look, size: SIZE });
  return canvas.getContext('2d').getImageData(0, 0, SIZE, SIZE).data;
};

describe('a geometric cover', () => {
  it('prints each figure large in its own colour on a light ground, in both looks', () => {
    const { brief } = refineIdea(BAUHAUS);
    const [triangle, half, bar] = brief.geometry!.figures.map((f) => f.color!);
    for (const look of ['sonic', 'photon'] as const) {
      const data = pixels(BAUHAUS, 1, look);
      // Each figure is a shape of the cover's scale, not an icon: several per cent of the frame at least.
      expect(share(data, triangle!, 18)).toBeGreaterThan(0.06);
      expect(share(data, half!, 18)).toBeGreaterThan(0.03);
      expect(share(data, bar!, 18)).toBeGreaterThan(0.02);
      // The ground is the paper's, most of the frame.
      expect(share(data, '#ebe2cd', 18)).toBeGreaterThan(0.3);
    }
  });

  it('is the same for a seed and composed anew for another', () => {
    const a = pixels(BAUHAUS, 4, 'sonic');
    expect(Buffer.from(pixels(BAUHAUS, 4, 'sonic')).equals(Buffer.from(a))).toBe(true);
    let differ = 0;
    const b = pixels(BAUHAUS, 5, 'sonic');
    for (let i = 0; i < a.length; i += 4) if (Math.abs(a[i]! - b[i]!) > 40) differ++;
    expect(differ / (a.length / 4)).toBeGreaterThan(0.1);
  });
});
