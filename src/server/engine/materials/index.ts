/**
 * Materials: an abstract cover that names a made surface (marbled paper, a terrazzo floor, shibori cloth, galvanised
 * steel, ink in water, a brush stroke, crumpled foil, contour lines, a sorted glitch, torn posters, crazed glaze) is that surface, filling the
 * frame and drawn the way it is made, in the idea's colours. The list of materials and their words is
 * shared/lexicon/shapes.ts (MATERIALS); each is drawn by its own module here.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Shape } from '../../../shared/contracts/scene-brief.ts';
import type { CoverPlan } from '../plan.ts';
import type { Rng } from '../random.ts';
import { drawChips } from './chips.ts';
import { drawContours } from './contours.ts';
import { drawCrackle } from './crackle.ts';
import { drawDye } from './dye.ts';
import { materialColours, type MaterialColours } from './field.ts';
import { drawFoil } from './foil.ts';
import { drawInk } from './ink.ts';
import { drawMarbling } from './marbling.ts';
import { drawMetal } from './metal.ts';
import { drawSorted } from './sorted.ts';
import { drawStroke } from './stroke.ts';
import { drawTorn } from './torn.ts';

type DrawMaterial = (ctx: SKRSContext2D, colours: MaterialColours, rng: Rng, names: readonly string[]) => void;

const MATERIAL_DRAWINGS: Partial<Readonly<Record<Shape, DrawMaterial>>> = {
  marbling: drawMarbling,
  contours: drawContours,
  chips: drawChips,
  dye: drawDye,
  metal: drawMetal,
  ink: drawInk,
  stroke: drawStroke,
  foil: drawFoil,
  sorted: drawSorted,
  torn: drawTorn,
  crackle: drawCrackle,
};

/** Draws the material `shape` over the whole frame; false when the shape is no material. */
export function drawMaterial(ctx: SKRSContext2D, plan: CoverPlan, shape: Shape): boolean {
  const draw = MATERIAL_DRAWINGS[shape];
  if (!draw) return false;
  draw(ctx, materialColours(plan), plan.rng.fork(`material-${shape}`), plan.brief.paletteNames);
  return true;
}
