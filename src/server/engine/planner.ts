/**
 * Plans a cover: from a brief, a seed and a look to a CoverPlan (plan.ts) that the look renderers draw. Every
 * decision that is not the look's own is made here, once: the palette's roles, the horizon, the key light, where
 * each subject stands and how big it is, and where the type may go.
 */
import { cameraRoll } from './camera.ts';
import { LOUD_POSES, peopleMove } from './loud.ts';
import { MAX_SEED } from '../../shared/contracts/generation.ts';
import type {
  Composition,
  GenreFamily,
  Look,
  Material,
  SceneBrief,
  Setting,
  Subject,
  TypePlace,
} from '../../shared/contracts/scene-brief.ts';
import { adjust, deltaE, hexToOklch, mix, oklchToHex } from '../../shared/color.ts';
import { findGenre } from '../../shared/lexicon/genres.ts';
import { isSceneTone } from '../../shared/lexicon/colors.ts';
import { CENTRED_FAMILIES } from '../../shared/lexicon/compositions.ts';
import type {
  CoverPlan,
  KeyLight,
  Landform,
  LandformKind,
  PlacedSubject,
  PlanColors,
  SkyBody,
  SkyBodyKind,
} from './plan.ts';
import { setAlight } from './burning.ts';
import { breakApart } from './broken.ts';
import { flipOver, layDown, lift, overturn } from './overturned.ts';
import { sink } from './sinking.ts';
import { drawingFor } from './colour-drawing.ts';
import { ideaColours } from './idea-colours.ts';
import { stackedShape } from './stacked.ts';
import { arrangeRelated, type Placed } from './relations.ts';
import { packInto } from './made-of.ts';
import { createRng, type Rng } from './random.ts';
import { inkBox, sideOn } from './shape.ts';
import { loadShape, stature } from './subjects/index.ts';

export const U = 1000;

/**
 * A stable key for the picture part of a brief: field order in stored JSON must not change the image, and neither
 * does the title or artist text, so correcting a typo in a title keeps the artwork.
 */
function briefKey(b: SceneBrief): string {
  const subjects = b.subjects.map((s) => [s.noun, s.asset, s.count, s.color ?? '', s.material ?? ''].join(':'));
  const e = b.environment;
  return [
    b.genre,
    b.mood,
    b.palette.join(','),
    subjects.join(','),
    [e.setting, e.time, e.weather, e.effects.join('+')].join(':'),
    b.style,
    b.composition,
    b.lighting,
    b.medium,
  ].join('|');
}

/** Settings with no ground in view: the subjects float or fly, and no horizon is drawn. */
const NO_GROUND: ReadonlySet<Setting> = new Set(['sky', 'space', 'underwater', 'studio']);

/** Subjects that fly or swim rather than stand. */
/**
 * The colour a thing made of a material has when the idea names none: a wooden cello is brown whatever the palette.
 * Materials without one of their own (neon, light, fire, glass, crystal, smoke) take the palette's accent.
 */
const MATERIAL_COLOURS: Partial<Record<Material, string>> = {
  wood: '#8b5a2b',
  stone: '#8a8580',
  marble: '#e6e1d8',
  gold: '#d4a437',
  silver: '#b8bcc2',
  chrome: '#c9cdd2',
  paper: '#ece4d2',
  ice: '#cfe6f2',
  ink: '#1c1c24',
};

/** Drawings that carry letters or numbers: never mirrored. */
const LETTERED = new Set(['sleeve:motel-sign', 'sleeve:jukebox']);

const AIRBORNE =
  /\b(bird|birds|eagle|crow|raven|owl|dove|pigeon|gull|seagull|swallow|bat|balloon|kite|airplane|plane|jet|helicopter|parachute|dragon|butterfly|moth|bee|dragonfly|hummingbird|angel|ghost|fairy|whale|fish|goldfish|jellyfish|octopus|shark|dolphin|ufo|spaceship|satellite|rocket|astronaut|feather|leaf|paper airplane|comet|cloud)\b/;

function horizonFor(setting: Setting, composition: Composition, rng: Rng): number {
  if (NO_GROUND.has(setting)) return 1100;
  const base: Partial<Record<Setting, number>> = {
    sea: 600,
    lake: 600,
    beach: 620,
    city: 660,
    street: 640,
    road: 660,
    courtyard: 640,
    pool: 560,
    interior: 700,
    stage: 720,
    desert: 660,
    field: 660,
    hills: 660,
    mountains: 700,
    forest: 720,
    snow: 660,
  };
  const lowered = composition === 'low-horizon' ? 90 : composition === 'thirds' ? 30 : 0;
  return Math.round((base[setting] ?? 660) + lowered + rng.range(-30, 30));
}

function keyLight(brief: SceneBrief, bodies: SkyBody[], horizon: number, rng: Rng): KeyLight {
  const { time, weather, setting, effects } = brief.environment;
  const body = bodies.find((b) => b.kind === 'sun' || b.kind === 'moon' || b.kind === 'eclipse');
  const dim =
    weather === 'storm' ? 0.35 : weather === 'fog' || weather === 'rain' ? 0.55 : weather === 'cloudy' ? 0.65 : 1;
  if (body) return { x: body.x, y: body.y, kind: body.kind === 'sun' ? 'sun' : 'moon', intensity: 0.9 * dim };
  if (setting === 'studio' || setting === 'stage' || effects.includes('spotlight'))
    return { x: rng.range(250, 750), y: rng.range(-250, 50), kind: 'spot', intensity: 0.85 };
  if (setting === 'interior') return { x: rng.chance(0.5) ? 180 : 820, y: 300, kind: 'ambient', intensity: 0.7 };
  if (setting === 'underwater') return { x: rng.range(300, 700), y: -150, kind: 'sun', intensity: 0.6 };
  if ((setting === 'street' || setting === 'city') && time === 'night')
    return { x: rng.range(300, 700), y: Math.min(horizon, 1000) - 120, kind: 'neon', intensity: 0.7 };
  if (time === 'night') return { x: rng.range(250, 750), y: rng.range(150, 300), kind: 'moon', intensity: 0.5 * dim };
  const low = time === 'golden' || time === 'dawn' || time === 'dusk';
  const y = low ? Math.min(horizon, 1000) - rng.range(20, 110) : rng.range(80, 260);
  return {
    x: rng.chance(0.5) ? rng.range(180, 380) : rng.range(620, 820),
    y,
    kind: 'sun',
    intensity: (low ? 0.95 : 0.8) * dim,
  };
}

