import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { NEUTRAL_COLOUR, type CoverEdit, type TextLayer } from '../../../shared/contracts/cover-edit.ts';
import { layerBoxes } from '../../engine/edit.ts';
import { measureFile } from '../../engine/preflight-measure.ts';
import { preflightReport, type PreflightInput } from './preflight.ts';

const doc: CoverEdit = {
  version: 1,
  text: { layers: [], plate: null },
  art: { look: null, seed: null, crop: { scale: 1, x: 0, y: 0 } },
  colour: NEUTRAL_COLOUR,
  advancedColour: null,
  logo: null,
  badge: { explicit: false, corner: 'bottom-right' },
};
const release = { artist: '', title: '' };

/** A solid square encoded as given, read back as the release check reads an export. */
async function fileOf(size: number, encode: (image: Sharp) => Sharp) {
  const image = sharp({ create: { width: size, height: size, channels: 3, background: '#3366aa' } });
  return measureFile(await encode(image).toBuffer());
}

const report = (input: Partial<PreflightInput> & Pick<PreflightInput, 'file'>) =>
  preflightReport({ layers: [], boxes: [], doc, release, art: { kind: 'builtin' }, bakedWords: [], ...input });
const issue = (stores: ReturnType<typeof report>, store: string, check: string) =>
  stores.find((s) => s.id === store)!.issues.find((i) => i.check === check);

