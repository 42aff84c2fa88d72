/**
 * The inks of a Sonic Vision print: a small set chosen from the plan's colours (bound colours first, so a red truck
 * is printed in red ink), a dark key ink for line work, and every palette role mapped to what the press can make of
 * it: paper, one ink, two inks overprinted, or a halftone tint of an ink.
 */
import type { GenreFamily } from '../../../shared/contracts/scene-brief.ts';
import { ASKED_ONLY_MEDIA, type Medium } from '../../../shared/lexicon/media.ts';
import { deltaE, hexToOklch, hexToRgb, oklchToHex, rgbToHex } from '../../../shared/color.ts';
import { burns, FIRE_COLOR } from '../burning.ts';
import { ideaColours, typeGround } from '../idea-colours.ts';
import type { CoverPlan } from '../plan.ts';
import type { Rng } from '../random.ts';

/**
 * How the print is made:
 * - screen: screen print with coarse halftone dots, 2-3 inks, visible misregistration;
 * - riso: risograph, grainy stochastic tints instead of dots, strong misregistration;
 * - lino: linocut / woodcut, a dark key block with carved white lines, tones as cut line screens;
 * - cut: cut paper, layered coloured paper shapes with soft shadows under their edges;
 * - swiss: Swiss / Bauhaus poster, flat inks, fine dots, a geometric frame (circle, grid, bars).
 */
export type Technique = 'screen' | 'riso' | 'lino' | 'cut' | 'swiss';

/** One ink amount: `level` 1 is solid, below 1 a halftone tint. */
export interface Tone {
  ink: number;
  level: number;
}
/** What the press lays down somewhere: overprinted tones; empty is bare paper. */
export type Mix = Tone[];

export interface Ink {
  color: string;
  rgb: [number, number, number];
  /** Oklch lightness. */
  l: number;
  /** Misregistration of this ink's plate, in units. */
  dx: number;
  dy: number;
  /** Screen angle of its halftone, in radians. */
  angle: number;
}

export interface InkSet {
  paper: string;
  paperRgb: [number, number, number];
  /** Dark paper: inks print opaque (as on black stock) instead of multiplying into the paper. */
  opaque?: boolean;
  inks: Ink[];
  /** The darkest ink: line work, carved blocks, silhouettes. */
  key: number;
  /** The palette roles as mixes. */
  roles: {
    skyTop: Mix;
    skyHorizon: Mix;
    ground: Mix;
    water: Mix;
    light: Mix;
    shadow: Mix;
    accent: Mix;
  };
  /** The ink that prints each bound colour (by hex). */
  bound: Map<string, number>;
}

const FAMILY_TECHNIQUES: Record<GenreFamily, [Technique, number][]> = {
  electronic: [
    ['swiss', 3],
    ['screen', 2],
    ['riso', 2],
    ['cut', 1],
  ],
  synth: [
    ['screen', 3],
    ['swiss', 3],
    ['riso', 1],
    ['cut', 1],
  ],
  hiphop: [
    ['screen', 3],
    ['riso', 2],
    ['swiss', 2],
    ['lino', 1],
  ],
  rock: [
    ['screen', 3],
    ['lino', 2],
    ['riso', 1],
    ['swiss', 1],
  ],
  metal: [
    ['lino', 4],
    ['screen', 2],
  ],
  punk: [
    ['screen', 3],
    ['riso', 2],
    ['lino', 2],
    ['cut', 1],
  ],
  pop: [
    ['screen', 2],
    ['cut', 2],
    ['swiss', 2],
    ['riso', 2],
  ],
  indie: [
    ['screen', 2],
    ['riso', 2],
    ['cut', 2],
    ['lino', 2],
    ['swiss', 2],
  ],
  jazz: [
    ['swiss', 3],
    ['cut', 2],
    ['screen', 1],
    ['lino', 1],
  ],
  soul: [
    ['screen', 2],
    ['swiss', 2],
    ['riso', 1],
    ['cut', 1],
  ],
  folk: [
    ['lino', 3],
    ['cut', 2],
    ['riso', 1],
    ['screen', 1],
  ],
  country: [
    ['lino', 3],
    ['screen', 2],
    ['cut', 1],
  ],
  classical: [
    ['swiss', 2],
    ['cut', 2],
    ['lino', 2],
  ],
  ambient: [
    ['cut', 3],
    ['riso', 2],
    ['swiss', 1],
    ['screen', 1],
  ],
  world: [
    ['cut', 2],
    ['lino', 2],
    ['screen', 2],
    ['riso', 1],
  ],
  latin: [
    ['cut', 2],
    ['screen', 2],
    ['riso', 1],
    ['swiss', 1],
  ],
  reggae: [
    ['screen', 3],
    ['lino', 2],
    ['riso', 1],
  ],
  experimental: [
    ['swiss', 2],
    ['riso', 2],
    ['cut', 2],
    ['lino', 1],
    ['screen', 1],
  ],
};

