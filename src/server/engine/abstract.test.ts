import { describe, expect, it } from 'vitest';
import { deltaE, hexToRgb, rgbToHex } from '../../shared/color.ts';
import { refineIdea } from '../providers/refine/builtin-refiner.ts';
import { renderArt } from './render.ts';

describe('an abstract cover', () => {
  it('is read where the idea names only shapes, or says it names nothing, and never where it names a place or thing', () => {
    const shapes = (idea: string) => refineIdea(idea).brief.shapes;
    expect(shapes('IDM, uneven stripes trying to line up and never quite getting there, saffron on charcoal')).toEqual([
      'stripes',
    ]);
    expect(shapes('lo-fi house, nothing in it, just a soft warm grid going out of focus')).toEqual(['grid']);
    expect(shapes('minimal techno, overlapping circles and dots, red and cream')).toEqual(['circles', 'dots']);
    // Grains of static are a field of specks; loose washes of two colours (one a food's) are gradients in them.
    expect(shapes('glitch ep, grains of static clumping together then flinching apart, no objects at all')).toEqual([
      'dots',
    ]);
    const washes = refineIdea('neoclassical, loose washes of butter and sage, nothing solid in it').brief;
    expect(washes.shapes).toEqual(['gradient']);
    expect(washes.subjects).toEqual([]);
    expect(washes.paletteNames.slice(0, 2).join(' ')).toMatch(/butter.*sage/);
    // A feeling with "nothing you could point at" is drawn as a design, the feeling's word ("pressure") not drawn.
    const storm = refineIdea('post-rock, that heavy pressure before a storm breaks, nothing you could point at').brief;
    expect(storm.subjects).toEqual([]);
    expect(storm.shapes).toEqual(['gradient']);
    // Nothing nameable: the house it is about is not drawn, the gradients are.
    const feeling = refineIdea(
      'ambient, the feeling of a house after all the guests have gone home, soft drifting gradients, nothing you can name',
    );
    expect(feeling.brief.shapes).toEqual(['gradient']);
    expect(feeling.brief.subjects).toEqual([]);
    expect(feeling.parts.find((p) => p.phrase === 'house')?.how).toBe('dropped');
    expect(feeling.refinedPrompt).toContain('abstract');
    // Waves on a beach are the sea; a striped tiger and a circle of candles are things.
    expect(shapes('waves crashing on a beach at sunset')).toBeUndefined();
    expect(shapes('a striped tiger in the jungle')).toBeUndefined();
    expect(shapes('a circle of candles in a dark room')).toBeUndefined();
    expect(shapes('just the word "soft" on a blank cover')).toBeUndefined();
  });

  it('draws "no image" with no words to set as a design, never an empty ground', () => {
    const pulse = refineIdea(
      'no image, just a slow pulse of orchil purple swelling and fading in fog grey, like a heartbeat heard through a wall. krautrock',
    );
    expect(pulse.brief).toMatchObject({ subjects: [], shapes: ['pulse'] });
    expect(pulse.brief.composition).not.toBe('typographic');
    expect(pulse.parts.find((p) => p.phrase === 'no image')?.as).toMatch(/abstract design/);
    const ticks = refineIdea(
      'minimal techno, no image: hundreds of tiny identical graphite ticks marching left to right across ecru paper',
    ).brief;
    expect(ticks).toMatchObject({ subjects: [], shapes: ['marks'] });
    // With words to set, "no image" is a cover of lettering alone.
    const titled = refineIdea('no image, just the title "Low Hum" in grey').brief;
    expect(titled).toMatchObject({ composition: 'typographic', title: 'Low Hum' });
    expect(titled.shapes).toBeUndefined();
  });

  it.each(['sonic', 'photon'] as const)('draws a pulse of the first colour on a field of the next (%s)', (look) => {
    const size = 160;
    const { brief } = refineIdea('no image, a slow pulse of purple in fog grey');
    const [purple, grey] = brief.palette;
    for (const seed of [1, 2]) {
      const d = renderArt({ brief, seed, look, size }).canvas.getContext('2d').getImageData(0, 0, size, size).data;
      const at = (x: number, y: number) => {
        const i = (Math.round(y * size) * size + Math.round(x * size)) * 4;
        return rgbToHex(d[i]!, d[i + 1]!, d[i + 2]!);
      };
      // The grey is the field, a large share of the frame; somewhere in the middle third the purple glows strongest.
      let [field, pulse] = [0, 0];
      for (let i = 0; i < d.length; i += 4) {
        const c = rgbToHex(d[i]!, d[i + 1]!, d[i + 2]!);
        if (deltaE(c, grey!) < 0.1) field++;
        if (deltaE(c, purple!) < 0.1) pulse++;
      }
      expect(field / (size * size), `${look} ${seed}`).toBeGreaterThan(0.15);
      expect(field, `${look} ${seed}`).toBeGreaterThan(pulse);
      let nearest = Infinity;
      for (let y = 0.33; y < 0.67; y += 0.02)
        for (let x = 0.33; x < 0.67; x += 0.02) nearest = Math.min(nearest, deltaE(at(x, y), purple!));
      expect(nearest, `${look} ${seed}`).toBeLessThan(0.12);
    }
  });

  it('draws marks as rows of small strokes across the field', () => {
    const size = 200;
    const { brief } = refineIdea('minimal techno, no image: rows of tiny tick marks, black on cream');
    expect(brief.shapes).toEqual(['marks']);
    const d = renderArt({ brief, seed: 3, look: 'sonic', size }).canvas.data();
    // Rows of the frame with a dark stroke in them, counted where one begins: many separate rows, each broken into
    // several strokes across.
    const sum = (k: number) => d[k * 4]! + d[k * 4 + 1]! + d[k * 4 + 2]!;
    const field = Array.from({ length: size * size }, (_, k) => sum(k)).sort((a, b) => a - b)[(size * size) >> 1]!;
    const dark = (x: number, y: number) => sum(y * size + x) < field - 120;
    let rows = 0;
    let runs = 0;
    let inRow = false;
    for (let y = 0; y < size; y++) {
      const line = Array.from({ length: size }, (_, x) => dark(x, y));
      const has = line.filter(Boolean).length >= 4;
      if (has && !inRow) {
        rows++;
        runs += line.filter((v, x) => v && !line[x - 1]).length;
      }
      inRow = has;
    }
    expect(rows).toBeGreaterThanOrEqual(5);
    expect(runs / rows).toBeGreaterThanOrEqual(6);
  });

  it('draws a pattern asked for alone as that pattern: checks as a woven check, no things across the frame', () => {
    // Round 103 drew a tooth and a bag for "pattern only …: the red, white and blue checked plastic of a laundry bag".
    const { brief } = refineIdea(
      'pattern only for a chiptune EP: the red, white and blue checked plastic of a cheap laundry bag stretched flat, one zipper tooth missing',
    );
    expect(brief.shapes).toEqual(['checks']);
    expect(brief.subjects).toEqual([]);
    const size = 200;
    for (const seed of [1, 2]) {
      const d = renderArt({ brief, seed, look: 'sonic', size }).canvas.data();
      // Down a column and along a row, the check's bands repeat: the colour changes many times each way.
      const at = (x: number, y: number) =>
        rgbToHex(d[(y * size + x) * 4]!, d[(y * size + x) * 4 + 1]!, d[(y * size + x) * 4 + 2]!);
      const changes = (line: string[]) => line.filter((c, i) => i > 0 && deltaE(c, line[i - 1]!) > 0.04).length;
      // (Every 4 px: a band's edge is soft over a pixel or two.)
      const row = Array.from({ length: size / 4 }, (_, x) => at(x * 4, size / 2));
      const column = Array.from({ length: size / 4 }, (_, y) => at(size / 2, y * 4));
      expect(changes(row), `seed ${seed}`).toBeGreaterThanOrEqual(6);
      expect(changes(column), `seed ${seed}`).toBeGreaterThanOrEqual(6);
    }
  });

  it('reads "a bit" before a word that describes as how much, not a drill bit', () => {
    expect(refineIdea('stripes, saffron on charcoal, a bit nervous').brief.subjects).toEqual([]);
  });

  it.each(['sonic', 'photon'] as const)('draws the shapes in the idea’s colours over the whole frame (%s)', (look) => {
    const size = 160;
    for (const seed of [1, 2, 3]) {
      const { brief } = refineIdea('minimal techno, overlapping circles, red and cream');
      const { canvas } = renderArt({ brief, seed, look, size });
      const d = canvas.getContext('2d').getImageData(0, 0, size, size).data;
      const near = (hex: string) => {
        let n = 0;
        for (let i = 0; i < d.length; i += 4) if (deltaE(rgbToHex(d[i]!, d[i + 1]!, d[i + 2]!), hex) < 0.12) n++;
        return n / (size * size);
      };
      const [red, cream] = brief.palette;
      // The field is the first colour; the circles carry the second, each a large share of the frame.
      expect(near(red!), `${look} ${seed}`).toBeGreaterThan(0.2);
      expect(near(cream!), `${look} ${seed}`).toBeGreaterThan(0.08);
      expect(hexToRgb(red!)[0]).toBeGreaterThan(150);
    }
  });

  it('draws the same design for the same seed and another for another seed', () => {
    const { brief } = refineIdea('uneven stripes, saffron on charcoal');
    const art = (seed: number) => renderArt({ brief, seed, look: 'photon', size: 96 }).canvas.toBuffer('image/png');
    expect(art(4).equals(art(4))).toBe(true);
    expect(art(4).equals(art(5))).toBe(false);
  });

  it("draws round 87's soft Rothko bands as feathered fields, one per colour, and a gabber's zigzags jagged", () => {
    const size = 200;
    const rothko = refineIdea(
      'purely abstract, for a minimalist piano record: three soft horizontal bands of ecru, ash rose and slate, rothko-ish, edges feathered and bleeding into each other',
    ).brief;
    expect(rothko.shapes).toEqual(['fields']);
    const d = renderArt({ brief: rothko, seed: 2, look: 'sonic', size }).canvas.data();
    // A row's colour near the middle, averaged over a span so the print's specks do not count as edges.
    const rowColour = (y: number) => {
      const rgb = [0, 0, 0];
      for (let x = 80; x < 120; x++) for (let k = 0; k < 3; k++) rgb[k]! += d[(y * size + x) * 4 + k]! / 40;
      return rgbToHex(...(rgb.map(Math.round) as [number, number, number]));
    };
    // Down the middle every named colour is met, and nowhere does one row jump hard to the next (no stripe's edge):
    // a feathered field changes over many rows.
    const column = Array.from({ length: size }, (_, y) => rowColour(y));
    const named = rothko.palette.filter((_, i) => !/ (?:shade|tint)$/.test(rothko.paletteNames[i]!)).slice(0, 3);
    for (const c of named) expect(Math.min(...column.map((p) => deltaE(p, c)))).toBeLessThan(0.12);
    // (Inside the print's paper margin, which a screen print's edge draws hard.)
    const steps = column.slice(17, -17).map((c, y) => deltaE(c, column[y + 16]!));
    expect(Math.max(...steps)).toBeLessThan(0.08);

    const gabber = refineIdea(
      'gabber 12" - no objects, just jagged zigzags of acid yellow and black like hazard tape torn to shreds and spun around, hard and loud',
    ).brief;
    expect(gabber.shapes).toEqual(['zigzags']);
    const z = renderArt({ brief: gabber, seed: 1, look: 'photon', size }).canvas.data();
    // Both colours cover a real share of the frame (the round's cover was one soft olive blur).
    const [yellow, black] = gabber.palette;
    let [ys, bs] = [0, 0];
    for (let i = 0; i < z.length; i += 4) {
      const c = rgbToHex(z[i]!, z[i + 1]!, z[i + 2]!);
      if (deltaE(c, yellow!) < 0.15) ys++;
      if (deltaE(c, black!) < 0.15) bs++;
    }
    expect(ys / (size * size)).toBeGreaterThan(0.1);
    expect(bs / (size * size)).toBeGreaterThan(0.1);
  });
});
