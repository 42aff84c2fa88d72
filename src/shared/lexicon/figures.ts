/**
 * Geometric covers: flat figures the idea names one by one ("a mustard triangle, a navy half circle and a tilted black
 * bar on unbleached canvas", "Bauhaus shapes"), drawn as a designed composition of those figures in their colours
 * (engine/geometry.ts), never as icons of a triangle or a pub's bar.
 */
import type { Figure } from '../contracts/scene-brief.ts';
import { countWord } from './attributes.ts';
import { createPhraseMatcher } from './text.ts';
import type { PhraseMatch, PhraseMatcher } from './text.ts';

const FIGURE_WORDS: readonly (readonly [phrase: string, figure: Figure])[] = [
  ['triangle', 'triangle'],
  ['triangles', 'triangle'],
  ['circle', 'circle'],
  ['circles', 'circle'],
  ['disc', 'circle'],
  ['discs', 'circle'],
  ['disk', 'circle'],
  ['half circle', 'half-circle'],
  ['half circles', 'half-circle'],
  ['halfcircle', 'half-circle'],
  ['semicircle', 'half-circle'],
  ['semicircles', 'half-circle'],
  ['semi circle', 'half-circle'],
  ['semi circles', 'half-circle'],
  ['half disc', 'half-circle'],
  ['half moon shape', 'half-circle'],
  ['quarter circle', 'quarter-circle'],
  ['quarter circles', 'quarter-circle'],
  ['arc', 'quarter-circle'],
  ['arcs', 'quarter-circle'],
  ['ring', 'ring'],
  ['rings', 'ring'],
  ['hoop', 'ring'],
  ['square', 'square'],
  ['squares', 'square'],
  ['rectangle', 'bar'],
  ['rectangles', 'bar'],
  ['bar', 'bar'],
  ['bars', 'bar'],
  ['stripe', 'bar'],
  ['beam', 'bar'],
  ['block', 'square'],
  ['blocks', 'square'],
];

/** Figures that are nothing else when named: a triangle is a shape wherever it is said. */
const SURE: ReadonlySet<string> = new Set(
  [
    'triangle',
    'triangles',
    'half circle',
    'half circles',
    'semicircle',
    'semicircles',
    'semi circle',
    'semi circles',
  ].concat(['half disc', 'quarter circle', 'quarter circles', 'rectangle', 'rectangles', 'halfcircle']),
);

/** Words that ask for a cover of flat figures: a school of design, or shapes said as such. */
const GEOMETRIC_CUES =
  /\b(?:bauhaus|geometric|geometry|constructivist|constructivism|suprematist|suprematism|malevich|lissitzky|de stijl|kandinsky|(?:basic|primary|simple|flat|bold|hard edged|hard edge) shapes|shapes only|only shapes|just shapes)\b/i;

/** Whether words name a school of flat figures or shapes said as such ("Bauhaus-style", "geometric"). */
export const namesGeometry = (text: string): boolean => GEOMETRIC_CUES.test(text);

let matcher: PhraseMatcher<Figure> | undefined;
const figureMatcher = () => (matcher ??= createPhraseMatcher(FIGURE_WORDS));

export interface FigureMention extends PhraseMatch<Figure> {
  /** Said to lean: "a tilted black bar", "a diagonal stripe". */
  tilted: boolean;
  /** Where its lean is said ("tilted" in "a tilted black bar"), so the words of the figure include it. */
  leanAt?: number;
  /** How many: "two red squares" two, "triangles" a few (three), "a triangle" one. */
  count: number;
  size?: 'small' | 'large';
}

/** What makes a word a figure and not a thing: "a circle of stones", "a bar of soap", "the ring road" are not. */
const NOT_A_FIGURE_AFTER = /^\s+(?:of|road|roads|stool|stools|counter|chart|code|graph|light|lights|tone|finger)\b/;
const LEANING_BEFORE =
  /\b(?:tilted|tilting|leaning|slanted|slanting|diagonal|angled|skewed|rotated|askew)\s+(?:[a-z]+\s+){0,2}$/;

/**
 * The figures of a geometric cover, in the idea's order, when the idea asks for one: it names a school or shapes
 * ("Bauhaus-style shapes", "geometric") and at least one figure, or two figures that are nothing else (triangles, half
 * circles). Undefined otherwise: "a ring on her finger" is jewellery, "a bar in Lisbon" a place.
 */
export function findGeometricFigures(text: string): FigureMention[] | undefined {
  const found = figureMatcher()
    .find(text)
    .filter((m) => !NOT_A_FIGURE_AFTER.test(text.slice(m.end)));
  const cued = namesGeometry(text);
  const sure = found.filter((m) => SURE.has(m.phrase));
  // ("jittery little triangles scattering away from one calm circle": a sure figure among others of other kinds.)
  const kinds = new Set(found.map((m) => m.value)).size;
  if (!found.length || (!cued && sure.length < 2 && !(sure.length === 1 && kinds >= 2))) return undefined;
  return found.map((m) => {
    const before = text.slice(Math.max(0, m.start - 40), m.start);
    const said =
      /\b(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|dozen|pair|couple|\d{1,2})\s+(?:of\s+)?(?:[a-z]+\s+){0,2}$/.exec(
        before,
      )?.[1];
    // (Every plural of the list ends in "s", and no singular does.)
    const count = said ? (countWord(said) ?? 1) : /s$/.test(m.phrase) ? 3 : 1;
    const near = /(?:^|\s)((?:[a-z]+\s+){0,3})$/.exec(before)?.[1] ?? '';
    const size = /\b(?:little|small|tiny|mini|smaller)\b/.test(near)
      ? ('small' as const)
      : /\b(?:big|large|huge|giant|enormous|massive|vast)\b/.test(near)
        ? ('large' as const)
        : undefined;
    const lean = LEANING_BEFORE.exec(before);
    return {
      ...m,
      tilted: lean !== null,
      ...(lean ? { leanAt: m.start - before.length + lean.index } : {}),
      // (As many as said: the cover composes at most MAX_FIGURES of them and says so.)
      count: Math.max(1, count || 1),
      ...(size ? { size } : {}),
    };
  });
}
