/**
 * What the three Sonic layers share for one cover: the press (inks, screens, misregistration), the technique and
 * the composition frame, decided once when the environment is drawn.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { briefMedium } from '../../../shared/lexicon/media.ts';
import type { CoverPlan } from '../plan.ts';
import type { GenreFamily } from '../../../shared/contracts/scene-brief.ts';
import type { Rng } from '../random.ts';
import type { Screen } from './halftone.ts';
import { buildInks, chooseTechnique, type InkSet, type Mix, type Technique } from './inks.ts';
import { Press } from './press.ts';

/**
 * How likely a screen print or risograph is framed by a radial burst, by genre family: soul, funk and disco sleeves
 * and Latin ones use them (a panel found those genres' covers calm and flat); elsewhere they read as a gimmick.
 */
const BURST_WEIGHT: Partial<Record<GenreFamily, number>> = { soul: 3, latin: 3, pop: 1 };

/**
 * A party record of any family (a carnival anthem, a rave, a stadium singalong) is framed by the burst more often:
 * rounds 66-73 found those covers as calm as a lullaby's. Not an aggressive or rebellious one: metal and punk sleeves
 * do not radiate.
 */
const PARTY_MOODS: ReadonlySet<string> = new Set(['euphoric', 'festive', 'energetic']);
const PARTY_BURST = 2;

/**
 * A loud record's print rushes in on its hero: focus lines, the thin wedges a comic artist rules toward the action
 * (round 76's judges found thrash, dubstep and mahraganat prints as still as a lullaby's).
 */
const SPEED_MOODS: ReadonlySet<string> = new Set(['aggressive', 'rebellious', 'energetic']);
const SPEED_WEIGHT = 5;

export type FrameKind = 'none' | 'margin' | 'circle' | 'grid' | 'bauhaus' | 'block' | 'burst' | 'speed';

export interface Sonic {
  plan: CoverPlan;
  press: Press;
  set: InkSet;
  technique: Technique;
  frame: FrameKind;
  /** Paper margin around the printed area, in units (0: full bleed). */
  margin: number;
  night: boolean;
  storm: boolean;
  /** A seeded generator for a named part of the cover (forks of plan.rng: independent of call order). */
  rng(label: string): Rng;
  /** Where water lies (for reflections), if any. */
  water?: { y0: number; y1: number };
  /** The mix behind the subjects, roughly (for contrast decisions). */
  backdrop: Mix;
  /** The mix of the ground the subjects stand on. */
  floor: Mix;
  /** The frame's disc behind the hero, if one was printed. */
  disc?: { x: number; y: number; r: number; mix: Mix };
  /** In a room: the window the outside shows through (its rain falls only there). */
  window?: { x: number; y: number; w: number; h: number };
}

export interface SonicOptions {
  /** Forces a technique (preview sheets); otherwise chosen from the genre family and the seed. */
  technique?: Technique;
}

const states = new WeakMap<CoverPlan, { ctx: SKRSContext2D; size: number; state: Sonic }>();

export function createState(ctx: SKRSContext2D, plan: CoverPlan, size: number, options: SonicOptions = {}): Sonic {
  const root = plan.rng.fork('sonic');
  const rng = (label: string) => root.fork(label);
  // The print's design follows the seed alone, so a subtle variation keeps it and redraws only the details.
  const design = (label: string) => plan.design.fork('sonic').fork(label);
  const technique = techniqueOf(plan, options);
  const set = buildInks(plan, technique, design('inks'));
  const pick = design('style');
  // A block print's tints are engraved lines (clean parallel cuts; short gouge marks in rows read as noise).
  const screen: Screen = technique === 'riso' ? 'grain' : technique === 'lino' ? 'line' : 'dot';
  const style = {
    technique,
    screen,
    pitch:
      technique === 'swiss'
        ? pick.range(6, 8)
        : technique === 'lino'
          ? pick.range(7, 9)
          : technique === 'screen'
            ? pick.range(8.5, 12)
            : 9,
    steps: technique === 'cut' ? 4 : technique === 'swiss' ? pick.pick([5, 16]) : technique === 'lino' ? 6 : 16,
  };
  const press = new Press(ctx, size, plan, set, style, rng('press'));
  const env = plan.environment;
  const f = design('frame');
  const frame = chooseFrame(plan, technique, f);
  const margin =
    frame === 'block'
      ? f.range(28, 40)
      : frame === 'margin' || (technique === 'swiss' && f.chance(0.3))
        ? f.range(26, 44)
        : 0;
  const state: Sonic = {
    plan,
    press,
    set,
    technique,
    frame,
    margin,
    night: env.time === 'night' || env.setting === 'space',
    storm: env.weather === 'storm',
    rng,
    backdrop: set.roles.skyHorizon,
    floor: set.roles.ground,
  };
  states.set(plan, { ctx, size, state });
  return state;
}

/** The technique a plan prints in (for labels and tests; the same choice the environment makes). */
export function techniqueOf(plan: CoverPlan, options: SonicOptions = {}): Technique {
  if (options.technique) return options.technique;
  return chooseTechnique(plan.family, plan.design.fork('sonic').fork('technique'), briefMedium(plan.brief));
}

/** The state the environment made for this plan and canvas, or a fresh one (a layer called on its own). */
export function stateFor(ctx: SKRSContext2D, plan: CoverPlan, size: number, options: SonicOptions = {}): Sonic {
  const hit = states.get(plan);
  if (hit && hit.ctx === ctx && hit.size === size) return hit.state;
  return createState(ctx, plan, size, options);
}

/** The sleeve's frame, from its technique, its genre family and the seed. */
export function chooseFrame(plan: CoverPlan, technique: Technique, f: Rng): FrameKind {
  const hasBigBody = plan.skyBodies.some((b) => b.r >= 70);
  // Lettering asked for alone is printed on the bare stock: no disc or grid for a hero that is not there.
  if (!plan.subjects.length && plan.brief.composition === 'typographic') return 'none';
  if (technique === 'swiss')
    return f.weighted([
      ['circle', hasBigBody ? 0.2 : 3],
      ['grid', 2],
      ['bauhaus', 2],
    ]);
  if (technique === 'lino')
    return f.weighted([
      ['block', 1],
      ['none', 2],
    ]);
  const speed = plan.subjects.length && SPEED_MOODS.has(plan.brief.mood) ? SPEED_WEIGHT : 0;
  if (technique === 'cut')
    return f.weighted([
      ['none', 3],
      ['circle', hasBigBody ? 0.2 : 1.5],
      ['speed', speed],
    ]);
  return f.weighted([
    ['none', 3],
    ['margin', 0.8],
    ['circle', hasBigBody ? 0.2 : 1.5],
    ['burst', (BURST_WEIGHT[plan.family] ?? 0) + (PARTY_MOODS.has(plan.brief.mood) ? PARTY_BURST : 0)],
    ['speed', speed],
  ]);
}
