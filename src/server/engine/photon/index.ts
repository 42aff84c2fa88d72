/**
 * Photon Studio: photographic light. Fields (sky, clouds, water, fog) are computed in linear light on small
 * grids and leave through one filmic curve; edges (horizons, crests, subjects, sparkles) are drawn at full
 * resolution. The environment is built far to near so distance fades into the air; subjects are lit by the
 * same key light; the finish adds weather, effects, bloom, lens and grain.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { CoverPlan, LookRenderer } from '../plan.ts';
import { drawSkyBodies } from './bodies.ts';
import { drawCloudSea, drawWeatherClouds } from './clouds.ts';
import { drawCity, drawStreet } from './city.ts';
import { drawRoad } from './road.ts';
import { drawCourtyard } from './courtyard.ts';
import { drawPool } from './pool.ts';
import { captureEnv } from './envmap.ts';
import { drawAfterEffects, drawGroundEffects, drawSkyEffects } from './effects.ts';
import { drawForest } from './forest.ts';
import { drawLandforms, landformsBefore } from './landforms.ts';
import { drawPlain, drawTerrain, landLayers } from './land.ts';
import { bloom, grade, grain, vignetteGrade } from './lens.ts';
import { drawRoom } from './room.ts';
import { rush } from './rush.ts';
import { drawSky } from './sky.ts';
import { drawSpace } from './space.ts';
import { drawSubject } from './subject.ts';
import { drawUnderwater } from './underwater.ts';
import { drawWater } from './water.ts';
import { drawLightning, drawWeather, groundHaze } from './weather.ts';
import { css } from './tone.ts';
import { ideaColours, typeGround } from '../idea-colours.ts';
import { deltaE } from '../../../shared/color.ts';
import { U, worldOf, type World } from './world.ts';

function outdoor(ctx: SKRSContext2D, w: World): void {
  drawSky(ctx, w);
  drawSkyEffects(ctx, w, 'behind');
  drawSkyBodies(ctx, w);
  drawWeatherClouds(ctx, w);
  drawSkyEffects(ctx, w, 'front');
  if (w.weather === 'storm') drawLightning(ctx, w);

  const { terrains, plain } = landLayers(w);
  const forms = [...w.plan.landforms].sort((a, b) => a.y - b.y);
  let f = 0;
  terrains.forEach((t, i) => {
    // Landforms stand between the layers nearer and farther than their base.
    while (f < forms.length && landformsBefore(forms[f]!, t)) drawLandforms(ctx, w, [forms[f++]!]);
    drawTerrain(ctx, w, t, `terrain-${i}`);
  });
  if (w.setting === 'city') drawCity(ctx, w);
  if (plain && w.setting !== 'city' && w.setting !== 'street' && w.setting !== 'courtyard' && w.setting !== 'pool')
    drawPlain(ctx, w, 'plain', plain.color, plain.y0, plain.kind);
  if (w.setting === 'forest') drawForest(ctx, w);
  while (f < forms.length && forms[f]!.kind !== 'iceberg' && forms[f]!.kind !== 'wave')
    drawLandforms(ctx, w, [forms[f++]!]);
  if (w.ground === 'water') drawWater(ctx, w);
  if (w.setting === 'street') drawStreet(ctx, w);
  if (w.setting === 'road') drawRoad(ctx, w);
  if (w.setting === 'courtyard') drawCourtyard(ctx, w);
  if (w.setting === 'pool') drawPool(ctx, w);
  if (w.ground === 'clouds') drawCloudSea(ctx, w);
  while (f < forms.length) drawLandforms(ctx, w, [forms[f++]!]);
  drawGroundEffects(ctx, w);
  groundHaze(ctx, w);
}

export const photonLook: LookRenderer = {
  environment(ctx, plan, size) {
    const w = worldOf(plan, size);
    // A ground of the air's colour first, so no layer's edge can ever leave a hole.
    ctx.fillStyle = css(w.haze);
    ctx.fillRect(0, 0, U, U);
    if (w.setting === 'space') drawSpace(ctx, w);
    else if (w.setting === 'underwater') drawUnderwater(ctx, w);
    else if (w.setting === 'studio' || w.setting === 'interior' || w.setting === 'stage') drawRoom(ctx, w);
    else outdoor(ctx, w);
    // Graded before the subjects, so a bound colour (pink flamingos) keeps its own hue over a named sky. A ground named
    // for lettering alone is its colour already: graded toward the ink's, blue biro turned oatmeal card lavender.
    if (!typeGround(plan)) leadGrade(ctx, plan);
    if (w.flashLit) flashFalloff(ctx, plan);
    // A loud record's place is streaked before its subjects are drawn: the hero and every prop stay readable (the
    // panel could not make out a flamingo or dancers smeared with the rest, rounds 79 and 82).
    rush(ctx, plan, size);
    captureEnv(ctx, w);
  },
  subject(ctx, plan, subject, size) {
    drawSubject(ctx, worldOf(plan, size), subject);
  },
  finish(ctx, canvas, plan, size) {
    const w = worldOf(plan, size);
    drawWeather(ctx, w);
    drawAfterEffects(ctx, w);
    const d = w.direction;
    bloom(ctx, canvas, w, Math.min(1, (w.night || w.ground === 'floor' ? 0.85 : 0.6) * d.bloom));
    vignetteGrade(ctx, w, d.vignette);
    grade(ctx, canvas, w);
    grain(ctx, w, d.grain);
  },
  finishIsPrint: false,
};

/**
 * A colourist's grade toward the field colour (the idea's first free named colour): light and haze move a sky away
 * from the colour the idea named, and a 'forest green' cover must still read forest green. The colour blend keeps
 * each pixel's lightness and takes the field's hue and chroma, strongest in the sky, lighter over the ground.
 */
