import { GUEST_FREE_GENERATIONS } from '../../../shared/contracts/generation.ts';

/**
 * The guest's count of generations used, in local storage under `guestGenerations` (docs/spec.md §3). The
 * server keeps the real count; this copy lets the page answer at once and is brought in line with every
 * answer the server gives (used = 3 - guestRemaining).
 */
export const GUEST_GENERATIONS_KEY = 'guestGenerations';

export function readGuestGenerations(): number {
  try {
    const value = Number.parseInt(localStorage.getItem(GUEST_GENERATIONS_KEY) ?? '', 10);
    return Number.isFinite(value) ? Math.min(Math.max(value, 0), GUEST_FREE_GENERATIONS) : 0;
  } catch {
    // Storage can be switched off (private modes, policies): the server still counts.
    return 0;
  }
}

export function writeGuestGenerations(used: number): void {
  const value = Math.min(Math.max(Math.trunc(used), 0), GUEST_FREE_GENERATIONS);
  try {
    localStorage.setItem(GUEST_GENERATIONS_KEY, String(value));
  } catch {
    // See readGuestGenerations.
  }
}

/** Stores the server's count of what a guest has left. */
export function syncGuestGenerations(guestRemaining: number): void {
  writeGuestGenerations(GUEST_FREE_GENERATIONS - guestRemaining);
}
