/**
 * Tells this browser's other tabs that someone signed in or out here, so they look the session up again.
 * BroadcastChannel where the browser has it; otherwise a localStorage write, which other tabs see as a
 * `storage` event. A tab never hears its own announcements.
 */
export type AuthChange = 'signed-in' | 'signed-out';

const CHANNEL_NAME = 'soundsleeve-auth';
const STORAGE_KEY = 'soundsleeve-auth';

let channel: BroadcastChannel | null | undefined;
function getChannel(): BroadcastChannel | null {
  if (channel === undefined)
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null;
  return channel;
}

export function announceAuthChange(change: AuthChange) {
  const message = { change, at: Date.now() };
  const ch = getChannel();
  if (ch) {
    ch.postMessage(message);
    return;
  }
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(message));
  } catch {
    // Storage can be unavailable (private mode, quota); the other tabs catch up when they become visible.
  }
}

/** Calls `listener` when another tab announces a change. Returns the unsubscribe function. */
export function onAuthChangeElsewhere(listener: (change: AuthChange) => void): () => void {
  const read = (data: unknown) => {
    const change = (data as { change?: unknown } | null)?.change;
    if (change === 'signed-in' || change === 'signed-out') listener(change);
  };
  const onMessage = (event: MessageEvent) => read(event.data);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY || !event.newValue) return;
    try {
      read(JSON.parse(event.newValue));
    } catch {
      // Not ours.
    }
  };
  const ch = getChannel();
  ch?.addEventListener('message', onMessage);
  window.addEventListener('storage', onStorage);
  return () => {
    ch?.removeEventListener('message', onMessage);
    window.removeEventListener('storage', onStorage);
  };
}
