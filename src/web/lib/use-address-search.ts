import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';

/** How long typing pauses before a search runs. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * A search box and filters kept in the page's address (`?q=` and others), so Back and a reload keep them: the typed
 * text, applied once typing pauses or on submit, and `setFilter` for the rest.
 */
export function useAddressSearch() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const [text, setText] = useState(q);
  // The address changed from outside (a link, Back): the box shows that search.
  const [seenQ, setSeenQ] = useState(q);
  if (seenQ !== q) {
    setSeenQ(q);
    if (text.trim() !== q) setText(q);
  }

  /**
   * Writes to the address (replacing the entry, so Back leaves the page). Starts from the address as it is now: a
   * debounced search and a filter chosen meanwhile must not undo each other. An empty value removes the parameter.
   */
  const setFilter = (change: Record<string, string | null | undefined>) => {
    const next = new URLSearchParams(window.location.search);
    for (const [name, value] of Object.entries(change)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setParams(next, { replace: true, preventScrollReset: true });
  };

  useEffect(() => {
    const wanted = text.trim();
    if (wanted === q) return;
    const timer = setTimeout(() => setFilter({ q: wanted }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // setFilter reads the address when it runs; only the typed text and the applied search matter here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text, q]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFilter({ q: text.trim() });
  };

  return { params, q, text, setText, setFilter, onSubmit };
}
