/**
 * The lit world a Photon cover shows, worked out once per plan: where the light is and what colour, the sky's
 * colours after time of day and weather, the haze colour that fades distance, what the ground is (water, land,
 * floor). Every layer reads it, so the sky, the land and the subjects agree on one light.
 */
import type { Canvas } from '@napi-rs/canvas';
import type { Effect, Setting, TimeOfDay, Weather } from '../../../shared/contracts/scene-brief.ts';
import { ideaColours } from '../idea-colours.ts';
import type { CoverPlan } from '../plan.ts';
import { mediumPassOf } from '../media/index.ts';
import { starkness } from '../stark.ts';
import { directionFor, type Direction } from './direction.ts';
import { clamp01, lerp, lin, luma, atLuma, saturate, scale, type Lin } from './tone.ts';

export const U = 1000;

export type Ground = 'water' | 'land' | 'floor' | 'street' | 'seabed' | 'clouds' | 'none';

export interface World {
  plan: CoverPlan;
  size: number;
  /** Device pixels per unit. */
  px: number;
  /** Resolution of the smooth per-pixel fields (square). */
  R: number;
  setting: Setting;
  time: TimeOfDay;
  weather: Weather;
  effects: readonly Effect[];
  /** y of the horizon in units; ≥ 1000 when no ground shows. */
  horizon: number;
  /** The horizon clamped into the picture (the bottom edge when no ground shows). */
  skyBottom: number;
  ground: Ground;
  /** y where a beach's sand meets the sea (beach only). */
  shore: number;
  /** The key light: position, linear colour at full strength, and how strongly it lights. */
  light: { x: number; y: number; kind: CoverPlan['light']['kind']; color: Lin; strength: number };
  /** Unit direction from the middle of the picture toward the light (screen space, y down). */
  lightDir: [number, number];
  zenith: Lin;
  skyHorizon: Lin;
  /** Colour distance fades into (aerial perspective, fog). */
  haze: Lin;
  /** 0..1: how much air there is between us and the horizon (fog weather is near 1). */
  hazeAmount: number;
  /** Sky light that fills shadows. */
  ambient: Lin;
  groundCol: Lin;
  /** The ground is a colour the idea named (planColors gives an otherwise unseen named colour to the ground). */
  groundNamed: boolean;
  waterCol: Lin;
  shadowCol: Lin;
  accent: Lin;
  /** The plan's light colour, linear, unit brightness. */
  lightTint: Lin;
  night: boolean;
  /** 0 clear .. 1 storm: how heavy the weather is (darkens and greys the light). */
  gloom: number;
  /** 0..1 sky covered by cloud. */
  cloudCover: number;
  /** The genre's art direction: air, contrast, saturation, glow, grain. */
  direction: Direction;
  /** How much every subject shows as a silhouette whatever the light (stark.ts). */
  stark: number;
  /** A flash on the camera lights every subject from the front (media/flash.ts): none is a silhouette. */
  flashLit: boolean;
  /** The environment as drawn so far, downscaled: for reflections in metal and water (set by the environment). */
  envSnapshot?: Canvas;
}

const WARM: Record<TimeOfDay, { tint: string; amount: number }> = {
  day: { tint: '#fff4e6', amount: 0 },
  golden: { tint: '#ffb25a', amount: 0.22 },
  dusk: { tint: '#ff7a5c', amount: 0.16 },
  dawn: { tint: '#ffb09a', amount: 0.14 },
  night: { tint: '#9fb4ff', amount: 0 },
};

const COVER: Record<Weather, number> = { clear: 0.12, cloudy: 0.62, fog: 0.35, rain: 0.82, storm: 0.95, snow: 0.8 };
const GLOOM: Record<Weather, number> = { clear: 0, cloudy: 0.2, fog: 0.25, rain: 0.6, storm: 1, snow: 0.4 };

function groundOf(setting: Setting, horizon: number): Ground {
  if (setting === 'underwater') return horizon < U ? 'seabed' : 'none';
  if (setting === 'studio' || setting === 'interior' || setting === 'stage') return 'floor';
  if (horizon >= U) return 'none';
  if (setting === 'sea' || setting === 'lake' || setting === 'beach') return 'water';
  if (setting === 'street') return 'street';
  if (setting === 'sky') return 'clouds';
  if (setting === 'space') return 'land';
  return 'land';
}

const cache = new WeakMap<CoverPlan, Map<number, World>>();

export function worldOf(plan: CoverPlan, size: number): World {
  let bySize = cache.get(plan);
  if (!bySize) cache.set(plan, (bySize = new Map()));
  let w = bySize.get(size);
  if (!w) bySize.set(size, (w = buildWorld(plan, size)));
  return w;
}

