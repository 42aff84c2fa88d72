import { describe, expect, it } from 'vitest';
import { NEUTRAL_ADVANCED } from '../../shared/colour-curves.ts';
import { COLOUR_GRADES, coverEditSchema, type CoverEdit } from '../../shared/contracts/cover-edit.ts';
import { TYPEFACE_CATALOG, TYPEFACE_CATEGORIES, TYPEFACE_IDS } from '../../shared/typefaces.ts';
import { refineIdea } from '../providers/refine/builtin-refiner.ts';
import { editFromLayout } from './edit-document.ts';
import { drawEdit, layerBoxes, logoBox, unsettableText } from './edit.ts';
import { renderArt, renderCover } from './render.ts';

const SIZE = 400;
const { brief } = refineIdea('a lighthouse in violet fog, ambient, titled "Signal" by "Ana Vale"');

/** The cover's art and its own edit document. */
function start(look: 'sonic' | 'photon' = 'photon') {
  const cover = renderCover({ brief, seed: 12, look, size: SIZE });
  const doc = editFromLayout(cover.type.layout ?? null);
  return { cover, doc, art: () => renderArt({ brief, seed: 12, look, size: SIZE }).canvas };
}

function edited(doc: CoverEdit, look: 'sonic' | 'photon' = 'photon') {
  const canvas = start(look).art();
  drawEdit(canvas, coverEditSchema.parse(doc), SIZE, 7);
  return canvas.data();
}

/** Mean absolute channel difference inside (or outside) a box given in units. */
function diff(a: Uint8Array, b: Uint8Array, box?: { x: number; y: number; w: number; h: number }, inside = true) {
  let sum = 0;
  let n = 0;
  for (let y = 0; y < SIZE; y++)
    for (let x = 0; x < SIZE; x++) {
      const ux = (x / SIZE) * 1000;
      const uy = (y / SIZE) * 1000;
      const within = !box || (ux >= box.x && ux <= box.x + box.w && uy >= box.y && uy <= box.y + box.h);
      if (within !== inside) continue;
      const i = (y * SIZE + x) * 4;
      sum += Math.abs(a[i]! - b[i]!) + Math.abs(a[i + 1]! - b[i + 1]!) + Math.abs(a[i + 2]! - b[i + 2]!);
      n += 3;
    }
  return sum / Math.max(n, 1);
}

