import { describe, expect, it } from 'vitest';
import type { PlacedSubject } from '../plan.ts';
import { fixtureShape } from '../testing/plan-fixtures.ts';
import { barRows } from './frame.ts';

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
});
