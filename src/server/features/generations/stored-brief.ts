/**
 * Generations stored before cover engine v2 keep a scene brief of the old shape (motif names for subjects, the old
 * composition archetypes) in `generations.brief`. Everything that reads a stored brief (the render job, the 3000²
 * exports, the API) gets a current one from here: a brief that fits today's schema is used as it is; an older one is
 * refined again from the generation's stored idea, keeping the exact title and artist the cover was lettered with.
 */
import { sceneBriefSchema, type SceneBrief } from '../../../shared/contracts/scene-brief.ts';
import { refineIdea } from '../../providers/refine/builtin-refiner.ts';

/** Stands in for a stored idea the refiner refuses (blank); stored ideas were validated, so this is a guard. */
const FALLBACK_IDEA = 'album cover';

const lettering = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim().length > 0 && value.length <= 80 ? value : undefined;

/** The stored brief in today's shape: as stored when it fits, otherwise re-refined from the stored idea. */
export function currentBrief(stored: unknown, prompt: string): SceneBrief {
  const parsed = sceneBriefSchema.safeParse(stored);
  if (parsed.success) return parsed.data;
  let brief: SceneBrief;
  try {
    brief = refineIdea(prompt).brief;
  } catch {
    brief = refineIdea(prompt.trim().slice(0, 1000) || FALLBACK_IDEA).brief;
  }
  // The cover was lettered with the old brief's title and artist (or none): keep exactly those.
  const old = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  const upgraded: SceneBrief = { ...brief };
  delete upgraded.title;
  delete upgraded.artist;
  const title = lettering(old.title);
  const artist = lettering(old.artist);
  if (title) upgraded.title = title;
  if (artist) upgraded.artist = artist;
  return upgraded;
}

/** A generation row with its brief made current (see currentBrief). */
export function withCurrentBrief<R extends { brief: SceneBrief; prompt: string }>(row: R): R {
  return { ...row, brief: currentBrief(row.brief, row.prompt) };
}
