/**
 * The colours an idea brought into its palette (a named red, a dusk's violet), as opposed to the genre's own swatches:
 * any swatch whose name is not one of the genre's, since a mood tints the genre's swatches without renaming them.
 */
import type { SceneBrief } from '../../shared/contracts/scene-brief.ts';
import { findGenre } from '../../shared/lexicon/genres.ts';

export function ideaColours(brief: Pick<SceneBrief, 'genre' | 'palette' | 'paletteNames'>): string[] {
  const own = new Set(findGenre(brief.genre)?.paletteNames ?? []);
  return brief.palette.filter((_, i) => {
    const name = brief.paletteNames[i];
    return name !== undefined && !own.has(name);
  });
}