/** The key light's colour for the time of day, tinted by the palette so named colours carry into the light. */
function lightColor(brief: SceneBrief, lead: string): string {
  const { time, weather } = brief.environment;
  const base =
    time === 'night'
      ? '#cfdcff'
      : time === 'dawn'
        ? '#ffd0a8'
        : time === 'golden'
          ? '#ffbf6e'
          : time === 'dusk'
            ? '#ff9f7a'
            : '#fff3dc';
  const tinted = mix(base, lead, 0.18);
  return weather === 'storm' ? mix(tinted, '#b8c0cc', 0.5) : tinted;
}

const WHITE_STOCK_FAMILIES: ReadonlySet<GenreFamily> = new Set(['pop', 'electronic', 'synth']);

function planColors(brief: SceneBrief, look: Look): PlanColors {
  const bound = new Set(brief.subjects.flatMap((s) => (s.color ? [s.color.toLowerCase()] : [])));
  const all = brief.palette.map((c) => c.toLowerCase());
  // Colours bound to a subject belong to it; the field takes the first colour the subjects do not claim.
  const { time: when, setting: where } = brief.environment;
  // A white or cream is no night sky: after dark it is what shines or lies in the night (lanterns, snow), and the
  // field is the next colour (round 87's snowy pier at night was a white day).
  const pale = (c: string) => hexToOklch(c).l > 0.8 && hexToOklch(c).c < 0.05;
  const unclaimed = all.filter((c) => !bound.has(c));
  const darkAt = unclaimed.findIndex((c) => !pale(c));
  const free =
    (when === 'night' || where === 'space') && darkAt > 0
      ? [unclaimed[darkAt]!, ...unclaimed.filter((_, i) => i !== darkAt)]
      : unclaimed;
  const field = free[0] ?? all[0]!;
  const second = free[1] ?? all.find((c) => c !== field) ?? adjust(field, { h: 40 });
  const third = free[2] ?? adjust(second, { h: -40, l: -0.1 });
  const { time, weather } = brief.environment;
  const night = time === 'night' || brief.environment.setting === 'space';
  const dusk = time === 'dusk' || time === 'dawn' || time === 'golden';
  const fieldL = hexToOklch(field);
  // Night deepens the field and storms grey it, but it keeps its hue: a "teal sky" stays teal.
  const deepen = (hex: string, l: number) => oklchToHex({ ...hexToOklch(hex), l: Math.min(hexToOklch(hex).l, l) });
  // A field the idea named keeps its colour at dusk ("lime and tangerine" at sundown is still lime), and at night
  // deepens less: the named colour stays recognisable (within ΔE 0.1; at 75 % of its lightness a teal night sky was
  // near black, and with this every named colour covered 4 % of the cover on 44 and 59 of 98 ideas of rounds 47, 48
  // and 50 in Photon and Sonic, against 43 and 57).
  const namedField = ideaColours(brief)[0] === field;
  let skyTop = night
    ? deepen(field, namedField ? Math.max(0.4, hexToOklch(field).l * 0.85) : 0.26)
    : dusk && !namedField
      ? deepen(field, 0.55)
      : field;
  let skyHorizon = night ? mix(field, second, 0.5) : mix(second, '#ffffff', dusk ? 0.1 : 0.3);
  // Two named colours: in Photon the sky runs from the first at the top to the second, itself, at the horizon. Lit
  // things and the ground shift and shade what they are made in, so a second colour left to them alone was all but
  // gone (rounds 47-49: under 4 % of the cover on most two-colour ideas; with it, every named colour covered 4 % or
  // more on 47 of 103 ideas instead of 37). The blend between them may pass through a third hue (navy to red through
  // purple, which round 47's judges disliked), but both named colours are seen.
  if (look === 'photon' && namedField && ideaColours(brief)[1] === second) skyHorizon = second;
  if (weather === 'storm') {
    // A storm greys the sky, but a colour the idea named stays that colour, darkened: "sodium orange and ice blue"
    // in sleet at 2am had gone dark brown with no orange anywhere (round 52).
    skyTop = namedField
      ? oklchToHex({ l: Math.min(fieldL.l, 0.5), c: fieldL.c * 0.8, h: fieldL.h })
      : oklchToHex({ l: Math.min(fieldL.l, 0.3), c: Math.min(fieldL.c, 0.08), h: fieldL.h });
    skyHorizon = mix(skyHorizon, '#5a6070', 0.55);
  } else if (weather === 'fog' || weather === 'cloudy' || weather === 'rain') {
    skyTop = mix(skyTop, '#8a9099', 0.25);
    skyHorizon = mix(skyHorizon, '#c8ccd2', 0.3);
  }
  const shadow = oklchToHex({ l: 0.13, c: Math.min(0.05, fieldL.c), h: fieldL.h });
  // A darker second colour ("red and black") is the ground the scene stands on; else a shade of the third.
  let ground =
    hexToOklch(second).l < Math.min(0.35, fieldL.l) ? mix(second, shadow, 0.2) : mix(third, shadow, night ? 0.6 : 0.35);
  // A named colour no thing claims is the ground, so every colour the idea names covers part of the cover: panels
  // found "burnt orange and olive drab" with no olive anywhere.
  const named = ideaColours(brief);
  const unshown = (c: string, i: number) => i > 0 && !bound.has(c) && deltaE(c, skyTop) > 0.12;
  // The things take one named colour (schemeInk): the ground shows the next, so a third is seen too (round 52's
  // "asphalt black and mustard" had a black mammoth on black ground under a coffee sky, and no mustard).
  const thingsInk = schemeInk(brief, { skyTop });
  const unseen = named.find((c, i) => unshown(c, i) && c !== thingsInk) ?? named.find(unshown);
  // (Even where things are made in it too: a second colour on a girl and a small mirror alone was lost beside a guava
  // sky, round 49's "guava and lilac".)
  if (named.length >= 2 && unseen) ground = mix(unseen, shadow, night ? 0.35 : 0.1);
  // (Named by the idea itself: a dusk's or a night's own tones, "dusk coral", are the time's light, not a colour asked
  // for.)
  const groundColour = named.length >= 2 && unseen ? unseen : named.find((c) => deltaE(c, ground) < 0.1);
  const groundNamed = askedColours(brief).find((c) => c === groundColour);
  const water = mix(skyTop, skyHorizon, 0.4);
  const light = lightColor(brief, second);
  const accent = all.find((c) => deltaE(c, field) > 0.15 && !bound.has(c)) ?? second;
  const dark = hexToOklch(skyTop).l < 0.55;
  // Inks for print: the field, the second colour and a dark key; a bound colour gets its own ink.
  const boundInk = [...bound][0];
  // The second colour stays an ink beside a bound one ("a strawberry, pink and lime green" prints its lime); a night
  // or a storm needs its dark ink first.
  const lowLight = night || weather === 'storm';
  const rest = lowLight ? [shadow, second] : [second, shadow];
  const inks = [field, ...(boundInk ? [boundInk] : []), ...rest].filter((c, i, a) => a.indexOf(c) === i);
  const lightest = [...all].sort((a, b) => hexToOklch(b).l - hexToOklch(a).l)[0]!;
  // Paper is a light neutral (a named cream or ivory, else stock paper): a bright mint page would drown the inks.
  // Print stock is cream, or bright white for pop and dance records (cream reads as a vintage print there).
  const paperLike = hexToOklch(lightest).l > 0.85 && hexToOklch(lightest).c < 0.06;
  const white = WHITE_STOCK_FAMILIES.has(findGenre(brief.genre)?.family ?? 'indie');
  const stock = white ? '#fbfaf6' : '#f2ebdc';
  const paper = paperLike ? lightest : look === 'sonic' ? stock : mix(lightest, '#ffffff', 0.7);
  return {
    skyTop,
    skyHorizon,
    ground,
    ...(groundNamed ? { groundNamed } : {}),
    water,
    light,
    shadow,
    accent,
    inks,
    paper,
    all,
    dark,
  };
}

