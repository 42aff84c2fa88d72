import { z } from 'zod';
import { ideaPartSchema, sceneBriefSchema } from '../../shared/contracts/scene-brief.ts';

/** A scene brief edited in the Prompt Studio, passed along with its prompt: { prompt, studio: StudioHandoff }. */
export const studioHandoffSchema = z.object({
  brief: sceneBriefSchema,
  refinedPrompt: z.string().trim().min(1).max(2000),
  parts: z.array(ideaPartSchema),
});
export type StudioHandoff = z.infer<typeof studioHandoffSchema>;
