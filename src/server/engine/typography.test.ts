import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../shared/color.ts';
import { refineIdea } from '../providers/refine/builtin-refiner.ts';
import { planCover } from './planner.ts';
import { drawType, planType } from './typography.ts';
import { hasOldstyleFigures } from './fonts.ts';
import { SAFE_MARGIN } from '../../shared/contracts/cover-edit.ts';
import { editFromLayout } from './edit-document.ts';
import { layerBoxes } from './edit.ts';

const SIZE = 512;

/** The type layer planned and drawn over what the canvas holds, as a cover's is. */
function setType(...[ctx, canvas, plan, size]: [...Parameters<typeof planType>, number]) {
  const { layout, omitted } = planType(ctx, canvas, plan);
  if (layout) drawType(ctx, layout, size);
  return { typeface: layout?.typeface ?? null, layout, omitted };
}
const plan = planCover(refineIdea('"Orchard Static" by "The Lowland Radio Club", indie rock').brief, 3, 'sonic');

/** The type set over a canvas painted by `paint`: whether it needed a plate behind it. */
function plated(paint: (ctx: ReturnType<ReturnType<typeof createCanvas>['getContext']>) => void): boolean {
  const canvas = createCanvas(SIZE, SIZE);
  const ctx = canvas.getContext('2d');
  paint(ctx);
  ctx.scale(SIZE / 1000, SIZE / 1000);
  const result = setType(ctx, canvas, plan, SIZE);
  expect(result.typeface).not.toBeNull();
  return Boolean(result.layout?.plate);
}

/**
 * A coarse halftone: black dots on a 7 px pitch covering about half the paper. Its average is a mid grey that black
 * ink clears, while the letters actually sit on black dots and paper: no ink reads on it.
 */
function paintHalftone(ctx: ReturnType<ReturnType<typeof createCanvas>['getContext']>) {
  ctx.fillStyle = '#f2ebdc';
  ctx.fillRect(0, 0, SIZE, SIZE);
  ctx.fillStyle = '#111111';
  for (let y = 3.5; y < SIZE; y += 7)
    for (let x = 3.5; x < SIZE; x += 7) {
      ctx.beginPath();
      ctx.arc(x, y, 2.8, 0, Math.PI * 2);
      ctx.fill();
    }
}

/** A canvas of that halftone, scaled to the 1000-unit square: the type on it needs a plate. */
function halftone() {
  const canvas = createCanvas(SIZE, SIZE);
  const ctx = canvas.getContext('2d');
  paintHalftone(ctx);
  ctx.scale(SIZE / 1000, SIZE / 1000);
  return { canvas, ctx };
}

describe('type over the picture', () => {
  it('sets a needed plate as a band across the whole cover, to the edge the text is near, not a box on it', () => {
    for (const band of [
      { y0: 70, y1: 260 },
      { y0: 760, y1: 930 },
      { y0: 420, y1: 580 },
    ]) {
      const { canvas, ctx } = halftone();
      const { layout } = setType(ctx, canvas, { ...plan, textBands: [band] }, SIZE);
      const plate = layout!.plate!;
      expect([plate.x, plate.w, plate.bleed]).toEqual([0, 1000, true]);
      // Its colour reaches the canvas's left and right edges in the text's rows.
      const row = Math.round(((band.y0 + band.y1) / 2 / 1000) * SIZE);
      const px = (x: number) => Array.from(canvas.getContext('2d').getImageData(x, row, 1, 1).data.slice(0, 3));
      expect(px(1)).toEqual(px(SIZE - 2));
      if (band.y0 < 300) expect(plate.y).toBe(0);
      else if (band.y1 > 700) expect(plate.y + plate.h).toBe(1000);
      else expect(plate.y).toBeGreaterThan(300);
      // The editor opens on the same band: its document keeps the bleed.
      expect(editFromLayout(layout!).text.plate?.bleed).toBe(true);
    }
  });

  it('sets the letters straight on a plain ground', () => {
    expect(
      plated((ctx) => {
        ctx.fillStyle = '#f2ebdc';
        ctx.fillRect(0, 0, SIZE, SIZE);
      }),
    ).toBe(false);
  });

  it('puts a plate behind them over a coarse halftone, whose dots no ink reads against', () => {
    expect(plated(paintHalftone)).toBe(true);
  });
});

