import { IDEA_MAX_LENGTH } from '../../../shared/contracts/scene-brief.ts';

/**
 * The idea typed on /generate, kept for this tab: a guest sent to sign up (or anyone who leaves to log in) comes
 * back to the generator with the idea still in the field.
 */
const KEY = 'soundsleeve.generate-draft';

export function readPromptDraft(): string | null {
  try {
    const draft = sessionStorage.getItem(KEY);
    return draft ? draft.slice(0, IDEA_MAX_LENGTH) : null;
  } catch {
    return null;
  }
}

export function writePromptDraft(prompt: string): void {
  try {
    if (prompt) sessionStorage.setItem(KEY, prompt);
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage unavailable: the idea is simply not kept.
  }
}
