import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { hexToOklch, rgbToHex } from '../../../shared/color.ts';
import { mediumOf } from '../../../shared/lexicon/media.ts';
import type { Look } from '../../../shared/contracts/scene-brief.ts';
import { refineIdea } from '../../providers/refine/builtin-refiner.ts';
import { planCover } from '../planner.ts';
import { mediumPassOf } from './index.ts';
import { oil } from './oil.ts';
import { fisheye } from './fisheye.ts';
import { renderArt } from '../render.ts';
import { techniqueOf } from '../sonic/state.ts';

const SIZE = 200;

/** Share of pixels with colour in them (oklch chroma above 0.06), and of those near a hue in degrees. */
function colourShares(idea: string, look: Look, seed: number, hue?: number) {
  const { canvas } = renderArt({ brief: refineIdea(idea).brief, seed, look, size: SIZE });
  const d = canvas.getContext('2d').getImageData(0, 0, SIZE, SIZE).data;
  let coloured = 0;
  let nearHue = 0;
  for (let i = 0; i < d.length; i += 16) {
    const o = hexToOklch(rgbToHex(d[i]!, d[i + 1]!, d[i + 2]!));
    if (o.c <= 0.06) continue;
    coloured++;
    if (hue !== undefined && Math.abs(((o.h - hue + 540) % 360) - 180) < 30) nearHue++;
  }
  const n = d.length / 16;
  return { coloured: coloured / n, nearHue: nearHue / n };
}

describe('the photocopy medium', () => {
  it('is read from the idea as its medium, reported, and not taken for a thing', () => {
    const r = refineIdea('grindcore, a conveyor belt of birthday cakes, xerox texture');
    expect(r.brief.medium).toBe('high-contrast photocopy with toner grain');
    expect(r.parts).toContainEqual({
      phrase: 'xerox',
      as: 'a high-contrast photocopy with toner grain',
      how: 'exact',
    });
    expect(r.parts.filter((p) => p.how === 'dropped')).toEqual([]);
    expect(r.brief.subjects.map((s) => s.noun)).toEqual(['conveyor belt', 'birthday cakes']);
    expect(r.refinedPrompt).toContain('photocopy');
  });

  it.each<[Look, number]>([
    ['sonic', 1],
    ['sonic', 2],
    ['photon', 1],
    ['photon', 2],
  ])('copies the %s art in toner on paper, whatever its colours (seed %i)', (look, seed) => {
    const idea = 'a yellow taxi under a purple sky';
    expect(colourShares(idea, look, seed).coloured).toBeGreaterThan(0.3);
    // The same idea asked as a photocopy loses every colour but the ones it named.
    const copy = colourShares(`${idea}, photocopy style`, look, seed);
    expect(copy.coloured).toBeLessThan(0.75);
    const plain = colourShares('an old taxi at night, photocopy style', look, seed);
    expect(plain.coloured).toBeLessThan(0.02);
  });

  it.each<Look>(['sonic', 'photon'])('keeps a colour the idea named as a spot ink (%s)', (look) => {
    for (const seed of [1, 2, 3]) {
      const red = colourShares('a red heart with a dagger through it, photocopy', look, seed, 25);
      expect(red.nearHue).toBeGreaterThan(0.02);
      // And it is the only colour left.
      expect(red.nearHue / red.coloured).toBeGreaterThan(0.9);
    }
  });

  it.each<Look>(['sonic', 'photon'])('keeps no colour a thing only has by nature (%s)', (look) => {
    // Pine trees are green and a fox orange by nature; the idea named neither, so the copy has neither.
    for (const seed of [1, 2])
      expect(colourShares('pine trees and a fox in a field, xerox', look, seed).coloured).toBeLessThan(0.02);
  });

  it('copies every version when the idea asks, about half when only the genre leans that way', () => {
    const named = refineIdea('a bride in a shopping cart, xerox').brief;
    const genre = refineIdea('punk single, a bride in a shopping cart').brief;
    const seeds = Array.from({ length: 40 }, (_, i) => i + 1);
    expect(seeds.every((seed) => mediumPassOf(planCover(named, seed, 'photon')) === 'photocopy')).toBe(true);
    const copied = seeds.filter((seed) => mediumPassOf(planCover(genre, seed, 'photon')) === 'photocopy').length;
    expect(copied).toBeGreaterThan(10);
    expect(copied).toBeLessThan(30);
    const jazz = refineIdea('jazz, a trumpet on a table').brief;
    expect(seeds.some((seed) => mediumPassOf(planCover(jazz, seed, 'sonic')) === 'photocopy')).toBe(false);
  });

  it('paints in oils only when the idea asks, never because the genre paints', () => {
    const seeds = Array.from({ length: 40 }, (_, i) => i + 1);
    const metal = refineIdea('power metal, a golden ox on an ice shelf').brief;
    expect(metal.medium).toContain('oil');
    for (const seed of seeds) {
      expect(mediumPassOf(planCover(metal, seed, 'photon'))).toBeUndefined();
      expect(techniqueOf(planCover(metal, seed, 'sonic'))).not.toBe('cut');
    }
    const asked = refineIdea('power metal, a golden ox on an ice shelf, oil painting').brief;
    expect(seeds.every((seed) => mediumPassOf(planCover(asked, seed, 'photon')) === 'oil-painting')).toBe(true);
  });

  it('draws the same copy for the same seed', () => {
    const brief = refineIdea('a burning police car, zine style').brief;
    const a = renderArt({ brief, seed: 5, look: 'sonic', size: 120 }).canvas.toBuffer('image/png');
    const b = renderArt({ brief, seed: 5, look: 'sonic', size: 120 }).canvas.toBuffer('image/png');
    expect(a.equals(b)).toBe(true);
    // Printed on the cream named: much of the sheet is bare paper, and nothing is of a hue the inks do not make.
    const d = renderArt({ brief, seed: 4, look: 'photon', size: 120 })
      .canvas.getContext('2d')
      .getImageData(0, 0, 120, 120).data;
    const cream = hexToOklch('#fffdd0');
    let paper = 0;
    let blue = 0;
    for (let i = 0; i < d.length; i += 4) {
      const o = hexToOklch(rgbToHex(d[i]!, d[i + 1]!, d[i + 2]!));
      if (Math.abs(o.l - cream.l) < 0.06 && o.c < 0.09) paper++;
      if (o.c > 0.05 && o.h > 180 && o.h < 300) blue++;
    }
    expect(paper / (d.length / 4)).toBeGreaterThan(0.1);
    expect(blue).toBe(0);
  });
});

