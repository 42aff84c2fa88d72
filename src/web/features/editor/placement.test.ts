import { describe, expect, it } from 'vitest';
import type { CoverEdit, TextLayer } from '../../../shared/contracts/cover-edit.ts';
import { NEUTRAL_COLOUR } from '../../../shared/contracts/cover-edit.ts';
import { layerAt, newLineY, place, SAFE_MARGIN } from './placement.ts';

const layer = (over: Partial<TextLayer>): TextLayer => ({
  role: 'title',
  text: 'Signal',
  typeface: 'anton',
  weight: 400,
  size: 120,
  case: 'as-typed',
  tracking: 0,
  lineHeight: 1.1,
  align: 'left',
  color: '#ffffff',
  effect: 'none',
  effectColor: '#000000',
  x: 100,
  y: 300,
  ...over,
});
const doc: CoverEdit = {
  version: 1,
  text: { layers: [layer({}), layer({ role: 'artist', text: 'Ana Vale', size: 50, y: 440 })], plate: null },
  art: { look: null, seed: null, crop: { scale: 1, x: 0, y: 0 } },
  colour: NEUTRAL_COLOUR,
  advancedColour: null,
  logo: null,
  badge: { explicit: false, corner: 'bottom-right' },
};
// Measured as the preview would: title 300-420, artist 440-490.
const boxes = [
  { x: 100, y: 300, w: 400, h: 120 },
  { x: 100, y: 440, w: 220, h: 50 },
];

describe('placement presets', () => {
  it('moves the block together, keeping the spacing between its lines', () => {
    const bottom = place(doc, 'bottom', boxes);
    const [title, artist] = bottom.text.layers;
    expect(artist!.y + 50).toBe(1000 - SAFE_MARGIN);
    expect(artist!.y - title!.y).toBe(140);
    expect(bottom.text.layers.every((l) => l.align === 'center' && l.x === 500)).toBe(true);
    expect(place(doc, 'top', boxes).text.layers[0]!.y).toBe(SAFE_MARGIN);
    const centre = place(doc, 'centre', boxes).text.layers;
    expect(centre[0]!.y + 190 / 2).toBe(500);
  });

  it('sets the block left in the corner, inside the margin and the plate’s padding', () => {
    const plated = { ...doc, text: { ...doc.text, plate: { color: '#000000cc', padX: 30, padY: 24 } } };
    const [title, artist] = place(plated, 'corner', boxes).text.layers;
    expect(title).toMatchObject({ align: 'left', x: SAFE_MARGIN + 30 });
    expect(artist!.y + 50).toBe(1000 - SAFE_MARGIN - 24);
  });

  it('estimates layers the preview has not measured yet, and leaves a cover without text alone', () => {
    const placed = place(doc, 'top', null);
    expect(placed.text.layers[0]!.y).toBe(SAFE_MARGIN);
    const bare = { ...doc, text: { layers: [], plate: null } };
    expect(place(bare, 'bottom', null)).toBe(bare);
  });

  it('finds the layer under a point, the topmost first', () => {
    expect(layerAt(boxes, 150, 350)).toBe(0);
    expect(layerAt(boxes, 150, 470)).toBe(1);
    expect(layerAt(boxes, 900, 900)).toBe(-1);
    expect(layerAt([boxes[0]!, boxes[0]!], 150, 350)).toBe(1);
    expect(layerAt(null, 150, 350)).toBe(-1);
  });
});

describe('where an added line goes', () => {
  const overlaps = (y: number, h: number, b: { y: number; h: number }) => y < b.y + b.h && b.y < y + h;

  it('goes under the text when there is room, clear of the lowest letters', () => {
    const y = newLineY(doc, boxes, 56);
    expect(y).toBeGreaterThanOrEqual(490);
    for (const b of boxes) expect(overlaps(y, 62, b)).toBe(false);
  });

  it('with the artist at the foot of the cover, goes above the title, not onto the artist', () => {
    // The title at 700-820 and the artist's letters down to 930 (its descenders past its box).
    const low = [
      { x: 100, y: 700, w: 400, h: 120 },
      { x: 100, y: 860, w: 220, h: 55, ink: { x: 100, y: 862, w: 220, h: 68 } },
    ];
    const y = newLineY(doc, low, 56);
    expect(y + 62).toBeLessThanOrEqual(700);
    expect(y).toBeGreaterThanOrEqual(SAFE_MARGIN);
  });

  it('with lines at the top and the bottom, goes into the space between them', () => {
    const spread = [
      { x: 100, y: SAFE_MARGIN, w: 400, h: 120 },
      { x: 100, y: 860, w: 220, h: 70 },
    ];
    const y = newLineY(doc, spread, 56);
    for (const b of spread) expect(overlaps(y, 62, b)).toBe(false);
  });

  it('starts a cover with no text at the top margin', () => {
    expect(newLineY({ ...doc, text: { layers: [], plate: null } }, [], 120)).toBe(SAFE_MARGIN);
  });
});

describe('an added line in a face whose letters reach past its line', () => {
  it('keeps the new line’s letters, not just its line, clear of the others', () => {
    // The title's letters start 10 units above its anchor and reach 150 units down (its line is 120 tall).
    const reaching = [
      { x: 100, y: 700, w: 400, h: 120, ink: { x: 100, y: 690, w: 400, h: 150 } },
      { x: 100, y: 860, w: 220, h: 50, ink: { x: 100, y: 858, w: 220, h: 52 } },
    ];
    const y = newLineY(doc, reaching, 60);
    // Scaled to 60 units: letters from y - 5 to y - 5 + 75, all above the title's letters.
    expect(y - 5 + 75).toBeLessThanOrEqual(690);
    expect(y - 5).toBeGreaterThanOrEqual(SAFE_MARGIN);
  });

  it('reads a box measured before its layer moved at the layer’s place now', () => {
    const measured = [
      { x: 100, y: 800, w: 400, h: 95, ink: { x: 100, y: 811, w: 400, h: 81 } },
      { x: 100, y: 856, w: 220, h: 43 },
    ];
    // The title moved up 48 since (a one-click fix); its box still says 800.
    const moved = {
      ...doc,
      text: {
        ...doc.text,
        layers: [layer({ size: 93, y: 752 }), layer({ role: 'artist' as const, size: 39, y: 856 })],
      },
    };
    const y = newLineY(moved, measured, 56);
    expect(y + 56).toBeLessThanOrEqual(752 + 11);
  });
});
