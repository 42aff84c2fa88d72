import { describe, expect, it } from 'vitest';
import { LOOKS, type SceneBrief } from '../../shared/contracts/scene-brief.ts';
import { refineIdea } from '../providers/refine/builtin-refiner.ts';
import { renderCover } from './render.ts';

/** Luminance (0-1) of every pixel in rows y0..y1 (shares of the height) of a cover. */
function rows(brief: SceneBrief, look: (typeof LOOKS)[number], y0: number, y1: number, size = 200): number[] {
  const data = renderCover({ brief, seed: 3, look, size }).canvas.data();
  const out: number[] = [];
  for (let y = Math.round(y0 * size); y < Math.round(y1 * size); y++)
    for (let x = 0; x < size; x++) {
      const i = (y * size + x) * 4;
      out.push((0.2126 * data[i]! + 0.7152 * data[i + 1]! + 0.0722 * data[i + 2]!) / 255);
    }
  return out;
}
const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;
/** How uneven a ground is, relative to its brightness (a texture darkens and lightens in proportion). */
const spread = (v: number[]) => Math.sqrt(mean(v.map((x) => (x - mean(v)) ** 2))) / mean(v);

describe('what lettering alone is written on', () => {
  it('is read from the idea, in the colour named for it', () => {
    // Round 94's judges: "no blackboard, washed-out grey type", "tiny outline type, no shirt", "no painted wall".
    const surface = (idea: string) => refineIdea(idea).brief.typeSurface;
    expect(surface('lettering only: SORRY ABOUT THE BIKE written in chalk on the blackboard outside a café')).toEqual({
      kind: 'chalkboard',
    });
    expect(
      surface('type only: HOLLOW POINT HAYRIDE chain-stitched in cream thread across the back of a black satin shirt'),
    ).toMatchObject({ kind: 'cloth', color: '#0b0b0d' });
    expect(surface('type only, NO VACANCY painted in white on a crumbling blue wall, surf rock')?.kind).toBe('wall');
    expect(surface('just the title PINE SAP burned into a pine plank, nothing else, folk')?.kind).toBe('wood');
    // And the report says so for every word of it: "not drawn: shirt" under a cover of satin was wrong.
    const shirt = refineIdea('type only: HOLLOW POINT HAYRIDE stitched across the back of a black satin bowling shirt');
    for (const word of ['black satin', 'bowling', 'shirt'])
      expect(shirt.parts.find((p) => p.phrase === word)?.as, word).toBe('the ground the lettering is on');
    const wall = refineIdea('type only, the words NO VACANCY painted in white on a crumbling blue wall, chipped paint');
    for (const word of ['blue wall', 'chipped', 'paint'])
      expect(wall.parts.find((p) => p.phrase === word)?.as, word).toBe('the ground the lettering is on');
    // The album's sleeve and cotton paper are no cloth; a cover with a picture has no such ground.
    expect(
      surface('just the title tidewater in tiny lowercase repeated in a grid over the whole sleeve'),
    ).toBeUndefined();
    expect(surface('lettering only: LOWLAND HYMNAL blind debossed into thick cream cotton paper')).toBeUndefined();
    expect(surface('a fox sitting on a wall at dusk, folk')).toBeUndefined();
  });

  it('is drawn under the letters in both looks: a dark framed board, a textured wall, cloth and wood', () => {
    const idea = (on: string) =>
      refineIdea(`type only: the words SALT ROAD written on ${on}, nothing else, folk`).brief;
    const plain = refineIdea('type only: the words SALT ROAD, on flat beige, nothing else, folk').brief;
    for (const look of LOOKS) {
      const board = idea('a blackboard');
      expect(board.typeSurface?.kind).toBe('chalkboard');
      // Slate, dark where the letters are not; its frame a different colour from the board inside it.
      const top = rows(board, look, 0.08, 0.2);
      expect(mean(top), look).toBeLessThan(0.3);
      expect(Math.abs(mean(rows(board, look, 0, 0.02)) - mean(top)), look).toBeGreaterThan(0.02);
      // A wall, planks and cloth are each more than an even sheet: the texture shows where the letters are not.
      const flat = spread(rows(plain, look, 0.06, 0.3));
      for (const on of ['an old painted wall', 'a pine plank', 'a satin shirt']) {
        const brief = idea(on);
        expect(brief.typeSurface, on).toBeDefined();
        expect(spread(rows(brief, look, 0.06, 0.3)), `${look} ${on}`).toBeGreaterThan(flat * 1.3);
      }
    }
  });

  it('reads a window as glass seen from inside, its letters in their own colour, its frame dark at the edge', () => {
    // Round 95's white vinyl letters on a shop window were set in black on bare white.
    const { brief } = refineIdea(
      'lettering only, post punk — the band name EVERYTHING MUST GO in peeling white vinyl letters on the window of a shut down shoe shop, flat grey afternoon',
    );
    expect(brief.typeSurface).toEqual({ kind: 'glass' });
    expect(brief.typeColor).toBe('#f5f3ee');
    for (const look of LOOKS) {
      // The pane a mid grey, textured by the street beyond and its reflections; the frame dark round it.
      const pane = rows(brief, look, 0.08, 0.3);
      expect(mean(pane), look).toBeGreaterThan(0.3);
      expect(mean(pane), look).toBeLessThan(0.8);
      expect(mean(rows(brief, look, 0, 0.015)), look).toBeLessThan(mean(pane) * 0.6);
    }
  });

  it('sets a name alone on it as large as it fits, not as a credit line', () => {
    // Round 94's band name chain-stitched across a shirt was set as a small credit line in the middle of the satin.
    const brief = refineIdea('type only: the band name LOWLANDS stitched across a black satin shirt').brief;
    expect(brief.title).toBeUndefined();
    for (const look of LOOKS) {
      const line = renderCover({ brief, seed: 1, look, size: 256 }).type.layout?.lines[0];
      expect(line?.role, look).toBe('artist');
      expect(line!.size, look).toBeGreaterThan(75);
    }
  });
});
