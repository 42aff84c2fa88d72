import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SubjectShape } from '../plan.ts';
import { inkBox } from '../shape.ts';
import { shapeInk } from '../testing/shape-ink.ts';
import { hasAsset, isProceduralAsset, listAssets, loadShape, proceduralAssets } from './library.ts';
import { lexiconEntries, lexiconNouns } from './lexicon.ts';
import { resolveNoun } from './resolve.ts';
import { assetsNamed } from './asset-names.ts';

const NOUNS = fs
  .readFileSync(path.resolve(import.meta.dirname, '../../../../tests/fixtures/engine/nouns.txt'), 'utf8')
  .split(/\r?\n/)
  .map((line) => line.trim())
  .filter(Boolean);

/** Share of a 256² canvas the shape fills when fitted to it (aspect kept, centred). */
function coverage(shape: SubjectShape): number {
  const size = 256;
  const pixels = shapeInk(shape, size);
  let filled = 0;
  for (let i = 3; i < pixels.length; i += 4) if (pixels[i]! > 127) filled++;
  return filled / (size * size);
}

describe('the shapes the fixture nouns resolve to', () => {
  // Loads WordNet and every icon set, then converts and draws some 300 shapes.
  it('load, draw with Path2D, and fill a fair share of a 256² canvas', { timeout: 60_000 }, () => {
    for (const noun of NOUNS) {
      const { asset } = resolveNoun(noun)!;
      if (isProceduralAsset(asset)) {
        expect(loadShape(asset), noun).toBeUndefined();
        expect(hasAsset(asset), noun).toBe(true);
        continue;
      }
      const shape = loadShape(asset);
      expect(shape, `${noun} → ${asset}`).toBeDefined();
      const share = coverage(shape!);
      expect(share, `${noun} → ${asset}`).toBeGreaterThan(0.03);
      expect(share, `${noun} → ${asset}`).toBeLessThan(0.95);
    }
  });
});

describe('the lexicon', () => {
  it('names only assets the library can draw', () => {
    const broken = [...lexiconNouns()].flatMap((noun) =>
      lexiconEntries(noun)!
        .filter((entry) => !hasAsset(entry.asset))
        .map((entry) => `${noun} → ${entry.asset}`),
    );
    expect(broken).toEqual([]);
  });
});