function buildWorld(plan: CoverPlan, size: number): World {
  const env = plan.environment;
  const { setting, time, weather } = env;
  const c = plan.colors;
  const night = time === 'night';
  const gloom = GLOOM[weather];
  const indoor = setting === 'studio' || setting === 'interior' || setting === 'stage';

  let zenith = lin(c.skyTop);
  let skyHorizon = lin(c.skyHorizon);
  const warm = WARM[time];
  skyHorizon = lerp(skyHorizon, lin(warm.tint), warm.amount * (1 - gloom));
  if (time === 'dusk') zenith = scale(zenith, 0.8);
  const named = c.inks[0] !== undefined && ideaColours(plan.brief)[0] === c.inks[0];
  if (night && !indoor) {
    // Night skies are dark whatever the palette says; keep their hue. A sky in a colour the idea named stays as
    // light as the planner left it (a "radioactive orange sky" at night was drawn near black brown, round 48), its
    // horizon a little lighter than an unnamed one's.
    if (!named && luma(zenith) > 0.012) zenith = atLuma(zenith, 0.012);
    if (luma(skyHorizon) > (named ? 0.12 : 0.05)) skyHorizon = atLuma(skyHorizon, named ? 0.12 : 0.05);
  }
  if (!indoor && gloom > 0) {
    // Weather greys a sky less where the idea named its colour (the planner has already darkened a storm's).
    const grey = weather === 'snow' || weather === 'fog' ? 1.0 : 1 - (named ? 0.2 : 0.45) * gloom;
    const desat = 1 - (named ? 0.25 : 0.55) * gloom;
    zenith = scale(saturate(zenith, desat), grey);
    skyHorizon = scale(saturate(skyHorizon, desat), grey);
    if (weather === 'fog' || weather === 'snow') {
      const mist = lerp(skyHorizon, [0.55, 0.58, 0.62], 0.35);
      zenith = lerp(zenith, night ? scale(mist, 0.05) : mist, 0.35);
      skyHorizon = lerp(skyHorizon, night ? scale(mist, 0.08) : mist, 0.4);
    }
  }

  const lightTint = lin(c.light);
  const tintY = Math.max(0.05, luma(lightTint));
  const unitTint = scale(lightTint, 1 / tintY);
  let keyTint = lerp(unitTint, lin(warm.tint), warm.amount * 1.5);
  if (night && plan.light.kind === 'moon') keyTint = lerp(keyTint, [0.75, 0.85, 1.1], 0.3);
  const intensity = clamp01(plan.light.intensity);
  const strength = intensity * (1 - 0.55 * gloom) * (night && plan.light.kind !== 'neon' ? 0.6 : 1);
  const lightColor = scale(keyTint, 0.5 + 2.5 * strength);

  const horizon = plan.horizon;
  const ground = groundOf(setting, horizon);
  const skyBottom = Math.min(U, horizon);
  let haze = lerp(skyHorizon, scale(keyTint, luma(skyHorizon)), 0.25);
  if (weather === 'fog') haze = lerp(haze, scale([0.6, 0.62, 0.66], Math.max(luma(skyHorizon), 0.02) / 0.6), 0.5);
  const hazeAmount = clamp01(
    (weather === 'fog' ? 0.85 : weather === 'snow' ? 0.6 : weather === 'rain' || weather === 'storm' ? 0.5 : 0.3) +
      (setting === 'forest' || setting === 'mountains' ? 0.1 : 0),
  );
  const direction = directionFor(plan);
  let ambient = lerp(zenith, skyHorizon, 0.5);
  // Fog and snow are the weather's; the clear air's haze is the genre's (a drill cover is not hazy, shoegaze is).
  let hazeK = weather === 'fog' || weather === 'snow' ? hazeAmount : clamp01(hazeAmount * direction.air);
  if (setting === 'underwater') {
    // Under water the air is the water: everything sinks into its blue with distance.
    const [shallow, deep] = luma(zenith) > luma(skyHorizon) ? [zenith, skyHorizon] : [skyHorizon, zenith];
    haze = lerp(shallow, deep, 0.45);
    ambient = shallow;
    hazeK = 0.85;
  }

  const dx = plan.light.x - 500;
  const dy = plan.light.y - 500;
  const dl = Math.hypot(dx, dy) || 1;

  return {
    plan,
    size,
    px: size / U,
    R: Math.min(size, 320),
    setting,
    time,
    weather,
    effects: env.effects,
    horizon,
    skyBottom,
    ground,
    shore: ground === 'water' && setting === 'beach' ? horizon + (U - horizon) * 0.42 : U + 1,
    light: { x: plan.light.x, y: plan.light.y, kind: plan.light.kind, color: lightColor, strength },
    lightDir: [dx / dl, dy / dl],
    zenith,
    skyHorizon,
    haze,
    hazeAmount: hazeK,
    ambient,
    // A ground in a named colour is lit from that colour: the night lights it dimly already, and the planner's night
    // shade on top of that left round 103's harbour red black.
    groundCol: lin(night && c.groundNamed ? c.groundNamed : c.ground),
    groundNamed: c.groundNamed !== undefined,
    waterCol: lin(c.water),
    shadowCol: lin(c.shadow),
    accent: lin(c.accent),
    lightTint,
    night,
    gloom,
    direction,
    stark: starkness(plan),
    flashLit: mediumPassOf(plan) === 'flash',
    cloudCover:
      setting === 'space' || setting === 'underwater' || indoor
        ? 0
        : COVER[weather] * (night && weather === 'clear' ? 0.5 : 1),
  };
}

/** Aerial perspective: a colour seen through `t` (0 near .. 1 far) of the world's air. */
export function aerial(w: World, c: Lin, t: number): Lin {
  return lerp(c, w.haze, clamp01(t) * (0.35 + 0.65 * w.hazeAmount));
}
