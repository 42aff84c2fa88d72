import { describe, expect, it } from 'vitest';
import { hexToOklch, rgbToHex } from '../../shared/color.ts';
import { coverEditSchema } from '../../shared/contracts/cover-edit.ts';
import { refineIdea } from '../providers/refine/builtin-refiner.ts';
import { editFromLayout } from './edit-document.ts';
import { drawEdit } from './edit.ts';
import { renderArt, renderCover } from './render.ts';
import { lineLetters, paintPrinted } from './type-effects.ts';
import { createCanvas } from '@napi-rs/canvas';

const SIZE = 400;

/** The lightness of every pixel inside the title's ink box, and of the cover's corner (the ground). */
function letterPixels(idea: string, look: 'sonic' | 'photon' = 'sonic') {
  const { brief } = refineIdea(idea);
  const cover = renderCover({ brief, seed: 4, look, size: SIZE });
  const title = cover.type.layout!.lines.find((l) => l.role === 'title') ?? cover.type.layout!.lines[0]!;
  const data = cover.canvas.data();
  const at = (x: number, y: number) => {
    const i = (y * SIZE + x) * 4;
    return hexToOklch(rgbToHex(data[i]!, data[i + 1]!, data[i + 2]!)).l;
  };
  const px = (u: number) => Math.round((u / 1000) * SIZE);
  const ctx = cover.canvas.getContext('2d');
  ctx.font = `${title.size}px ${cover.type.layout!.family}`;
  const width = ctx.measureText(title.text).width;
  const left =
    cover.type.layout!.align === 'left'
      ? title.x
      : cover.type.layout!.align === 'right'
        ? title.x - width
        : title.x - width / 2;
  const inside: number[] = [];
  for (let y = px(title.y + title.size * 0.15); y < px(title.y + title.size * 0.85); y++)
    for (let x = px(left); x < px(left + width); x++) inside.push(at(x, y));
  return { brief, cover, inside, ground: at(4, 4) };
}

/** How many colours (each channel in four steps) cover at least 2% of a picture. */
function colours(data: Uint8ClampedArray | Buffer): number {
  const counts = new Map<number, number>();
  for (let i = 0; i < data.length; i += 4) {
    const key = ((data[i]! >> 6) << 4) | ((data[i + 1]! >> 6) << 2) | (data[i + 2]! >> 6);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts.values()].filter((n) => n / (data.length / 4) > 0.02).length;
}

/** How far the letters' own pixels (well away from the ground's lightness) range, 10th to 90th percentile. */
/** The share of a cover's pixels that pass `test`. */
function share(data: Uint8ClampedArray | Buffer, test: (r: number, g: number, b: number) => boolean): number {
  let n = 0;
  for (let i = 0; i < data.length; i += 4) if (test(data[i]!, data[i + 1]!, data[i + 2]!)) n++;
  return n / (data.length / 4);
}

/** A line of letters painted in a finish on white paper, in units of a 1000-wide cover drawn SIZE pixels wide. */
function paintedOnWhite(
  effect: Parameters<typeof paintPrinted>[1],
  line: { text: string; font: string; y: number; size: number; color: string },
) {
  const canvas = createCanvas(SIZE, SIZE);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, SIZE, SIZE);
  ctx.scale(SIZE / 1000, SIZE / 1000);
  ctx.font = line.font;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  const letters = lineLetters(ctx, { ...line, x: 500 }, 'center');
  paintPrinted(ctx, effect, letters, SIZE);
  return { letters, data: ctx.getImageData(0, 0, SIZE, SIZE).data };
}

const spread = (values: number[], ground: number) => {
  const ink = values.filter((l) => Math.abs(l - ground) > 0.25).sort((a, b) => a - b);
  return ink.length ? ink[Math.floor(ink.length * 0.9)]! - ink[Math.floor(ink.length * 0.1)]! : 0;
};

