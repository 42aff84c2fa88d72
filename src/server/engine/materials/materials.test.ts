import { describe, expect, it } from 'vitest';
import { deltaE, hexToRgb, rgbToHex } from '../../../shared/color.ts';
import { refineIdea } from '../../providers/refine/builtin-refiner.ts';
import { renderArt } from '../render.ts';

/** Round 90-98's abstract ideas that name a made surface, each with the material it is. */
const IDEAS = {
  marbling:
    'abstract for a microtonal oud record: ebru marbled paper, combed swirls of rust, teal and saffron ink floating over each other, one drop of black ink breaking the pattern. no objects at all',
  contours:
    'abstract, for a modular synth record: hundreds of thin copper contour lines like a topo map on deep navy, bunching up tight in one spot. nothing else',
  chips: 'abstract for a free jazz record - flakes of gold leaf scattered over black lacquer, some cracked, thats it',
  dye: 'abstract, for a neoclassical piano record: indigo shibori dye on raw cotton, rows of soft white rings where the cloth was bound. nothing else',
  metal:
    'just texture, nothing in it: a sheet of old galvanised steel with big zinc spangle crystals, orange rust blooming out from the rivet holes, hard raking light. industrial',
  ink: 'abstract, no objects: macro shot of magenta and cyan ink dropped into clear water, two clouds blooming into each other, bright white background. ambient techno album',
  stroke:
    'abstract pls, nothing recognisable - one fat dry brush stroke of cinnabar across raw unprimed linen, the tail breaking up into bristle marks',
  foil: 'abstract - industrial noise 12". crumpled tinfoil texture under one hard sidelight, no objects, pewter and rust',
  sorted:
    'purely abstract for a glitch breaks album: pixel sorted streaks of lime and aubergine dragged downward like melting wax, hard horizontal datamosh bands cutting across',
  crackle:
    'abstract, for a slow ambient tape: celadon crackle glaze mended with gold kintsugi seams, nothing else, celadon and gold',
  // (Round 98's.)
  torn: 'texture only for a noise rock album: layers of old torn billboard posters on a wall, ripped edges showing magenta, lemon and newsprint grey underneath, staples rusting in the paper',
} as const;

const SIZE = 160;

function pixels(idea: string, look: 'sonic' | 'photon', seed = 1): string[] {
  const { brief } = refineIdea(idea);
  const d = renderArt({ brief, seed, look, size: SIZE }).canvas.data();
  return Array.from({ length: SIZE * SIZE }, (_, k) => rgbToHex(d[k * 4]!, d[k * 4 + 1]!, d[k * 4 + 2]!));
}

const share = (px: readonly string[], test: (hex: string) => boolean) => px.filter(test).length / px.length;
const near = (hex: string, tolerance: number) => (c: string) => deltaE(c, hex) < tolerance;