function skyBodyKind(asset: string): SkyBodyKind | undefined {
  const name = asset.slice(4);
  return (['sun', 'moon', 'planet', 'eclipse', 'comet'] as const).find((k) => k === name);
}

function placeSkyBodies(brief: SceneBrief, horizon: number, colors: PlanColors, rng: Rng, scale: boolean): SkyBody[] {
  const bodies: SkyBody[] = [];
  const solo = brief.subjects.filter((s) => !s.asset.startsWith('sky:')).length === 0;
  for (const s of brief.subjects) {
    const kind = skyBodyKind(s.asset.startsWith('sky:') ? s.asset : '');
    if (!kind) continue;
    const big = solo || scale;
    // A big moon is a cover of its own; a sun that big reads as a moon, so the sun stays nearer its real size.
    const sun = kind === 'sun';
    const r =
      kind === 'comet'
        ? 40
        : big
          ? sun
            ? rng.range(95, 130)
            : rng.range(170, 240)
          : sun
            ? rng.range(60, 95)
            : rng.range(70, 120);
    const low = kind === 'sun' && brief.environment.time !== 'day';
    const x = solo ? 500 + rng.range(-60, 60) : rng.chance(0.5) ? rng.range(260, 400) : rng.range(600, 740);
    const y = low ? Math.min(horizon, 1000) - r * 0.35 : solo ? rng.range(380, 470) : rng.range(170, 300);
    const color =
      s.color ??
      (kind === 'moon'
        ? mix('#f3efe2', colors.light, 0.3)
        : kind === 'sun'
          ? mix('#fff0c8', colors.light, 0.5)
          : colors.accent);
    bodies.push({ kind, x, y, r, color, ...(s.material ? { material: s.material } : {}) });
  }
  return bodies;
}

const LANDFORM_KINDS: readonly LandformKind[] = [
  'mountain',
  'island',
  'volcano',
  'iceberg',
  'waterfall',
  'wave',
  'tornado',
];

function placeLandforms(brief: SceneBrief, horizon: number, rng: Rng): Landform[] {
  const forms: Landform[] = [];
  const base = Math.min(horizon, 1000);
  for (const s of brief.subjects) {
    if (!s.asset.startsWith('land:')) continue;
    const kind = LANDFORM_KINDS.find((k) => k === s.asset.slice(5));
    // A stored brief may name a landform a later library dropped: it is left out, never guessed.
    if (!kind) continue;
    const big = forms.length === 0;
    const w = kind === 'tornado' ? 260 : kind === 'wave' ? 900 : big ? rng.range(560, 760) : rng.range(300, 420);
    const h =
      kind === 'wave'
        ? 520
        : kind === 'tornado'
          ? 620
          : kind === 'waterfall'
            ? 520
            : big
              ? rng.range(320, 440)
              : rng.range(160, 240);
    const x = big ? 500 + rng.range(-90, 90) : rng.range(200, 800);
    forms.push({ kind, x, y: kind === 'wave' ? base + 120 : base + 4, w, h, ...(s.color ? { color: s.color } : {}) });
  }
  return forms;
}

interface Slot {
  x: number;
  y: number;
  size: number;
  depth: number;
}

/**
 * How near the camera stands to a lone hero, chosen per seed so that the versions of one idea are framed as a
 * photographer would frame several takes: `close` fills the cover and lets the frame's edge crop the hero, `wide`
 * leaves it small in its landscape. Only a lone hero is taken close: beside others it would hide them.
 */
type Camera = 'close' | 'medium' | 'wide';

function cameraFor(composition: Composition, alone: boolean, rng: Rng): Camera {
  const close = alone ? ({ hero: 0.45, thirds: 0.35 } as Partial<Record<Composition, number>>)[composition] : 0;
  if (rng.chance(close ?? 0)) return 'close';
  return composition === 'low-horizon' && rng.chance(0.6) ? 'wide' : 'medium';
}

/** Where a crowd stands in a studio, with no ground drawn: the far edge of an imagined floor. */
const STUDIO_FLOOR = 560;

