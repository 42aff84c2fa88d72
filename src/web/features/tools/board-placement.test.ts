import { describe, expect, it } from 'vitest';
import { BOARD_HEIGHT, BOARD_WIDTH, type BoardItem } from '../../../shared/contracts/moodboards.ts';
import { itemHeight, placeNewItem } from './board-placement.ts';

const colour = (id: string, x: number, y: number, w = 300): BoardItem => ({
  kind: 'colour',
  hex: '#3366ff',
  id,
  x,
  y,
  w,
});
const note = (id: string, text: string, x: number, y: number, w = 320): BoardItem => ({
  kind: 'note',
  text,
  id,
  x,
  y,
  w,
});
const box = (i: BoardItem) => ({ x: i.x, y: i.y, w: i.w, h: itemHeight(i) });
const intersects = (a: ReturnType<typeof box>, b: ReturnType<typeof box>) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** Adds `n` items one after another, as the page does. */
function fill(start: BoardItem[], n: number, w = 300) {
  const items = [...start];
  for (let k = 0; k < n; k++)
    items.push(colour(`n${k}`, ...(Object.values(placeNewItem(items, w, w * 1.22)) as [number, number]), w));
  return items;
}

describe('where a new moodboard item goes', () => {
  it('starts at the top left, clear of the board name', () => {
    expect(placeNewItem([], 300, 300)).toEqual({ x: 60, y: 90 });
  });

  it('never lands on an item already there while the board has room, wherever items were moved', () => {
    // One moved to where the second slot of a fixed grid would be, one in the middle.
    const moved = [colour('a', 400, 100), colour('b', 700, 420, 200)];
    const items = fill(moved, 5);
    for (let i = 0; i < items.length; i++)
      for (let j = i + 1; j < items.length; j++) expect(intersects(box(items[i]!), box(items[j]!))).toBe(false);
    for (const item of items) {
      expect(item.x + item.w).toBeLessThanOrEqual(BOARD_WIDTH);
      expect(item.y + itemHeight(item)).toBeLessThanOrEqual(BOARD_HEIGHT);
    }
  });

  it('takes the place a removed item left', () => {
    const items = fill([], 3);
    const second = items[1]!;
    expect(placeNewItem([items[0]!, items[2]!], 300, 366)).toEqual({ x: second.x, y: second.y });
  });

  it('counts a long note as tall as its text', () => {
    const short = note('s', 'Cold light.', 60, 90);
    const long = note('l', 'Cold light, warm title. '.repeat(8), 60, 90);
    expect(itemHeight(long)).toBeGreaterThan(itemHeight(short) * 3);
    const under = placeNewItem([long], 1500, 100);
    expect(under.y).toBeGreaterThanOrEqual(90 + itemHeight(long));
  });

  it('on a full board, still answers a place on the board', () => {
    const items = fill([], 40);
    const last = items.at(-1)!;
    expect(last.x).toBeGreaterThanOrEqual(0);
    expect(last.x + last.w).toBeLessThanOrEqual(BOARD_WIDTH);
  });
});