describe('a print medium named in the idea', () => {
  it('reads "crossing" as being on what is crossed', () => {
    expect(refineIdea('a steam train crossing a bridge').brief.subjects.map((s) => s.relation?.kind)).toEqual([
      'on',
      undefined,
    ]);
  });

  it('sets Sonic’s technique on every version; the genre’s own only leans it', () => {
    const seeds = Array.from({ length: 24 }, (_, i) => i + 1);
    const named = refineIdea('a fox in the snow, woodcut').brief;
    expect(named.medium).toBe('linocut print');
    expect(new Set(seeds.map((seed) => techniqueOf(planCover(named, seed, 'sonic'))))).toEqual(new Set(['lino']));
    const riso = refineIdea('a fox in the snow, risograph').brief;
    expect(new Set(seeds.map((seed) => techniqueOf(planCover(riso, seed, 'sonic'))))).toEqual(new Set(['riso']));
    // House's own medium is a risograph print: about half its covers, and not all.
    const house = refineIdea('house music, a fox in the snow').brief;
    const risos = seeds.filter((seed) => techniqueOf(planCover(house, seed, 'sonic')) === 'riso').length;
    expect(risos).toBeGreaterThan(6);
    expect(risos).toBeLessThan(24);
    // Named in an idea of the genre whose own medium it is, it is still named: every version (round 55's folk woodcut
    // and house risograph got it on some).
    const folk = refineIdea('folk album, an old woman in a freezing church, woodcut, heather and flint').brief;
    expect(new Set(seeds.map((seed) => techniqueOf(planCover(folk, seed, 'sonic'))))).toEqual(new Set(['lino']));
    expect(new Set(seeds.map((seed) => mediumPassOf(planCover(folk, seed, 'photon'))))).toEqual(new Set(['linocut']));
    const houseRiso = refineIdea('house ep, desks at the christmas do, risograph in sherbet orange and teal').brief;
    expect(new Set(seeds.map((seed) => techniqueOf(planCover(houseRiso, seed, 'sonic'))))).toEqual(new Set(['riso']));
  });

  it('reprints Photon’s scene as a risograph or a linocut when named; Sonic prints it in its press', () => {
    const seeds = [1, 2, 3, 4, 5, 6];
    const riso = refineIdea('punk, an inflatable rat outside the town hall, risograph in black and fluoro green').brief;
    expect(seeds.map((seed) => mediumPassOf(planCover(riso, seed, 'photon')))).toEqual(seeds.map(() => 'risograph'));
    expect(seeds.map((seed) => mediumPassOf(planCover(riso, seed, 'sonic')))).toEqual(seeds.map(() => undefined));
    const lino = refineIdea('a fox in the snow, woodcut').brief;
    expect(mediumPassOf(planCover(lino, 1, 'photon'))).toBe('linocut');
    // Folk's own medium is the linocut: some of its Photon versions, not all.
    const folk = refineIdea('folk, a hare by a stone wall').brief;
    const cuts = seeds.concat([7, 8, 9, 10, 11, 12]).filter((seed) => mediumPassOf(planCover(folk, seed, 'photon')));
    expect(cuts.length).toBeGreaterThan(1);
    expect(cuts.length).toBeLessThan(12);
    // Never where its two inks and paper cannot hold the colours named: four are four.
    const meadow = refineIdea('folk, eight men on a steep meadow, grass green, storm grey, dark red, brown').brief;
    const twelve = seeds.concat([7, 8, 9, 10, 11, 12]);
    expect(twelve.map((seed) => mediumPassOf(planCover(meadow, seed, 'photon')))).toEqual(twelve.map(() => undefined));
  });

  it('reads a genre’s medium by what it says first: jazz’s duotone photograph with letterpress type is no linocut', () => {
    expect(mediumOf('duotone photograph with letterpress type')).toBe('duotone');
    expect(mediumOf('letterpress print')).toBe('linocut');
    const jazz = refineIdea('jazz, a night baker under one bulb').brief;
    expect([1, 2, 3, 4, 5, 6].map((seed) => mediumPassOf(planCover(jazz, seed, 'photon')))).not.toContain('linocut');
  });

  it('prints the risograph in the named inks on paper: green and black, no glossy colours of the render', () => {
    const idea = 'punk, an inflatable rat outside the town hall, risograph in black and fluoro green';
    const { canvas } = renderArt({ brief: refineIdea(idea).brief, seed: 3, look: 'photon', size: SIZE });
    const d = canvas.getContext('2d').getImageData(0, 0, SIZE, SIZE).data;
    let green = 0;
    let offInk = 0;
    for (let i = 0; i < d.length; i += 4) {
      const o = hexToOklch(rgbToHex(d[i]!, d[i + 1]!, d[i + 2]!));
      if (o.c > 0.06 && Math.abs(((o.h - 145 + 540) % 360) - 180) < 35) green++;
      // Every colour printed is paper, black, green or their overprint: nothing of another hue.
      else if (o.c > 0.06) offInk++;
    }
    expect(green / (d.length / 4)).toBeGreaterThan(0.05);
    expect(offInk / (d.length / 4)).toBeLessThan(0.02);
  });

  it('reads “two colour risograph” as a risograph in the two colours named, not a duotone of one', () => {
    expect(mediumOf('two colour risograph in pomelo pink and teal')).toBe('risograph');
    expect(mediumOf('a two colour screen print')).toBe('screen-print');
    expect(mediumOf('two colour photo of a dog')).toBe('duotone');
    expect(mediumOf('duotone photograph with letterpress type')).toBe('duotone');
  });

  it('keys the linocut in a dark ink when the colours named are light, so its shapes can be made out', () => {
    // Round 96's woodcut in birch green, slate and lilac was keyed in slate, and its hut was lost.
    for (const seed of [1, 2]) {
      const { brief } = refineIdea('a turf-roofed hut by a mountain lake at night, linocut in slate blue and lilac');
      expect(mediumPassOf(planCover(brief, seed, 'photon'))).toBe('linocut');
      const d = renderArt({ brief, seed, look: 'photon', size: SIZE })
        .canvas.getContext('2d')
        .getImageData(0, 0, SIZE, SIZE).data;
      const lightness: number[] = [];
      for (let i = 0; i < d.length; i += 4) lightness.push(hexToOklch(rgbToHex(d[i]!, d[i + 1]!, d[i + 2]!)).l);
      lightness.sort((a, b) => a - b);
      // A tenth of the cover printed near black: the key block's solids.
      expect(lightness[Math.floor(lightness.length * 0.1)], `seed ${seed}`).toBeLessThan(0.35);
    }
  });

  it('cuts the linocut in solid blacks, bare paper and strokes between, not an even screen of lines', () => {
    // Light and dark changes down each column, per pixel: a line screen over the whole picture (the panel, round 74:
    // "heavy halftone or moiré filters" for a named linocut) changes every two or three pixels at this size.
    const size = 240;
    for (const idea of [
      'folk, a hare by a stone wall, linocut in rust and cream',
      'a lighthouse on a cliff at dusk, linocut',
      'crust punk, three dogs round a burning tyre on a frozen canal, linocut, black and rust',
    ]) {
      const d = renderArt({ brief: refineIdea(idea).brief, seed: 1, look: 'photon', size })
        .canvas.getContext('2d')
        .getImageData(0, 0, size, size).data;
      const dark = (k: number) => 0.299 * d[k * 4]! + 0.587 * d[k * 4 + 1]! + 0.114 * d[k * 4 + 2]! < 110;
      let changes = 0;
      for (let x = 0; x < size; x++)
        for (let y = 1; y < size; y++) if (dark((y - 1) * size + x) !== dark(y * size + x)) changes++;
      expect(changes / (size * size), idea).toBeLessThan(0.25);
      // Still carved: strokes and contours, not a flat two-tone poster.
      expect(changes / (size * size), idea).toBeGreaterThan(0.03);
    }
  });

  it('cuts the linocut’s key block in lines: the same seed, the same print', () => {
    const brief = refineIdea('folk, a hare by a stone wall, linocut in rust and cream').brief;
    const a = renderArt({ brief, seed: 4, look: 'photon', size: 120 }).canvas.toBuffer('image/png');
    const b = renderArt({ brief, seed: 4, look: 'photon', size: 120 }).canvas.toBuffer('image/png');
    expect(a.equals(b)).toBe(true);
  });
});