/** Where the subjects go, by composition: one slot per drawn instance, the hero's first. */
function slots(
  composition: Composition,
  instances: number,
  horizon: number,
  ground: boolean,
  rng: Rng,
  airborne = false,
  wholeBody = false,
): Slot[] {
  const floor = Math.min(horizon, 1000);
  const stand = (size: number, depth: number) => (ground ? floor + (1 - depth) * 110 - size / 2 : 520);
  // A runner's or a jumper's pose is in the legs: never taken so close that the frame crops them.
  const camera = cameraFor(composition, instances === 1 && !wholeBody, rng.fork('camera'));
  // A close hero stands nearer than the ground line: its foot is below the frame, which crops it.
  const cropped = (size: number) => 1000 + size * 0.1 - size / 2;
  switch (composition) {
    case 'hero': {
      if (camera === 'close') {
        const size = (ground ? 800 : 760) * rng.range(0.95, 1.08);
        return [{ x: 500 + rng.range(-40, 40), y: ground ? cropped(size) : 560, size, depth: 0.02 }];
      }
      const size = (ground ? 560 : 600) * rng.range(0.88, 1.05);
      return [{ x: 500 + rng.range(-30, 30), y: ground ? stand(size, 0.05) : 520, size, depth: 0.05 }];
    }
    case 'thirds': {
      // Each seed its own framing: the side, the size and the exact line.
      const left = rng.chance(0.5);
      if (camera === 'close') {
        // Larger than a third: the frame's side cuts into it.
        const size = rng.range(640, 740);
        const x = (left ? 300 : 700) + rng.range(-30, 30);
        return [{ x, y: ground ? cropped(size) : 580, size, depth: 0.03 }];
      }
      const size = rng.range(390, 480);
      const x = (left ? 340 : 660) + rng.range(-35, 35);
      return [{ x, y: ground ? stand(size, 0.1) : 560, size, depth: 0.1 }];
    }
    case 'low-horizon': {
      const size = camera === 'wide' ? rng.range(190, 260) : rng.range(300, 380);
      return [
        {
          x: rng.chance(0.5) ? rng.range(330, 420) : rng.range(580, 670),
          y: ground ? floor - size / 2 + 14 : 640,
          size,
          depth: camera === 'wide' ? 0.5 : 0.3,
        },
      ];
    }
    case 'frame':
      return [{ x: 500, y: 520, size: 470, depth: 0.05 }];
    case 'typographic':
      return [{ x: 500, y: ground ? stand(300, 0.2) : 620, size: 300, depth: 0.2 }];
    case 'row': {
      const n = Math.min(instances, 5);
      if (ground) return group(n, stand, rng);
      const size = Math.min(460, 920 / n);
      return Array.from({ length: n }, (_, i) => {
        const x = 500 + (i - (n - 1) / 2) * size * 0.92 + rng.range(-15, 15);
        const depth = 0.1 + (i % 2) * 0.08;
        return {
          x,
          y: ground ? stand(size, depth) : 520 + (i % 2 ? 50 : -30),
          size: size * (1 - (i % 2) * 0.08),
          depth,
        };
      });
    }
    case 'grid': {
      const n = Math.min(instances, 16);
      const cols = Math.ceil(Math.sqrt(n));
      const rows = Math.ceil(n / cols);
      const cell = Math.min(800 / cols, 700 / rows);
      return Array.from({ length: n }, (_, i) => ({
        x: 500 + ((i % cols) - (cols - 1) / 2) * cell,
        y: 540 + (Math.floor(i / cols) - (rows - 1) / 2) * cell,
        size: cell * 0.82,
        depth: 0.1,
      }));
    }
    case 'pattern': {
      const n = Math.min(Math.max(instances, 9), 24);
      const out: Slot[] = [];
      for (let i = 0; i < n; i++) {
        const depth = rng.range(0.1, 0.9);
        const size = 260 * (1 - depth * 0.6);
        // With no ground drawn (a studio), a crowd that walks still stands on a floor in the lower part of the
        // frame, near ones lower: scattered over the whole square it floated like stickers. Flyers fill the air.
        const y = ground
          ? floor + (1 - depth) * 280 - size * 0.45
          : airborne
            ? rng.range(140, 900)
            : STUDIO_FLOOR + (1 - depth) * 330 - size * 0.45;
        out.push({ x: rng.range(80, 920), y, size, depth });
      }
      // Near ones last so they are drawn over the far ones; the nearest counts as the hero.
      return out.sort((a, b) => a.depth - b.depth);
    }
  }
}

/**
 * Several on the ground, staged as a group with depth rather than a line-up: the nearest largest, the others
 * stepping back to either side, smaller and higher on the ground, each a little behind the one before it.
 */
function group(n: number, stand: (size: number, depth: number) => number, rng: Rng): Slot[] {
  const near = Math.min(520, U / (0.55 * n + 0.45)) * rng.range(0.92, 1.05);
  const first = rng.chance(0.5) ? 1 : -1;
  const out = Array.from({ length: n }, (_, i) => {
    const size = near * (1 - 0.15 * i);
    const depth = 0.05 + 0.14 * i;
    const side = i % 2 ? first : -first;
    const x = side * Math.ceil(i / 2) * near * 0.7;
    return { x, y: stand(size, depth), size, depth };
  });
  // The group as a whole sits in the middle of the cover, give or take.
  const left = Math.min(...out.map((o) => o.x - o.size / 2));
  const right = Math.max(...out.map((o) => o.x + o.size / 2));
  const shift = 500 - (left + right) / 2 + rng.range(-30, 30);
  return out.map((o) => ({ ...o, x: o.x + shift }));
}

/** Compositions whose hero a crowd may be (a pattern of people is a crowd too): not a grid, a row or lettering. */
const STAGED_CROWDS: ReadonlySet<Composition> = new Set(['hero', 'thirds', 'low-horizon', 'frame', 'pattern']);
/** Our drawings of people (a man, a woman, a child, a worker…), whose crowds are staged as one. */
const PERSON_FIGURE = /^sleeve:(?:[a-z]+-)*figure$/;
/** How many of one kind of person make a crowd, and the most a crowd draws. */
const CROWD = 5;
const MOST_IN_CROWD = 9;