describe('a material an abstract idea names', () => {
  it('is the whole cover, the patterns said of it its own, and a material said of a thing only what the thing is made of', () => {
    for (const [material, idea] of Object.entries(IDEAS)) {
      const { brief } = refineIdea(idea);
      expect([material, brief.shapes, brief.subjects]).toEqual([material, [material], []]);
    }
    // The marbling's "combed swirls" are reported drawn as the marbled paper, not as a spiral it is not.
    const marbled = refineIdea(IDEAS.marbling);
    expect(marbled.parts.find((p) => p.phrase === 'swirls')?.as).toMatch(/^marbled paper/);
    // A bucket is galvanised, a book has endpapers, a floor is terrazzo: things, drawn.
    for (const idea of [
      'an old galvanised bucket on a porch at dusk',
      'a sheet of tinfoil over a plate of leftovers on a kitchen counter',
      'a cat asleep on a terrazzo floor',
    ])
      expect(refineIdea(idea).brief.shapes, idea).toBeUndefined();
  });

  it.each(['sonic', 'photon'] as const)('draws the same surface for a seed and another for another (%s)', (look) => {
    for (const idea of Object.values(IDEAS)) {
      const { brief } = refineIdea(idea);
      const a = renderArt({ brief, seed: 5, look, size: 96 }).canvas.data();
      const b = renderArt({ brief, seed: 5, look, size: 96 }).canvas.data();
      const c = renderArt({ brief, seed: 6, look, size: 96 }).canvas.data();
      expect(Buffer.compare(a, b), idea).toBe(0);
      expect(Buffer.compare(a, c), idea).not.toBe(0);
    }
  });

  it.each(['sonic', 'photon'] as const)('draws each in the colours it is made of (%s)', (look) => {
    const palette = (idea: string) => {
      const { palette, paletteNames } = refineIdea(idea).brief;
      return Object.fromEntries(paletteNames.map((n, i) => [n, palette[i]!]));
    };
    // Marbling: every named ink floats on the paper, none a speck.
    const marbling = pixels(IDEAS.marbling, look);
    const inks = palette(IDEAS.marbling);
    for (const name of ['rust', 'teal', 'saffron'])
      expect(share(marbling, near(inks[name]!, 0.12)), name).toBeGreaterThan(0.03);
    // Contour lines: copper lines on a navy ground that is most of the frame.
    const contours = pixels(IDEAS.contours, look);
    const map = palette(IDEAS.contours);
    expect(share(contours, near(map['deep navy']!, 0.12))).toBeGreaterThan(0.5);
    expect(share(contours, near(map.copper!, 0.2))).toBeGreaterThan(0.005);
    // Gold leaf: flakes of gold on black lacquer.
    const chips = pixels(IDEAS.chips, look);
    expect(share(chips, near('#0b0b0d', 0.12))).toBeGreaterThan(0.4);
    expect(share(chips, (c) => hexToRgb(c)[0] > hexToRgb(c)[2] + 50)).toBeGreaterThan(0.05);
    // Shibori: mostly indigo, with rings of pale cloth.
    const dye = pixels(IDEAS.dye, look);
    expect(share(dye, (c) => hexToRgb(c)[2] > hexToRgb(c)[0] + 40)).toBeGreaterThan(0.45);
    expect(share(dye, (c) => Math.min(...hexToRgb(c)) > 170)).toBeGreaterThan(0.08);
    // Galvanised steel is grey whatever the palette says (all orange here): the orange is its rust.
    const metal = pixels(IDEAS.metal, look);
    const grey = (c: string) => Math.max(...hexToRgb(c)) - Math.min(...hexToRgb(c)) < 36;
    expect(share(metal, grey)).toBeGreaterThan(0.55);
    expect(share(metal, (c) => hexToRgb(c)[0] > hexToRgb(c)[2] + 60)).toBeGreaterThan(0.01);
    // Ink in water: white water, and blue where the magenta and cyan clouds meet.
    const ink = pixels(IDEAS.ink, look);
    expect(share(ink, (c) => Math.min(...hexToRgb(c)) > 200)).toBeGreaterThan(0.15);
    const blue = (c: string) => hexToRgb(c)[2] > hexToRgb(c)[0] + 40 && hexToRgb(c)[2] > hexToRgb(c)[1] + 40;
    expect(share(ink, blue)).toBeGreaterThan(0.01);
    // A brush stroke across linen: mostly linen, a broad band of the paint.
    const stroke = pixels(IDEAS.stroke, look);
    const paint = palette(IDEAS.stroke).cinnabar!;
    expect(share(stroke, (c) => Math.min(...hexToRgb(c)) > 190)).toBeGreaterThan(0.35);
    expect(share(stroke, near(paint, 0.15))).toBeGreaterThan(0.08);
  });

  it('draws foil with hard highlights and shadows, and a sorted glitch in both its colours', () => {
    const lum = (c: string) => hexToRgb(c).reduce((a, b) => a + b, 0) / 3;
    const foil = pixels(IDEAS.foil, 'photon');
    expect(share(foil, (c) => lum(c) > 170)).toBeGreaterThan(0.08);
    expect(share(foil, (c) => lum(c) < 70)).toBeGreaterThan(0.08);
    // Sorted: both named colours dragged through the frame, neither a speck.
    const sorted = pixels(IDEAS.sorted, 'photon');
    const { palette, paletteNames } = refineIdea(IDEAS.sorted).brief;
    for (const name of ['lime', 'aubergine'])
      expect(share(sorted, near(palette[paletteNames.indexOf(name)]!, 0.2)), name).toBeGreaterThan(0.02);
  });

  it.each(['sonic', 'photon'] as const)(
    'draws a crazed glaze in its colour, mended in gold along its cracks (%s)',
    (look) => {
      const glaze = pixels(IDEAS.crackle, look);
      const { palette, paletteNames } = refineIdea(IDEAS.crackle).brief;
      expect(share(glaze, near(palette[paletteNames.indexOf('celadon')]!, 0.1))).toBeGreaterThan(0.3);
      // (Celadon and gold are 0.15 apart: gold is counted close to its own.)
      const gold = share(glaze, near(palette[paletteNames.indexOf('gold')]!, 0.06));
      expect(gold).toBeGreaterThan(0.002);
      expect(gold).toBeLessThan(0.15);
      // "Abstract" with a material named is the material, its thing left out.
      expect(refineIdea('abstract - peacock blue crackle glaze on a broken bowl, gold seams').brief).toMatchObject({
        shapes: ['crackle'],
        subjects: [],
      });
    },
  );

  it.each(['sonic', 'photon'] as const)(
    'draws torn posters in every named colour, with the white of torn paper (%s)',
    (look) => {
      const torn = pixels(IDEAS.torn, look);
      const { palette, paletteNames } = refineIdea(IDEAS.torn).brief;
      for (const name of ['magenta', 'lemon', 'newsprint grey'])
        expect(share(torn, near(palette[paletteNames.indexOf(name)]!, 0.2)), name).toBeGreaterThan(0.05);
      // The torn edges' paper core: near-white pixels, a thin share of the frame.
      const white = share(torn, (c) => Math.min(...hexToRgb(c)) > 200);
      expect(white).toBeGreaterThan(0.002);
      expect(white).toBeLessThan(0.2);
    },
  );

  it.each(['sonic', 'photon'] as const)(
    'draws a copper roof gone green as the sheet in its patina, rust at the rivets (round 106, %s)',
    (look) => {
      // Round 106 drew this as an orange gradient, with no green in it.
      const idea =
        'texture only, post-rock: an old copper roof gone verdigris green, dark streaks where the rain runs down, one rivet rusted orange';
      expect(refineIdea(idea).brief.shapes).toEqual(['metal']);
      const roof = pixels(idea, look);
      const green = share(roof, (c) => {
        const [r, g, b] = hexToRgb(c);
        return g > r + 20 && g > b;
      });
      expect(green).toBeGreaterThan(0.5);
      // A thumbprint in verdigris ink is a colour, not a copper sheet.
      expect(
        refineIdea('abstract, a field of tiny thumbprints in verdigris and oxblood ink. free improv').brief.shapes,
      ).not.toContain('metal');
    },
  );
});

