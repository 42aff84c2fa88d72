/**
 * Draws a plan through one look's layers in the pipeline's order (environment, subjects far to near, finish), for
 * tests that change a plan by hand and compare the pictures.
 */
import { createCanvas, type Canvas } from '@napi-rs/canvas';
import type { CoverPlan, LookRenderer } from '../plan.ts';

export function drawPlan(plan: CoverPlan, look: LookRenderer, size: number): Canvas {
  const canvas = createCanvas(size, size);
  const ctx = canvas.getContext('2d');
  ctx.scale(size / 1000, size / 1000);
  look.environment(ctx, plan, size);
  for (const s of [...plan.subjects].sort((a, b) => b.depth - a.depth)) look.subject(ctx, plan, s, size);
  look.finish(ctx, canvas, plan, size);
  return canvas;
}