describe('printed finishes of the lettering', () => {
  it('lays gold foil as metal: a band of light between darker rims, on the navy named for the ground', () => {
    const foil = letterPixels('type only. MOTHBALL SEASON stamped in gold foil on navy bookcloth, nothing else on it');
    const flat = letterPixels('type only. MOTHBALL SEASON in gold on navy, nothing else on it');
    expect(foil.brief.typeEffect).toBe('foil');
    expect(flat.brief.typeEffect).toBeUndefined();
    // Navy ground both times; the foil's letters range far wider in lightness than flat gold ones.
    expect(foil.ground).toBeLessThan(0.35);
    expect(spread(foil.inside, foil.ground)).toBeGreaterThan(spread(flat.inside, flat.ground) + 0.15);
  });

  it('pocks letterpress ink where the paper shows through', () => {
    const press = letterPixels('type only: DAMP SQUIB in letterpress, burgundy on mushroom grey, no image');
    const flat = letterPixels('type only: DAMP SQUIB, burgundy on mushroom grey, no image');
    expect(press.brief.typeEffect).toBe('letterpress');
    const specks = (p: typeof press) => p.inside.filter((l) => l > 0.5).length / p.inside.length;
    // Inside the letters' box more light ground shows through the pocked ink than through a flat fill's counters.
    expect(specks(press)).toBeGreaterThan(specks(flat) + 0.02);
  });

  it('presses a deboss into the board: light and shadow at the letters, in the ground’s own colour', () => {
    const pressed = letterPixels('type only, SILT debossed, eggshell on eggshell, nothing else');
    expect(pressed.brief.typeEffect).toBe('deboss');
    expect(pressed.inside.some((l) => l > pressed.ground + 0.03)).toBe(true);
    expect(pressed.inside.some((l) => l < pressed.ground - 0.1)).toBe(true);
  });

  it('reads letters carved or chiselled as pressed in, and letters scratched in frost as chalk’s broken white', () => {
    // Round 82: a headstone's carved title and a title scratched into frost were set as flat type.
    expect(letterPixels('type only: HOLLOW ROAD carved into an old headstone').brief.typeEffect).toBe('deboss');
    expect(letterPixels('lettering only: the word SILT chiselled into slate').brief.typeEffect).toBe('deboss');
    expect(
      letterPixels('the title Cold Feet scratched into the frost on a windscreen, no image').brief.typeEffect,
    ).toBe('chalk');
  });

  it('writes chalk in white, broken by the board showing through, on the board the idea names', () => {
    const chalk = letterPixels('lettering only: the word HARBOUR chalked huge on a black slate, nothing else');
    const flat = letterPixels('lettering only: the word HARBOUR in white on black, nothing else');
    expect(chalk.brief).toMatchObject({ typeEffect: 'chalk', typeSize: 'large' });
    expect(chalk.brief.subjects).toEqual([]);
    expect(chalk.ground).toBeLessThan(0.3);
    expect(hexToOklch(chalk.brief.typeColor!).l).toBeGreaterThan(0.9);
    // Dark board shows through the strokes: more of the letters' middle is dark than in flat white letters.
    const board = (p: typeof chalk) => p.inside.filter((l) => l < 0.45).length / p.inside.length;
    expect(board(chalk)).toBeGreaterThan(board(flat) + 0.03);
  });

  it('stitches the letters in the thread named: stitches and gaps along their outlines, the cloth inside', () => {
    const sewn = letterPixels('the title "Mend" embroidered in dark red thread on cream linen, no picture');
    const flat = letterPixels('the title "Mend" in dark red on cream, no picture');
    expect(sewn.brief).toMatchObject({ typeEffect: 'stitched', subjects: [] });
    expect(hexToOklch(sewn.brief.typeColor!).h).toBeLessThan(45);
    const ink = (p: typeof sewn) => p.inside.filter((l) => l < p.ground - 0.2).length / p.inside.length;
    // Thread along the outlines covers less of the letters' box than filled letters do, but is there.
    expect(ink(sewn)).toBeGreaterThan(0.03);
    expect(ink(sewn)).toBeLessThan(ink(flat) * 0.8);
  });

  it('counts out a cross-stitch: the letters filled with X stitches in the thread named, the cloth between them (round 116)', () => {
    const crossed = letterPixels(
      'type only: LEVEL SELECT in cross-stitch on white aida cloth, chunky pixel letters in cyan',
    );
    const running = letterPixels('type only: LEVEL SELECT stitched on white cloth, chunky pixel letters in cyan');
    expect(crossed.brief).toMatchObject({ typeEffect: 'cross-stitch', typeColor: '#00ffff', subjects: [] });
    expect(running.brief.typeEffect).toBe('stitched');
    const thread = (p: typeof crossed) => {
      const data = p.cover.canvas.data();
      return share(data, (r, g, b) => b > 170 && g > 150 && r < 120);
    };
    // X's fill the letters where a running stitch only follows their outlines.
    expect(thread(crossed)).toBeGreaterThan(thread(running) * 1.5);
  });

  it('blows letters up as foil balloons: lit light to deep across each stroke, in the foil named (round 116)', () => {
    const blown = letterPixels('lettering only, reggaeton: PERREO in chrome foil balloon letters on hot pink');
    const flat = letterPixels('lettering only, reggaeton: PERREO in chrome letters on hot pink');
    expect(blown.brief).toMatchObject({ typeEffect: 'balloon', typeColor: '#dfe3e8', typeface: 'unbounded' });
    const letters = (p: typeof blown) => p.inside.filter((l) => Math.abs(l - p.ground) > 0.1).sort((a, b) => a - b);
    const ink = letters(blown);
    // A glint near white and a belly in shadow on the same letters; the flat chrome is one grey.
    expect(ink.at(-1)!).toBeGreaterThan(0.95);
    expect(ink[Math.floor(ink.length * 0.1)]!).toBeLessThan(0.6);
    expect(spread(blown.inside, blown.ground)).toBeGreaterThan(spread(flat.inside, flat.ground) + 0.2);
  });

  it('bends neon tube: the letters glow in their colour on the dark a sign is seen against', () => {
    const sign = letterPixels('type only: MOTEL spelled in red neon letters, nothing else');
    expect(sign.brief).toMatchObject({ typeEffect: 'neon', subjects: [] });
    // No ground named: the night. The tube's glow lights the dark around and inside the letters.
    expect(sign.ground).toBeLessThan(0.25);
    const lit = sign.inside.filter((l) => l > sign.ground + 0.08).length / sign.inside.length;
    expect(lit).toBeGreaterThan(0.25);
    expect(sign.inside.some((l) => l > 0.75)).toBe(true);
  });

  it('pastes a ransom note: each letter on its own scrap, light and dark scraps side by side', () => {
    const note = letterPixels('type only: NO FUTURE HERE in ransom note letters cut from magazines, nothing else');
    const flat = letterPixels('type only: NO FUTURE HERE, nothing else');
    expect(note.brief.typeEffect).toBe('cutout');
    expect(note.brief.title).toBe('NO FUTURE HERE');
    // Scraps of white, yellowed and black paper and a red headline besides the ground: many colours where flat
    // lettering has its ink and its ground.
    expect(colours(note.cover.canvas.data())).toBeGreaterThanOrEqual(4);
    expect(colours(flat.cover.canvas.data())).toBeLessThanOrEqual(2);
  });

  it('embosses label tape: the tape in the colour named, the letters pale on it', () => {
    const tape = letterPixels('type only: SPARE PARTS on red dymo tape, on a grey workbench, nothing else');
    const plain = letterPixels('type only: SPARE PARTS on a grey workbench, nothing else');
    expect(tape.brief.typeEffect).toBe('tape');
    expect(tape.brief.typeColor).toBe(tape.brief.palette[tape.brief.paletteNames.indexOf('red')]);
    const red = (r: number, g: number, b: number) => r > 110 && r > 2 * g && r > 2 * b;
    const pale = (r: number, g: number, b: number) => Math.min(r, g, b) > 215;
    // Red tape with pale raised letters on it; the same words without the tape have neither.
    expect(share(tape.cover.canvas.data(), red)).toBeGreaterThan(0.01);
    expect(share(tape.cover.canvas.data(), pale)).toBeGreaterThan(0.003);
    expect(share(plain.cover.canvas.data(), red)).toBe(0);
  });

  it('pipes icing: raised script lettering in the icing named, on the cake named, its shadow on the cake', () => {
    const idea =
      'lettering only: the title SUGAR WEATHER piped in pale pink royal icing across a dark chocolate sheet cake, bedroom soul';
    const { brief } = refineIdea(idea);
    expect(brief).toMatchObject({ typeEffect: 'piped', typeface: 'pacifico', title: 'SUGAR WEATHER', subjects: [] });
    expect(brief.typeColor).toBe(brief.palette[brief.paletteNames.indexOf('pale pink')]);
    // "Royal" is the icing's kind here, not a palette of royal purple, gold and blue.
    expect(brief.paletteNames.some((n) => n.startsWith('royal'))).toBe(false);
    // The icing's colour named, the cake it is piped across is still the ground, and said so.
    const mint = refineIdea('lettering only: BIRTHDAY BLUES piped in mint green icing across a chocolate cake');
    expect(mint.brief.paletteNames[0]).toBe('chocolate');
    expect(mint.brief.typeColor).toBe(mint.brief.palette[mint.brief.paletteNames.indexOf('mint green')]);
    expect(mint.parts.find((p) => p.phrase === 'chocolate cake')?.as).toBe('a ground of chocolate');
    // With no colour named, white icing on the cake's chocolate.
    const plain = refineIdea('type only: HAPPY DAYS piped in icing on a chocolate cake').brief;
    expect(plain).toMatchObject({ typeEffect: 'piped', typeColor: '#fbf6ee' });
    expect(plain.paletteNames[0]).toBe('chocolate');
    const piped = letterPixels(idea);
    const flat = letterPixels(
      'lettering only: the title SUGAR WEATHER in pale pink script on dark chocolate, bedroom soul',
    );
    // The bead's glossy rim and its shade: the letters range in lightness where flat ink is one tone.
    expect(spread(piped.inside, piped.ground)).toBeGreaterThan(spread(flat.inside, flat.ground) + 0.03);
  });

  it("sets a departure board: each character on a charcoal flap split at its middle, in the board's narrow sans", () => {
    const idea =
      'type only for a new wave single: the title ALL TRAINS DELAYED on a black split-flap departure board, crisp white characters, nothing else';
    const board = letterPixels(idea);
    const plain = letterPixels('type only for a new wave single: the title ALL TRAINS DELAYED, crisp white on black');
    expect(board.brief).toMatchObject({ typeEffect: 'split-flap', typeface: 'oswald', title: 'ALL TRAINS DELAYED' });
    // The board is the lettering's, reported as drawn: no "departure board" left over as a thing not drawn.
    const { parts } = refineIdea(idea);
    expect(parts.find((p) => /departure board/.test(p.phrase))).toMatchObject({ how: 'exact' });
    // The flaps' charcoal (lit upper halves and shaded lower ones), which flat white on black never has.
    const flap = (r: number, g: number, b: number) => r >= 26 && r <= 50 && Math.abs(r - g) < 6 && b >= r && b - r < 12;
    expect(share(board.cover.canvas.data(), flap)).toBeGreaterThan(0.03);
    expect(share(plain.cover.canvas.data(), flap)).toBeLessThan(0.005);
  });

  it("sprays a stencil: the stencil's bridges cut each letter at its middle, the paint's mist around them", () => {
    const stencilled = refineIdea(
      'type only no picture - band name DRY GOODS spray painted through a cut cardboard stencil on a brown paper bag, red paint',
    ).brief;
    expect(stencilled).toMatchObject({ typeEffect: 'stencil', typeface: 'oswald', artist: 'DRY GOODS' });
    // The paint is the letters' colour, the bag the ground's, and the report says so: nothing of it "not drawn".
    expect(stencilled.typeColor).toBe(stencilled.palette[stencilled.paletteNames.indexOf('red')]);
    expect(stencilled.paletteNames[0]).toBe('brown paper');
    const { parts } = refineIdea(
      'type only no picture - band name DRY GOODS spray painted through a cut cardboard stencil on a brown paper bag, red paint',
    );
    expect(parts.filter((p) => p.how === 'dropped')).toEqual([]);
    // An O sprayed through a stencil is open at the top and bottom of its middle; printed flat it is closed.
    const draw = (effect: 'stencil' | 'deboss') => {
      const { letters, data: d } = paintedOnWhite(effect, {
        text: 'O',
        font: '400px sans-serif',
        y: 300,
        size: 400,
        color: '#000000',
      });
      const dark = (ux: number, uy: number) => d[(Math.round(uy * 0.4) * SIZE + Math.round(ux * 0.4)) * 4]! < 100;
      const { x, y, w, h } = letters.box;
      return {
        topOfO: dark(x + w / 2, y + h * 0.04),
        sideOfO: dark(x + w * 0.06, y + h / 2),
        mist: d[(Math.round((y + h / 2) * 0.4) * SIZE + Math.round((x - 6) * 0.4)) * 4]!,
      };
    };
    expect(draw('deboss')).toMatchObject({ topOfO: true, sideOfO: true });
    const sprayed = draw('stencil');
    expect(sprayed).toMatchObject({ topOfO: false, sideOfO: true });
    expect(sprayed.mist).toBeLessThan(250);
  });

  it('writes in smoke across the sky: white puffs kept white on a pale sky, the little plane flying on', () => {
    const { brief, cover, inside, ground } = letterPixels(
      'lettering only: the words WEATHERVANE SUMMER skywritten by a tiny plane across a pale blue sky',
      'photon',
    );
    expect(brief).toMatchObject({ typeEffect: 'skywriting', title: 'WEATHERVANE SUMMER' });
    // Not darkened to stand out: the smoke is lighter than the sky, and sits on no plate.
    expect(cover.type.layout!.plate ?? undefined).toBeUndefined();
    expect(inside.reduce((a, b) => a + b, 0) / inside.length).toBeGreaterThan(ground);
    // The plane: a few dark pixels on an otherwise pale cover.
    expect(share(cover.canvas.data(), (r, g, b) => r + g + b < 200)).toBeGreaterThan(0.0002);
  });

  it('presses a blind deboss into the paper without ink, on no plate, seen by the light on its edges', () => {
    const idea =
      'lettering only: the band name LOWLAND HYMNAL blind debossed into thick cream cotton paper, no ink at all, chamber folk';
    for (const look of ['sonic', 'photon'] as const) {
      const { brief, cover, inside, ground } = letterPixels(idea, look);
      expect(brief).toMatchObject({ typeEffect: 'deboss', typeColor: brief.palette[0] });
      expect(cover.type.layout!.plate).toBeNull();
      // The letters are the light paper (no dark ink anywhere in them), with shade at their edges.
      expect(ground, look).toBeGreaterThan(0.75);
      expect(inside.filter((l) => l < 0.55).length / inside.length, look).toBeLessThan(0.02);
      expect(Math.max(...inside) - Math.min(...inside), look).toBeGreaterThan(0.08);
    }
  });

  it("presses a finger's writing into wet concrete or sand, in a hand, on the material", () => {
    const concrete = refineIdea(
      'no image, just the band name HALF DAY CLOSING written with a finger into a freshly poured concrete slab, slacker rock',
    ).brief;
    expect(concrete).toMatchObject({ typeEffect: 'deboss', typeface: 'marker', typeColor: '#6e6f6b' });
    expect(concrete.paletteNames[0]).toBe('wet concrete');
    const sand = refineIdea('the words LOW TIDE written with a stick into wet sand, nothing else').brief;
    expect(sand).toMatchObject({ typeEffect: 'deboss', typeColor: '#a98f68' });
    // Into a misted window it is still chalk's broken white.
    expect(
      refineIdea('title NIGHT SWIM written into the condensation on a window, nothing else').brief.typeEffect,
    ).toBe('chalk');
  });

  it('is the same cover every time, and the editor opens on it with the finish in the text layers', () => {
    for (const idea of [
      'type only: NO FUTURE HERE in ransom note letters, nothing else',
      'type only: SPARE PARTS on red dymo tape, nothing else',
      'type only: MOTEL spelled in red neon letters, nothing else',
      'lettering only: the word HARBOUR chalked huge on a black slate, nothing else',
      'the title "Mend" embroidered in dark red thread on cream linen, no picture',
      'type only. MOTHBALL SEASON in gold foil on navy, nothing else',
      'type only: DAMP SQUIB in letterpress, burgundy on mushroom grey, no image',
      'type only, SILT debossed, eggshell on eggshell, nothing else',
      'type only: HAPPY DAYS piped in icing on a chocolate cake',
      'type only: ALL TRAINS DELAYED on a split-flap board, nothing else',
    ]) {
      const { brief } = refineIdea(idea);
      const a = renderCover({ brief, seed: 9, look: 'sonic', size: SIZE });
      const b = renderCover({ brief, seed: 9, look: 'sonic', size: SIZE });
      expect(Buffer.from(a.canvas.data()).equals(Buffer.from(b.canvas.data()))).toBe(true);
      const doc = editFromLayout(a.type.layout ?? null);
      expect(doc.text.layers[0]!.effect).toBe(brief.typeEffect);
      const art = renderArt({ brief, seed: 9, look: 'sonic', size: SIZE }).canvas;
      drawEdit(art, coverEditSchema.parse(doc), SIZE, 9);
      const x = art.data();
      const y = a.canvas.data();
      let sum = 0;
      for (let i = 0; i < x.length; i++) sum += Math.abs(x[i]! - y[i]!);
      expect(sum / x.length, idea).toBeLessThan(0.5);
    }
  });
});