describe('the duotone medium', () => {
  /** Distinct hues (30° bins) among the coloured pixels, and the share of coloured pixels. */
  function hues(idea: string, look: Look, seed: number) {
    const { canvas } = renderArt({ brief: refineIdea(idea).brief, seed, look, size: SIZE });
    const d = canvas.getContext('2d').getImageData(0, 0, SIZE, SIZE).data;
    const bins = new Map<number, number>();
    let coloured = 0;
    for (let i = 0; i < d.length; i += 16) {
      const o = hexToOklch(rgbToHex(d[i]!, d[i + 1]!, d[i + 2]!));
      if (o.c <= 0.03) continue;
      coloured++;
      const bin = Math.floor(o.h / 30);
      bins.set(bin, (bins.get(bin) ?? 0) + 1);
    }
    const n = d.length / 16;
    // A hue counts when it covers at least 2% of the cover.
    return { hues: [...bins.values()].filter((v) => v / n > 0.02).length, coloured: coloured / n };
  }

  it.each<Look>(['sonic', 'photon'])('prints black and white as black and white (%s)', (look) => {
    for (const seed of [1, 2]) {
      expect(refineIdea('black and white photo of a yellow taxi').brief.medium).toBe(
        'duotone print in a dark ink and one colour',
      );
      expect(hues('a taxi at dusk, black and white', look, seed).coloured).toBeLessThan(0.02);
    }
  });

  it.each<Look>(['sonic', 'photon'])('prints a duotone in one colour ink, the one the idea named (%s)', (look) => {
    for (const seed of [1, 2]) {
      expect(hues('a taxi under a sunset sky, palm trees', look, seed).hues).toBeGreaterThan(1);
      expect(hues('a taxi under a sunset sky, palm trees, duotone', look, seed).hues).toBe(1);
      const blue = renderArt({
        brief: refineIdea('a taxi under a sunset sky, palm trees, cobalt blue duotone').brief,
        seed,
        look,
        size: SIZE,
      }).canvas;
      const d = blue.getContext('2d').getImageData(0, 0, SIZE, SIZE).data;
      let blueish = 0;
      for (let i = 0; i < d.length; i += 16) {
        const o = hexToOklch(rgbToHex(d[i]!, d[i + 1]!, d[i + 2]!));
        if (o.c > 0.03 && o.h > 220 && o.h < 290) blueish++;
      }
      expect(blueish / (d.length / 16)).toBeGreaterThan(0.1);
    }
  });
});

