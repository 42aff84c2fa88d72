import type { EditableBrief } from '../../../../shared/contracts/generation.ts';
import { composeFromBrief } from '../../../providers/refine/builtin-refiner.ts';
import { resolveBriefSubjects } from '../brief-subjects.ts';

/** The Prompt Studio's live prompt for an edited scene brief. */
export function composePrompt(edited: EditableBrief, idea?: string) {
  // Nouns typed in the Prompt Studio are resolved to library assets (or refused with a 400).
  const { brief, parts } = resolveBriefSubjects(edited, idea);
  return { refinedPrompt: composeFromBrief(brief), brief, parts };
}
