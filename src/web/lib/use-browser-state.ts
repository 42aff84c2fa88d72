import { useEffect, useRef, useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/** False while React hydrates the page's prerendered HTML (and on the server), true on every render after. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * useState whose first value comes from the browser: storage, history state, a feature check. The public pages'
 * HTML is drawn at build time (prerender.tsx), where none of that exists, and the render that hydrates it must
 * draw the same thing. So during hydration the state starts at `prerendered` and takes the browser's value right
 * after; when the component mounts later (navigating within the app) it starts at the browser's value.
 */
export function useBrowserState<T>(read: () => T, prerendered: T) {
  const hydrating = !useHydrated();
  const [value, setValue] = useState(() => (hydrating ? prerendered : read()));
  const pending = useRef(hydrating);
  // The browser's value is read once, as useState reads its initial value once.
  const [readOnce] = useState(() => read);
  useEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    // Unless the visitor already changed it (text typed before the app took over, see replay-early-input.ts).
    setValue((current) => (Object.is(current, prerendered) ? readOnce() : current));
  }, [readOnce, prerendered]);
  return [value, setValue] as const;
}