describe('a duotone in two named colours', () => {
  it.each<Look>(['sonic', 'photon'])('prints both colours, each over a share of the cover (%s)', (look) => {
    const { brief } = refineIdea('a taxi under a sunset sky, palm trees, duotone in hot pink and teal');
    const { canvas } = renderArt({ brief, seed: 1, look, size: SIZE });
    const d = canvas.getContext('2d').getImageData(0, 0, SIZE, SIZE).data;
    let pink = 0;
    let teal = 0;
    for (let i = 0; i < d.length; i += 4) {
      const o = hexToOklch(rgbToHex(d[i]!, d[i + 1]!, d[i + 2]!));
      if (o.c < 0.05) continue;
      if (o.h > 320 || o.h < 10) pink++;
      else if (o.h > 170 && o.h < 210) teal++;
    }
    // Before, the teal was nowhere: a dark ink and the pink alone.
    expect(pink / (d.length / 4)).toBeGreaterThan(0.1);
    expect(teal / (d.length / 4)).toBeGreaterThan(0.1);
  });
});

describe('screen and film media', () => {
  const art = (idea: string, look: Look, seed: number, size = SIZE) =>
    renderArt({ brief: refineIdea(idea).brief, seed, look, size })
      .canvas.getContext('2d')
      .getImageData(0, 0, size, size).data;

  it('reads pixel art, VHS and film from the idea as its medium, not as things', () => {
    const medium = (idea: string) => mediumOf(refineIdea(idea).brief.medium);
    expect(medium('8-bit pixel art of a knight on a hill')).toBe('pixel-art');
    expect(medium('a girl dancing on a beach, VHS camcorder footage')).toBe('vhs');
    expect(medium('shot on 35mm, a bench by the sea')).toBe('film');
    expect(medium('a fox in the snow, polaroid')).toBe('film');
    expect(medium('watercolor painting of a heron in a misty lake')).toBe('watercolour');
    expect(medium('oil painting of a lighthouse in a storm')).toBe('oil-painting');
    // A thing named after a medium is the thing.
    expect(refineIdea('a stack of vhs tapes').brief.subjects[0]?.asset).toBe(
      'fluent-emoji-high-contrast:videocassette',
    );
    expect(refineIdea('8-bit pixel art of a knight on a hill').parts.filter((p) => p.how === 'dropped')).toEqual([]);
    expect(refineIdea('a fox in the snow, polaroid').brief.subjects.map((s) => s.noun)).toEqual(['fox']);
  });

  it.each<Look>(['sonic', 'photon'])('draws pixel art as square cells in a few colours (%s)', (look) => {
    for (const seed of [1, 2]) {
      const d = art('8-bit pixel art, a cat on a rooftop at night', look, seed, 384);
      const colours = new Set<number>();
      let same = 0;
      for (let i = 0; i < d.length; i += 4) {
        colours.add((d[i]! << 16) | (d[i + 1]! << 8) | d[i + 2]!);
        if (i % (384 * 4) && d[i] === d[i - 4] && d[i + 1] === d[i - 3] && d[i + 2] === d[i - 2]) same++;
      }
      // At most the palette's 14 colours, and cells 4-6 pixels wide: most pixels repeat their left neighbour.
      expect(colours.size).toBeLessThanOrEqual(14);
      expect(same / (d.length / 4)).toBeGreaterThan(0.7);
    }
  });

  it.each<Look>(['sonic', 'photon'])('lays scanlines over a VHS still (%s)', (look) => {
    const size = 500;
    const d = art('VHS still, a yellow taxi under a purple sky', look, 3, size);
    // Rows alternate bright and dark with the 4-unit line pair: at 500 px (2 units a pixel), every other row.
    const rowMean = (y: number) => {
      let sum = 0;
      for (let x = 0; x < size; x++) sum += d[(y * size + x) * 4 + 1]!;
      return sum / size;
    };
    let on = 0;
    let off = 0;
    for (let y = 0; y < size; y++)
      if (y % 2) off += rowMean(y);
      else on += rowMean(y);
    expect(off / on).toBeLessThan(0.92);
  });

  it('films what the idea asks on both looks; a genre’s film photograph leans only Photon', () => {
    const seeds = Array.from({ length: 24 }, (_, i) => i + 1);
    const named = refineIdea('shot on 35mm, a bench by the sea').brief;
    for (const look of ['sonic', 'photon'] as const)
      expect(seeds.every((seed) => mediumPassOf(planCover(named, seed, look)) === 'film')).toBe(true);
    const soul = refineIdea('soul record, a bench by the sea').brief;
    expect(mediumOf(soul.medium)).toBe('film');
    const filmed = seeds.filter((seed) => mediumPassOf(planCover(soul, seed, 'photon')) === 'film').length;
    expect(filmed).toBeGreaterThan(4);
    expect(filmed).toBeLessThan(24);
    expect(seeds.some((seed) => mediumPassOf(planCover(soul, seed, 'sonic')))).toBe(false);
  });

  it.each<Look>(['sonic', 'photon'])(
    'paints a watercolour transparent over the paper: no tone is black (%s)',
    (look) => {
      const lum = (d: Uint8ClampedArray) => {
        let darkest = 255;
        for (let i = 0; i < d.length; i += 4)
          darkest = Math.min(darkest, 0.3 * d[i]! + 0.59 * d[i + 1]! + 0.11 * d[i + 2]!);
        return darkest;
      };
      const idea = 'a black cat on a dark rooftop at night';
      expect(lum(art(idea, look, 2))).toBeLessThan(12);
      expect(lum(art(`${idea}, watercolor`, look, 2))).toBeGreaterThan(12);
    },
  );

  it('paints over a form without wiping it out: a branch 12 units wide stays bright under the oil', () => {
    const size = 512;
    const canvas = createCanvas(size, size);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#000';
    ctx.fillRect(0, 0, size, size);
    ctx.fillStyle = '#fff';
    const w = (12 * size) / 1000;
    ctx.fillRect(size / 2 - w / 2, 0, w, size);
    oil(canvas, planCover(refineIdea('oil painting, a fox').brief, 1, 'photon'), size);
    const row = ctx.getImageData(0, size / 2, size, 1).data;
    // Patches found on a coarse grid (6 units a cell) left it a dull grey smear (159).
    expect(row[(size / 2) * 4]).toBeGreaterThan(220);
    expect(row[(size / 2 + 20) * 4]).toBeLessThan(30);
  });

  it('draws the same frame for the same seed', () => {
    for (const idea of [
      'pixel art, a fox',
      'VHS, a fox',
      '35mm film, a fox',
      'watercolour, a fox',
      'oil painting, a fox',
    ]) {
      const a = Buffer.from(art(idea, 'photon', 4, 120));
      expect(a.equals(Buffer.from(art(idea, 'photon', 4, 120)))).toBe(true);
    }
  });
});