describe('the release check, file by file', () => {
  it('passes an sRGB 3000² JPEG everywhere', async () => {
    const file = await fileOf(3000, (i) => i.withIccProfile('srgb').jpeg());
    expect(file).toMatchObject({ width: 3000, format: 'jpeg', space: 'srgb', iccSrgb: true, hasAlpha: false });
    expect(report({ file }).map((s) => s.status)).toEqual(Array(8).fill('pass'));
  });

  it('refuses CMYK and greyscale where a store publishes RGB only, and warns elsewhere', async () => {
    for (const encode of [(i: Sharp) => i.toColourspace('cmyk').jpeg(), (i: Sharp) => i.toColourspace('b-w').jpeg()]) {
      const file = await fileOf(3000, encode);
      expect(file.space).not.toBe('srgb');
      const stores = report({ file });
      expect(issue(stores, 'distrokid', 'colour')).toMatchObject({ severity: 'fail' });
      expect(issue(stores, 'apple-music', 'colour')).toMatchObject({ severity: 'warn' });
    }
  });

  it('measures size against each store: 1200 px fails Apple Music and passes Spotify with a warning', async () => {
    const file = await fileOf(1200, (i) => i.withIccProfile('srgb').jpeg());
    const stores = report({ file });
    expect(issue(stores, 'apple-music', 'size')).toMatchObject({ severity: 'fail' });
    expect(issue(stores, 'spotify', 'size')).toMatchObject({ severity: 'warn' });
    expect(issue(stores, 'distrokid', 'size')).toMatchObject({ severity: 'warn' });
    expect(issue(stores, 'bandcamp', 'size')).toMatchObject({ severity: 'fail' });
  });

  it('warns of a transparent PNG and offers the JPEG', async () => {
    const png = await sharp({ create: { width: 3000, height: 3000, channels: 4, background: '#33669980' } })
      .png()
      .toBuffer();
    const stores = report({ file: await measureFile(png) });
    expect(issue(stores, 'spotify', 'transparency')).toMatchObject({
      severity: 'warn',
      action: { kind: 'use-format', format: 'jpeg' },
    });
  });

  it('warns that an outside image enlarged from 1024 px can look soft, until it is not enlarged', async () => {
    const file = await fileOf(3000, (i) => i.withIccProfile('srgb').jpeg());
    const enlarged = report({ file, art: { kind: 'image', enlarged: true } });
    expect(issue(enlarged, 'apple-music', 'sharpness')).toMatchObject({ severity: 'warn' });
    expect(issue(enlarged, 'apple-music', 'sharpness')!.message).toContain('smaller than 3000 px');
    expect(report({ file, art: { kind: 'image', enlarged: false } })[1]!.status).toBe('pass');
    const zoomed = report({
      file,
      art: { kind: 'image', enlarged: false },
      doc: { ...doc, art: { ...doc.art, crop: { scale: 2, x: 0, y: 0 } } },
    });
    expect(issue(zoomed, 'apple-music', 'sharpness')!.message).toContain('enlarges it 2.0×');
  });

  it('reports lettering an image engine drew into the art, refused where it names a store, the release’s own words left alone', async () => {
    const file = await fileOf(3000, (i) => i.withIccProfile('srgb').jpeg());
    const art = { kind: 'image', enlarged: false } as const;
    const words = [
      { text: 'SPOTFY', confidence: 90 },
      { text: 'dolr', confidence: 88 },
      { text: '~~', confidence: 95 },
      { text: 'faint', confidence: 20 },
      { text: 'North', confidence: 92 },
    ];
    const stray = report({ file, art, bakedWords: words, release: { artist: 'Ana Vale', title: 'North' } });
    const found = issue(stray, 'apple-music', 'baked-text')!;
    expect(found).toMatchObject({ severity: 'warn' });
    expect(found.message).toContain('“SPOTFY”, “dolr”.');
    expect(found.message).not.toContain('North');
    const named = report({ file, art, bakedWords: [{ text: 'Spotify', confidence: 91 }] });
    expect(issue(named, 'apple-music', 'baked-text')).toMatchObject({ severity: 'fail' });
    expect(issue(named, 'bandcamp', 'baked-text')).toMatchObject({ severity: 'warn' });
  });

  it('reports an artist name run into the title’s descenders, measured on the letters, and offers to move it clear', async () => {
    const file = await fileOf(3000, (i) => i.withIccProfile('srgb').jpeg());
    const line = (role: TextLayer['role'], text: string, y: number, size: number): TextLayer => ({
      role,
      text,
      typeface: 'playfair',
      weight: 700,
      size,
      case: 'as-typed',
      tracking: 0,
      lineHeight: 1,
      align: 'center',
      color: '#ffffff',
      effect: 'none',
      effectColor: '#000000',
      x: 500,
      y,
    });
    // The lines' boxes only meet (the title's ends at 720, where the artist's starts), but "Gypsy" hangs below it.
    const title = line('title', 'Gypsy Jump', 600, 120);
    const touching: CoverEdit = { ...doc, text: { layers: [title, line('artist', 'ANA VALE', 720, 56)], plate: null } };
    const check = (d: CoverEdit) => report({ file, doc: d, boxes: layerBoxes(d) });
    const boxes = layerBoxes(touching);
    expect(boxes[0]!.y + boxes[0]!.h).toBeLessThanOrEqual(boxes[1]!.y);
    expect(boxes[0]!.ink.y + boxes[0]!.ink.h).toBeGreaterThan(boxes[1]!.ink.y);
    const found = issue(check(touching), 'spotify', 'overlap')!;
    expect(found).toMatchObject({ severity: 'warn', action: { kind: 'move-layer', layer: 1 } });
    expect(found.message).toBe('The title and the artist name run into each other: their letters touch or overlap.');

    // The fix, applied as the editor applies it, leaves nothing to report.
    const { dy } = found.action as { dy: number };
    expect(dy).toBeGreaterThan(0);
    const moved: CoverEdit = {
      ...touching,
      text: { ...touching.text, layers: [title, { ...touching.text.layers[1]!, y: 720 + dy }] },
    };
    expect(issue(check(moved), 'spotify', 'overlap')).toBeUndefined();
    // At the foot of the cover there is no room below: the title moves up instead.
    const low: CoverEdit = {
      ...doc,
      text: { layers: [line('title', 'Gypsy Jump', 760, 120), line('artist', 'ANA VALE', 870, 56)], plate: null },
    };
    expect(issue(check(low), 'spotify', 'overlap')!.action).toMatchObject({ kind: 'move-layer', layer: 0 });
    // Side by side at the same height, they do not meet.
    const apart: CoverEdit = {
      ...doc,
      text: {
        layers: [
          { ...title, x: 100, align: 'left', size: 60 },
          { ...line('artist', 'ANA', 620, 56), x: 900, align: 'right' },
        ],
        plate: null,
      },
    };
    expect(issue(check(apart), 'spotify', 'overlap')).toBeUndefined();
  });
});
