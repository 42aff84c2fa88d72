import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { IDEA_MAX_LENGTH, type Refinement } from '../../../shared/contracts/scene-brief.ts';
import { useProviders } from '../../lib/generations.ts';
import { refineIdea } from './generate-api.ts';

/** The idea is refined this long after the last keystroke (the built-in refiner answers in milliseconds). */
export const PREVIEW_DEBOUNCE_MS = 450;
/** With a language-model refiner each refinement costs a model call: wait for a longer pause in the typing. */
export const PREVIEW_DEBOUNCE_LLM_MS = 1200;

/**
 * The query that refines one idea. The preview and the generation share it, so an idea is refined once and the
 * brief the page shows is the brief that is drawn. A failed refinement is an error (not cached as an answer).
 */
export function refinementQuery(idea: string) {
  return {
    queryKey: ['generation', 'refinement', idea] as const,
    queryFn: async (): Promise<Refinement> => {
      const refinement = await refineIdea(idea);
      if (!refinement) throw new Error('The idea could not be refined.');
      return refinement;
    },
    staleTime: Infinity,
    gcTime: 15 * 60_000,
    retry: false,
  };
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export interface IdeaPreview {
  /** The refinement of exactly the idea as it stands now; null while it is on its way (or failed). */
  refinement: Refinement | null;
  /** What to show: the latest refinement, which may be of an earlier wording while the new one is on its way. */
  shown: Refinement | null;
  /** `shown` is of an earlier wording. */
  stale: boolean;
}

/** The refinement of the idea being typed, a moment after typing stops (null when `enabled` is false). */
export function useIdeaPreview(prompt: string, enabled: boolean): IdeaPreview {
  const idea = prompt.trim();
  // Shares the provider toggle's query (GET /api/providers): which refiner writes the prompts.
  const providers = useProviders();
  const builtin = providers.data?.refiner.name === 'builtin';
  const debounced = useDebounced(idea, builtin ? PREVIEW_DEBOUNCE_MS : PREVIEW_DEBOUNCE_LLM_MS);
  const on = enabled && debounced.length > 0 && debounced.length <= IDEA_MAX_LENGTH;
  const query = useQuery({ ...refinementQuery(debounced), enabled: on, placeholderData: keepPreviousData });
  if (!enabled || idea.length === 0) return { refinement: null, shown: null, stale: false };
  const current = on && !query.isPlaceholderData && debounced === idea ? (query.data ?? null) : null;
  const shown = on ? (query.data ?? null) : null;
  return { refinement: current, shown, stale: shown !== null && current === null };
}