describe('pastels, crayons, ink wash, cut paper and the cyanotype', () => {
  it('reads the medium from its words, and never draws the chalk or the oil of "chalk pastel", "oil pastels"', () => {
    for (const [idea, medium] of [
      ['classical album, a cellist in a barn, chalk pastel', 'pastel'],
      ['a fox in tall grass, oil pastels', 'pastel'],
      ['a lighthouse on a cliff, wax crayon', 'pastel'],
      ['a heron in the reeds, ink wash', 'watercolour'],
      ['a whale under the moon, paper cut', 'collage'],
    ] as const) {
      const { brief } = refineIdea(idea);
      expect(mediumOf(brief.medium), idea).toBe(medium);
      expect(
        brief.subjects.map((s) => s.noun),
        idea,
      ).not.toContain('chalk');
      expect(
        brief.subjects.map((s) => s.noun),
        idea,
      ).not.toContain('oil');
      expect(mediumPassOf(planCover(brief, 1, 'photon')), idea).toBe(medium);
    }
    // Pastel colours are colours, not the medium.
    expect(mediumPassOf(planCover(refineIdea('a fox in tall grass, pastel colours').brief, 1, 'photon'))).not.toBe(
      'pastel',
    );
  });

  it('draws the same pastel for the same seed', () => {
    const brief = refineIdea('a fox in tall grass, chalk pastel').brief;
    const a = renderArt({ brief, seed: 4, look: 'photon', size: 120 }).canvas.toBuffer('image/png');
    const b = renderArt({ brief, seed: 4, look: 'photon', size: 120 }).canvas.toBuffer('image/png');
    expect(a.equals(b)).toBe(true);
  });
});

