import { describe, expect, it } from 'vitest';
import { contrastRatio, deltaE, hexToOklch, rgbToHex } from '../../shared/color.ts';
import { MAX_TEXT_SIZE, SAFE_MARGIN } from '../../shared/contracts/cover-edit.ts';
import { coverEditSchema } from '../../shared/contracts/cover-edit.ts';
import { refineIdea } from '../providers/refine/builtin-refiner.ts';
import { editFromLayout } from './edit-document.ts';
import { drawEdit } from './edit.ts';
import { artCanvas } from './edit-export.ts';
import { renderArt, renderCover } from './render.ts';

const SIZE = 400;
const FADING =
  'type only, SLOW RETURNS by Harbour Static in tall condensed capitals, each line fainter than the one above, oxblood on bone';
const REPEATED =
  'post-rock, no picture at all. just the title tidewater in tiny lowercase repeated in a grid over the whole sleeve, band name wren & the mast small in the corner';
const STACKED = 'type only: "Low Tide Choir Practice" stacked edge to edge, black on mustard, indie';

describe('a cover of lettering alone', () => {
  it('reads how the idea arranges its title, and only on a cover of lettering alone', () => {
    expect(refineIdea(FADING).brief).toMatchObject({ title: 'SLOW RETURNS', typeArrangement: 'fading' });
    const repeated = refineIdea(REPEATED);
    expect(repeated.brief).toMatchObject({
      title: 'tidewater',
      artist: 'wren & the mast',
      typeSize: 'small',
      typeArrangement: 'repeated',
      subjects: [],
    });
    expect(repeated.parts.find((p) => /repeated in rows/.test(p.as))).toMatchObject({
      phrase: 'repeated in a grid over the whole sleeve',
      how: 'exact',
    });
    // Nothing claims a grid of things on a cover of lettering alone.
    expect(repeated.parts.some((p) => /subjects/.test(p.as))).toBe(false);
    expect(refineIdea(`${REPEATED}, pale celadon`).brief.paletteNames[0]).toBe('pale celadon');
    expect(refineIdea(STACKED).brief.typeArrangement).toBe('stacked');
    // The arrangement alone makes a cover of lettering: its words are no pattern of things and no line drawn.
    expect(refineIdea('PARALLEL LIVES by Okafor, repeated over and over, yellow on black, techno').brief).toMatchObject(
      { composition: 'typographic', typeArrangement: 'repeated', subjects: [] },
    );
    expect(
      refineIdea('"Ghost Notes" by The Velvet Hours, jazz, typographic cover, each line fainter, gold on deep green')
        .brief,
    ).toMatchObject({ typeArrangement: 'fading', subjects: [] });
    // On a picture the words are the picture's: a title over a scene is set as ever.
    const scene = refineIdea('"Echo Park" by Ana Vale, a fox in the snow, repeated footprints behind it');
    expect(scene.brief.subjects.length).toBeGreaterThan(0);
    expect(scene.brief.typeArrangement).toBeUndefined();
    expect(scene.parts.find((p) => p.phrase === 'repeated')?.how).toBe('dropped');
  });

  for (const look of ['sonic', 'photon'] as const) {
    it(`repeats the title in rows over the sleeve, one copy the editor holds (${look})`, () => {
      const { brief } = refineIdea(REPEATED);
      const cover = renderCover({ brief, seed: 3, look, size: SIZE });
      const layout = cover.type.layout!;
      const title = layout.lines.filter((l) => l.role === 'title');
      expect(title).toHaveLength(1);
      expect(layout.echoes!.length).toBeGreaterThanOrEqual(12);
      for (const l of [...layout.lines, ...layout.echoes!]) {
        expect(l.x).toBeGreaterThanOrEqual(SAFE_MARGIN - 0.5);
        expect(l.y).toBeGreaterThanOrEqual(SAFE_MARGIN - 0.5);
        expect(l.y + l.size).toBeLessThanOrEqual(1000 - SAFE_MARGIN + 0.5);
      }
      // Decoded pixels: the title's ink is in the top quarter of the sleeve and in its bottom quarter.
      const d = cover.canvas.data();
      const inkIn = (y0: number, y1: number) => {
        let n = 0;
        for (let y = Math.round(y0 * SIZE); y < y1 * SIZE; y++)
          for (let x = 0; x < SIZE; x++) {
            const i = (y * SIZE + x) * 4;
            if (deltaE(rgbToHex(d[i]!, d[i + 1]!, d[i + 2]!), title[0]!.color) < 0.1) n++;
          }
        return n;
      };
      expect(inkIn(0.06, 0.25)).toBeGreaterThan(200);
      expect(inkIn(0.7, 0.88)).toBeGreaterThan(200);
      // The editor opens on the same cover: its document drawn over the art (with the copies) is the cover.
      const canvas = renderArt({ brief, seed: 3, look, size: SIZE }).canvas;
      drawEdit(canvas, coverEditSchema.parse(editFromLayout(layout)), SIZE, 7);
      const a = canvas.data();
      let sum = 0;
      for (let i = 0; i < a.length; i++) if (i % 4 !== 3) sum += Math.abs(a[i]! - d[i]!);
      expect(sum / ((a.length / 4) * 3)).toBeLessThan(0.2);
    });
  }

  it('leaves the copies of the old title out of the art once the editor retypes it', async () => {
    const { brief } = refineIdea(REPEATED);
    const spec = { brief, seed: 3, look: 'sonic' as const };
    const doc = editFromLayout(renderCover({ ...spec, size: SIZE }).type.layout!);
    const retyped = structuredClone(doc);
    retyped.text.layers[0]!.text = 'low tide';
    const ink = doc.text.layers[0]!.color.slice(0, 7);
    const inkInTopQuarter = async (d: typeof doc) => {
      const data = (await artCanvas({ kind: 'builtin', spec }, d.art, SIZE, d)).data();
      let n = 0;
      for (let i = 0; i < (SIZE * SIZE) / 4; i++)
        if (deltaE(rgbToHex(data[i * 4]!, data[i * 4 + 1]!, data[i * 4 + 2]!), ink) < 0.1) n++;
      return n;
    };
    expect(await inkInTopQuarter(doc)).toBeGreaterThan(200);
    expect(await inkInTopQuarter(retyped)).toBeLessThan(20);
  });

  it('echoes the title down the sleeve, each copy fainter, the last almost gone', () => {
    const layout = renderCover({ brief: refineIdea(FADING).brief, seed: 2, look: 'sonic', size: SIZE }).type.layout!;
    const alphas = layout.echoes!.map((e) => e.alpha!);
    expect(alphas.length).toBeGreaterThanOrEqual(3);
    alphas.slice(1).forEach((a, i) => expect(a).toBeLessThan(alphas[i]!));
    expect(alphas.at(-1)!).toBeLessThan(0.2);
    const ys = [layout.lines[0]!.y, ...layout.echoes!.map((e) => e.y)];
    ys.slice(1).forEach((y, i) => expect(y).toBeGreaterThan(ys[i]!));
  });

  it('stacks the title a word a line, the widest spanning the sleeve', () => {
    const layout = renderCover({ brief: refineIdea(STACKED).brief, seed: 1, look: 'photon', size: SIZE }).type.layout!;
    const title = layout.lines.filter((l) => l.role === 'title');
    expect(title.map((l) => l.text)).toEqual(['Low', 'Tide', 'Choir', 'Practice']);
    expect(new Set(title.map((l) => l.size)).size).toBe(1);
    expect(title[0]!.size).toBeGreaterThan(150);
  });

  it('prints lettering alone on the ground the idea names, in both looks, whatever the ink and the genre', () => {
    for (const [idea, ground] of [
      [
        'no image at all, just the word sorry handwritten in blue biro in the bottom right corner of a plain oatmeal card sleeve',
        'oatmeal',
      ],
      [
        'indie pop, just the title "wintering" in small pale gold italic, centred on bottle green, nothing else',
        'bottle green',
      ],
    ] as const) {
      const { brief } = refineIdea(idea);
      const named = brief.palette[brief.paletteNames.indexOf(ground)]!;
      for (const look of ['sonic', 'photon'] as const)
        for (const seed of [1, 2, 3]) {
          const data = renderCover({ brief, seed, look, size: SIZE }).canvas.data();
          // The middle of the cover's upper left quarter, where no lettering is: its mean colour.
          const sum = [0, 0, 0];
          let n = 0;
          for (let y = 80; y < 120; y++)
            for (let x = 80; x < 120; x++, n++) for (let k = 0; k < 3; k++) sum[k]! += data[(y * SIZE + x) * 4 + k]!;
          const mean = rgbToHex(...(sum.map((v) => Math.round(v / n)) as [number, number, number]));
          // (A genre's print medium or a grade toward the blue ink turned oatmeal lavender and bottle green yellow.)
          expect(deltaE(mean, named), `${look} ${seed} ${idea}`).toBeLessThan(0.055);
        }
    }
  });

  it("keeps a stacked script's swashes and descenders inside the safe margin", () => {
    const { brief } = refineIdea('type only: HAPPY DAYS stacked, in script lettering, black on peach');
    const cover = renderCover({ brief, seed: 1, look: 'sonic', size: SIZE });
    const layout = cover.type.layout!;
    expect(layout.lines.filter((l) => l.role === 'title')).toHaveLength(2);
    const ctx = cover.canvas.getContext('2d');
    ctx.textBaseline = 'top';
    for (const l of layout.lines) {
      ctx.font = `${l.size}px ${layout.family}`;
      expect(l.y + ctx.measureText(l.text).actualBoundingBoxDescent, l.text).toBeLessThanOrEqual(1000 - SAFE_MARGIN);
    }
  });

  it('sets a short word stacked edge to edge no larger than the editor holds, so the cover opens in it', () => {
    const { brief } = refineIdea('type only: "SILT" stacked edge to edge in tall condensed capitals, black on mustard');
    const cover = renderCover({ brief, seed: 2, look: 'sonic', size: SIZE });
    const title = cover.type.layout!.lines.find((l) => l.role === 'title')!;
    // Wide enough to be held back by the limit, not by the sleeve's width.
    expect(title.size).toBe(MAX_TEXT_SIZE);
    expect(coverEditSchema.safeParse(editFromLayout(cover.type.layout!)).success).toBe(true);
  });

  it('sets the colour asked for the letters in a shade of it that reads on the ground asked for', () => {
    const { brief } = refineIdea('type only: LEFTOVERS in capitals, smoked salmon on aeruginous green. indie pop');
    // ("Aeruginous", a word no dictionary here knows, names the green's shade.)
    expect(brief.paletteNames[0]).toBe('aeruginous green');
    for (const look of ['sonic', 'photon'] as const) {
      const layout = renderCover({ brief, seed: 4, look, size: SIZE }).type.layout!;
      const ink = layout.lines[0]!.color;
      // It reads on the green as drawn (the mean of the art's pixels).
      const d = renderArt({ brief, seed: 4, look, size: SIZE }).canvas.data();
      const mean = [0, 1, 2].map((k) => {
        let sum = 0;
        for (let i = k; i < d.length; i += 4) sum += d[i]!;
        return Math.round(sum / (d.length / 4));
      }) as [number, number, number];
      expect(deltaE(rgbToHex(...mean), brief.palette[0]!)).toBeLessThan(0.15);
      expect(contrastRatio(ink, rgbToHex(...mean))).toBeGreaterThanOrEqual(3);
      // Still salmon: its hue, only lighter or darker (a pale salmon on the green, not the cover's own white).
      const [asked, set] = [hexToOklch(brief.typeColor!), hexToOklch(ink)];
      expect(Math.abs(set.h - asked.h)).toBeLessThan(20);
      expect(set.c).toBeGreaterThan(0.02);
    }
  });
});
