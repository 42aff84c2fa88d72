import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { CoverEdit } from '../../shared/contracts/cover-edit.ts';
import { refineIdea } from '../providers/refine/builtin-refiner.ts';
import { artSpec, artSwatches, defaultEdit, renderEdited, type EditArt } from './edit-export.ts';
import { layerBoxes } from './edit.ts';
import { renderWebVariants } from './export.ts';

// In daylight: a night's halftone screens differ more between sizes, which the phone preview test below covers.
const { brief } = refineIdea('a red kite over salt flats at noon, minimal techno, titled "Salt" by "Ana Vale"');
const spec = { brief, seed: 5, look: 'sonic' as const };
const builtin: EditArt = { kind: 'builtin', spec };

/** Raw RGB of an encoded image brought to `size`². */
const pixelsOf = (bytes: Buffer, size: number) =>
  sharp(bytes).resize(size, size, { kernel: 'lanczos3' }).removeAlpha().raw().toBuffer();

function meanDiff(a: Buffer, b: Buffer, size: number, box?: { x: number; y: number; w: number; h: number }) {
  let sum = 0;
  let n = 0;
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      if (box) {
        const ux = (x / size) * 1000;
        const uy = (y / size) * 1000;
        if (ux < box.x || ux > box.x + box.w || uy < box.y || uy > box.y + box.h) continue;
      }
      for (let k = 0; k < 3; k++) sum += Math.abs(a[(y * size + x) * 3 + k]! - b[(y * size + x) * 3 + k]!);
      n += 3;
    }
  return sum / n;
}