describe('the pencil medium', () => {
  it('is read from the idea as its medium: no pencil is drawn', () => {
    const r = refineIdea('classical album, a cellist alone in an empty room, pencil drawing');
    expect(r.brief.medium).toBe('pencil drawing with hatching on paper');
    expect(r.brief.subjects.map((s) => s.noun)).not.toContain('pencil');
    expect(mediumPassOf(planCover(r.brief, 1, 'sonic'))).toBe('pencil');
  });

  it('is read from pen and ink words too, never from a thing that hatches or a biro on a desk', () => {
    const medium = (idea: string) => refineIdea(idea).brief.medium;
    expect(medium('death metal, a mantis shrimp in a fish tank, biro cross hatching')).toBe(
      'pencil drawing with hatching on paper',
    );
    expect(medium('folk, a heron in reeds, pen and ink')).toBe('pencil drawing with hatching on paper');
    expect(medium('indie pop, a chick hatching from an egg')).not.toBe('pencil drawing with hatching on paper');
    expect(medium('a chewed biro on a desk, lo-fi')).not.toBe('pencil drawing with hatching on paper');
  });

  it('draws in graphite on paper, keeping a colour the idea named as a wash', () => {
    const grey = colourShares('folk record, a lighthouse on a cliff, pencil sketch', 'photon', 3);
    // Graphite and paper: nearly no colour left of Photon's lit scene.
    expect(grey.coloured).toBeLessThan(0.05);
    const red = colourShares('folk record, a red balloon over a field, pencil sketch', 'sonic', 3, 25);
    expect(red.nearHue).toBeGreaterThan(0.01);
  });
});