describe('type over a busy field', () => {
  it('puts a plate behind light letters over dark ground strewn with light marks, however dark it is on average', () => {
    expect(
      plated((ctx) => {
        ctx.fillStyle = '#111111';
        ctx.fillRect(0, 0, SIZE, SIZE);
        // Sparse cream grass marks (a Sonic field): the average stays dark, so cream letters clear it on contrast
        // alone, yet every letter crosses marks of its own colour (the panel could not read "Renata Solís").
        ctx.strokeStyle = '#f2dccc';
        ctx.lineWidth = 1.6;
        for (let y = 6; y < SIZE; y += 11)
          for (let x = (y * 7) % 13; x < SIZE; x += 13) {
            ctx.beginPath();
            ctx.moveTo(x, y + 5);
            ctx.lineTo(x + 2, y);
            ctx.lineTo(x + 4, y + 5);
            ctx.stroke();
          }
      }),
    ).toBe(true);
  });
});

describe('the lettering the idea asks for', () => {
  /** The type layout of an idea's cover on a plain ground. */
  const layoutOf = (idea: string, look: 'sonic' | 'photon' = 'sonic') => {
    const canvas = createCanvas(SIZE, SIZE);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#f2ebdc';
    ctx.fillRect(0, 0, SIZE, SIZE);
    ctx.scale(SIZE / 1000, SIZE / 1000);
    const layout = setType(ctx, canvas, planCover(refineIdea(idea).brief, 5, look), SIZE).layout;
    expect(layout).toBeDefined();
    return layout!;
  };
  const title = (layout: ReturnType<typeof layoutOf>) => layout.lines.find((l) => l.role === 'title')!;

  it('sets it small when asked, and large or type-led when asked', () => {
    const plain = title(layoutOf('"Shoreline" by Ama, a beach at dawn'));
    const tiny = title(layoutOf('"Shoreline" by Ama in tiny type, a beach at dawn'));
    const huge = title(layoutOf('"Shoreline" by Ama in huge block letters, a beach at dawn'));
    expect(tiny.size).toBeLessThanOrEqual(48);
    expect(plain.size).toBeGreaterThan(tiny.size * 1.5);
    expect(huge.size).toBeGreaterThan(plain.size);
  });

  it('sets the title in the kind of face the idea names, whatever the genre', () => {
    expect(layoutOf('death metal, "Rot" typed in courier, a skull').typeface).toBe('spaceMono');
    expect(layoutOf('dream pop, "Halo" in tall condensed letters, a cloud').typeface).toBe('bebas');
    // Unnamed, the genre's faces: metal's are blackletter or a heavy display face.
    expect(['pirata', 'anton']).toContain(layoutOf('death metal, "Rot", a skull').typeface);
  });

  it('sets the lettering in the colour the idea names for it where it reads', () => {
    const layout = layoutOf('just the title "OVERDRAFT" in cherry red serif letters on plain white, nothing else');
    expect(title(layout).color).toBe('#d2042d');
    // Unnamed, the most legible of the cover's own.
    expect(title(layoutOf('just the title "OVERDRAFT" in serif letters on plain white')).color).not.toBe('#d2042d');
  });

  it('sets the lettering where the idea puts it: a row and a side, small when asked', () => {
    const corner = layoutOf('indie pop, a lemon on a table, title "Sour Hours" small in the bottom left corner');
    expect(corner.align).toBe('left');
    expect(title(corner).x).toBeLessThan(120);
    expect(title(corner).y).toBeGreaterThan(760);
    expect(title(corner).size).toBeLessThanOrEqual(48);
    const top = layoutOf('synth pop "Glass Hours" by Nova Keel, a pink car on a beach, put the title at the top right');
    expect(top.align).toBe('right');
    expect(title(top).y).toBeLessThan(240);
    // From the lettering's own word on, in a clause that began about something else.
    expect(
      refineIdea(
        'cool jazz LP "Night Ferry", a sax on a chair, blue note style with the title in big type across the top third',
      ).brief.typePlace,
    ).toEqual({ row: 'top', side: 'center' });
    // Every word about where the lettering goes is reported as drawn, none as left out.
    const { parts } = refineIdea('folk, a goat on a truck, "Long Way" by Ada, title small in the bottom left corner');
    expect(parts.filter((p) => p.how === 'dropped').map((p) => p.phrase)).toEqual([]);
    expect(parts.find((p) => p.phrase.endsWith('bottom left corner'))?.as).toBe('the lettering at the bottom left');
    // A cat at the top of the stairs places no lettering.
    expect(refineIdea('"Hush" by Ama, a cat at the top of the stairs').brief.typePlace).toBeUndefined();
    // A type brief's words about the letters' style stand between the title and its place.
    expect(
      refineIdea('Album: Night Exchange. A switchboard at 2am. Type: title in small letterspaced capitals lower left')
        .brief.typePlace,
    ).toEqual({ row: 'bottom', side: 'left' });
  });

  it('sets words asked for alone in the middle of the cover', () => {
    for (const look of ['sonic', 'photon'] as const) {
      const layout = layoutOf('just the word "soft" in tiny lowercase letters in the middle of a blank cover', look);
      const { y, size, text } = title(layout);
      expect(text).toBe('soft');
      expect(y).toBeGreaterThan(330);
      expect(y + size).toBeLessThan(670);
    }
  });
});

