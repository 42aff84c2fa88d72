/**
 * The colours an idea brought into its palette (a named red, a dusk's violet), as opposed to the genre's own swatches
 * and the tones drawn from the named ones: any swatch whose name is neither, since a mood tints the genre's swatches
 * without renaming them.
 */
import type { SceneBrief, TypeSurface } from '../../shared/contracts/scene-brief.ts';
import { deltaE, hexToOklch } from '../../shared/color.ts';
import { isSchemeTone } from '../../shared/lexicon/colors.ts';
import { findGenre } from '../../shared/lexicon/genres.ts';

export function ideaColours(brief: Pick<SceneBrief, 'genre' | 'palette' | 'paletteNames'>): string[] {
  // Tones drawn from named colours ("cobalt shade") mean the idea set the palette, and the refiner then leaves the
  // genre's swatches out: a swatch named like one of them is the idea's ("marigold and cobalt" on a cumbia cover,
  // whose Latin palette has a marigold of its own, and whose mood may tint it to any value).
  const set = brief.paletteNames.some(isSchemeTone);
  const own = new Set(set ? [] : (findGenre(brief.genre)?.paletteNames ?? []));
  return brief.palette.filter((_, i) => {
    const name = brief.paletteNames[i];
    return name !== undefined && !own.has(name) && !isSchemeTone(name);
  });
}

/**
 * The colour of what lettering alone is on, when the idea names none for it: a chalkboard's green-black slate, a wall's
 * limewash, bare wood. (Cloth has no colour of its own: it takes the palette's.)
 */
const SURFACE_GROUNDS: Readonly<Partial<Record<TypeSurface, string>>> = {
  chalkboard: '#27302b',
  wall: '#e4dccb',
  wood: '#b4875a',
  // A grey day through the glass.
  glass: '#8e999f',
};

/** Paper, card: what ink is stamped or printed on when the idea names no ground. */
const PAPER = '#ebe4d3';

/** The dark a neon sign is seen against when the idea names no ground. */
const NEON_NIGHT = '#15121b';

/**
 * The ground for lettering asked for alone: a named colour the letters are not in ("pale teal on black" is black,
 * "gold foil on navy" is navy; a deboss, its own), else, with no ink named, the lighter of two named colours, so the type stands in the
 * other. Undefined when something is drawn, or no colour is left for the ground.
 */
export function typeGround(plan: {
  subjects: readonly unknown[];
  brief: Pick<
    SceneBrief,
    'genre' | 'palette' | 'paletteNames' | 'composition' | 'typeColor' | 'typeEffect' | 'typeSurface'
  >;
}): string | undefined {
  if (plan.subjects.length || plan.brief.composition !== 'typographic') return undefined;
  // What the letters are on is the ground, in its named colour or its own ("on the blackboard": slate).
  const surface = plan.brief.typeSurface;
  const own = surface && (surface.color ?? SURFACE_GROUNDS[surface.kind]);
  if (own) return own;
  const named = ideaColours(plan.brief);
  const ink = plan.brief.typeColor?.toLowerCase();
  // Neon hangs in the dark: the darkest colour named when it is dark ("on pure black"), else the night.
  if (ink && plan.brief.typeEffect === 'neon') {
    const darkest = [...named].sort((a, b) => hexToOklch(a).l - hexToOklch(b).l)[0];
    return darkest && hexToOklch(darkest).l < 0.35 ? darkest : NEON_NIGHT;
  }
  // Letters pressed into the board are the board's colour ("eggshell on eggshell, debossed"); neon glows in the dark.
  // Stamped or printed in a dark ink with no ground named, the letters are on paper ("stamped in smudged purple ink
  // down a factory time card" was purple on the night's black, round 100).
  const printed = plan.brief.typeEffect === 'letterpress' && hexToOklch(ink ?? '#fff').l < 0.6 ? PAPER : undefined;
  if (ink)
    return (
      named.find((c) => deltaE(c, ink) > 0.05) ??
      (plan.brief.typeEffect === 'deboss' ? ink : plan.brief.typeEffect === 'neon' ? NEON_NIGHT : printed)
    );
  if (named.length < 2) return undefined;
  return [...named].sort((a, b) => hexToOklch(b).l - hexToOklch(a).l)[0];
}
