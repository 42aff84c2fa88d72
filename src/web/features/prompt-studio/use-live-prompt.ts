import { useCallback, useEffect, useRef, useState } from 'react';
import type { EditableBrief } from '../../../shared/contracts/generation.ts';
import type { IdeaPart, SceneBrief } from '../../../shared/contracts/scene-brief.ts';
import { composePrompt } from './prompt-studio-api.ts';

/** Edits are sent this long after the last change. */
export const COMPOSE_DEBOUNCE_MS = 300;

/**
 * 'ready': the prompt matches the brief; 'updating': an edit is waiting or being composed; 'invalid': the
 * brief has empty required fields; 'error': the server refused the brief (message in `error`).
 */
export type LivePromptStatus = 'ready' | 'updating' | 'invalid' | 'error';

interface ComposeInput {
  brief: EditableBrief;
  idea?: string;
}

/** A refined prompt and the brief it describes, as the server will draw it (every subject resolved). */
export interface ComposedBrief {
  prompt: string;
  brief: SceneBrief;
  /** How each subject of `brief` is drawn (its order); null while the prompt is the refiner's (nothing edited). */
  subjectParts: IdeaPart[] | null;
}

export interface LivePrompt {
  prompt: string | null;
  /** The brief the prompt describes, with typed nouns resolved by the server. */
  brief: SceneBrief | null;
  /** How each subject of `brief` is drawn (its order); null while the prompt is the refiner's (nothing edited). */
  subjectParts: IdeaPart[] | null;
  status: LivePromptStatus;
  error: string | null;
  /** A brief and its prompt from the refiner: shown at once, nothing to compose. */
  load: (prompt: string, brief: SceneBrief) => void;
  /** The brief changed: compose its prompt after a short pause (null: the brief is incomplete). */
  edit: (brief: EditableBrief | null, idea?: string) => void;
  /** Sends a waiting edit now and resolves with the latest brief and its prompt (null when there is none). */
  flush: () => Promise<ComposedBrief | null>;
}

/** The refined prompt of a scene brief being edited (and the brief as drawn), kept up to date with POST /api/prompts/compose. */
export function useLivePrompt(): LivePrompt {
  const [composed, setComposed] = useState<ComposedBrief | null>(null);
  const [status, setStatusState] = useState<LivePromptStatus>('ready');
  const [error, setError] = useState<string | null>(null);

  const statusRef = useRef<LivePromptStatus>('ready');
  const composedRef = useRef<ComposedBrief | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const waiting = useRef<ComposeInput | null>(null);
  const inflight = useRef<Promise<void> | null>(null);
  /** Bumped by every change; an answer for an older brief is dropped. */
  const generation = useRef(0);

  const setStatus = useCallback((next: LivePromptStatus) => {
    statusRef.current = next;
    setStatusState(next);
  }, []);

  const cancelTimer = () => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  };

  const send = useCallback(
    ({ brief, idea }: ComposeInput) => {
      const id = generation.current;
      const request = composePrompt(brief, idea).then((result) => {
        if (id !== generation.current) return;
        inflight.current = null;
        if (result.ok) {
          const next = { prompt: result.data.refinedPrompt, brief: result.data.brief, subjectParts: result.data.parts };
          composedRef.current = next;
          setComposed(next);
          setError(null);
          setStatus('ready');
        } else {
          setError(result.message);
          setStatus('error');
        }
      });
      inflight.current = request;
    },
    [setStatus],
  );

  const load = useCallback(
    (prompt: string, brief: SceneBrief) => {
      cancelTimer();
      generation.current++;
      inflight.current = null;
      const next = { prompt, brief, subjectParts: null };
      composedRef.current = next;
      setComposed(next);
      setError(null);
      setStatus('ready');
    },
    [setStatus],
  );

  const edit = useCallback(
    (brief: EditableBrief | null, idea?: string) => {
      cancelTimer();
      generation.current++;
      inflight.current = null;
      setError(null);
      if (!brief) {
        waiting.current = null;
        setStatus('invalid');
        return;
      }
      const input = { brief, idea };
      waiting.current = input;
      setStatus('updating');
      timer.current = setTimeout(() => {
        timer.current = undefined;
        waiting.current = null;
        send(input);
      }, COMPOSE_DEBOUNCE_MS);
    },
    [send, setStatus],
  );

  const flush = useCallback(async () => {
    if (timer.current !== undefined && waiting.current) {
      cancelTimer();
      const input = waiting.current;
      waiting.current = null;
      send(input);
    }
    // A newer edit may start while this one is on its way: wait for whichever request is the latest.
    while (inflight.current) {
      const current = inflight.current;
      await current;
      if (inflight.current === current) break;
    }
    if (timer.current !== undefined) return null;
    return statusRef.current === 'ready' ? composedRef.current : null;
  }, [send]);

  useEffect(() => cancelTimer, []);

  return {
    prompt: composed?.prompt ?? null,
    brief: composed?.brief ?? null,
    subjectParts: composed?.subjectParts ?? null,
    status,
    error,
    load,
    edit,
    flush,
  };
}
