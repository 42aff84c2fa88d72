import { describe, expect, it } from 'vitest';
import type { PlacedSubject } from '../plan.ts';
import { fixtureShape } from '../testing/plan-fixtures.ts';
import { barRows, gridMarks } from './frame.ts';

const subject = (x: number, y: number, size: number): PlacedSubject => ({
  noun: 'thing',
  shape: fixtureShape('mdi:circle'),
  x,
  y,
  w: size,
  h: size,
  rotation: 0,
  flip: false,
  depth: 0.05,
  grounded: true,
  color: '#000000',
  colorBound: false,
});

describe("Sonic's grid frame", () => {
  it('lays its heavy bar only on lower grid lines that cross no subject', () => {
    const m = 40;
    const all = barRows([], 6, m, 500);
    expect(all.length).toBeGreaterThan(0);
    // A hero standing over the lower half leaves only lines clear of its box.
    const hero = subject(300, 700, 300);
    const clear = barRows([hero], 6, m, 500);
    expect(clear.length).toBeLessThan(all.length);
    for (const y of clear) expect(y + 9 <= hero.y - hero.h / 2 || y - 9 >= hero.y + hero.h / 2).toBe(true);
    // A subject beyond the bar's reach does not stop it.
    expect(barRows([subject(900, 700, 150)], 6, m, 500)).toEqual(all);
  });

  it('marks the grid at the border only: no rule runs across the picture', () => {
    const m = 40;
    const marks = gridMarks(4, m);
    // The border and two ticks per grid line per side.
    expect(marks.length).toBe(4 + 3 * 4);
    const nearBorder = (v: number) => v - m <= 16 || 1000 - m - v <= 16;
    for (const [x0, y0, x1, y1] of marks) {
      // Every stroke stays within a tick's reach of the border along at least one axis at both ends.
      expect(nearBorder(x0) || nearBorder(y0)).toBe(true);
      expect(nearBorder(x1) || nearBorder(y1)).toBe(true);
      // None crosses the middle of the picture.
      const midX = (x0 + x1) / 2;
      const midY = (y0 + y1) / 2;
      expect(Math.abs(midX - 500) < 300 && Math.abs(midY - 500) < 300).toBe(false);
    }
  });
});