describe('the cover editor’s document', () => {
  it('offers at least 24 typefaces across every category, with Cyrillic, Greek and Japanese covered', () => {
    expect(TYPEFACE_IDS.length).toBeGreaterThanOrEqual(24);
    for (const category of TYPEFACE_CATEGORIES)
      expect(
        TYPEFACE_IDS.some((id) => TYPEFACE_CATALOG[id].category === category),
        category,
      ).toBe(true);
    const scripts = new Set(TYPEFACE_IDS.flatMap((id) => [...TYPEFACE_CATALOG[id].scripts]));
    for (const script of ['latin-ext', 'cyrillic', 'greek', 'japanese'])
      expect(scripts.has(script as never)).toBe(true);
  });

  for (const look of ['sonic', 'photon'] as const) {
    it(`starts as the cover itself (${look}): the document drawn over the art is the cover`, () => {
      const { cover, doc } = start(look);
      expect(doc.text.layers.map((l) => [l.role, l.text])).toEqual([
        ['title', 'Signal'],
        ['artist', 'Ana Vale'],
      ]);
      // Opacity is stored to 1/255: within a fraction of a level per channel.
      expect(diff(edited(doc, look), cover.canvas.data())).toBeLessThan(0.2);
    });
  }

  it('changes only the text where the text is when the title or its face changes', () => {
    const { doc } = start();
    const before = edited(doc);
    const [title] = layerBoxes(doc);
    const renamed = structuredClone(doc);
    renamed.text.layers[0]!.text = 'Signals';
    const refaced = structuredClone(doc);
    refaced.text.layers[0]!.typeface = 'greatVibes';
    refaced.text.plate = null;
    for (const changed of [renamed]) {
      const after = edited(changed);
      const box = layerBoxes(changed)[0]!;
      const area = {
        x: Math.min(box.x, title!.x) - 40,
        y: Math.min(box.y, title!.y) - 40,
        w: Math.max(box.w, title!.w) + 80,
        h: Math.max(box.h, title!.h) + 80,
      };
      expect(diff(after, before, area)).toBeGreaterThan(1);
      // The plate grows with the title; outside the text and its plate, nothing moves.
      expect(diff(after, before, { x: 0, y: area.y - 40, w: 1000, h: area.h + 80 }, false)).toBe(0);
    }
    expect(diff(edited(refaced), before, title!)).toBeGreaterThan(1);
  });

  it('grades the plate with the picture: a mono cover has no red band across it', () => {
    const { doc } = start();
    const banded: CoverEdit = {
      ...doc,
      text: { ...doc.text, plate: { color: '#d0202a', padX: 30, padY: 24, bleed: true } },
    };
    const grey = edited({ ...banded, colour: { ...banded.colour, saturation: -1 } });
    const colourful = edited(banded);
    // The band runs to the cover's edge at the text's rows: its left-most pixels, away from the letters.
    const box = layerBoxes(banded)[0]!;
    const row = Math.round(((box.y + box.h / 2) / 1000) * SIZE);
    const at = (d: Uint8Array) => Array.from(d.slice((row * SIZE + 2) * 4, (row * SIZE + 2) * 4 + 3));
    const [r, g, b] = at(colourful);
    expect(r! - Math.max(g!, b!)).toBeGreaterThan(80);
    const [gr, gg, gb] = at(grey);
    expect(Math.max(gr!, gg!, gb!) - Math.min(gr!, gg!, gb!)).toBeLessThan(6);
  });

  it('grades the colour: brighter, grey, two inks, and a one-click grade', () => {
    const { doc } = start();
    const base = edited(doc);
    const mean = (d: Uint8Array) => d.reduce((s, v, i) => (i % 4 === 3 ? s : s + v), 0) / ((d.length / 4) * 3);
    const bright = edited({ ...doc, text: { layers: [], plate: null }, colour: { ...doc.colour, exposure: 0.5 } });
    expect(mean(bright)).toBeGreaterThan(mean(edited({ ...doc, text: { layers: [], plate: null } })) + 10);
    const grey = edited({ ...doc, text: { layers: [], plate: null }, colour: { ...doc.colour, saturation: -1 } });
    for (let i = 0; i < grey.length; i += 4 * 97) {
      expect(Math.abs(grey[i]! - grey[i + 1]!)).toBeLessThanOrEqual(1);
      expect(Math.abs(grey[i + 1]! - grey[i + 2]!)).toBeLessThanOrEqual(1);
    }
    // Duotone: every pixel of the art lies between the two inks (#1b1040 and #ff8a5b), so red is never below 27.
    const duo = edited({ ...doc, text: { layers: [], plate: null }, colour: COLOUR_GRADES.duotone });
    for (let i = 0; i < duo.length; i += 4 * 89) expect(duo[i]!).toBeGreaterThanOrEqual(25);
    const film = edited({ ...doc, colour: COLOUR_GRADES['warm-film'] });
    expect(diff(film, base)).toBeGreaterThan(3);
    // The same edit gives the same bytes (grain is seeded).
    expect(
      Buffer.from(edited({ ...doc, colour: COLOUR_GRADES['faded-print'] })).equals(
        Buffer.from(edited({ ...doc, colour: COLOUR_GRADES['faded-print'] })),
      ),
    ).toBe(true);
  });

  it('draws curves and per-channel grades after the colour correction, channel by channel (advanced colour)', () => {
    const { doc } = start();
    const bare: CoverEdit = { ...doc, text: { layers: [], plate: null } };
    const base = edited(bare);
    const film = edited({ ...bare, colour: COLOUR_GRADES['warm-film'] });
    const invertRed: CoverEdit = {
      ...bare,
      advancedColour: {
        ...NEUTRAL_ADVANCED,
        curves: {
          ...NEUTRAL_ADVANCED.curves,
          red: [
            [0, 1],
            [1, 0],
          ],
        },
      },
    };
    const inverted = edited(invertRed);
    for (let i = 0; i < base.length; i += 4 * 61) {
      expect(inverted[i]).toBe(255 - base[i]!);
      expect([inverted[i + 1], inverted[i + 2]]).toEqual([base[i + 1], base[i + 2]]);
    }
    // After the grade: the same curve over the warm-film grade inverts the graded red.
    const gradedInverted = edited({ ...invertRed, colour: COLOUR_GRADES['warm-film'] });
    for (let i = 0; i < film.length; i += 4 * 67) expect(gradedInverted[i]).toBe(255 - film[i]!);
    // Neutral advanced settings are the art as it is, byte for byte.
    expect(Buffer.from(edited({ ...bare, advancedColour: NEUTRAL_ADVANCED })).equals(Buffer.from(base))).toBe(true);
    // Lifting blue's shadows raises blue in the dark parts only.
    const blueShadows = edited({
      ...bare,
      advancedColour: {
        ...NEUTRAL_ADVANCED,
        balance: { ...NEUTRAL_ADVANCED.balance, shadows: { red: 0, green: 0, blue: 0.8 } },
      },
    });
    let raised = 0;
    let dark = 0;
    for (let i = 0; i < base.length; i += 4) {
      if (base[i + 2]! > 40) continue;
      dark++;
      if (blueShadows[i + 2]! >= base[i + 2]! + 20) raised++;
      expect(blueShadows[i]).toBe(base[i]);
    }
    expect(dark).toBeGreaterThan(0);
    expect(raised / dark).toBeGreaterThan(0.95);
  });

  it('draws the artist logo where it was put, sharp at every size, and nothing else changes', () => {
    const { doc } = start();
    const bare: CoverEdit = { ...doc, text: { layers: [], plate: null } };
    const base = edited(bare);
    const logo = {
      name: 'Night Static',
      treatment: 'metal-thorns' as const,
      emblem: null,
      colour: '#ffffff',
      x: 100,
      y: 600,
      height: 160,
    };
    const withLogo = edited({ ...bare, logo });
    // The logo is about 2.9 times as wide as it is high (its viewBox): it stays inside x 100-580, y 600-760.
    const box = { x: 100, y: 600, w: 480, h: 160 };
    expect(diff(withLogo, base, box)).toBeGreaterThan(8);
    expect(diff(withLogo, base, { x: 90, y: 590, w: 520, h: 185 }, false)).toBe(0);
    // The same edit gives the same bytes.
    expect(Buffer.from(edited({ ...bare, logo })).equals(Buffer.from(withLogo))).toBe(true);
    // Where the editor finds it to drag: its corner and height, and the width its proportions give; drawn pixels
    // reach the box's right part and none lie past it.
    const found = logoBox({ ...bare, logo })!;
    expect(found).toMatchObject({ x: 100, y: 600, h: 160 });
    expect(found.w).toBeGreaterThan(400);
    expect(found.w).toBeLessThan(480);
    expect(diff(withLogo, base, { x: 100 + found.w * 0.6, y: 600, w: found.w * 0.4, h: 160 })).toBeGreaterThan(2);
    expect(diff(withLogo, base, { x: 100 + found.w + 4, y: 590, w: 60, h: 185 })).toBe(0);
    expect(logoBox(bare)).toBeNull();
  });

  it('draws outlines, knock-outs and the explicit label where they belong', () => {
    const { doc } = start();
    const plain = structuredClone(doc);
    plain.text.plate = null;
    const base = edited(plain);
    const box = layerBoxes(plain)[0]!;
    const outlined = structuredClone(plain);
    outlined.text.layers[0]!.effect = 'outline';
    outlined.text.layers[0]!.effectColor = '#00ff00';
    const green = edited(outlined);
    let greenPixels = 0;
    for (let i = 0; i < green.length; i += 4)
      if (green[i + 1]! > 200 && green[i]! < 80 && green[i + 2]! < 80) greenPixels++;
    expect(greenPixels).toBeGreaterThan(50);

    const knocked = structuredClone(plain);
    knocked.text.layers[0]!.effect = 'knockout';
    knocked.text.layers[0]!.effectColor = '#ff0000';
    const panel = edited(knocked);
    // Around the letters the panel is red; where the letters were, the art shows through.
    const at = (ux: number, uy: number) => {
      const i = (Math.floor((uy / 1000) * SIZE) * SIZE + Math.floor((ux / 1000) * SIZE)) * 4;
      return [panel[i]!, panel[i + 1]!, panel[i + 2]!];
    };
    expect(at(box.x - box.h * 0.2, box.y + box.h / 2)).toEqual([255, 0, 0]);
    expect(diff(panel, base, box)).toBeGreaterThan(20);

    const labelled = edited({ ...plain, badge: { explicit: true, corner: 'bottom-right' } });
    const corner = { x: 770, y: 896, w: 190, h: 64 };
    expect(diff(labelled, base, corner)).toBeGreaterThan(40);
    expect(diff(labelled, base, { x: 700, y: 850, w: 300, h: 150 }, false)).toBe(0);
  });

  it('sets Cyrillic, Greek and Japanese in faces that have them, and refuses what nothing can set', () => {
    const { doc } = start();
    const text = (layerText: string, typeface: CoverEdit['text']['layers'][number]['typeface']) => {
      const next = structuredClone(doc);
      next.text.layers[0] = { ...next.text.layers[0]!, text: layerText, typeface };
      return next;
    };
    for (const [t, face] of [
      ['Сигнал', 'inter'],
      ['Σήμα', 'ebGaramond'],
      ['シグナル', 'notoSansJp'],
      ['Łódź Ünïcode', 'anton'],
    ] as const) {
      const next = text(t, face);
      expect(unsettableText(next), t).toEqual([]);
      expect(layerBoxes(next)[0], t).not.toBeNull();
    }
    const emoji = text('Signal 😀', 'inter');
    expect(unsettableText(emoji)).toEqual(['😀']);
    expect(layerBoxes(emoji)[0]).toBeNull();
  });

  it('refuses a document that is not one', () => {
    const { doc } = start();
    const bad = [
      { ...doc, version: 2 },
      { ...doc, text: { ...doc.text, layers: [...doc.text.layers, ...doc.text.layers] } },
      { ...doc, colour: { ...doc.colour, exposure: 3 } },
      { ...doc, text: { ...doc.text, layers: [{ ...doc.text.layers[0]!, typeface: 'comic-sans' }] } },
      { ...doc, text: { ...doc.text, layers: [{ ...doc.text.layers[0]!, color: 'red' }] } },
      { ...doc, text: { ...doc.text, layers: [{ ...doc.text.layers[0]!, text: 'a\u0000b' }] } },
    ];
    for (const b of bad) expect(coverEditSchema.safeParse(b).success, JSON.stringify(b).slice(0, 80)).toBe(false);
  });
});
