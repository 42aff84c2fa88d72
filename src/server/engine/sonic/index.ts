/**
 * Sonic Vision: the cover as printed graphic design. A few inks (bound colours first) on a paper, laid down by the
 * press in overprint with misregistration, halftone, grain and carved lines; the technique (screen print, risograph,
 * linocut, cut paper, Swiss poster) follows the genre family and the seed.
 *
 *   environment: paper → sky (fountain of inks, clouds, stars, bodies) → frame shapes → land / water / city / room
 *   subject:     shadow or reflection → body knocked out and printed → shade → rim → lines
 *   finish:      weather and particles → rules and margins → ink and paper texture
 */
import type { Canvas, SKRSContext2D } from '@napi-rs/canvas';
import type { CoverPlan, LookRenderer, PlacedSubject } from '../plan.ts';
import {
  bubbles,
  fire,
  fog,
  foreground,
  glitter,
  stringLights,
  bunting,
  lightRays,
  neonGrid,
  petals,
  rain,
  smoke,
  snow,
  sparks,
  spotlight,
} from './effects.ts';
import { focusLines, frameBack, frameFront } from './frame.ts';
import { land, SKYLESS } from './land.ts';
import { paperAndInkTexture } from './print.ts';
import { aurora, clouds, lightning, rainbow, skyBody, skyGradient, stars } from './sky.ts';
import { createState, stateFor, type Sonic, type SonicOptions } from './state.ts';
import { printSubject } from './subject.ts';

export type { Technique } from './inks.ts';
export type { SonicOptions } from './state.ts';

function environment(S: Sonic): void {
  const { plan, press } = S;
  const env = plan.environment;
  const ctx = press.ctx;
  ctx.save();
  ctx.globalCompositeOperation = 'source-over';
  ctx.fillStyle = S.set.paper;
  ctx.fillRect(-20, -20, 1040, 1040);
  ctx.restore();
  const effects = new Set(env.effects);
  const skyless = SKYLESS.has(env.setting);
  const skyEnd = Math.min(1020, plan.horizon + 40);
  if (!skyless) {
    skyGradient(S, skyEnd);
    // A night sky has its stars as dots; drawn sparkles only where the idea asks for stars (on every night cover
    // they read as clip-art).
    if (S.night || effects.has('stars'))
      stars(S, Math.min(plan.horizon, 1000), S.night ? 90 : 70, effects.has('stars') ? 4 : 0);
    if (effects.has('aurora')) aurora(S, Math.min(plan.horizon, 1000));
    if (env.weather === 'cloudy' || env.weather === 'rain' || env.weather === 'storm')
      clouds(S, Math.min(plan.horizon, 1000));
    if (effects.has('rainbow')) rainbow(S, plan.horizon);
    if (S.storm) lightning(S, plan.horizon);
    for (const b of plan.skyBodies) skyBody(S, b);
    frameBack(S);
    land(S);
  } else {
    land(S);
    if (env.setting === 'space') stars(S, 1000, 160);
    if (effects.has('aurora')) aurora(S, Math.min(plan.horizon, 1000));
    for (const b of plan.skyBodies) skyBody(S, b);
    frameBack(S);
  }
  focusLines(S);
  if (effects.has('light-rays')) lightRays(S);
  if (effects.has('spotlight')) spotlight(S);
  if (effects.has('neon-grid')) neonGrid(S);
}

function finish(S: Sonic): void {
  const env = S.plan.environment;
  const effects = new Set(env.effects);
  foreground(S);
  if (env.weather === 'fog') fog(S);
  if (effects.has('smoke')) smoke(S);
  if (effects.has('fire')) fire(S);
  if (env.weather === 'rain' || env.weather === 'storm') rain(S);
  if (env.weather === 'snow') snow(S);
  if (effects.has('sparks')) sparks(S);
  if (effects.has('petals')) petals(S);
  if (effects.has('bubbles')) bubbles(S);
  if (effects.has('glitter')) glitter(S);
  if (effects.has('string-lights')) stringLights(S);
  if (effects.has('bunting')) bunting(S);
  frameFront(S);
  paperAndInkTexture(S);
}

/** A Sonic renderer; options force a technique for preview sheets. */
export function createSonicLook(options: SonicOptions = {}): LookRenderer {
  return {
    environment(ctx: SKRSContext2D, plan: CoverPlan, size: number) {
      environment(createState(ctx, plan, size, options));
    },
    subject(ctx: SKRSContext2D, plan: CoverPlan, subject: PlacedSubject, size: number) {
      printSubject(stateFor(ctx, plan, size, options), subject);
    },
    finish(ctx: SKRSContext2D, _canvas: Canvas, plan: CoverPlan, size: number) {
      finish(stateFor(ctx, plan, size, options));
    },
    finishIsPrint: true,
  };
}

export const sonicLook: LookRenderer = createSonicLook();