/** The technique that prints each medium an idea or genre can name (a photocopy copies whatever was printed). */
const MEDIUM_TECHNIQUES: Readonly<Record<Medium, Technique | undefined>> = {
  photocopy: undefined,
  duotone: undefined,
  risograph: 'riso',
  linocut: 'lino',
  'screen-print': 'screen',
  'pixel-art': 'cut',
  vhs: undefined,
  film: undefined,
  // A painting's washes and strokes come from flat shapes: cut paper has no dots to smear.
  watercolour: 'cut',
  'oil-painting': 'cut',
  pastel: 'cut',
  // Graphite redraws every tone as hatching: flat shapes give it clean contours to trace.
  pencil: 'cut',
  // Pieces of printed paper pasted down: cut paper is Sonic's own.
  collage: 'cut',
  // Sprayed ramps over flat masks: cut paper's shapes with no dots for the spray to blur.
  airbrush: 'cut',
  flash: undefined,
  fisheye: undefined,
  // One blue over flat shapes: cut paper gives the pass clean tones to expose.
  cyanotype: 'cut',
};

/**
 * The technique for a cover: the one its medium names when the idea named it; otherwise by the genre family's
 * weights, with the genre's own medium (folk's linocut, house's risograph) as likely as all the others together.
 */
export function chooseTechnique(family: GenreFamily, rng: Rng, medium?: { medium: Medium; named: boolean }): Technique {
  const weights = FAMILY_TECHNIQUES[family] ?? FAMILY_TECHNIQUES.indie;
  const own = medium && (medium.named || !ASKED_ONLY_MEDIA.has(medium.medium)) && MEDIUM_TECHNIQUES[medium.medium];
  if (!own) return rng.weighted(weights);
  if (medium.named) return own;
  const total = weights.reduce((sum, [, w]) => sum + w, 0);
  return rng.weighted([...weights, [own, total]]);
}

const rgb01 = (hex: string): [number, number, number] => hexToRgb(hex).map((v) => v / 255) as [number, number, number];
const toHex = (c: readonly number[]) => rgbToHex(c[0]! * 255, c[1]! * 255, c[2]! * 255);

/** The colour a mix prints on paper (halftone tints averaged over their area). */
export function mixColor(set: Pick<InkSet, 'paperRgb' | 'inks' | 'opaque'>, mix: Mix): string {
  const c = [...set.paperRgb];
  for (const t of mix) {
    const ink = set.inks[t.ink]!.rgb;
    for (let k = 0; k < 3; k++)
      c[k] = set.opaque ? c[k]! * (1 - t.level) + ink[k]! * t.level : c[k]! * (1 - t.level + t.level * ink[k]!);
  }
  return toHex(c);
}

export function mixLightness(set: Pick<InkSet, 'paperRgb' | 'inks' | 'opaque'>, mix: Mix): number {
  return hexToOklch(mixColor(set, mix)).l;
}

/** The nearest thing the press can print for `target`; simpler mixes win ties. */
export function nearestMix(set: Pick<InkSet, 'paperRgb' | 'inks' | 'paper' | 'opaque'>, target: string): Mix {
  const options: { mix: Mix; cost: number }[] = [{ mix: [], cost: 0 }];
  set.inks.forEach((_, i) => {
    options.push({ mix: [{ ink: i, level: 1 }], cost: 0 });
    options.push({ mix: [{ ink: i, level: 0.5 }], cost: 0.012 });
    options.push({ mix: [{ ink: i, level: 0.25 }], cost: 0.018 });
    set.inks.forEach((__, j) => {
      if (j <= i) return;
      options.push({
        mix: [
          { ink: i, level: 1 },
          { ink: j, level: 1 },
        ],
        cost: 0.02,
      });
      options.push({
        mix: [
          { ink: i, level: 1 },
          { ink: j, level: 0.5 },
        ],
        cost: 0.03,
      });
      options.push({
        mix: [
          { ink: j, level: 1 },
          { ink: i, level: 0.5 },
        ],
        cost: 0.03,
      });
    });
  });
  let best = options[0]!;
  let bestScore = Infinity;
  for (const o of options) {
    const score = deltaE(mixColor(set, o.mix), target) + o.cost;
    if (score < bestScore) {
      bestScore = score;
      best = o;
    }
  }
  return best.mix;
}