/**
 * A crowd (five or more people as the hero: dancers, a queue, an audience): a band of overlapping figures across the
 * bottom of the cover, as a photograph of a gig or a dancefloor frames one. The front row is large and cropped by the
 * bottom edge; the back row smaller and higher, between them. The nearest, most central comes first: the one the rest
 * of the cover is staged around.
 */
function crowdSlots(n: number, floor: number, rng: Rng): Slot[] {
  const count = Math.min(n, MOST_IN_CROWD);
  const front = Math.ceil(count / 2);
  const back = count - front;
  const near = rng.range(470, 560);
  const out: Slot[] = [];
  for (let i = 0; i < front; i++) {
    const size = near * rng.range(0.9, 1.08);
    const x = ((i + 0.5) / front) * U + rng.range(-40, 40);
    out.push({ x, y: U - size * 0.22 + rng.range(-20, 30), size, depth: rng.range(0.03, 0.08) });
  }
  for (let i = 0; i < back; i++) {
    const size = near * rng.range(0.62, 0.72);
    const x = ((i + 1) / (back + 1)) * U + rng.range(-40, 40);
    // Standing on the ground a step behind the front row: feet a third of the way down from the horizon.
    const feet = Math.min(U - 40, floor + (U - floor) * rng.range(0.3, 0.42));
    out.push({ x, y: feet - size / 2, size, depth: rng.range(0.2, 0.26) });
  }
  return out.sort((a, b) => a.depth + Math.abs(a.x - 500) / 4000 - (b.depth + Math.abs(b.x - 500) / 4000));
}

/**
 * Many of a second thing ("a field of sunflowers") fill the ground behind the hero, or the sky for flying things,
 * smaller with distance: a field, not a line-up.
 */
function fieldSlots(count: number, horizon: number, airborne: boolean, rng: Rng): Slot[] {
  const floor = Math.min(horizon, 1000);
  const ground = horizon < 1000 && !airborne;
  return Array.from({ length: Math.min(count, 24) }, () => {
    const depth = rng.range(0.3, 0.95);
    const size = (ground ? 190 : 150) * (1.15 - depth);
    const y = ground ? floor + (1 - depth) * (1000 - floor) * 0.9 - size * 0.35 : rng.range(120, 620);
    return { x: rng.range(40, 960), y, size, depth };
  });
}

/**
 * Things the idea makes larger than life beside its hero ("a kayaker between two enormous container ships", "a girl
 * beside a huge robot") stand twice as tall as it or more, a step behind, either side of it, and may be cropped by the
 * frame: the hero stays in front, dwarfed, as the idea has it. Heights are the drawings' ink, not their boxes.
 */
function towerOverHero(out: Placed[]): void {
  const hero = out[0]?.subject;
  if (!hero) return;
  const heroInk = inkBox(hero);
  let side = hero.x > 560 ? -1 : 1;
  for (const { subject: p } of out.slice(1)) {
    if (!p.large) continue;
    const ink = inkBox(p);
    const k = Math.min(900 / p.w, Math.max(1, (2.2 * (heroInk.y1 - heroInk.y0)) / Math.max(1, ink.y1 - ink.y0)));
    const bottom = ink.y1;
    p.w *= k;
    p.h *= k;
    p.depth = Math.max(p.depth, hero.depth + 0.25);
    const reach = (heroInk.x1 - heroInk.x0) * 0.5 + p.w * 0.4;
    p.x = Math.max(p.w * 0.15, Math.min(U - p.w * 0.15, hero.x + side * reach));
    // Its foot stays where it stood: only what is above it grows.
    p.y += bottom - inkBox(p).y1;
    side = -side;
  }
}

/** The colours the idea itself names, without its time's or weather's own tones ("dusk coral"). */
function askedColours(brief: SceneBrief): string[] {
  return ideaColours(brief).filter((c) => !isSceneTone(brief.paletteNames[brief.palette.indexOf(c)] ?? ''));
}

/**
 * The colour things are made in when the idea names the cover's colours but not theirs: a named colour the sky does
 * not take ("hot magenta and electric blue": blue scooters on magenta), so every colour named is seen.
 * Panels found the second of two named colours missing from most covers while the field took the first.
 */
function schemeInk(brief: SceneBrief, colors: Pick<PlanColors, 'skyTop'>): string | undefined {
  // A frozen ridge brings glacier blue to the scene; the wolf on it stays a wolf's colour (round 42).
  const named = askedColours(brief);
  // Greys name no colour for a thing: in a greyscale cover the things stand out by their tone alone (a herd of
  // reindeer in a whiteout was printed paper white on paper).
  if (named.length < 2 || named.every((c) => hexToOklch(c).c < 0.02)) return undefined;
  // The first named colour is the field's; the next one the sky is not already in goes to the things (a sky blue
  // named second went unseen while an orange sky took the first).
  return named.find((c, i) => i > 0 && deltaE(c, colors.skyTop) > 0.12);
}

/** How many times the hero's size a thing must be in the world to tower over it on the cover, or be dwarfed by it. */
const DWARFS = 4;

/**
 * Things at their natural scale beside the hero: one far larger in the world (a ferris wheel beside a choir, a hotel
 * beside a lift) towers over it as a thing the idea made huge does, one far smaller (goats beside a bell tower) is
 * drawn smaller. Things the idea relates to each other (a cat on a car) keep the staging their relation gives them.
 */
function naturalScale(brief: SceneBrief, instances: readonly Subject[]) {
  const hero = instances[0]!;
  const heroIndex = brief.subjects.indexOf(hero);
  const heroSize = stature(hero.noun, hero.asset);
  const ratio = (s: Subject): number | undefined => {
    const size = stature(s.noun, s.asset);
    const index = brief.subjects.indexOf(s);
    const related =
      (s.relation?.to === heroIndex && !heldImpossibly(brief, s)) ||
      (hero.relation?.to === index && !heldImpossibly(brief, hero));
    return s === hero || related || !size || !heroSize ? undefined : size / heroSize;
  };
  return {
    factor: (s: Subject) => {
      const r = ratio(s);
      return r !== undefined && r < 1 / DWARFS ? Math.min(1, Math.max(0.35, r * 1.6)) : 1;
    },
    dwarfs: (s: Subject) => (ratio(s) ?? 0) >= DWARFS,
  };
}