describe('copper gone green over its brown (round 114)', () => {
  it.each(['sonic', 'photon'] as const)(
    'runs the verdigris down the brown copper in streaks, the idea read as a texture, no rivet drawn as a thing (%s)',
    (look) => {
      const idea =
        'close-up texture for a dark ambient cassette: an old copper roof gone green, turquoise verdigris running down in drip streaks over brown metal, one rivet, no words';
      const { brief } = refineIdea(idea);
      expect([brief.shapes, brief.subjects]).toEqual([['metal'], []]);
      const roof = pixels(idea, look);
      const brown = share(roof, (c) => {
        const [r, g, b] = hexToRgb(c);
        return r > g + 8 && g > b && r < 190;
      });
      const verdigris = share(roof, (c) => {
        const [r, g, b] = hexToRgb(c);
        return g > r + 40 && b > r + 20;
      });
      // Both the metal and its patina, neither a sheet of one colour.
      expect(brown).toBeGreaterThan(0.3);
      expect(verdigris).toBeGreaterThan(0.1);
      // The green runs down: more of it in the top third than in the bottom one.
      const rows = (from: number, to: number) =>
        share(
          roof.filter((_, k) => Math.floor(k / SIZE) >= from && Math.floor(k / SIZE) < to),
          (c) => hexToRgb(c)[1] > hexToRgb(c)[0] + 40,
        );
      expect(rows(0, SIZE / 3)).toBeGreaterThan(rows((2 * SIZE) / 3, SIZE));
    },
  );
});