const chroma = (hex: string) => hexToOklch(hex).c;

/**
 * Chooses the inks. Bound colours (a subject's, a coloured moon) are always inks; then the plan's inks; then the
 * roles that would otherwise be missing. Near-duplicates merge, colours near the paper are left to the paper, and a
 * dark key ink is added when none is dark enough to draw lines with.
 */
/** Black stock: heavy and street genres are printed in light inks on black card (a metal poster, a drill flyer). */
const BLACK_STOCK = '#16141a';
const BONE_INK = '#ebe4d3';
const DARK_GENRES = new Set([
  'drill',
  'trap',
  'phonk',
  'hardcore',
  'industrial',
  'goth',
  'darkwave',
  'dubstep',
  'techno',
  'grime',
]);

/** Whether the cover prints on black stock: most metal, drill, phonk, goth… covers (the panel read the paper ones as
 * folk); the rest on paper. */
export function printsOnBlack(plan: Pick<CoverPlan, 'brief' | 'family'>, rng: Rng): boolean {
  // Snow is white: a whiteout or a snowfield is printed on paper whatever the genre.
  if (plan.brief.environment.setting === 'snow') return false;
  const dark = plan.family === 'metal' || DARK_GENRES.has(plan.brief.genre);
  return dark && rng.chance(0.85);
}

