/**
 * Print media as a last pass over a cover's art: an idea that names one ("xerox", "duotone", "black and white") gets
 * it on every version; a genre whose own medium is one (punk's photocopied zine, jazz's duotone photograph) gets it
 * on about half, when the idea names at most one colour (a medium of one or two inks would lose the others).
 * Risograph, linocut and screen print are Sonic's techniques, chosen in its press, not passes.
 */
import type { Canvas } from '@napi-rs/canvas';
import { briefMedium, type PrintMedium } from '../../../shared/lexicon/media.ts';
import { ideaColours } from '../idea-colours.ts';
import type { CoverPlan } from '../plan.ts';
import { duotone } from './duotone.ts';
import { photocopy } from './photocopy.ts';

type Pass = (canvas: Canvas, plan: CoverPlan, size: number) => void;

const PASSES: Readonly<Partial<Record<PrintMedium, Pass>>> = { photocopy, duotone };

/** The medium whose pass this cover gets, if any. */
export function mediumPassOf(plan: Pick<CoverPlan, 'brief' | 'design'>): PrintMedium | undefined {
  const m = briefMedium(plan.brief);
  if (!m || !PASSES[m.medium]) return undefined;
  if (m.named) return m.medium;
  if (ideaColours(plan.brief).length > 1) return undefined;
  return plan.design.fork('medium').chance(0.5) ? m.medium : undefined;
}

/** Reprints the art on `canvas` in its medium, when it has one. */
export function printInMedium(canvas: Canvas, plan: CoverPlan, size: number): void {
  const medium = mediumPassOf(plan);
  if (medium) PASSES[medium]!(canvas, plan, size);
}
