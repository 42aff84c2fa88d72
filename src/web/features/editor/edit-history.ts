/**
 * The editor's undo and redo: the documents before and after the one shown. Changes that come in a run (a slider
 * dragged, a layer dragged, text typed) under one `group` key are one step, so Undo goes back to before the run,
 * not one pixel or letter at a time.
 */
export interface EditHistory<T> {
  past: T[];
  present: T;
  future: T[];
  /** The group of the last change, while a run goes on; null once it is over (after undo, redo or a reset). */
  group: string | null;
}

/** Steps kept for Undo. */
export const UNDO_LIMIT = 100;

export const startHistory = <T>(present: T): EditHistory<T> => ({ past: [], present, future: [], group: null });

/** Shows `next`; a change in the same group as the one before replaces it rather than adding a step. */
export function change<T>(history: EditHistory<T>, next: T, group: string | null = null): EditHistory<T> {
  if (Object.is(next, history.present)) return history;
  if (group !== null && group === history.group) return { ...history, present: next, future: [] };
  return {
    past: [...history.past, history.present].slice(-UNDO_LIMIT),
    present: next,
    future: [],
    group,
  };
}

/** Ends the current run: the next change in the same group is a step of its own. */
export const endGroup = <T>(history: EditHistory<T>): EditHistory<T> =>
  history.group === null ? history : { ...history, group: null };

export function undo<T>(history: EditHistory<T>): EditHistory<T> {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
    group: null,
  };
}

export function redo<T>(history: EditHistory<T>): EditHistory<T> {
  const [next, ...rest] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future: rest, group: null };
}