describe('the library', () => {
  it('reads every shipped set and our drawings', () => {
    const perSet = new Map<string, number>();
    for (const asset of listAssets()) perSet.set(asset.set, (perSet.get(asset.set) ?? 0) + 1);
    // The icons.json scan relies on the packages' layout: a changed layout would show here as a set gone quiet.
    for (const set of ['fluent-emoji-high-contrast', 'mdi', 'ph', 'material-symbols', 'tabler', 'icon-park-solid']) {
      expect(perSet.get(set) ?? 0, set).toBeGreaterThan(500);
    }
    expect(perSet.get('sleeve') ?? 0).toBeGreaterThanOrEqual(10);
  });

  it('keeps only the filled style of sets that ship several', () => {
    const keys = new Set(listAssets().map((a) => a.key));
    expect(keys.has('ph:horse-fill')).toBe(true);
    expect(keys.has('ph:horse')).toBe(false);
    expect(keys.has('tabler:bell-filled')).toBe(true);
    expect(keys.has('tabler:bell')).toBe(false);
    expect(keys.has('mdi:heart-outline')).toBe(false);
    expect(keys.has('material-symbols:home-outline')).toBe(false);
  });

  it('knows the procedural sky and land assets, which have no shape', () => {
    expect(proceduralAssets()).toContain('sky:eclipse');
    expect(proceduralAssets()).toContain('land:waterfall');
    expect(isProceduralAsset('sky:moon')).toBe(true);
    expect(isProceduralAsset('sky:unicorn')).toBe(false);
    expect(loadShape('sky:moon')).toBeUndefined();
    expect(hasAsset('land:tornado')).toBe(true);
  });

  it('rejects unknown keys and outline-only icons', () => {
    expect(hasAsset('mdi:no-such-icon')).toBe(false);
    expect(hasAsset('lucide:heart')).toBe(false);
    // Fluent's blue heart is drawn with strokes alone: an outline, not a silhouette.
    expect(loadShape('fluent-emoji-high-contrast:blue-heart')).toBeUndefined();
  });

  it('draws a chain hanging in a curve, never the emoji set\'s upright chain that reads as "88"', () => {
    for (const noun of ['chain', 'chains', 'gold chain']) expect(resolveNoun(noun)?.asset, noun).toBe('sleeve:chain');
    const chain = loadShape('sleeve:chain')!;
    const box = inkBox({ x: 500, y: 500, w: 500, h: 500, shape: chain, flip: false });
    expect(box.x1 - box.x0).toBeGreaterThan(1.4 * (box.y1 - box.y0));
  });

  it('returns the same shape object on every load', () => {
    expect(loadShape('mdi:horse')).toBe(loadShape('mdi:horse'));
    expect(loadShape('mdi:horse')).toMatchObject({ key: 'mdi:horse', viewBox: [0, 0, 24, 24] });
  });

  it('draws people standing as people do, on one leg with one arm bent, never square like a mannequin', () => {
    for (const key of [
      'sleeve:figure',
      'sleeve:woman-figure',
      'sleeve:child-figure',
      'sleeve:hooded-figure',
      'sleeve:elder-figure',
    ]) {
      const shape = loadShape(key)!;
      const size = 128;
      const a = shapeInk(shape, size);
      // Pixels that differ from the mirror image, as a share of the figure's own pixels.
      let ink = 0;
      let asymmetric = 0;
      for (let y = 0; y < size; y++)
        for (let x = 0; x < size; x++) {
          const here = a[(y * size + x) * 4 + 3]! > 127;
          const mirrored = a[(y * size + (size - 1 - x)) * 4 + 3]! > 127;
          if (here) ink++;
          if (here !== mirrored) asymmetric++;
        }
      expect(asymmetric / ink, key).toBeGreaterThan(0.08);
    }
  });

  it("draws a person's head narrowing to the jaw and shoulders sloping from the neck, not an egg on a stalk", () => {
    const size = 512;
    const a = shapeInk(loadShape('sleeve:figure')!, size);
    const inked = (x: number, y: number) => a[(y * size + x) * 4 + 3]! > 127;
    const rows = [...Array(size).keys()].filter((y) => [...Array(size).keys()].some((x) => inked(x, y)));
    const [top, bottom] = [rows[0]!, rows.at(-1)!];
    const u = (bottom - top) / 7.54;
    /** Inked width of a row near the body's middle line (the arms hang farther out). */
    const width = (heads: number) => {
      const y = Math.round(top + heads * u);
      let n = 0;
      for (let x = Math.round(size / 2 - 0.7 * u); x <= size / 2 + 0.7 * u; x++) if (inked(x, y)) n++;
      return n / u;
    };
    // As far below the crown as above the chin, the head is narrower at the jaw (an ellipse is the same).
    expect(width(0.75) / width(0.25)).toBeLessThan(0.93);
    // Just under the neck, the shoulders have begun: wider than a neck (about 0.4 of a head).
    expect(width(1.16)).toBeGreaterThan(0.6);
  });
});

describe('wayfinding signs', () => {
  it('never stand for the thing they point to (a lift, an escalator, a turnstile, a car park)', () => {
    for (const noun of ['elevator', 'escalator', 'turnstile', 'parking', 'restroom'])
      expect(assetsNamed(noun).map((a) => a.key)).toEqual([]);
    expect(resolveNoun('elevator')?.asset).toBe('sleeve:lift');
    expect(resolveNoun('turnstile')?.asset).not.toMatch(/turnstile/);
  });

  it('never draw a thing as letters alone: a car stereo is no "2.0", a cash machine no "ATM"', () => {
    for (const noun of ['stereo', 'atm', 'hd'])
      expect(assetsNamed(noun).map((a) => a.key)).not.toContain(`mdi:${noun}`);
    expect(resolveNoun('car stereo')?.asset).not.toBe('mdi:stereo');
  });
});