describe('where the type goes', () => {
  /** Paper with coarse halftone dots (no ink reads on them) over the top quarter only. */
  const dotsOnTop = (ctx: ReturnType<ReturnType<typeof createCanvas>['getContext']>) => {
    ctx.fillStyle = '#f2ebdc';
    ctx.fillRect(0, 0, SIZE, SIZE);
    ctx.fillStyle = '#111111';
    for (let y = 3.5; y < SIZE * 0.25; y += 7)
      for (let x = 3.5; x < SIZE; x += 7) {
        ctx.beginPath();
        ctx.arc(x, y, 2.8, 0, Math.PI * 2);
        ctx.fill();
      }
  };
  const setOver = (bands: typeof plan.textBands) => {
    const canvas = createCanvas(SIZE, SIZE);
    const ctx = canvas.getContext('2d');
    dotsOnTop(ctx);
    ctx.scale(SIZE / 1000, SIZE / 1000);
    return setType(ctx, canvas, { ...plan, textBands: bands }, SIZE).layout!;
  };

  it('moves to another band as clear of the subjects where the first needs a plate', () => {
    const layout = setOver([
      { y0: 60, y1: 230, covers: 0 },
      { y0: 800, y1: 950, covers: 0 },
    ]);
    expect(layout.plate).toBeNull();
    expect(layout.lines[0]!.y).toBeGreaterThan(700);
  });

  it('keeps a plate rather than cover a subject', () => {
    const layout = setOver([
      { y0: 60, y1: 230, covers: 0 },
      { y0: 800, y1: 950, covers: 1 },
    ]);
    expect(layout.plate).not.toBeNull();
    expect(layout.lines[0]!.y).toBeLessThan(300);
    // A solid block in one of the cover's own colours, which its letters read on.
    const { color, alpha } = layout.plate!;
    expect(alpha).toBe(1);
    expect([...plan.brief.palette, plan.colors.shadow, plan.colors.paper]).toContain(color);
    expect(contrastRatio(color, layout.lines[0]!.color)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('the safe margin', () => {
  it('sets title and artist inside the release check’s margin, in a band at the top or the foot of the cover', () => {
    const canvas = createCanvas(SIZE, SIZE);
    const ctx = canvas.getContext('2d');
    ctx.scale(SIZE / 1000, SIZE / 1000);
    for (const band of [
      { y0: 60, y1: 230 },
      { y0: 800, y1: 950 },
      { y0: 60, y1: 180, align: 'left' as const },
    ]) {
      const layout = setType(ctx, canvas, { ...plan, textBands: [band] }, SIZE).layout!;
      const doc = editFromLayout(layout);
      layerBoxes(doc).forEach((box) => {
        expect(box!.y, JSON.stringify(band)).toBeGreaterThanOrEqual(SAFE_MARGIN);
        expect(box!.y + box!.h, JSON.stringify(band)).toBeLessThanOrEqual(1000 - SAFE_MARGIN);
        expect(box!.x).toBeGreaterThanOrEqual(SAFE_MARGIN - 0.5);
        expect(box!.x + box!.w).toBeLessThanOrEqual(1000 - SAFE_MARGIN + 0.5);
      });
    }
  });
});

describe('lines that never touch', () => {
  it("keeps the artist line clear of the title's descenders, whatever the face", () => {
    const canvas = createCanvas(SIZE, SIZE);
    const ctx = canvas.getContext('2d');
    ctx.scale(SIZE / 1000, SIZE / 1000);
    const brief = refineIdea('soul record "Tupperware Heart" by Loretta Greer & the Brightwells, a fridge').brief;
    const faces = new Set<string>();
    for (const look of ['sonic', 'photon'] as const)
      for (let seed = 1; seed <= 16; seed++) {
        const layout = setType(ctx, canvas, planCover(brief, seed, look), SIZE).layout!;
        faces.add(layout.typeface);
        const inked = layout.lines.map((line) => {
          ctx.font = `${line.size}px ${layout.family}`;
          ctx.textBaseline = 'top';
          const m = ctx.measureText(line.text);
          return { top: line.y - m.actualBoundingBoxAscent, bottom: line.y + m.actualBoundingBoxDescent };
        });
        for (let i = 1; i < inked.length; i++) expect(inked[i]!.top).toBeGreaterThan(inked[i - 1]!.bottom);
      }
    // The test means something only if it met more than one face, a script among them.
    expect(faces.size).toBeGreaterThan(1);
  });
});

describe('an artist line one can read', () => {
  it('sets a blackletter or script artist line larger beside its title than a plain face’s, and still below it', () => {
    const canvas = createCanvas(SIZE, SIZE);
    const ctx = canvas.getContext('2d');
    ctx.scale(SIZE / 1000, SIZE / 1000);
    // Round 52: "Aethermoor" under a power metal title, in blackletter at 42 % of it, garbled on the sheet.
    const ratios = new Map<string, number[]>();
    for (const idea of ['"Hall of the Tidewardens" by Aethermoor, power metal, a wizard', '"Orchard" by Vela, indie'])
      for (let seed = 1; seed <= 6; seed++) {
        const layout = setType(ctx, canvas, planCover(refineIdea(idea).brief, seed, 'sonic'), SIZE).layout!;
        const title = layout.lines.find((l) => l.role === 'title')!;
        const artist = layout.lines.find((l) => l.role === 'artist')!;
        ratios.set(layout.typeface, [...(ratios.get(layout.typeface) ?? []), artist.size / title.size]);
      }
    const blackletter = ratios.get('pirata') ?? [];
    expect(blackletter.length).toBeGreaterThan(0);
    for (const r of blackletter) expect(r).toBeGreaterThanOrEqual(0.6);
    for (const r of blackletter) expect(r).toBeLessThanOrEqual(0.86);
  });
});

describe('names in Latin Extended', () => {
  it('are set in the face’s own Latin Extended file, not a Noto letter among the face’s own', () => {
    const czech = planCover(refineIdea("classical album 'Łódź Nocturnes' by Antonín Dvořák Trio").brief, 1, 'sonic');
    const canvas = createCanvas(SIZE, SIZE);
    const { layout } = setType(canvas.getContext('2d'), canvas, czech, SIZE);
    const families = layout!.family.split(', ');
    expect(families.length).toBeGreaterThanOrEqual(2);
    expect(families.join(' ')).toMatch(/latin-ext/);
    expect(families.join(' ')).not.toMatch(/noto/i);
  });
});

describe('numbers in a title', () => {
  it('are set in a face whose zero is no "o": old-style figures read "60th Floor" as "6oth Floor" (round 101)', () => {
    expect(hasOldstyleFigures('syne')).toBe(true);
    expect(hasOldstyleFigures('playfair')).toBe(true);
    for (const id of ['anton', 'bebas', 'archivo', 'pacifico'] as const) expect(hasOldstyleFigures(id)).toBe(false);
    const faces = new Set<string | null>();
    for (let seed = 1; seed <= 12; seed++) {
      const numbered = planCover(refineIdea('"60th Floor" by Gondola Sky, city pop, a gondola').brief, seed, 'sonic');
      const canvas = createCanvas(SIZE, SIZE);
      faces.add(setType(canvas.getContext('2d'), canvas, numbered, SIZE).typeface);
    }
    expect(faces.has(null)).toBe(false);
    expect([...faces].filter((f) => f === 'syne' || f === 'playfair')).toEqual([]);
  });
});

describe('Turkish lettering', () => {
  it('is never set in a face of capitals alone, whose "i" has no dot ("Çay Sisi" read "Çay Sısı", round 114)', () => {
    const faces = new Set<string | null>();
    for (let seed = 1; seed <= 16; seed++) {
      // Punk and rock pick Permanent Marker and Bebas Neue among their faces.
      for (const genre of ['punk', 'rock', 'synthwave']) {
        const turkish = planCover(
          refineIdea(`Albüm: Çay Sisi / Sanatçı: Hamsi Kardeşler (${genre}). tea fields in fog`).brief,
          seed,
          'sonic',
        );
        const canvas = createCanvas(SIZE, SIZE);
        faces.add(setType(canvas.getContext('2d'), canvas, turkish, SIZE).typeface);
      }
    }
    expect(faces.has(null)).toBe(false);
    expect([...faces].filter((f) => f === 'marker' || f === 'bebas')).toEqual([]);
    // (Other text may still be: the same genres pick them for an English title.)
    const english = new Set<string | null>();
    for (let seed = 1; seed <= 16; seed++)
      for (const genre of ['punk', 'synthwave']) {
        const plan = planCover(refineIdea(`"Tea Fog" by Hamsi Brothers, ${genre}, tea fields`).brief, seed, 'sonic');
        const canvas = createCanvas(SIZE, SIZE);
        english.add(setType(canvas.getContext('2d'), canvas, plan, SIZE).typeface);
      }
    expect([...english].some((f) => f === 'marker' || f === 'bebas')).toBe(true);
  });
});
