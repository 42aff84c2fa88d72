import { createCanvas, type Canvas } from '@napi-rs/canvas';
import { tiltCanvas } from './camera.ts';
import { drawAbstract } from './abstract.ts';
import type { Look, SceneBrief } from '../../shared/contracts/scene-brief.ts';
import type { CoverPlan, LookRenderer } from './plan.ts';
import { photonLook } from './photon/index.ts';
import { planCover, U } from './planner.ts';
import { drawSurfaceRing } from './sinking.ts';
import { sonicLook } from './sonic/index.ts';
import { printInMedium } from './media/index.ts';
import { arrangementOf, drawEchoes, echoesTitle } from './type-arrangements.ts';
import { drawType, planType, type TypeResult } from './typography.ts';

export interface RenderRequest {
  brief: SceneBrief;
  /** Any 32-bit unsigned integer; different seeds give different compositions of the same brief. */
  seed: number;
  /** A subtle variation's detail seed: the same layout and design, every detail drawn anew (planner.ts). */
  detail?: number;
  look: Look;
  /** Edge length in pixels (square). */
  size: number;
  /** Whether the art draws the copies of the title its arrangement repeats (default true; see type-arrangements.ts). */
  echoes?: boolean;
}

export interface RenderResult {
  canvas: Canvas;
  plan: CoverPlan;
  type: TypeResult;
}

const LOOKS: Readonly<Record<Look, LookRenderer>> = { photon: photonLook, sonic: sonicLook };

/** The art layers of a cover, in drawing order, scaled to the 1000-unit square. */
function drawArt({ brief, seed, detail, look, size }: RenderRequest): { canvas: Canvas; plan: CoverPlan } {
  if (!Number.isInteger(size) || size < 16 || size > 6000) throw new RangeError(`size must be 16-6000 px, got ${size}`);
  const plan = planCover(brief, seed, look, detail);
  const canvas = createCanvas(size, size);
  const ctx = canvas.getContext('2d');
  ctx.scale(size / U, size / U);
  const renderer = LOOKS[look];
  renderer.environment(ctx, plan, size);
  drawAbstract(ctx, plan);
  for (const subject of plan.subjects) {
    if (subject.surface === undefined && !subject.clip) {
      renderer.subject(ctx, plan, subject, size);
      continue;
    }
    ctx.save();
    // One piece of a broken thing: only its side of the crack.
    if (subject.clip) {
      ctx.beginPath();
      subject.clip.forEach(([x, y], i) => (i ? ctx.lineTo(x, y) : ctx.moveTo(x, y)));
      ctx.closePath();
      ctx.clip();
    }
    // A sinking subject: nothing of it below the surface it goes under, then the ring where it enters.
    if (subject.surface !== undefined) {
      ctx.beginPath();
      ctx.rect(-U, -U, 3 * U, U + subject.surface);
      ctx.clip();
    }
    renderer.subject(ctx, plan, subject, size);
    ctx.restore();
    drawSurfaceRing(ctx, plan, subject);
  }
  // The camera's roll turns the scene, never the print: before a print's finish, after a lens's (camera.ts).
  if (renderer.finishIsPrint) tiltCanvas(canvas, plan.roll);
  renderer.finish(ctx, canvas, plan, size);
  if (!renderer.finishIsPrint) tiltCanvas(canvas, plan.roll);
  printInMedium(canvas, plan, size);
  ctx.resetTransform();
  ctx.scale(size / U, size / U);
  return { canvas, plan };
}

/**
 * The type planned on the finished art (its ink reads on what is under it), with the copies of the title an
 * arrangement repeats drawn into the art: they belong to it, so the editor, drawing its own type over the art, opens
 * on the same cover.
 */
function planTypeWithEchoes(canvas: Canvas, plan: CoverPlan): TypeResult {
  const ctx = canvas.getContext('2d');
  const { layout, omitted } = planType(ctx, canvas, plan);
  if (layout) drawEchoes(ctx, layout);
  return { typeface: layout?.typeface ?? null, ...(layout ? { layout } : {}), ...(omitted ? { omitted } : {}) };
}

/**
 * Draws the art layers of a cover (environment, subjects far to near, atmosphere and finish) without its type layer:
 * only the copies of a repeated title are drawn, unless `echoes` is false. Pure: the same brief, seed and look
 * always give the same pixels. Drawing happens in a 1000-unit square scaled to `size`, so every size shows the same
 * composition.
 */
export function renderArt(request: RenderRequest): { canvas: Canvas; plan: CoverPlan } {
  const art = drawArt(request);
  // Only a cover whose arrangement repeats its title plans type here: every other art render needs none.
  if ((request.echoes ?? true) && echoesTitle(arrangementOf(art.plan))) planTypeWithEchoes(art.canvas, art.plan);
  return art;
}

/** A finished cover: the art, then the type layer (title and artist) set over it. */
export function renderCover(request: RenderRequest): RenderResult {
  const { canvas, plan } = drawArt(request);
  const type = planTypeWithEchoes(canvas, plan);
  if (type.layout) drawType(canvas.getContext('2d'), type.layout, request.size);
  return { canvas, plan, type };
}
