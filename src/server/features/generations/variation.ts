import type { Composition, SceneBrief } from '../../../shared/contracts/scene-brief.ts';

/**
 * The compositions a strong variation may move a brief to: those that still show every subject the idea counts.
 * One hero can be framed many ways. Two to four stay that many: in a row, or one large with the others beside it
 * (the planner places them). Many stay a pattern, or a grid in a studio: over ground, a grid's rows of floating
 * things settle into one band and hide each other.
 */
function compositionsFor(brief: SceneBrief): readonly Composition[] {
  const hero = brief.subjects.find((s) => !s.asset.startsWith('sky:') && !s.asset.startsWith('land:'));
  const count = hero?.count ?? 1;
  if (count >= 5) return brief.environment.setting === 'studio' ? ['grid', 'pattern'] : ['pattern'];
  if (count >= 2) return ['row', 'hero', 'thirds', 'low-horizon'];
  return ['hero', 'thirds', 'frame', 'low-horizon'];
}

/**
 * A strong variation keeps the idea (subjects, place, palette, mood, type) and changes the composition: the brief
 * moves to another composition that still shows what the idea counts, chosen by the new seed. Where there is no
 * other (many things outside a studio), the new seed alone recomposes it.
 */
export function strongBrief(brief: SceneBrief, seed: number): SceneBrief {
  const others = compositionsFor(brief).filter((c) => c !== brief.composition);
  const composition = others[seed % others.length];
  return composition ? { ...brief, composition } : brief;
}
