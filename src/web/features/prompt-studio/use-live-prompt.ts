import { useCallback, useEffect, useRef, useState } from 'react';
import type { SceneBrief } from '../../../shared/contracts/scene-brief.ts';
import { composePrompt } from './prompt-studio-api.ts';

/** Edits are sent this long after the last change. */
export const COMPOSE_DEBOUNCE_MS = 300;

/**
 * 'ready': the prompt matches the brief; 'updating': an edit is waiting or being composed; 'invalid': the
 * brief has empty required fields; 'error': the server refused the brief (message in `error`).
 */
export type LivePromptStatus = 'ready' | 'updating' | 'invalid' | 'error';

interface ComposeInput {
  brief: SceneBrief;
  idea?: string;
}

export interface LivePrompt {
  prompt: string | null;
  status: LivePromptStatus;
  error: string | null;
  /** A brief and its prompt from the refiner: shown at once, nothing to compose. */
  load: (prompt: string) => void;
  /** The brief changed: compose its prompt after a short pause (null: the brief is incomplete). */
  edit: (brief: SceneBrief | null, idea?: string) => void;
  /** Sends a waiting edit now and resolves with the prompt of the latest brief (null when there is none). */
  flush: () => Promise<string | null>;
}

/** The refined prompt of a scene brief being edited, kept up to date with POST /api/prompts/compose. */
export function useLivePrompt(): LivePrompt {
  const [prompt, setPrompt] = useState<string | null>(null);
  const [status, setStatusState] = useState<LivePromptStatus>('ready');
  const [error, setError] = useState<string | null>(null);

  const statusRef = useRef<LivePromptStatus>('ready');
  const promptRef = useRef<string | null>(null);
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
          promptRef.current = result.data;
          setPrompt(result.data);
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
    (next: string) => {
      cancelTimer();
      generation.current++;
      inflight.current = null;
      promptRef.current = next;
      setPrompt(next);
      setError(null);
      setStatus('ready');
    },
    [setStatus],
  );

  const edit = useCallback(
    (brief: SceneBrief | null, idea?: string) => {
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
    return statusRef.current === 'ready' ? promptRef.current : null;
  }, [send]);

  useEffect(() => cancelTimer, []);

  return { prompt, status, error, load, edit, flush };
}
