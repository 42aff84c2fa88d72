import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { COMPOSITIONS, LOOKS, type SceneBrief } from '../../shared/contracts/scene-brief.ts';
import { refineIdea } from '../providers/refine/builtin-refiner.ts';
import { deltaE, rgbToHex } from '../../shared/color.ts';
import { renderExportJpeg, renderExportPng, renderWebVariants } from './export.ts';
import { createRng } from './random.ts';
import { renderCover } from './render.ts';
import { SHEET_PROMPTS } from './sheet-prompts.ts';

const pixels = (brief: SceneBrief, seed: number, look: 'sonic' | 'photon', size = 64) =>
  renderCover({ brief, seed, look, size }).canvas.data();

function meanAbsDiff(a: Uint8Array, b: Uint8Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 4)
    sum += Math.abs(a[i]! - b[i]!) + Math.abs(a[i + 1]! - b[i + 1]!) + Math.abs(a[i + 2]! - b[i + 2]!);
  return sum / ((a.length / 4) * 3);
}

/** The most common colours of an image, by coarse buckets, most frequent first. */
function dominantColours(data: Uint8Array, top = 4): { hex: string; share: number }[] {
  const buckets = new Map<string, { n: number; r: number; g: number; b: number }>();
  for (let i = 0; i < data.length; i += 4) {
    const key = `${data[i]! >> 5},${data[i + 1]! >> 5},${data[i + 2]! >> 5}`;
    const e = buckets.get(key) ?? { n: 0, r: 0, g: 0, b: 0 };
    e.n++;
    e.r += data[i]!;
    e.g += data[i + 1]!;
    e.b += data[i + 2]!;
    buckets.set(key, e);
  }
  const total = data.length / 4;
  return [...buckets.values()]
    .sort((x, y) => y.n - x.n)
    .slice(0, top)
    .map((e) => ({ hex: rgbToHex(e.r / e.n, e.g / e.n, e.b / e.n), share: e.n / total }));
}

