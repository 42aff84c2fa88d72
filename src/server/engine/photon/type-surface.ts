/**
 * What lettering alone is written on, as Photon paints it under the letters: a chalkboard's slate clouded with the
 * dust of wiped chalk, in a wooden frame; cloth whose satin sheen runs in soft folds; a painted wall's plaster mottled
 * and chipping to the coat beneath; planks of wood with their grain and seams; a window seen from inside. Each is a colour per point of the
 * cover, from the ground's colour (see `typeGround`), before the light falls on it.
 */
import type { TypeSurface } from '../../../shared/contracts/scene-brief.ts';
import { fbm, type Noise2 } from './fastnoise.ts';
import { clamp01, lerp, scale, type Lin } from './tone.ts';
import { U } from './world.ts';

const FRAME_WOOD: Lin = [0.3, 0.17, 0.08];
const CHALK_DUST: Lin = [0.62, 0.64, 0.6];
const UNDERCOAT: Lin = [0.8, 0.78, 0.72];
const WINDOW_FRAME: Lin = [0.05, 0.05, 0.055];

export function surfaceTone(kind: TypeSurface, noise: Noise2, x: number, y: number, base: Lin): Lin {
  switch (kind) {
    case 'chalkboard': {
      // The frame: a band of grained wood round the edge, its inner lip in shadow.
      const edge = Math.min(x, y, U - x, U - y);
      if (edge < 34)
        return scale(FRAME_WOOD, 0.85 + 0.15 * Math.sin(y * 0.05 + x * 0.31 + fbm(noise, x * 0.01, y * 0.01, 2) * 4));
      if (edge < 40) return scale(base, 0.45);
      // Clouds of wiped chalk, and the swipes of the eraser across the board.
      const cloud = clamp01(fbm(noise, x * 0.003, y * 0.003, 3) * 1.4 + 0.15);
      const swipe = Math.exp(-(((y % 260) - 130 - 40 * Math.sin(x * 0.004 + Math.floor(y / 260))) ** 2) / 2400);
      return lerp(base, CHALK_DUST, cloud * 0.16 + swipe * 0.1);
    }
    case 'cloth': {
      // Satin: broad folds catching the light along their crests; a fine weave under everything.
      const fold = Math.sin((x * 0.8 + y * 0.45) * 0.016 + fbm(noise, x * 0.002, y * 0.002, 2) * 4);
      const crest = Math.max(0, fold) ** 2;
      const weave = 1 + 0.025 * Math.sin(x * 1.7) * Math.sin(y * 1.7);
      const body = scale(base, (0.72 + 0.22 * (fold * 0.5 + 0.5)) * weave);
      return lerp(body, lerp(base, [1, 1, 1], 0.5), crest * 0.3);
    }
    case 'wall': {
      // Plaster mottled under the paint, chipped where the paint has come away, the chips' edges in shadow.
      const mottle = 0.93 + 0.09 * fbm(noise, x * 0.012, y * 0.012, 4);
      const chip = fbm(noise, x * 0.005 + 7.3, y * 0.005 + 3.1, 4);
      if (chip > 0.42) return scale(UNDERCOAT, mottle);
      if (chip > 0.39) return scale(base, 0.55);
      return scale(base, mottle);
    }
    case 'glass': {
      // A window seen from inside: its dark frame at the edges and one glazing bar, the street beyond soft and out of
      // focus (lighter overhead), two streaks of reflected light across the pane, and the grime on it.
      const edge = Math.min(x, y, U - x, U - y);
      if (edge < 26 || Math.abs(x - 168) < 9) return scale(WINDOW_FRAME, 0.8 + 0.2 * (edge < 26 ? edge / 26 : 1));
      const street = scale(base, 1.12 - 0.3 * (y / U) + 0.22 * fbm(noise, x * 0.0025, y * 0.004, 3));
      const streak = (at: number, width: number) => Math.exp(-(((x + y * 0.55 - at) / width) ** 2));
      const sheen = 0.16 * streak(560, 70) + 0.08 * streak(760, 26);
      const grime = 0.05 * fbm(noise, x * 0.05, y * 0.05, 2);
      return lerp(street, [1, 1, 1], clamp01(sheen + grime));
    }
    case 'wood': {
      // Planks laid across, each its own tone, the grain running along them and a dark seam between.
      const plank = Math.floor(y / 250);
      const within = y - plank * 250;
      if (within < 4) return scale(base, 0.4);
      const tone = 0.86 + 0.16 * Math.abs((Math.sin(plank * 12.9898) * 43758.5453) % 1);
      const grain = Math.sin((within + fbm(noise, x * 0.002, y * 0.012 + plank * 3, 3) * 70) * 0.16);
      return scale(base, tone * (0.88 + 0.12 * grain));
    }
  }
}