describe('letters built from a material', () => {
  /** One word painted on white in a finish: its pixels, and the plain letters' mask to tell inside from outside. */
  const painted = (effect: Parameters<typeof paintPrinted>[1], color: string) => {
    const { letters, data } = paintedOnWhite(effect, {
      text: 'HOLT',
      font: '900 260px sans-serif',
      y: 350,
      size: 260,
      color,
    });
    const flat = createCanvas(SIZE, SIZE);
    const fctx = flat.getContext('2d');
    fctx.scale(SIZE / 1000, SIZE / 1000);
    letters.style(fctx);
    fctx.fillStyle = '#000000';
    letters.draw(fctx);
    return { data, mask: fctx.getImageData(0, 0, SIZE, SIZE).data };
  };
  /** The lightness of the pixels inside the letters' plain shape and of those outside it. */
  const split = ({ data, mask }: ReturnType<typeof painted>) => {
    const inside: number[] = [];
    const outside: number[] = [];
    for (let i = 0; i < data.length; i += 4) {
      const l = hexToOklch(rgbToHex(data[i]!, data[i + 1]!, data[i + 2]!)).l;
      (mask[i + 3]! > 200 ? inside : mask[i + 3] === 0 ? outside : []).push(l);
    }
    return { inside, outside };
  };

  it('reads what lettering alone is made of, in its own colour or the one named with it', () => {
    const read = (idea: string) => {
      const { brief } = refineIdea(idea);
      return { effect: brief.typeEffect, color: brief.typeColor };
    };
    // Round 119's four ideas of lettering alone, all set as plain type on a flat colour then.
    expect(
      read(
        'type only for a doom folk LP: GRAVE GOODS twisted from rusted barbed wire, each letter nailed to a weathered grey barn board',
      ),
    ).toEqual({ effect: 'barbed-wire', color: '#5a5652' });
    expect(
      read('lettering only for a lo-fi indie single: SLOW BURN laid out in wooden matchsticks on black card').effect,
    ).toBe('sticks');
    expect(
      read(
        'type only, cosmic country EP: DESERT BLOOM knotted in cream macramé cotton cord, against a terracotta wall',
      ),
    ).toEqual({ effect: 'rope', color: '#fffdd0' });
    expect(read('typography only for a cold synth-pop single: THAW carved out of clear blocks of ice').effect).toBe(
      'block',
    );
    // A colour said right after the material is the pieces'; what they are laid out on is not.
    expect(
      read(
        'type only: the words TIDE CLOCK spelled in frosted sea glass, aqua and bottle-green pieces, laid out on wet black pebbles',
      ),
    ).toEqual({ effect: 'pieces', color: '#00ffff' });
    // A material in no list, when the lettering alone is said to be spelled out in it, is laid out in pieces of it.
    expect(read('type only: the word LINT spelled out in dryer fluff on a washing machine lid').effect).toBe('pieces');
    // A finish named among the material's words is how they are made: neon glass tubes are neon.
    expect(read('lettering only: LAST CALL bent from hand-blown neon glass tubes in hot coral').effect).toBe('neon');
    // Wood type is a letterpress face, and letters pressed into concrete are pressed in, not built from it.
    expect(read('just type — "Hollow Tooth" in tall condensed wood type, letterpress, oxblood on cream').effect).toBe(
      'letterpress',
    );
    expect(
      read('type only: the band name GRAVEL MOUTH pressed into wet concrete with the toe of a work boot').effect,
    ).toBe('deboss');
    // A scene with a title elsewhere: the ice is a thing on the cover, not the lettering.
    expect(read('a heart made of ice melting on a marble stage, title "Cold Feet"').effect).toBeUndefined();
    // Round 121: plumbing pipe, rebar and chain are bent or laid along the letters, concrete is cast.
    expect(
      read('lettering only for a funk LP: HOT WATER HEAVEN bent out of shiny copper plumbing pipe with brass elbows'),
    ).toEqual({ effect: 'pipe', color: '#b87333' });
    expect(read('type only, industrial techno EP: the word STATIC bent out of red-hot rebar on an anvil').effect).toBe(
      'pipe',
    );
    expect(read('typography only for a techno 12": SUBSTATION cast in raw grey concrete').effect).toBe('block');
    // A material in no list is built the way the verb says: carved is a block, twisted a strand.
    expect(read('type only, HOLLOW carved out of a block of old tallow').effect).toBe('block');
    expect(read('type only: FRAY twisted from strips of old denim').effect).toBe('rope');
    // Round 122: pretzel dough is rolled strands, chillies spelled out "with" are pieces in their red.
    expect(read('lettering only: PRETZEL WALTZ formed from baked pretzel dough').effect).toBe('rope');
    expect(read('typography only: "CHILE DE ÁRBOL" spelled out with dried red chillies on twine')).toEqual({
      effect: 'pieces',
      color: '#d7263d',
    });
  });

  it('reads a title in capitals said to be built of something, with no other word for the lettering', () => {
    const { brief } = refineIdea('NO BRAKES built from rusty bicycle chain links');
    expect(brief.title).toBe('NO BRAKES');
    expect(brief.typeEffect).toBe('chain');
    // The links are the lettering's, not a thing drawn beside it.
    expect(brief.subjects.filter((s) => /link|chain/.test(s.noun))).toEqual([]);
    // Its apostrophe kept (round 121 set "THE KEEPER S DAUGHTER").
    expect(refineIdea("type only for a folk album: THE KEEPER'S DAUGHTER built from wild honeycomb").brief.title).toBe(
      "THE KEEPER'S DAUGHTER",
    );
  });

  it('says so in how the idea will be drawn, by the material named', () => {
    const { parts } = refineIdea('type only: SLOW BURN laid out in wooden matchsticks on black card');
    expect(parts.find((p) => /matchsticks/.test(p.phrase))?.as).toBe('the lettering made of matchsticks');
  });

  it('draws each way of building them, never as the flat fill of the letters', () => {
    for (const effect of ['rope', 'pieces', 'sticks', 'block'] as const) {
      const { inside, outside } = split(painted(effect, '#c8ab7c'));
      const mean = inside.reduce((a, b) => a + b, 0) / inside.length;
      // Material in the letters, lit and shaded: the letters are no longer white paper, and not one flat ink.
      expect(mean, effect).toBeLessThan(0.95);
      const sorted = [...inside].sort((a, b) => a - b);
      expect(
        sorted[Math.floor(sorted.length * 0.9)]! - sorted[Math.floor(sorted.length * 0.1)]!,
        effect,
      ).toBeGreaterThan(0.08);
      // Its shadow falls on the paper round the letters, and the paper stays white well away from them.
      expect(outside.filter((l) => l < 0.97).length / outside.length, effect).toBeGreaterThan(0.002);
      expect(outside.filter((l) => l > 0.99).length / outside.length, effect).toBeGreaterThan(0.5);
    }
  });

  it('bends wire along the outlines, leaving the letters open, with barbs on barbed wire only', () => {
    const bare = split(painted('wire', '#555555'));
    const barbed = split(painted('barbed-wire', '#555555'));
    // Wire traces the outline: much of each letter's inside is still the paper (a fill leaves none).
    expect(bare.inside.filter((l) => l > 0.95).length / bare.inside.length).toBeGreaterThan(0.3);
    // Barbs add metal beside the line on the paper outside the letters, which bare wire does not.
    const metal = (ls: number[]) => ls.filter((l) => l < 0.7).length;
    expect(metal(barbed.outside)).toBeGreaterThan(metal(bare.outside) * 1.3);
  });

  it('bends pipe as a thick tube and lays chain as links the ground shows through', () => {
    const at = (effect: 'wire' | 'pipe' | 'chain') => painted(effect, '#777777').data;
    const lightness = (data: Uint8ClampedArray, i: number) =>
      hexToOklch(rgbToHex(data[i]!, data[i + 1]!, data[i + 2]!)).l;
    const [wire, tube, links] = [at('wire'), at('pipe'), at('chain')];
    const band: number[] = [];
    for (let i = 0; i < tube.length; i += 4) if (lightness(tube, i) < 0.8) band.push(i);
    const metalIn = (data: Uint8ClampedArray) => band.filter((i) => lightness(data, i) < 0.8).length;
    // A pipe is several times a wire's width.
    expect(band.length).toBeGreaterThan(metalIn(wire) * 1.8);
    // Along the same path a chain is metal in places and the paper through its links and gaps in others.
    // (The ground in a link's hole is in the chain's soft shadow, so a little darker than the open paper; a tube's
    // path has none of it.)
    const open = (data: Uint8ClampedArray) => band.filter((i) => lightness(data, i) > 0.85).length / band.length;
    expect(open(links)).toBeGreaterThan(0.08);
    expect(open(tube)).toBe(0);
    expect(metalIn(links) / band.length).toBeGreaterThan(0.3);
  });
});