/** Whether a thing is said to hold one many times its size ("a choir singing by a ferris wheel" read as holding). */
function heldImpossibly(brief: SceneBrief, s: Subject): boolean {
  const held = s.relation?.kind === 'holding' ? brief.subjects[s.relation.to] : undefined;
  const own = stature(s.noun, s.asset);
  const other = held && stature(held.noun, held.asset);
  return Boolean(own && other && other >= own * DWARFS);
}

/** The brief as staged: a hold no one could make is no relation (the choir had carried the ferris wheel). */
function possibleRelations(brief: SceneBrief): SceneBrief {
  if (!brief.subjects.some((s) => heldImpossibly(brief, s))) return brief;
  return {
    ...brief,
    subjects: brief.subjects.map((s) => {
      if (!heldImpossibly(brief, s)) return s;
      const { relation: _, ...rest } = s;
      return rest;
    }),
  };
}

/** Our drawing of a head in profile, what a face or a head is drawn as. */
const PORTRAIT = 'sleeve:profile-head';

function placeSubjects(
  brief: SceneBrief,
  family: GenreFamily,
  horizon: number,
  colors: PlanColors,
  rng: Rng,
): PlacedSubject[] {
  const drawn = brief.subjects.filter((s) => !s.asset.startsWith('sky:') && !s.asset.startsWith('land:'));
  const composition = brief.composition;
  const ink = schemeInk(brief, colors);
  const fields = drawn.slice(1).filter((s) => s.count >= 5 && composition !== 'row' && s.state !== 'stacked');
  // What a drawn thing is made of is packed into it once it is placed (made-of.ts), not staged beside it.
  const forming = drawn.filter((s) => s.relation?.kind === 'forms' && drawn.includes(brief.subjects[s.relation.to]!));
  const instances: Subject[] = drawn
    .filter((s) => !fields.includes(s) && !forming.includes(s))
    .flatMap((s, i) =>
      // A stack is one thing, however many it piles up.
      Array.from(
        { length: s.state === 'stacked' ? 1 : i === 0 || composition === 'row' ? s.count : Math.min(s.count, 3) },
        () => s,
      ),
    );
  const indexOf = (s: Subject) => brief.subjects.indexOf(s);
  if (!instances.length) return [];
  const ground = horizon < 1000;
  const positions = slots(
    composition,
    instances.length,
    horizon,
    ground,
    rng,
    AIRBORNE.test(instances[0]!.noun),
    instances[0]!.state === 'running' || instances[0]!.state === 'jumping' || instances[0]!.state === 'flipping',
  );
  // A crowd of people as the hero fills the bottom of the frame, shoulder to shoulder.
  const crowd = instances.filter((s) => s === instances[0]).length;
  if (crowd >= CROWD && PERSON_FIGURE.test(instances[0]!.asset) && STAGED_CROWDS.has(composition)) {
    const staged = crowdSlots(crowd, Math.min(horizon, 860), rng.fork('crowd'));
    positions.splice(0, positions.length, ...staged);
    // (Beyond the most a crowd draws, the rest of the hero's instances are not drawn.)
    instances.splice(staged.length, crowd - staged.length);
  }
  // Metal's symmetry: the hero on the middle line, its supporting things either side of it at one height.
  const centred = CENTRED_FAMILIES.has(family) && composition === 'hero';
  if (centred && positions[0]) positions[0].x = 500;
  // A face or a head is a portrait: head and shoulders close up, the frame's bottom edge cutting the shoulders (a
  // bust standing on the ground read as a mannequin's head).
  if (instances[0]!.asset === PORTRAIT && positions.length === 1) {
    const pose = rng.fork('portrait');
    const size = pose.range(700, 820);
    positions[0] = { x: 500 + pose.range(-80, 80), y: U - size / 2 + size * 0.03, size, depth: 0.02 };
  }
  const scale = naturalScale(brief, instances);
  // Supporting subjects, when the composition has one slot, are staged behind the hero as a photographer groups
  // things: smaller, a step farther back (higher on the ground, softer in the air) and overlapping its edge, so the
  // cover reads as one scene rather than icons in a row. What is far smaller in the world than the hero is smaller
  // beside it too (goats on a bell tower's steps).
  while (positions.length < instances.length && positions.length < 24) {
    const hero = positions[0]!;
    const i = positions.length;
    const size = hero.size * (i === 1 ? 0.58 : 0.42) * scale.factor(instances[i]!);
    const depth = hero.depth + 0.12 * i;
    // The first supporting subject goes where there is more room (a hero on the left third: to its right).
    const side = (i % 2 ? 1 : -1) * (hero.x > 560 ? -1 : 1);
    if (centred) {
      // Mirrored pairs: the second and third things at one size and height, one each side of the hero.
      const pair = Math.floor((i - 1) / 2);
      const size = hero.size * (pair === 0 ? 0.5 : 0.38) * scale.factor(instances[i]!);
      const reach = hero.size * (0.46 + 0.12 * pair) + size * 0.2;
      const x = Math.max(size / 2, Math.min(U - size / 2, 500 + side * reach));
      const depth = hero.depth + 0.12 * (pair + 1);
      const floor = Math.min(horizon, 1000);
      positions.push({ x, y: ground ? floor + (1 - depth) * 70 - size / 2 : hero.y - hero.size * 0.08, size, depth });
      continue;
    }
    const reach = hero.size * (0.4 + 0.06 * Math.floor((i - 1) / 2)) + size * 0.12;
    const x = Math.max(size / 2, Math.min(U - size / 2, hero.x + side * reach));
    const floor = Math.min(horizon, 1000);
    positions.push({
      x,
      y: ground ? floor + (1 - depth) * 70 - size / 2 : hero.y - hero.size * 0.08 + rng.range(-60, 60),
      size,
      depth,
    });
  }
  for (const s of fields) {
    for (const slot of fieldSlots(s.count, horizon, AIRBORNE.test(s.noun), rng)) {
      instances.push(s);
      positions.push(slot);
    }
  }
  const out: Placed[] = [];
  const gesture = moved(brief, rng.fork('gesture'));
  instances.forEach((s, i) => {
    const slot = positions[i];
    // A person dancing, sitting or with arms up is drawn in that pose where the figure has one.
    // (One turning over in the air is drawn in the jump, turned: see flipOver.)
    const pose = s.state ? (s.state === 'flipping' ? 'jumping' : s.state) : gesture(s);
    const posed = pose ? loadShape(`${s.asset}-${pose}`) : undefined;
    const stored = posed ?? loadShape(s.asset);
    if (!slot || !stored) return;
    const drawing = drawingFor(stored, s, brief, family);
    const shape = s.state === 'stacked' ? stackedShape(drawing, s.noun, s.count, rng.fork(`stack-${i}`)) : drawing;
    const airborne = AIRBORNE.test(s.noun) || brief.environment.setting === 'underwater';
    const floats = airborne || !ground;
    // Lifted off the ground, but never out of the top of the frame (a winged figure's wings, a balloon's top).
    const y =
      floats && ground
        ? Math.max(slot.size * 0.5 + 20, Math.min(slot.y, Math.min(horizon, 1000) - slot.size * 0.7) - rng.range(0, 60))
        : slot.y;
    const fallback = ink ?? (colors.dark ? mix(colors.shadow, colors.skyTop, 0.25) : colors.shadow);
    // A thing on the ground stands on its drawing's lowest ink, not on its box: a fence drawn in the middle of its
    // square would hover above its own shadow.
    // Metal's mirrored pairs mirror each other, each facing out from the hero: drawn the same way round, their ink sat
    // unevenly either side and keeping them in view moved one only.
    const chance = rng.chance(0.4);
    const mirrored = centred && i > 0 && instances[i] !== instances[0];
    const flip = (mirrored ? slot.x > 500 : chance) && !LETTERED.has(s.asset);
    const box = { x: slot.x, y, w: slot.size, h: slot.size, shape, flip };
    const standing = floats ? y : y + (y + slot.size / 2 - inkBox(box).y1);
    out.push({
      index: indexOf(s),
      subject: {
        noun: s.noun,
        shape,
        x: slot.x,
        y: standing,
        w: slot.size,
        h: slot.size,
        rotation: composition === 'pattern' ? rng.range(-0.35, 0.35) : 0,
        // Mirroring a drawing with lettering on it (a motel sign) would print the letters backwards.
        flip,
        depth: slot.depth,
        grounded: !floats,
        color: s.color ?? (s.material ? (MATERIAL_COLOURS[s.material] ?? colors.accent) : fallback),
        colorBound: Boolean(s.color) || (Boolean(ink) && !s.material),
        ...(s.material ? { material: s.material } : {}),
        ...(posed && s.state === 'sitting' ? { seated: true } : {}),
        // Drawings of creatures and vehicles face left; a mirrored one moves right.
        ...(s.state === 'moving' && sideOn(shape) ? { motion: flip ? (1 as const) : (-1 as const) } : {}),
        ...((s.large || scale.dwarfs(s)) && i > 0 && s !== instances[0] ? { large: true } : {}),
      },
    });
  });
  towerOverHero(out);
  if (composition !== 'pattern' && composition !== 'grid') keepInView(out, centred);
  arrangeRelated(out, possibleRelations(brief), rng.fork('relations'));
  const sinking = rng.fork('sinking');
  const overturning = rng.fork('overturned');
  const breaking = rng.fork('broken');
  for (const p of out) {
    const state = brief.subjects[p.index]?.state;
    if (state === 'sinking' || state === 'flooded') {
      const before = p.subject.y;
      sink(p.subject, horizon, sinking, state === 'flooded');
      // What stands on it or is worn by it goes down with it ("old men on the roof of a flooded store").
      for (const q of out) {
        const relation = brief.subjects[q.index]?.relation;
        if (q !== p && relation?.to === p.index && (relation.kind === 'on' || relation.kind === 'wearing'))
          q.subject.y += p.subject.y - before;
      }
    } else if (state === 'floating') lift(p.subject, overturning);
    else if (state === 'upside-down') overturn(p.subject, overturning);
    else if (state === 'lying') layDown(p.subject, overturning);
    else if (state === 'flipping') flipOver(p.subject, overturning);
  }
  const packed = forming.flatMap((s) => {
    const whole = out.find((p) => p.index === s.relation!.to)?.subject;
    const stored = loadShape(s.asset);
    if (!whole || !stored) return [];
    // In a colour that stands out from the whole's where the idea names none: bones pale on a dark throne.
    const dark = hexToOklch(whole.color).l < 0.5;
    const color =
      s.color ??
      (s.material ? MATERIAL_COLOURS[s.material] : undefined) ??
      mix(whole.color, dark ? '#f4efe4' : '#15131a', 0.7);
    const part: PlacedSubject = {
      ...whole,
      noun: s.noun,
      shape: drawingFor(stored, s, brief, family),
      color,
      colorBound: true,
      ...(s.material ? { material: s.material } : { material: undefined }),
      motion: undefined,
      large: undefined,
      seated: undefined,
    };
    return packInto(whole, part, rng.fork(`made-of-${brief.subjects.indexOf(s)}`));
  });
  return [
    ...out.flatMap((p) =>
      brief.subjects[p.index]?.state === 'broken' ? breakApart(p.subject, breaking) : [p.subject],
    ),
    ...packed,
  ];
}

