import { useSyncExternalStore } from 'react';

/**
 * A guest's likes (docs/spec.md §4 'Gallery'): they toggle in this browsing session only, adding 1 to the displayed
 * count, and are never sent or stored. Kept in memory, so they survive moving between pages of the app.
 */
let liked: ReadonlySet<string> = new Set();
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function toggleGuestLike(id: string) {
  const next = new Set(liked);
  if (!next.delete(id)) next.add(id);
  liked = next;
  for (const listener of listeners) listener();
}

export function useGuestLikes(): ReadonlySet<string> {
  return useSyncExternalStore(
    subscribe,
    () => liked,
    () => liked,
  );
}