export function buildInks(plan: CoverPlan, technique: Technique, rng: Rng): InkSet {
  const stock = typeGround(plan);
  const black = !stock && printsOnBlack(plan, rng.fork('stock'));
  // Lettering alone in named colours is printed on stock of the ground colour named for it.
  const paper = black ? BLACK_STOCK : (stock ?? plan.colors.paper);
  const must: string[] = [];
  for (const s of plan.subjects) if (s.colorBound) must.push(s.color);
  if (plan.subjects.some(burns)) must.push(FIRE_COLOR);
  for (const b of plan.skyBodies) if (chroma(b.color) > 0.09 && deltaE(b.color, paper) > 0.12) must.push(b.color);
  for (const l of plan.landforms) if (l.color) must.push(l.color);
  const c = plan.colors;
  // The first three colours the idea named get an ink of their own before a thing's own colour does (a banjo's wood
  // brown took the last ink from round 91's "rust orange, dusty lavender and denim", and no denim printed anywhere).
  // (A near-black is the key ink's to print.)
  const named = ideaColours(plan.brief)
    .filter((n) => deltaE(n, paper) >= 0.075 && (hexToOklch(n).l >= 0.3 || hexToOklch(n).c > 0.04))
    .slice(0, 3);
  const isNamed = (color: string) => named.some((n) => deltaE(n, color) < 0.06);
  const first = [...must.filter(isNamed), ...named, ...must.filter((m) => !isNamed(m))];
  const wanted = [...first, ...c.inks, c.accent, c.ground, c.water, c.skyTop, c.skyHorizon];
  const maxInks = technique === 'lino' ? 3 : technique === 'cut' ? 4 : 3;
  const chosen: { color: string; must: boolean }[] = [];
  wanted.forEach((color, i) => {
    const isMust = i < first.length;
    if (!isMust && chosen.length >= maxInks) return;
    if (chosen.length >= 4) return;
    if (deltaE(color, paper) < 0.075) return; // the paper prints it
    const near = chosen.find((ch) => deltaE(ch.color, color) < (isMust ? 0.06 : 0.1));
    if (near) {
      if (isMust && !near.must) {
        near.color = color;
        near.must = true;
      }
      return;
    }
    chosen.push({ color, must: isMust });
  });
  if (chosen.length === 0) chosen.push({ color: c.shadow, must: false });
  const lightness = (hex: string) => hexToOklch(hex).l;
  /** Adds the key ink, making room by dropping the last ink no colour asked for when four are chosen. */
  const addKey = (color: string) => {
    if (chosen.length >= 4) {
      const drop = chosen
        .map((ch, i) => ({ ch, i }))
        .reverse()
        .find(({ ch }) => !ch.must);
      if (drop) chosen.splice(drop.i, 1);
    }
    chosen.push({ color, must: false });
  };
  // On black stock the line work is a light ink (bone white unless the inks have one); on paper a dark one.
  if (black && !chosen.some((ch) => lightness(ch.color) > 0.78)) addKey(BONE_INK);
  if (!black && !chosen.some((ch) => lightness(ch.color) < 0.4)) {
    const hueFrom = [...chosen].sort((a, b) => chroma(b.color) - chroma(a.color))[0]!.color;
    const o = hexToOklch(hueFrom);
    addKey(oklchToHex({ l: 0.27, c: Math.min(o.c, 0.07), h: o.h }));
  }
  // A second ink for tints when the plan gives only one.
  if (chosen.length === 1) {
    const o = hexToOklch(chosen[0]!.color);
    chosen.unshift({ color: oklchToHex({ l: Math.min(0.85, o.l + 0.3), c: o.c * 0.8, h: o.h }), must: false });
  }

  const misreg = { screen: 2, riso: 2.8, lino: 1.2, cut: 0.6, swiss: 0.8 }[technique];
  const angles = [15, 75, 45, 0].map((a) => (a * Math.PI) / 180);
  const inks: Ink[] = chosen.map((ch, i) => {
    const a = rng.range(0, Math.PI * 2);
    const m = i === 0 ? misreg * 0.3 : misreg * rng.range(0.5, 1);
    return {
      color: ch.color,
      rgb: rgb01(ch.color),
      l: lightness(ch.color),
      dx: Math.cos(a) * m,
      dy: Math.sin(a) * m,
      angle: technique === 'lino' ? rng.range(-0.08, 0.08) : angles[i % angles.length]!,
    };
  });
  // The key prints line work and silhouettes: the darkest ink on paper, the lightest on black stock.
  let key = 0;
  inks.forEach((ink, i) => {
    if (black ? ink.l > inks[key]!.l : ink.l < inks[key]!.l) key = i;
  });
  const base = { paper, paperRgb: rgb01(paper), inks, opaque: lightness(paper) < 0.45 };
  const bound = new Map<string, number>();
  for (const color of must) {
    if (deltaE(color, paper) < 0.075) continue; // a white horse on cream paper is the paper
    let best = 0;
    inks.forEach((ink, i) => {
      if (deltaE(ink.color, color) < deltaE(inks[best]!.color, color)) best = i;
    });
    bound.set(color, best);
  }
  const roles = {
    skyTop: nearestMix(base, c.skyTop),
    skyHorizon: nearestMix(base, c.skyHorizon),
    ground: nearestMix(base, c.ground),
    water: nearestMix(base, c.water),
    light: nearestMix(base, c.light),
    shadow: nearestMix(base, c.shadow),
    accent: nearestMix(base, c.accent),
  };
  return { ...base, key, roles, bound };
}

/** The solid ink nearest a colour (never paper). */
export function nearestInk(set: InkSet, color: string): number {
  let best = 0;
  set.inks.forEach((ink, i) => {
    if (deltaE(ink.color, color) < deltaE(set.inks[best]!.color, color)) best = i;
  });
  return best;
}

/** Inks ordered light to dark. */
export function byLightness(set: InkSet): number[] {
  return set.inks.map((_, i) => i).sort((a, b) => set.inks[b]!.l - set.inks[a]!.l);
}

/** The ink with the most colour (for accents, glows and neon). */
export function brightestInk(set: InkSet, exclude: number[] = []): number {
  let best = -1;
  let score = -Infinity;
  set.inks.forEach((ink, i) => {
    if (exclude.includes(i)) return;
    const o = hexToOklch(ink.color);
    const s = o.c * 2 + o.l * 0.5;
    if (s > score) {
      score = s;
      best = i;
    }
  });
  return best < 0 ? 0 : best;
}

export const solid = (ink: number): Mix => [{ ink, level: 1 }];
export const tint = (ink: number, level: number): Mix => [{ ink, level }];
export const sameMix = (a: Mix, b: Mix) =>
  a.length === b.length && a.every((t, i) => t.ink === b[i]!.ink && Math.abs(t.level - b[i]!.level) < 0.01);