/**
 * The pose a loud or lively cover gives a person the idea gives none (loud.ts), chosen per figure so a crowd moves as one
 * does. A person holding, riding or standing on something, or something else's place, keeps the drawing the relation
 * is staged for.
 */
function moved(brief: SceneBrief, rng: Rng): (s: Subject) => string | undefined {
  if (!peopleMove(brief)) return () => undefined;
  const related = new Set(brief.subjects.flatMap((s) => (s.relation ? [s.relation.to] : [])));
  return (s) => {
    const index = brief.subjects.indexOf(s);
    if (!PERSON_FIGURE.test(s.asset) || s.relation || related.has(index)) return undefined;
    return rng.pick(LOUD_POSES);
  };
}

/** How much of a supporting subject's drawing the hero may hide: an edge, never the thing. */
const MOST_HIDDEN = 0.25;

/**
 * Staged behind the hero, a supporting subject may tuck its edge under the hero's but must stay in view: measured by
 * where the drawings' ink is (a wide television hides more than a saxophone), it is moved out to the side, and where
 * the frame's edge stops it the hero makes way.
 */
function keepInView(placed: Placed[], mirrored = false): void {
  const hero = placed[0]?.subject;
  if (!hero) return;
  const moves: { s: Placed['subject']; side: number; move: number }[] = [];
  for (const { subject: s, index } of placed.slice(1)) {
    // Other instances of the hero (three wolves) are a group of their own, staged by the composition.
    if (s.depth <= hero.depth || index === placed[0]!.index) continue;
    const h = inkBox(hero);
    const own = inkBox(s);
    const width = own.x1 - own.x0;
    const overlap = Math.min(h.x1, own.x1) - Math.max(h.x0, own.x0);
    const excess = overlap - MOST_HIDDEN * width;
    if (excess <= 0) continue;
    const side = s.x >= hero.x ? 1 : -1;
    const room = side > 0 ? U - own.x1 : own.x0;
    const move = Math.min(excess, Math.max(0, room - 10));
    s.x += side * move;
    moves.push({ s, side, move });
    // (Metal's hero stays on the middle line: its mirrored pairs make the room.)
    const rest = excess - move;
    const heroRoom = side > 0 ? h.x0 : U - h.x1;
    if (rest > 0 && !mirrored) hero.x -= side * Math.min(rest, Math.max(0, heroRoom - 10));
  }
  // A mirrored pair moves out together, as far as the one that had to move most: the hero's ink is seldom even either
  // side, and one of two ravens moved alone broke the symmetry.
  if (!mirrored) return;
  for (const { s, side } of placed
    .slice(1)
    .map(({ subject }) => ({ s: subject, side: subject.x >= hero.x ? 1 : -1 }))) {
    const partner = placed
      .slice(1)
      .map((p) => p.subject)
      .find((o) => o !== s && o.w === s.w && o.depth === s.depth && (o.x >= hero.x ? 1 : -1) !== side);
    if (!partner) continue;
    const own = moves.find((m) => m.s === s)?.move ?? 0;
    const theirs = moves.find((m) => m.s === partner)?.move ?? 0;
    if (theirs > own) {
      const room = side > 0 ? U - inkBox(s).x1 : inkBox(s).x0;
      s.x += side * Math.min(theirs - own, Math.max(0, room - 10));
      const entry = moves.find((m) => m.s === s);
      if (entry) entry.move = theirs;
      else moves.push({ s, side, move: theirs });
    }
  }
}

