import {
  BOARD_HEIGHT,
  BOARD_WIDTH,
  noteMetrics,
  SWATCH_CARD_HEIGHT,
  type BoardItem,
} from '../../../shared/contracts/moodboards.ts';

/** Clear space kept around a new item, and the board's margins (the board's name sits top left), in board units. */
const GAP = 20;
const LEFT = 60;
const TOP = 90;
/** Candidate places are tried on this grid, row by row from the top left. */
const STEP = 20;

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * How tall an item is drawn, in board units: pictures are square, a swatch is its card, a note as tall as its text
 * wraps (estimated at half an em per character, which is what the board's sans averages; a guess on the high side
 * only leaves more room).
 */
export function itemHeight(item: Pick<BoardItem, 'kind' | 'w'> & { text?: string }): number {
  if (item.kind === 'colour') return item.w * SWATCH_CARD_HEIGHT;
  if (item.kind !== 'note') return item.w;
  const { size, pad } = noteMetrics(item.w);
  const perLine = Math.max(1, Math.floor((item.w - pad * 2) / (size * 0.5)));
  const lines = (item.text ?? '').split('\n').reduce((n, line) => n + Math.max(1, Math.ceil(line.length / perLine)), 0);
  return pad * 2 + lines * size * 1.35;
}

const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.x + a.w, b.x + b.w + GAP) - Math.max(a.x, b.x - GAP)) *
  Math.max(0, Math.min(a.y + a.h, b.y + b.h + GAP) - Math.max(a.y, b.y - GAP));

/**
 * Where a new item of width `w` and height `h` goes: the first place, reading the board row by row, where it covers
 * nothing already there (with a gap around each); on a board too full for that, the place it covers least. Whatever
 * was moved or removed before, a new item never lands on top of another while there is room.
 */
export function placeNewItem(items: readonly BoardItem[], w: number, h: number): { x: number; y: number } {
  const taken: Box[] = items.map((i) => ({ x: i.x, y: i.y, w: i.w, h: itemHeight(i) }));
  const maxX = Math.max(LEFT, BOARD_WIDTH - GAP - w);
  const maxY = Math.max(TOP, BOARD_HEIGHT - GAP - h);
  let best = { x: LEFT, y: TOP, covered: Infinity };
  for (let y = TOP; y <= maxY; y += STEP) {
    for (let x = LEFT; x <= maxX; x += STEP) {
      const box = { x, y, w, h };
      const covered = taken.reduce((sum, t) => sum + overlap(box, t), 0);
      if (covered === 0) return { x, y };
      if (covered < best.covered) best = { x, y, covered };
    }
  }
  return { x: best.x, y: best.y };
}
