/**
 * A geometric cover: an idea of flat figures ("Bauhaus-style shapes: a mustard triangle, a navy half circle and a
 * tilted black bar on unbleached canvas") is drawn as those figures in their colours, composed as a designer would
 * (engine/geometry.ts). Round 114 drew it as a pub (the "bar") with figures standing in it.
 */
import {
  MAX_FIGURES,
  type GeometricFigure,
  type IdeaPart,
  type SceneBrief,
} from '../../../shared/contracts/scene-brief.ts';
import type { ColorMention } from '../../../shared/lexicon/colors.ts';
import { namesGeometry, type FigureMention } from '../../../shared/lexicon/figures.ts';
import { SHAPE_DESCRIPTIONS } from '../../../shared/lexicon/shapes.ts';
import type { ParsedScene, ParsedSubject } from './scene-parser.ts';

/** What the figures are laid on: the ground, no thing of its own ("on unbleached canvas", "on cream paper"). */
const GROUNDS =
  /^(?:canvas|linen|paper|card|cardboard|board|background|backdrop|ground|wall|poster|sheet|page|plaster|concrete|wood|panel|print)$/;

const FIGURE_SAID = /\b(?:triangle|circle|bar|square|rectangle|ring|arc|disc|stripe|block)s?\b/;

/** The figures said together: "shapes", "forms", "figures". */
const SHAPES_SAID = /^(?:[a-z]+ )?(?:shapes?|forms?|figures?)$/;

/** Up to two words (no list's "and" or comma) between a colour and the figure it is the colour of. */
const COLOUR_BEFORE = /^\s+(?:(?!and\b|or\b|on\b|with\b)[a-z]+\s+){0,2}$/;

export interface GeometricCover {
  geometry: NonNullable<SceneBrief['geometry']>;
  /** Every subject the parser read: figures, the ground, nothing drawn as a thing. */
  leavesOut: Set<ParsedSubject>;
  parts: (IdeaPart & { start: number })[];
  /** What the figures are laid on ("unbleached canvas"): said as their ground. */
  grounds: Set<ParsedSubject>;
}

const hexOf = (c: ColorMention): string | undefined =>
  c.term.kind === 'color' ? c.term.color.hex.toLowerCase() : c.term.vocab.colors?.[0]?.hex.toLowerCase();

/**
 * The cover, when the idea's figures are all it shows: nothing else the parser read is a thing ("a red circle behind a
 * howling wolf" is the wolf's cover, the circle a stand-in beside it).
 */
export function geometricCover(
  text: string,
  figures: readonly FigureMention[] | undefined,
  scene: ParsedScene,
  colours: readonly ColorMention[],
): GeometricCover | undefined {
  if (!figures?.length) return undefined;
  const inFigure = (s: { start: number; end: number }) => figures.some((f) => f.start < s.end && s.start < f.end);
  const ground = (s: ParsedSubject) => GROUNDS.test(s.noun.split(' ').pop() ?? '');
  // ("Bauhaus-style shapes": the figures said together.)
  const said = (s: ParsedSubject) => SHAPES_SAID.test(s.noun);
  if (scene.subjects.some((s) => !inFigure(s) && !ground(s) && !said(s))) return undefined;
  const parts: (IdeaPart & { start: number })[] = [];
  // Past MAX_FIGURES the cover would be a pattern: one of each figure first, then the rest of each as said, in order,
  // and the report says which were cut.
  const given = figures.map(() => 0);
  let left = MAX_FIGURES;
  for (let i = 0; i < figures.length && left > 0; i++, left--) given[i] = 1;
  figures.forEach((f, i) => {
    const more = Math.min(f.count - given[i]!, left);
    given[i]! += more;
    left -= more;
  });
  const drawn: GeometricFigure[] = figures.flatMap((f, i) => {
    const colour = [...colours]
      .reverse()
      .find((c) => c.end <= f.start && COLOUR_BEFORE.test(text.slice(c.end, f.start)));
    const color = colour && hexOf(colour);
    // (Its lean said before its colour is its own too: "a tilted black bar".)
    const from = colour && color ? colour.start : f.start;
    const start = Math.min(from, f.leanAt ?? from);
    const phrase = text.slice(start, f.end);
    const count = given[i]!;
    parts.push(
      count === 0
        ? { phrase, as: `not drawn: at most ${MAX_FIGURES} figures per cover`, how: 'dropped', start }
        : count < f.count
          ? {
              phrase,
              as: `${count} of the ${f.count}, ${count === 1 ? 'a flat figure' : 'flat figures'} of a geometric design (at most ${MAX_FIGURES} per cover)`,
              how: 'approximate',
              start,
            }
          : { phrase, as: `${phrase}, a flat figure of a geometric design`, how: 'exact', start },
    );
    const one = {
      figure: f.value,
      ...(color ? { color } : {}),
      ...(f.tilted ? { tilted: true as const } : {}),
      ...(f.size ? { size: f.size } : {}),
    };
    return Array.from({ length: count }, () => one);
  });
  // "mustard on slate", "on a black ground": the colour said after "on" is what the figures are laid on.
  const laidOn = colours.find((c) =>
    /\bon\s+(?:an?\s+|the\s+)?(?:[a-z]+\s+)?$/.test(text.slice(Math.max(0, c.start - 24), c.start)),
  );
  const groundHex = laidOn && !drawn.some((f) => f.color === hexOf(laidOn)) ? hexOf(laidOn) : undefined;
  return {
    geometry: { figures: drawn, ...(groundHex ? { ground: groundHex } : {}) },
    leavesOut: new Set(scene.subjects),
    parts,
    grounds: new Set(scene.subjects.filter((s) => !inFigure(s) && ground(s))),
  };
}

/**
 * The report of a geometric cover: each figure said as drawn in place of what its word was read as, the school named
 * ("Bauhaus") as the design it is, the ground as the ground.
 */
export function reportGeometric(cover: GeometricCover, parts: (IdeaPart & { start: number })[]): void {
  const within = (p: { start: number; phrase: string }) =>
    cover.parts.some((g) => p.start < g.start + g.phrase.length && g.start < p.start + Math.max(1, p.phrase.length));
  for (let k = parts.length - 1; k >= 0; k--) {
    const part = parts[k]!;
    if (within(part)) parts.splice(k, 1);
    else if (namesGeometry(part.phrase) || SHAPES_SAID.test(part.phrase))
      Object.assign(part, { as: SHAPE_DESCRIPTIONS.geometric, how: 'exact' });
    // ("on unbleached canvas" read as the bar on the canvas.)
    else if (part.how !== 'dropped' && FIGURE_SAID.test(part.as))
      Object.assign(part, { as: 'the figures laid on their ground', how: 'exact' });
    else if ([...cover.grounds].some((s) => s.start === part.start))
      Object.assign(part, { as: 'the ground the figures are laid on', how: 'exact' });
  }
  parts.push(...cover.parts);
}