describe('edited covers, encoded', () => {
  it('a cover’s own document gives back its preview', async () => {
    const doc = defaultEdit(spec);
    const edited = await renderEdited(builtin, doc, 1024, 'webp', 1);
    const { preview } = await renderWebVariants(spec);
    expect(meanDiff(await pixelsOf(edited, 256), await pixelsOf(preview, 256), 256)).toBeLessThan(1);
  });

  it('exports the edit at 3000² with the new title, matching the preview it was edited on', async () => {
    const doc: CoverEdit = structuredClone(defaultEdit(spec));
    doc.text.layers[0] = { ...doc.text.layers[0]!, text: 'Salt Flats', typeface: 'playfair', case: 'upper' };
    const box = layerBoxes(doc)[0]!;
    const [preview, jpeg, before] = await Promise.all([
      renderEdited(builtin, doc, 1024, 'webp', 1),
      renderEdited(builtin, doc, 3000, 'jpeg', 1),
      renderEdited(builtin, defaultEdit(spec), 3000, 'jpeg', 1),
    ]);
    const meta = await sharp(jpeg).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 3000, height: 3000, space: 'srgb' });
    expect(meta.icc).toBeDefined();
    const size = 300;
    const [p, j, b] = await Promise.all([pixelsOf(preview, size), pixelsOf(jpeg, size), pixelsOf(before, size)]);
    // The export is the preview at another size; where the title is, it differs from the cover before the edit.
    expect(meanDiff(j, p, size)).toBeLessThan(4);
    expect(meanDiff(j, b, size, box)).toBeGreaterThan(8);
    const png = await renderEdited(builtin, doc, 3000, 'png', 1);
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 3000, height: 3000 });
  }, 60_000);

  it('a phone’s 512² preview shows the tones of the 3000² export', async () => {
    // A dark halftoned night: at 512² its screens would print coarser than at 3000² and shift the tones.
    const night = refineIdea('a lone wolf under a red moon, titled "North" by "Ana Vale"').brief;
    const art: EditArt = { kind: 'builtin', spec: { brief: night, seed: 4242, look: 'sonic' } };
    const doc = defaultEdit(art.spec);
    const [small, large, jpeg] = await Promise.all([
      renderEdited(art, doc, 512, 'webp', 1),
      renderEdited(art, doc, 1024, 'webp', 1),
      renderEdited(art, doc, 3000, 'jpeg', 1),
    ]);
    expect(await sharp(small).metadata()).toMatchObject({ width: 512, height: 512 });
    const [s, l, j] = await Promise.all([pixelsOf(small, 64), pixelsOf(large, 64), pixelsOf(jpeg, 64)]);
    // As close to the export as the desktop's 1024² preview is (grain aside).
    expect(meanDiff(s, j, 64)).toBeLessThan(meanDiff(l, j, 64) + 1);
  }, 60_000);

  it('draws a built-in cover’s art in another look or from another seed', async () => {
    const doc = defaultEdit(spec);
    const size = 200;
    const draw = async (art: Partial<CoverEdit['art']>) =>
      pixelsOf(await renderEdited(builtin, { ...doc, art: { ...doc.art, ...art } }, 512, 'png', 1), size);
    const [own, photon, reseeded, sameSeed] = await Promise.all([
      draw({}),
      draw({ look: 'photon' }),
      draw({ seed: 77 }),
      draw({ seed: spec.seed, look: 'sonic' }),
    ]);
    expect(meanDiff(sameSeed, own, size)).toBe(0);
    expect(meanDiff(photon, own, size)).toBeGreaterThan(10);
    expect(meanDiff(reseeded, own, size)).toBeGreaterThan(10);
    // A detail seed belongs to the cover's own seed: another seed drops it, the cover's own keeps it.
    const detailed = { ...spec, detail: 9 };
    expect(artSpec(detailed, { ...doc.art, seed: 77 })).not.toHaveProperty('detail');
    expect(artSpec(detailed, { ...doc.art, seed: null })).toMatchObject({ detail: 9, seed: 5 });
  }, 60_000);

  it('takes swatches from the art', async () => {
    const solid = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#e0301e' } })
      .png()
      .toBuffer();
    const swatches = await artSwatches({ kind: 'image', image: solid }, defaultEdit(spec).art);
    expect(swatches.length).toBeGreaterThan(0);
    // The image's one colour leads, within the quantiser's rounding.
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(swatches[0]!.slice(i, i + 2), 16));
    expect(Math.abs(r! - 0xe0) + Math.abs(g! - 0x30) + Math.abs(b! - 0x1e)).toBeLessThan(24);
    const fromCover = await artSwatches(builtin, defaultEdit(spec).art);
    expect(fromCover.length).toBeGreaterThanOrEqual(3);
  });

  it('crops an odd-sized picture to its very edge (whole pixels, never past the edge)', async () => {
    const odd = await sharp({ create: { width: 603, height: 603, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const doc = defaultEdit(spec);
    const edge: CoverEdit = {
      ...doc,
      text: { layers: [], plate: null },
      art: { ...doc.art, crop: { scale: 2, x: -500, y: -500 } },
    };
    const png = await renderEdited({ kind: 'image', image: odd }, edge, 64, 'png', 1);
    expect(await sharp(png).metadata()).toMatchObject({ width: 64, height: 64 });
  });

  it('crops and places an outside image in the square', async () => {
    // Four quadrants: red, green, blue, white.
    const quadrant = (r: number, g: number, b: number) =>
      sharp({ create: { width: 300, height: 300, channels: 3, background: { r, g, b } } })
        .png()
        .toBuffer();
    const image = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#000' } })
      .composite([
        { input: await quadrant(255, 0, 0), left: 0, top: 0 },
        { input: await quadrant(0, 255, 0), left: 300, top: 0 },
        { input: await quadrant(0, 0, 255), left: 0, top: 300 },
        { input: await quadrant(255, 255, 255), left: 300, top: 300 },
      ])
      .png()
      .toBuffer();
    const doc = defaultEdit(spec);
    const bare: CoverEdit = { ...doc, text: { layers: [], plate: null } };
    const art: EditArt = { kind: 'image', image: image };
    const centre = async (edit: CoverEdit) => {
      const raw = await sharp(await renderEdited(art, edit, 200, 'png', 1))
        .removeAlpha()
        .raw()
        .toBuffer();
      const i = (100 * 200 + 100) * 3;
      return [raw[i]!, raw[i + 1]!, raw[i + 2]!];
    };
    // Doubled and moved up-left by a quarter of the square: the red quadrant fills the middle.
    const zoomed = await centre({ ...bare, art: { ...bare.art, crop: { scale: 2, x: 250, y: 250 } } });
    expect(zoomed[0]).toBeGreaterThan(240);
    expect(zoomed[1]! + zoomed[2]!).toBeLessThan(20);
    const white = await centre({ ...bare, art: { ...bare.art, crop: { scale: 2, x: -250, y: -250 } } });
    expect(Math.min(...white)).toBeGreaterThan(240);
  });
});