describe('the collage medium', () => {
  const pixels = (idea: string, look: Look, seed: number) =>
    renderArt({ brief: refineIdea(idea).brief, seed, look, size: SIZE })
      .canvas.getContext('2d')
      .getImageData(0, 0, SIZE, SIZE).data;
  /** Share of pixels of the pieces' paper edges (a warm off-white), sampled every fourth pixel. */
  const paperShare = (d: Uint8ClampedArray) => {
    let paper = 0;
    for (let i = 0; i < d.length; i += 16)
      if (Math.abs(d[i]! - 243) < 10 && Math.abs(d[i + 1]! - 239) < 10 && Math.abs(d[i + 2]! - 230) < 12) paper++;
    return paper / (d.length / 16);
  };

  it('is read from the idea as its medium, never as a thing; a genre’s digital collage is no paper collage', () => {
    const r = refineIdea('hyperpop single, a platypus on a segway, cut up magazine collage');
    expect(r.brief.medium).toBe('cut-and-paste paper collage');
    expect(r.brief.subjects.map((s) => s.noun)).not.toContain('collage');
    // Read once, as the medium: no framed layout is promised for it.
    expect(r.parts.filter((p) => p.phrase.endsWith('collage'))).toEqual([
      { phrase: 'cut up magazine collage', as: 'a cut-and-paste paper collage', how: 'exact' },
    ]);
    expect(mediumPassOf(planCover(r.brief, 1, 'photon'))).toBe('collage');
    for (const seed of [1, 2, 3, 4])
      expect(mediumPassOf(planCover(refineIdea('vaporwave, a marble bust').brief, seed, 'photon'))).toBeUndefined();
  });

  it.each<Look>(['sonic', 'photon'])('pastes the art back in pieces edged with paper (%s)', (look) => {
    const idea = 'a violet sky over a desert, a cactus';
    expect(paperShare(pixels(idea, look, 2))).toBeLessThan(0.002);
    expect(paperShare(pixels(`${idea}, collage`, look, 2))).toBeGreaterThan(0.01);
  });

  it('cuts the same pieces for the same seed, other pieces for another', () => {
    const a = Buffer.from(pixels('a cactus, collage', 'photon', 5));
    expect(a.equals(Buffer.from(pixels('a cactus, collage', 'photon', 5)))).toBe(true);
    expect(a.equals(Buffer.from(pixels('a cactus, collage', 'photon', 6)))).toBe(false);
  });
});

describe('the airbrush, the camera flash and the fisheye lens', () => {
  const pixels = (idea: string, look: Look, seed = 1, size = 256) =>
    renderArt({ brief: refineIdea(idea).brief, seed, look, size })
      .canvas.getContext('2d')
      .getImageData(0, 0, size, size).data;
  const lum = (d: Uint8ClampedArray, i: number) => 0.299 * d[i]! + 0.587 * d[i + 1]! + 0.114 * d[i + 2]!;

  it('reads them from the idea as its medium, never as a thing; a genre’s airbrush leans only Photon', () => {
    const medium = (idea: string) => mediumOf(refineIdea(idea).brief.medium);
    expect(medium('stoner doom, a camper van on a glacier, 70s airbrush')).toBe('airbrush');
    expect(medium('a chrome tiger, airbrushed like a van mural')).toBe('airbrush');
    expect(medium('trap, a man on a car bonnet at night, harsh flash')).toBe('flash');
    expect(medium('r&b, two girls on a kerb, flash photo')).toBe('flash');
    // Reported to the Prompt Studio with the right article.
    const airbrushed = refineIdea('a fox in the snow, airbrushed').parts.find((p) => p.phrase === 'airbrushed');
    expect(airbrushed?.as).toBe('an airbrush painting with smooth sprayed gradients and star glints');
    expect(refineIdea('trap, a man on a car bonnet at night, harsh flash').brief.subjects.map((s) => s.noun)).toEqual([
      'man',
      'car bonnet',
    ]);
    const seeds = Array.from({ length: 24 }, (_, i) => i + 1);
    const named = refineIdea('a fox in the snow, airbrushed').brief;
    for (const look of ['sonic', 'photon'] as const)
      expect(seeds.every((seed) => mediumPassOf(planCover(named, seed, look)) === 'airbrush')).toBe(true);
    const synthwave = refineIdea('synthwave, a palm tree by the sea').brief;
    expect(mediumOf(synthwave.medium)).toBe('airbrush');
    expect(seeds.some((seed) => mediumPassOf(planCover(synthwave, seed, 'photon')) === 'airbrush')).toBe(true);
    expect(seeds.some((seed) => mediumPassOf(planCover(synthwave, seed, 'sonic')))).toBe(false);
  });

  it('sprays smooth ramps: neighbouring pixels differ less than in the print, and glints shine near white', () => {
    const roughness = (d: Uint8ClampedArray, size: number) => {
      let sum = 0;
      for (let y = 0; y < size; y++)
        for (let x = 1; x < size; x++) sum += Math.abs(lum(d, (y * size + x) * 4) - lum(d, (y * size + x - 1) * 4));
      return sum / (size * (size - 1));
    };
    for (const look of ['sonic', 'photon'] as const) {
      const plain = pixels('folk, a barn on a hill at noon, cream and teal', look);
      const sprayed = pixels('folk, a barn on a hill at noon, cream and teal, airbrushed', look);
      expect(roughness(sprayed, 256)).toBeLessThan(roughness(plain, 256) * 0.8);
      let white = 0;
      for (let i = 0; i < sprayed.length; i += 4) if (lum(sprayed, i) > 245) white++;
      expect(white).toBeGreaterThan(0);
    }
  });

  it('lights the subject from the camera under a flash: bright in the middle, the place behind falling to black', () => {
    const size = 256;
    const idea = 'trap, a man standing in a car park at night';
    const meanIn = (d: Uint8ClampedArray, x0: number, y0: number, x1: number, y1: number) => {
      let sum = 0;
      let n = 0;
      for (let y = Math.floor((y0 * size) / 1000); y < (y1 * size) / 1000; y++)
        for (let x = Math.floor((x0 * size) / 1000); x < (x1 * size) / 1000; x++, n++)
          sum += lum(d, (y * size + x) * 4);
      return sum / n;
    };
    // The middle of the nearest subject's box, in each version's own plan.
    const heroBox = (text: string) => {
      const plan = planCover(refineIdea(text).brief, 1, 'photon');
      const hero = [...plan.subjects].sort((a, b) => a.depth - b.depth)[0]!;
      return [hero.x - hero.w / 8, hero.y - hero.h / 8, hero.x + hero.w / 8, hero.y + hero.h / 8] as const;
    };
    const flashed = pixels(`${idea}, harsh flash`, 'photon', 1, size);
    const night = pixels(idea, 'photon', 1, size);
    const box = heroBox(`${idea}, harsh flash`);
    // The man is a dark silhouette at night; under the flash he is lit, brighter than the corners by far.
    expect(meanIn(flashed, ...box)).toBeGreaterThan(meanIn(night, ...heroBox(idea)) * 1.3);
    expect(meanIn(flashed, 0, 0, 120, 120)).toBeLessThan(meanIn(flashed, ...box) / 3);
  });

  it('bends straight lines round the middle through a fisheye, and darkens the corners', () => {
    expect(mediumOf(refineIdea('kuduro, a kid on a minibus roof, fisheye, sky blue').brief.medium)).toBe('fisheye');
    const size = 300;
    const canvas = createCanvas(size, size);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, size, size);
    ctx.fillStyle = '#000000';
    ctx.fillRect(60, 0, 4, size);
    fisheye(canvas, planCover(refineIdea('a fox, fisheye').brief, 1, 'photon'), size);
    const d = ctx.getImageData(0, 0, size, size).data;
    const lineAt = (y: number) => {
      let darkest = 0;
      for (let x = 1; x < size / 2; x++) if (d[(y * size + x) * 4]! < d[(y * size + darkest) * 4]!) darkest = x;
      return darkest;
    };
    // The upright line bows out: further from the middle at mid-height than near the top and bottom.
    expect(lineAt(size / 2)).toBeLessThan(lineAt(20) - 8);
    expect(d[0]!).toBeLessThan(200);
  });

  it('draws the same picture for the same seed', () => {
    for (const idea of ['airbrushed, a fox', 'flash photo, a fox', 'fisheye, a fox']) {
      const a = Buffer.from(pixels(idea, 'photon', 4, 120));
      expect(a.equals(Buffer.from(pixels(idea, 'photon', 4, 120)))).toBe(true);
    }
  });
});

