import { describe, expect, it } from 'vitest';
import { change, endGroup, redo, startHistory, undo, UNDO_LIMIT } from './edit-history.ts';

describe('the editor’s undo and redo', () => {
  it('undoes and redoes each change, and a new change drops what could be redone', () => {
    let h = startHistory('a');
    h = change(h, 'b');
    h = change(h, 'c');
    h = undo(h);
    expect(h.present).toBe('b');
    h = undo(h);
    expect(h.present).toBe('a');
    expect(undo(h)).toBe(h);
    h = redo(h);
    expect(h.present).toBe('b');
    h = change(h, 'd');
    expect(h.future).toEqual([]);
    expect(redo(h)).toBe(h);
    expect(undo(h).present).toBe('b');
  });

  it('makes a run of changes in one group one step, until the run ends', () => {
    let h = startHistory(0);
    for (let v = 1; v <= 5; v++) h = change(h, v, 'size');
    expect(h.past).toEqual([0]);
    h = change(h, 6, 'tracking');
    expect(h.past).toEqual([0, 5]);
    h = endGroup(change(h, 7, 'tracking'));
    h = change(h, 8, 'tracking');
    expect(h.past).toEqual([0, 5, 7]);
    expect(undo(undo(h)).present).toBe(5);
  });

  it('keeps a bounded number of steps', () => {
    let h = startHistory(0);
    for (let v = 1; v <= UNDO_LIMIT + 20; v++) h = change(h, v);
    expect(h.past).toHaveLength(UNDO_LIMIT);
    expect(h.past[0]).toBe(20);
  });
});
