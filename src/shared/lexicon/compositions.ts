/** How each composition archetype reads in a prompt, and the words that ask for one outright ("a collage"). */
import type { Composition } from '../contracts/scene-brief.ts';
import { createPhraseMatcher } from './text.ts';
import type { PhraseMatch, PhraseMatcher } from './text.ts';

/** Phrased to follow "composed as". */
export const COMPOSITION_DESCRIPTIONS: Readonly<Record<Composition, string>> = {
  'horizon-grid': 'a glowing sun sinking over a neon perspective grid',
  'mountains-fog': 'layered mountain ridges fading into fog',
  'night-skyline': 'a city skyline at night with lit windows',
  'sea-waves': 'rolling waves beneath a wide horizon',
  starfield: 'a deep starfield around a distant planet',
  botanical: 'a lush botanical arrangement of leaves and blossoms',
  silhouette: 'a lone silhouette against a luminous backdrop',
  'swiss-geometric': 'a Swiss-style grid of bold geometric shapes',
  typographic: 'a bold typographic layout with the lettering as the hero',
  'flow-field': 'flowing generative lines sweeping across the frame',
  collage: 'a layered cut-paper collage',
  desert: 'sand dunes under an open desert sky',
  forest: 'tall trees receding into a misty forest',
  'road-trip': 'an open highway vanishing toward the horizon',
  vinyl: 'a vinyl record as the centrepiece',
  eclipse: 'a total eclipse with a burning corona',
  aura: 'a soft glowing aura of blurred colour',
  'single-object': 'a single striking object centred on a clean field',
};

/** Words that name a layout rather than a thing in it; they outrank the subjects' hints. */
export const LAYOUT_WORDS: readonly (readonly [phrase: string, composition: Composition])[] = [
  ['collage', 'collage'],
  ['collages', 'collage'],
  ['cut out', 'collage'],
  ['cutout', 'collage'],
  ['cut paper', 'collage'],
  ['scrapbook', 'collage'],
  ['mixed media', 'collage'],
  ['photomontage', 'collage'],
  ['photo montage', 'collage'],
  ['typography', 'typographic'],
  ['typographic', 'typographic'],
  ['lettering', 'typographic'],
  ['text only', 'typographic'],
  ['type only', 'typographic'],
  ['just text', 'typographic'],
  ['just the title', 'typographic'],
  ['wordmark', 'typographic'],
  ['bauhaus', 'swiss-geometric'],
  ['swiss', 'swiss-geometric'],
  ['swiss poster', 'swiss-geometric'],
  ['geometric', 'swiss-geometric'],
  ['geometric shapes', 'swiss-geometric'],
  ['swiss style', 'swiss-geometric'],
  ['swiss design', 'swiss-geometric'],
  ['international style', 'swiss-geometric'],
  ['constructivist', 'swiss-geometric'],
  ['modernist', 'swiss-geometric'],
  ['aura', 'aura'],
  ['auras', 'aura'],
  ['gradient', 'aura'],
  ['gradients', 'aura'],
  ['color field', 'aura'],
  ['colour field', 'aura'],
  ['blurry', 'aura'],
  ['flow field', 'flow-field'],
  ['generative', 'flow-field'],
  ['generative art', 'flow-field'],
  ['minimalist', 'single-object'],
  ['minimalistic', 'single-object'],
  ['still life', 'single-object'],
  ['centered object', 'single-object'],
  ['centred object', 'single-object'],
  ['synthwave grid', 'horizon-grid'],
  ['outrun grid', 'horizon-grid'],
];

let matcher: PhraseMatcher<Composition> | undefined;

/** Layout words in normalised text, left to right. */
export function findLayoutMentions(normalizedText: string): PhraseMatch<Composition>[] {
  matcher ??= createPhraseMatcher(LAYOUT_WORDS);
  return matcher.find(normalizedText);
}
