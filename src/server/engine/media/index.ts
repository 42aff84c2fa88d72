/**
 * Media as a last pass over a cover's art: an idea that names one ("xerox", "duotone", "black and white", "8-bit",
 * "VHS", "35mm", "watercolour", "oil painting", "chalk pastel", "pencil drawing") gets it on every version; a genre whose own medium is one (punk's photocopied zine, jazz's duotone
 * photograph, chiptune's pixel art) gets it on about half, when the idea names at most one colour (a medium of one or
 * two inks would lose the others); a painted one or a collage only when named. A genre's film or video medium leans only Photon, the photographic look; Sonic
 * stays a print unless the idea asks. Risograph, linocut and screen print are Sonic's techniques, chosen in its
 * press; a risograph or a linocut named reprints Photon's scene in that medium (riso.ts, linocut.ts).
 */
import type { Canvas } from '@napi-rs/canvas';
import { briefMedium, ASKED_ONLY_MEDIA, type Medium } from '../../../shared/lexicon/media.ts';
import { ideaColours, typeGround } from '../idea-colours.ts';
import type { CoverPlan } from '../plan.ts';
import { airbrush } from './airbrush.ts';
import { collage } from './collage.ts';
import { cyanotype } from './cyanotype.ts';
import { duotone } from './duotone.ts';
import { film } from './film.ts';
import { fisheye } from './fisheye.ts';
import { flash } from './flash.ts';
import { photocopy } from './photocopy.ts';
import { oil } from './oil.ts';
import { pastel } from './pastel.ts';
import { pencil } from './pencil.ts';
import { pixelArt } from './pixel-art.ts';
import { linocut } from './linocut.ts';
import { printHolds } from './print-inks.ts';
import { risograph } from './riso.ts';
import { vhs } from './vhs.ts';
import { watercolour } from './watercolour.ts';

type Pass = (canvas: Canvas, plan: CoverPlan, size: number) => void;

const PASSES: Readonly<Partial<Record<Medium, Pass>>> = {
  photocopy,
  duotone,
  'pixel-art': pixelArt,
  vhs,
  film,
  watercolour,
  'oil-painting': oil,
  pastel,
  pencil,
  collage,
  risograph,
  linocut,
  airbrush,
  flash,
  fisheye,
  cyanotype,
};

/** Media Sonic prints in its own press (sonic/inks.ts); the pass reprints only Photon's lit scene in them. */
const PRESS_MEDIA: ReadonlySet<Medium> = new Set(['risograph', 'linocut']);

/**
 * Media a genre leans toward only in Photon: a photograph or a video still is not how a print is made, and a genre's
 * airbrushed painting (synthwave, city pop) is Photon's smooth light, not Sonic's press.
 */
const PHOTON_ONLY: ReadonlySet<Medium> = new Set(['film', 'vhs', 'flash', 'airbrush', 'fisheye']);

/** The medium whose pass this cover gets, if any. */
export function mediumPassOf(plan: Pick<CoverPlan, 'brief' | 'design' | 'look' | 'subjects'>): Medium | undefined {
  const m = briefMedium(plan.brief);
  if (!m || !PASSES[m.medium]) return undefined;
  // Lettering alone on a ground the idea named is printed on that ground: a genre's medium would reprint it in others.
  if (!m.named && typeGround(plan)) return undefined;
  // (Printed in the colours the idea named: half of a folk idea's Photon versions are linocuts, when its colours fit
  // two inks and a paper.)
  if (PRESS_MEDIA.has(m.medium)) {
    if (plan.look !== 'photon') return undefined;
    if (m.named) return m.medium;
    return printHolds(plan) && plan.design.fork('medium').chance(0.5) ? m.medium : undefined;
  }
  if (m.named) return m.medium;
  if (ASKED_ONLY_MEDIA.has(m.medium)) return undefined;
  if (ideaColours(plan.brief).length > 1) return undefined;
  if (PHOTON_ONLY.has(m.medium) && plan.look !== 'photon') return undefined;
  return plan.design.fork('medium').chance(0.5) ? m.medium : undefined;
}

/** Reprints the art on `canvas` in its medium, when it has one. */
export function printInMedium(canvas: Canvas, plan: CoverPlan, size: number): void {
  const medium = mediumPassOf(plan);
  if (medium) PASSES[medium]!(canvas, plan, size);
}
