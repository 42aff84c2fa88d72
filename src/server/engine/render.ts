import { createCanvas, type Canvas } from '@napi-rs/canvas';
import { drawAbstract } from './abstract.ts';
import type { Look, SceneBrief } from '../../shared/contracts/scene-brief.ts';
import type { CoverPlan, LookRenderer } from './plan.ts';
import { photonLook } from './photon/index.ts';
import { planCover, U } from './planner.ts';
import { drawSurfaceRing } from './sinking.ts';
import { sonicLook } from './sonic/index.ts';
import { printInMedium } from './media/index.ts';
import { drawEchoes } from './type-arrangements.ts';
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

/**
 * Draws the art layers of a cover (environment, subjects far to near, atmosphere and finish) without any text.
 * Pure: the same brief, seed, look and size always give the same pixels. Drawing happens in a 1000-unit square
 * scaled to `size`, so every size shows the same composition.
 */
export function renderArt({ brief, seed, detail, look, size, echoes = true }: RenderRequest): RenderResult {
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
  renderer.finish(ctx, canvas, plan, size);
  printInMedium(canvas, plan, size);
  // The type is planned on the finished art (its ink reads on what is under it); copies of the title an arrangement
  // repeats belong to the art, so the editor, drawing its own type over this, opens on the same cover.
  ctx.resetTransform();
  ctx.scale(size / U, size / U);
  const { layout, omitted } = planType(ctx, canvas, plan);
  if (layout && echoes) drawEchoes(ctx, layout);
  return {
    canvas,
    plan,
    type: { typeface: layout?.typeface ?? null, ...(layout ? { layout } : {}), ...(omitted ? { omitted } : {}) },
  };
}

/** A finished cover: the art, then the type layer (title and artist) set over it. */
export function renderCover(request: RenderRequest): RenderResult {
  const art = renderArt(request);
  const ctx = art.canvas.getContext('2d');
  ctx.resetTransform();
  ctx.scale(request.size / U, request.size / U);
  if (art.type.layout) drawType(ctx, art.type.layout, request.size);
  return art;
}