describe('the cyanotype', () => {
  it('prints a named cyanotype in Prussian blue inside a brushed edge of bare paper, in both looks', () => {
    const brief = refineIdea('a heron in the flooded nave of a roofless abbey, cyanotype').brief;
    expect(brief.paletteNames.slice(0, 2)).toEqual(['prussian blue', 'paper white']);
    for (const look of ['sonic', 'photon'] as const) {
      expect(mediumPassOf(planCover(brief, 1, look)), look).toBe('cyanotype');
      const d = renderArt({ brief, seed: 1, look, size: SIZE })
        .canvas.getContext('2d')
        .getImageData(0, 0, SIZE, SIZE).data;
      const at = (x: number, y: number) => Array.from(d.slice((y * SIZE + x) * 4, (y * SIZE + x) * 4 + 3));
      // The corners are the paper: light and nearly neutral.
      for (const [x, y] of [
        [2, 2],
        [SIZE - 3, 2],
        [2, SIZE - 3],
        [SIZE - 3, SIZE - 3],
      ] as const) {
        const [r, g, b] = at(x, y);
        expect(Math.min(r!, g!, b!), `${look} corner`).toBeGreaterThan(215);
      }
      // Inside, every pixel is the one blue or the paper (no other hue), and most of them blue.
      let blue = 0;
      for (let y = 40; y < SIZE - 40; y++)
        for (let x = 40; x < SIZE - 40; x++) {
          const [r, g, b] = at(x, y);
          if (Math.min(r!, g!, b!) < 200) expect(b!).toBeGreaterThan(r!);
          if (b! - r! > 40) blue++;
        }
      expect(blue / (SIZE - 80) ** 2, look).toBeGreaterThan(0.4);
    }
    // Asked for only: no genre brings it.
    expect(
      mediumPassOf(planCover(refineIdea('a grey heron in a flooded abbey, neoclassical').brief, 1, 'photon')),
    ).not.toBe('cyanotype');
  });
});