/** The band of the cover a place the idea asks for covers: a row, aligned to its side. */
const ASKED_ROWS: Readonly<Record<TypePlace['row'], { y0: number; y1: number }>> = {
  top: { y0: 60, y1: 230 },
  middle: { y0: 400, y1: 600 },
  bottom: { y0: 790, y1: 950 },
};

function textBands(
  composition: Composition,
  subjects: PlacedSubject[],
  horizon: number,
  bodies: SkyBody[],
  asked?: TypePlace,
): CoverPlan['textBands'] {
  // Where the idea puts its lettering, it goes, whatever is under it (a plate keeps it legible).
  if (asked) return [{ ...ASKED_ROWS[asked.row], align: asked.side, covers: -1 }];
  // A type-led cover sets its words in the middle, or above a subject kept small and low.
  if (composition === 'typographic')
    return [subjects.length ? { y0: 80, y1: 440, align: 'center' } : { y0: 330, y1: 670, align: 'center' }];
  const occupied = [
    ...subjects.map((s) => [s.y - s.h / 2, s.y + s.h / 2] as const),
    ...bodies.map((b) => [b.y - b.r, b.y + b.r] as const),
  ];
  const clear = (y0: number, y1: number) => occupied.filter(([a, b]) => a < y1 && b > y0).length;
  const bands = [
    { y0: 60, y1: 230 },
    { y0: 800, y1: 950 },
    { y0: 60, y1: 180, align: 'left' as const },
    { y0: Math.min(horizon, 1000) + 30, y1: Math.min(horizon, 1000) + 170 },
  ].filter((b) => b.y1 <= 960);
  return bands.map((b) => ({ ...b, covers: clear(b.y0, b.y1) })).sort((a, b) => a.covers - b.covers);
}

export function planCover(brief: SceneBrief, seed: number, look: Look, detail?: number): CoverPlan {
  for (const n of detail === undefined ? [seed] : [seed, detail])
    if (!Number.isInteger(n) || n < 0 || n > MAX_SEED) throw new RangeError(`seeds must be integers 0-${MAX_SEED}`);
  const rng = createRng(`${seed}|${look}|${briefKey(brief)}`);
  const design = rng.fork('render');
  const layout = rng.fork('layout');
  const family: GenreFamily = findGenre(brief.genre)?.family ?? 'indie';
  const colors = planColors(brief, look);
  const horizon = horizonFor(brief.environment.setting, brief.composition, layout);
  const bodies = placeSkyBodies(brief, horizon, colors, layout.fork('sky'), brief.composition === 'hero');
  const subjects = setAlight(
    placeSubjects(brief, family, horizon, colors, layout.fork('subjects')),
    look,
    layout.fork('fire'),
  );
  const light = keyLight(brief, bodies, horizon, layout.fork('light'));
  return {
    look,
    brief,
    family,
    environment: brief.environment,
    horizon,
    light,
    skyBodies: bodies,
    landforms: placeLandforms(brief, horizon, layout.fork('land')),
    subjects: subjects.sort((a, b) => b.depth - a.depth),
    colors,
    textBands: textBands(brief.composition, subjects, horizon, bodies, brief.typePlace),
    roll: cameraRoll(brief, layout.fork('camera-roll')),
    design,
    // A detail seed redraws every detail (clouds, terrain, grain, print wear) over the same layout and design.
    rng: detail === undefined ? design : rng.fork(`render#${detail}`),
  };
}