function leadGrade(ctx: SKRSContext2D, plan: CoverPlan): void {
  // The planner's first ink is the field colour, before night or storm deepened it for the sky.
  const field = plan.colors.inks[0] ?? plan.colors.skyTop;
  const horizon = Math.min(plan.horizon, U);
  ctx.save();
  ctx.globalCompositeOperation = 'color';
  const g = ctx.createLinearGradient(0, 0, 0, U);
  g.addColorStop(0, rgbaOf(field, 0.55));
  g.addColorStop(Math.max(0.05, horizon / U), rgbaOf(field, 0.35));
  g.addColorStop(1, rgbaOf(field, 0.15));
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, U, U);
  // A named colour nothing else shows is the ground's: light and haze had turned it to the sky's (round 82's kumkum
  // red under a turmeric dawn covered no pixel, its Atlantic teal 2 %). Graded below the horizon as the field is above
  // it. Things the planner made in a named colour show it already (round 91's figures in turban pink stood on a ground
  // graded pink too, and its "huge prairie blue" was nowhere).
  const named = ideaColours(plan.brief);
  const bound = new Set(plan.brief.subjects.flatMap((s) => (s.color ? [s.color.toLowerCase()] : [])));
  const next = named.find((c, i) => i > 0 && !bound.has(c.toLowerCase()) && deltaE(c, field) > 0.1);
  // (Shown on any thing drawn in it, bound or in the look's ink: round 103's wool-grey figures stood on a harbour-red
  // ground graded grey, and the red was lost.)
  const shown = (c: string) => plan.subjects.some((s) => deltaE(s.color, c) < 0.05);
  const groundNamed = [plan.colors.groundNamed].find((c) => c !== undefined && deltaE(c, field) > 0.1);
  const second = next && shown(next) ? (groundNamed ?? next) : next;
  if (second && horizon < U * 0.92) {
    const h = Math.max(0, horizon / U);
    const below = ctx.createLinearGradient(0, 0, 0, U);
    below.addColorStop(h, rgbaOf(second, 0));
    below.addColorStop(Math.min(1, h + 0.06), rgbaOf(second, 0.5));
    below.addColorStop(1, rgbaOf(second, 0.4));
    ctx.fillStyle = below;
    ctx.fillRect(0, 0, U, U);
  }
  ctx.restore();
}

function rgbaOf(hex: string, alpha: number): string {
  const n = parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
}

/**
 * Under a camera flash the place behind the subjects gets little of the light: darkened toward the edges from where
 * the nearest subject stands, before the subjects are drawn, so they stand bright against it (media/flash.ts finishes
 * the photograph).
 */
function flashFalloff(ctx: SKRSContext2D, plan: CoverPlan): void {
  const hero = [...plan.subjects].sort((a, b) => a.depth - b.depth)[0];
  const x = hero?.x ?? 500;
  const y = hero?.y ?? 560;
  ctx.save();
  ctx.globalCompositeOperation = 'multiply';
  const g = ctx.createRadialGradient(x, y, 0, x, y, U * 0.8);
  g.addColorStop(0, 'rgb(235, 235, 235)');
  g.addColorStop(1, 'rgb(56, 56, 60)');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, U, U);
  ctx.restore();
}