describe('renderCover', () => {
  it('is deterministic: same brief, seed and look give the same bytes', async () => {
    const { brief } = refineIdea('a synthwave sunset over a neon grid, "Night Drive" by Neon Hearts');
    for (const look of LOOKS) {
      expect(Buffer.from(pixels(brief, 7, look, 256)).equals(Buffer.from(pixels(brief, 7, look, 256)))).toBe(true);
      const a = await renderWebVariants({ brief, seed: 7, look });
      const b = await renderWebVariants({ brief, seed: 7, look });
      expect(a.preview.equals(b.preview)).toBe(true);
      expect(a.thumbnail.equals(b.thumbnail)).toBe(true);
    }
  });

  it('gives visibly different compositions for different seeds', () => {
    const diffs = SHEET_PROMPTS.map((prompt) => {
      const { brief } = refineIdea(prompt);
      return meanAbsDiff(pixels(brief, 1, 'sonic'), pixels(brief, 2, 'sonic'));
    });
    // Average channel difference per pixel, 0-255: above 12 is plainly visible at a glance.
    for (const [i, d] of diffs.entries()) expect(d, SHEET_PROMPTS[i]).toBeGreaterThan(8);
    expect(diffs.reduce((a, b) => a + b) / diffs.length).toBeGreaterThan(20);
  });

  it('draws every composition, in both looks, at thumbnail to export sizes', () => {
    const base = refineIdea('an album cover').brief;
    for (const composition of COMPOSITIONS) {
      for (const look of LOOKS) {
        for (const size of [64, 256, 1024]) {
          const data = pixels({ ...base, composition }, 3, look, size);
          expect(data.length).toBe(size * size * 4);
          // Not a blank or single-colour image.
          expect(dominantColours(data, 1)[0]!.share, `${composition} ${look} ${size}`).toBeLessThan(0.97);
        }
      }
    }
  }, 120_000);

  it('lets the colours a prompt names dominate the picture', () => {
    const cases: [string, string[]][] = [
      ['dark techno in a red and black warehouse', ['red', 'black']],
      ['a calm cover in navy and gold', ['navy', 'gold']],
      ['a folk album in forest green and cream', ['forest green', 'cream']],
      ['hot pink and teal vaporwave', ['hot pink', 'teal']],
    ];
    for (const [prompt, names] of cases) {
      const { brief } = refineIdea(prompt);
      // The refiner puts the named colours first, in the order written.
      expect(brief.paletteNames.slice(0, names.length)).toEqual(names);
      for (const seed of [1, 2, 3]) {
        const data = pixels(brief, seed, 'sonic', 128);
        for (const [i, name] of names.entries()) {
          const target = brief.palette[i]!;
          let near = 0;
          for (let p = 0; p < data.length; p += 4) {
            if (deltaE(rgbToHex(data[p]!, data[p + 1]!, data[p + 2]!), target) < 0.12) near++;
          }
          // The first named colour is the field (at least 12% of the picture within a small step of it);
          // each further one is among the dominant colours (at least 3%).
          expect(near / (data.length / 4), `${prompt}, seed ${seed}: ${name} ${target}`).toBeGreaterThan(
            i === 0 ? 0.12 : 0.03,
          );
        }
      }
    }
  });

  it('renders 1,000 random and hostile prompts without throwing', () => {
    const rng = createRng('hostile');
    const alphabet = [
      'a',
      'Z',
      ' ',
      '"',
      "'",
      '<script>',
      '🌊',
      'é',
      'ß',
      '漢',
      '٣',
      '\u202e',
      '\u0000',
      '\n',
      'DROP TABLE',
      '%s',
      '{{x}}',
      '🎸🔥',
    ];
    for (let i = 0; i < 1000; i++) {
      const len = rng.int(1, 60);
      let idea = Array.from({ length: len }, () => rng.pick(alphabet)).join('');
      if (rng.chance(0.1)) idea = 'x'.repeat(1000);
      if (!idea.trim()) idea = '?';
      const { brief } = refineIdea(idea);
      const data = pixels(brief, rng.int(0, 2 ** 32 - 1), rng.pick(LOOKS), 32);
      expect(data.length).toBe(32 * 32 * 4);
    }
  }, 120_000);

  it('sets the exact title and artist in the text band, and nothing when the brief has none', () => {
    const { brief } = refineIdea('"Paper Moons" by Ada Blue, dreamy pastel night sky');
    expect([brief.title, brief.artist]).toEqual(['Paper Moons', 'Ada Blue']);
    const withText = renderCover({ brief, seed: 5, look: 'sonic', size: 256 });
    const without = renderCover({
      brief: { ...brief, title: undefined, artist: undefined },
      seed: 5,
      look: 'sonic',
      size: 256,
    });
    expect(withText.type.typeface).not.toBeNull();
    expect(without.type.typeface).toBeNull();
    const band = withText.layout.textBands![0]!;
    const a = withText.canvas.data();
    const b = without.canvas.data();
    let inBand = 0;
    let outside = 0;
    for (let p = 0; p < a.length; p += 4) {
      const y = (Math.floor(p / 4 / 256) / 256) * 1000;
      const changed = Math.abs(a[p]! - b[p]!) + Math.abs(a[p + 1]! - b[p + 1]!) + Math.abs(a[p + 2]! - b[p + 2]!) > 40;
      if (!changed) continue;
      if (y >= band.y0 - 40 && y <= band.y1 + 40) inBand++;
      else outside++;
    }
    // The letters changed a visible part of the band (legible even as a 64 px thumbnail) and nothing else.
    expect(inBand / (256 * 256)).toBeGreaterThan(0.01);
    expect(outside).toBe(0);
  });

  it('leaves text off rather than drawing glyphs the typefaces lack', () => {
    const { brief } = refineIdea('"ネオンの街" neon city');
    const result = renderCover({ brief, seed: 1, look: 'photon', size: 128 });
    expect(result.type).toEqual({ typeface: null, omitted: 'characters outside the cover typefaces' });
  });

  it('rejects sizes and seeds it cannot render', () => {
    const { brief } = refineIdea('anything');
    expect(() => renderCover({ brief, seed: -1, look: 'sonic', size: 64 })).toThrow(RangeError);
    expect(() => renderCover({ brief, seed: 1.5, look: 'sonic', size: 64 })).toThrow(RangeError);
    expect(() => renderCover({ brief, seed: 1, look: 'sonic', size: 8 })).toThrow(RangeError);
  });
});

describe('exports', () => {
  const spec = {
    brief: refineIdea('"Paper Moons" by Ada Blue, dreamy pastel night sky').brief,
    seed: 11,
    look: 'photon' as const,
  };

  it('web variants are a 1024² WebP preview and a 256² WebP thumbnail', async () => {
    const { preview, thumbnail } = await renderWebVariants(spec);
    const p = await sharp(preview).metadata();
    const t = await sharp(thumbnail).metadata();
    expect([p.format, p.width, p.height]).toEqual(['webp', 1024, 1024]);
    expect([t.format, t.width, t.height]).toEqual(['webp', 256, 256]);
  });

  it('the distributor JPEG is 3000² sRGB, high quality, under 10 MB, with no orientation tag', async () => {
    const jpeg = await renderExportJpeg(spec);
    const m = await sharp(jpeg).metadata();
    expect([m.format, m.width, m.height, m.channels]).toEqual(['jpeg', 3000, 3000, 3]);
    expect(m.space).toBe('srgb');
    expect(m.icc?.length).toBeGreaterThan(0);
    expect(m.orientation).toBeUndefined();
    expect(m.exif).toBeUndefined();
    expect(jpeg.length).toBeLessThan(10 * 1024 * 1024);
    // Quality 92: a re-encode at 80 is clearly smaller.
    const q80 = await sharp(jpeg).jpeg({ quality: 80, chromaSubsampling: '4:4:4' }).toBuffer();
    expect(jpeg.length).toBeGreaterThan(q80.length * 1.25);
  }, 30_000);

  it('the PNG is 3000² RGB', async () => {
    const png = await renderExportPng(spec);
    const m = await sharp(png).metadata();
    expect([m.format, m.width, m.height, m.channels, m.space]).toEqual(['png', 3000, 3000, 3, 'srgb']);
  }, 30_000);
});
