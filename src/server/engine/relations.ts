/**
 * Composing subjects that the idea relates ("a trumpet on a piano", "a snake coiled around an apple", "a cactus
 * wearing a cowboy hat"): after the composition has placed the hero, each related subject is moved and sized
 * against the one it relates to, using where their drawings actually begin and end (shape.ts `edges`), so a
 * trumpet lies on the piano's lid and a hat sits on the cactus's top instead of standing beside them.
 */
import { hexToOklch, mix } from '../../shared/color.ts';
import type { RelationKind, SceneBrief } from '../../shared/contracts/scene-brief.ts';
import { WORN_AT_EYES } from '../../shared/lexicon/attributes.ts';
import type { PlacedSubject } from './plan.ts';
import type { Rng } from './random.ts';
import { edges, inkBox, shapeBox } from './shape.ts';
import { stature } from './subjects/stature.ts';

const U = 1000;

/** Instruments played in the hands: the player stays the hero and holds it (a piano or harp takes the hero's place). */
/** Played standing on the floor beside the player (`playedUpright`). */
// (Each regex takes the plural too: a group of players is staged pair by pair, "violins" with "fiddlers".)
const PLAYED_STANDING_UP = /\b(cello|violoncello|double bass|contrabass|upright bass|harp|alphorn|alpenhorn)(?:s|es)?$/;
const PLAYED_IN_HAND =
  /\b(violin|fiddle|viola|trumpet|cornet|trombone|saxophone|sax|clarinet|flute|oboe|harmonica|guitar|electric guitar|acoustic guitar|ukulele|banjo|mandolin|accordion|tambourine|bugle|flugelhorn|piccolo|recorder|bagpipes|maracas|microphone|mic|kalimba)(?:s|es)?$/;
/**
 * Things that grow or burn from what they are on, as tall as it: a rose growing from a skull, a candle on one. (A
 * bottle on a piano stays small.)
 */
const RISES_FROM =
  /\b(roses?|flowers?|lil(?:y|ies)|tulips?|sunflowers?|dais(?:y|ies)|orchids?|popp(?:y|ies)|lotus(?:es)?|plants?|trees?|saplings?|vines?|mushrooms?|ferns?|cact(?:us|i)|weeds?|sprouts?|candles?)$/;
/** Things held up above the head rather than at the side. */
/** Stand on the ground at the feet of what is under them even where no ground is drawn (a studio backdrop). */
const STANDS_OVER = /\b(street ?lights?|street ?lamps?|lamp ?posts?|lampposts?|trees?)$/;
/** Played across the body rather than at its edge. */
/** Instruments held before the chest and played with the thumbs: a thumb piano (mbira, kalimba). */
const THUMBED = /\bkalimba$/;
const STRUNG = /\b(guitar|bass|ukulele|banjo|mandolin|accordion|concertina|bandoneon|melodeon)(?:s|es)?$/;
/** The words of a subject's drawing: "sleeve:hand-drum" is "hand drum". */
const drawingName = (subject: PlacedSubject): string => (subject.shape.key.split(':')[1] ?? '').replace(/-/g, ' ');
const HELD_HIGH = /\b(umbrella|parasol|balloon|balloons|kite|torch|flag|banner|sign|sword|trophy)$/;
/** Things held up that are hand-sized: a torch raised beside the head is a quarter of its bearer's height. */
const HELD_HIGH_SMALL = /\b(torch|trophy|sword)$/;
/** Lights carried low, hanging from the hand at the side: a lantern, a lamp, a candle. */
const CARRIED_LIGHT = /\b(lantern|lamp|candle|candlestick)$/;

export interface Placed {
  subject: PlacedSubject;
  /** Index of the brief subject it draws. */
  index: number;
}

/** The drawing's extent in the subject's square at its middle columns: its top and bottom, 0..1 of the box. */
function column(s: PlacedSubject, u = 0.5): { top: number; bottom: number } {
  const e = edges(s.shape);
  const n = e.top.length;
  const c = Math.max(0, Math.min(n - 1, Math.floor((s.flip ? 1 - u : u) * n)));
  // The highest point within a few columns of u (a hat sits on the crown of a head, not beside it).
  let top = 1;
  let bottom = 0;
  for (let k = Math.max(0, c - 2); k <= Math.min(n - 1, c + 2); k++) {
    top = Math.min(top, e.top[k]!);
    bottom = Math.max(bottom, e.bottom[k]!);
  }
  return top > bottom ? { top: 0, bottom: 1 } : { top, bottom };
}

/** Things that hang or float over what is under them, rather than stand on the ground behind it. */
const HANGS =
  /(?:^|\s)(?:disco balls?|mirror balls?|chandeliers?|(?<!street ?)(?:lamps?|lights?)|light ?bulbs?|bulbs?|lanterns?|moons?|suns?|clouds?|balloons?|planets?|stars?|ufos?|spaceships?|drones?|bells?|pi[nñ]atas?|birds?|mobiles?|fans?|neon signs?|blossoms?|branch(?:es)?|leaves|vines?|garlands?)$/;

/** The extent of the whole drawing (all columns): its box within the subject's square, 0..1. */
function extent(s: PlacedSubject): { top: number; bottom: number; left: number; right: number } {
  const e = edges(s.shape);
  const n = e.top.length;
  let top = 1;
  let bottom = 0;
  let left = 1;
  let right = 0;
  for (let k = 0; k < n; k++) {
    if (e.top[k]! >= 1) continue;
    top = Math.min(top, e.top[k]!);
    bottom = Math.max(bottom, e.bottom[k]!);
    const u = s.flip ? 1 - (k + 0.5) / n : (k + 0.5) / n;
    left = Math.min(left, u);
    right = Math.max(right, u);
  }
  return top > bottom ? { top: 0, bottom: 1, left: 0, right: 1 } : { top, bottom, left, right };
}

/** Our drawn people (drawn-figures.ts), standing or in any pose. */
const FIGURE = /^sleeve:(?:.*-)?figure(?:-|$)/;

/** Where a seated figure's seat is, from the top of its head (0) to its feet (1): see drawn-figures.ts. */
const SEAT = 0.62;

function resize(s: PlacedSubject, size: number): void {
  s.w = size;
  s.h = size;
}

/**
 * Moves `s` so its drawing's lowest point sits at y: the feet of a figure, the legs of a table, the piers of a
 * bridge (whose middle column ends at the arch's crown).
 */
function standOn(s: PlacedSubject, y: number): void {
  const box = shapeBox({ ...s, y: 0 });
  const { bottom } = extent(s);
  s.y = y - (box.y0 + bottom * box.h);
}

/** Moves a seated figure so its seat rests at y, its legs hanging down the side of what it sits on. */
function sitOn(s: PlacedSubject, y: number): void {
  const box = shapeBox({ ...s, y: 0 });
  const { top: head, bottom: feet } = column(s);
  s.y = y + s.h * 0.03 - (box.y0 + (head + SEAT * (feet - head)) * box.h);
}

/** The y its drawing's bottom (at its middle) is at. */
function bottomOf(s: PlacedSubject): number {
  const box = shapeBox(s);
  return box.y0 + column(s).bottom * box.h;
}

/**
 * Brings a stack whose top leaves the frame back into it: what is on the support and the support move down
 * together, and where the support stands on the ground (or would leave the frame), all shrink about its foot.
 */
function liftIntoFrame(onTop: readonly PlacedSubject[], base: PlacedSubject): void {
  const margin = U * 0.05;
  const topOf = (s: PlacedSubject) => {
    const box = shapeBox(s);
    return box.y0 + extent(s).top * box.h;
  };
  const highest = Math.min(...onTop.map(topOf));
  const over = margin - highest;
  if (over <= 0) return;
  const all = [...onTop, base];
  const foot = bottomOf(base);
  if (!base.grounded && foot + over <= U - margin) {
    for (const s of all) s.y += over;
    return;
  }
  const k = Math.max(0.5, (foot - margin) / (foot - highest));
  for (const s of all) {
    s.x = base.x + (s.x - base.x) * k;
    s.y = foot + (s.y - foot) * k;
    resize(s, s.w * k);
  }
}

/**
 * Glasses, goggles or headphones on the wearer's face: on a figure of ours the head is about its top eighth
 * (drawn-figures.ts), so they go a sixteenth down from its crown at the head's width; on anything else, a third
 * down from its top.
 */
function atTheEyes(wearer: PlacedSubject, worn: PlacedSubject): void {
  const box = shapeBox(wearer);
  const { top, bottom } = column(wearer);
  const height = (bottom - top) * box.h;
  const figure = FIGURE.test(wearer.shape.key);
  // Our animals stand side on, facing left as drawn: goggles go on the head at that end, not over the middle.
  const ext = extent(wearer);
  if (!figure && wearer.shape.key.startsWith('sleeve:') && ext.right - ext.left > 1.3 * (ext.bottom - ext.top)) {
    const head = wearer.flip ? ext.right - 0.2 * (ext.right - ext.left) : ext.left + 0.2 * (ext.right - ext.left);
    const at = column(wearer, head);
    resize(worn, wearer.w * 0.24);
    worn.x = box.x0 + head * box.w;
    worn.y = box.y0 + (at.top + 0.3 * (at.bottom - at.top)) * box.h;
    worn.grounded = false;
    worn.depth = Math.max(0, wearer.depth - 0.02);
    return;
  }
  resize(worn, figure ? height * 0.16 : wearer.w * 0.45);
  worn.x = box.x0 + 0.5 * box.w;
  worn.y = box.y0 + top * box.h + height * (figure ? 0.065 : 0.3);
  worn.grounded = false;
  worn.depth = Math.max(0, wearer.depth - 0.02);
}

function keepInside(s: PlacedSubject): void {
  const half = s.w / 2;
  s.x = Math.max(half * 0.8, Math.min(U - half * 0.8, s.x));
  s.y = Math.max(half * 0.6, Math.min(U - half * 0.4, s.y));
}

/** A piano, harp or drum kit played: the instrument takes the hero's place; the player stands at its left end, in front. */
/**
 * A cello, a double bass or a harp stands on the floor in front of its player, shorter than them (drawn as large as a
 * piano, the cello stood behind the cellist like a wardrobe).
 */
function playedUpright(player: PlacedSubject, instrument: PlacedSubject): void {
  const { top, bottom } = extent(player);
  const tall = (bottom - top) * player.h;
  const { top: iTop, bottom: iBottom } = extent(instrument);
  resize(instrument, (tall * (/harp$/.test(instrument.noun) ? 0.8 : 0.62)) / Math.max(0.2, iBottom - iTop));
  const side = player.x > 560 ? -1 : 1;
  instrument.x = player.x + side * player.w * 0.16;
  standOn(instrument, bottomOf(player) + player.h * 0.01);
  instrument.grounded = player.grounded;
  instrument.depth = Math.max(0, player.depth - 0.02);
}

function playedInPlace(a: PlacedSubject, instrument: PlacedSubject, big: number): void {
  resize(instrument, big);
  instrument.x = Math.min(U - big * 0.4, a.x + big * 0.18);
  instrument.y = Math.max(instrument.y, a.y);
  resize(a, big * 0.72);
  const box = shapeBox(instrument);
  a.x = box.x0 + extent(instrument).left * box.w + a.w * 0.2;
  standOn(a, box.y0 + column(instrument).bottom * box.h);
  a.depth = Math.max(0, instrument.depth - 0.02);
  a.grounded = instrument.grounded;
}

/** Keyboards on a stand, played standing behind them; a zither on its table or lap, waist-high before its player. */
const PLAYED_ON_A_STAND = /\b(synthesizer|synthesiser|synth|keyboard|keytar|organ|electric piano|zither)(?:s|es)?$/;

/**
 * A keyboard on its stand, waist-high before a player standing behind it: round 103's synths stood half again as tall
 * as their players and hid them.
 */
function playedOnAStand(a: PlacedSubject, keys: PlacedSubject): void {
  const box = shapeBox(a);
  resize(keys, a.h * 0.8);
  keys.x = a.x;
  standOn(keys, box.y0 + column(a).bottom * box.h);
  // Behind it: the keys hide the player's legs, not the player.
  a.depth = Math.min(1, keys.depth + 0.02);
  keys.grounded = a.grounded;
}

/**
 * A drum played standing, by hand or with a beater: waist-high in front of its player's side, on the ground they stand
 * on (as tall as its player, round 87's sabar drums hid their drummers).
 */
function playedAtSide(a: PlacedSubject, drum: PlacedSubject): void {
  const box = shapeBox(a);
  const side = a.x > U / 2 ? -1 : 1;
  resize(drum, a.h * 0.42);
  drum.x = a.x + side * a.w * 0.22;
  standOn(drum, box.y0 + column(a).bottom * box.h);
  drum.depth = Math.max(0, a.depth - 0.02);
  drum.grounded = a.grounded;
}

/** Played at the lips, small, just beside the face: a harmonica, a jaw harp (round 89's stood as tall as her). */
const PLAYED_AT_MOUTH: ReadonlySet<string> = new Set(['sleeve:harmonica', 'sleeve:jaw-harp']);

function playedAtMouth(a: PlacedSubject, held: PlacedSubject): void {
  const box = shapeBox(a);
  const ext = extent(a);
  const side = a.x > U / 2 ? -1 : 1;
  resize(held, a.h * 0.14);
  held.x = box.x0 + ((ext.left + ext.right) / 2) * box.w + side * a.w * 0.16;
  held.y = box.y0 + (ext.top + (ext.bottom - ext.top) * 0.12) * box.h;
  held.rotation = side * 0.35;
  held.grounded = false;
  held.depth = Math.max(0, a.depth - 0.02);
}

function arrangePair(
  kind: RelationKind,
  a: PlacedSubject,
  b: PlacedSubject[],
  hero: number,
  settled: ReadonlySet<PlacedSubject>,
  rng: Rng,
): void {
  const first = b[0]!;
  const big = Math.max(a.w, first.w, hero);
  switch (kind) {
    case 'on': {
      // The support takes the hero's place and size; the thing on it rests on its top edge, smaller, in front.
      const base = first;
      // The support stands where the larger of the two was placed (the hero's slot, not the side one).
      const anchor = base.w >= a.w ? base : a;
      // Where either stood on the ground, the support stands there: a stack of speakers does not float.
      const ground = a.grounded ? bottomOf(a) : base.grounded ? bottomOf(base) : undefined;
      // A support much smaller in the world than the person or beast on it (a guitarist on an upturned crate) is
      // drawn at its scale under them, not grown to the hero's size with a doll on top (round 109).
      const [own, under] = [stature(a.noun, a.shape.key), stature(base.noun, base.shape.key)];
      const low =
        own !== undefined && under !== undefined && own >= 1 && under <= own * 0.6 && !RISES_FROM.test(a.noun);
      base.x = anchor.x;
      base.y = Math.max(base.y, a.y);
      resize(base, low ? big * 0.85 * Math.min(0.9, Math.max(0.45, (under / own) * 1.3)) : big);
      if (ground !== undefined) {
        standOn(base, ground);
        base.grounded = true;
      }
      const u = rng.range(0.4, 0.6);
      const box = shapeBox(base);
      a.x = box.x0 + u * box.w;
      const top = box.y0 + column(base, u).top * box.h;
      if (low) {
        resize(a, big * 0.85);
        if (a.seated) sitOn(a, top);
        else standOn(a, top + a.h * 0.04);
        liftIntoFrame([a], base);
      } else if (a.seated) {
        // A rider or sitter at the scale of what they sit on.
        resize(a, big * 0.8);
        sitOn(a, top);
      } else {
        // At half the size a rose growing from a skull was a sprig on its crown.
        resize(a, big * (RISES_FROM.test(a.noun) ? 0.78 : 0.5));
        standOn(a, top + a.h * 0.04);
        liftIntoFrame([a], base);
      }
      a.grounded = false;
      a.depth = Math.max(0, base.depth - 0.02);
      break;
    }
    case 'around': {
      // What is wrapped stays in view in front, the coil (a snake's, a vine's) larger behind and around it: drawn
      // over it, a coiled snake hid the microphone it was wrapped around.
      const core = first;
      resize(core, big * 0.72);
      core.x = a.x;
      core.y = a.y;
      resize(a, big);
      core.depth = Math.max(0, a.depth - 0.02);
      a.grounded = core.grounded;
      break;
    }
    case 'under': {
      // What is under something the idea put first ("a cow floating over a power plant") takes that one's place
      // and size, on its ground, so the pair is the cover's subject and not a corner of it.
      if (first.w > a.w) {
        const ground = first.grounded ? bottomOf(first) : undefined;
        a.x = first.x;
        a.y = Math.max(a.y, first.y);
        resize(a, big * 0.8);
        if (ground !== undefined) {
          standOn(a, ground);
          a.grounded = true;
        }
      }
      // Under a giant thing ("a tiny frog under a giant mushroom") the one under it is small: the giant stands over
      // it, as tall as the hero was and more.
      if (b.length === 1 && first.large) {
        const foot = bottomOf(a);
        resize(a, a.w * 0.5);
        a.x = U / 2 + (a.x > U / 2 ? 1 : -1) * U * 0.08;
        standOn(a, foot);
      }
      // What is above spreads over the subject like a canopy, smaller with each one further out.
      const box = shapeBox(a);
      const top = box.y0 + extent(a).top * box.h;
      b.forEach((o, i) => {
        resize(o, a.w * (i === 0 ? 0.62 : 0.5));
        const side = i === 0 ? 0 : i % 2 ? 1 : -1;
        o.x = a.x + side * a.w * 0.45;
        o.depth = a.depth + 0.05;
        if (i === 0 && HANGS.test(o.noun)) {
          // A thing that hangs or floats (a disco ball, a lamp) is clear of the head under it, not over the face.
          // Clear by a sixth of the figure's height: 24 units left a dancer's raised hands touching it.
          const box = shapeBox(o);
          const gap = Math.max(30, (bottomOf(a) - top) * 0.16);
          o.y += top - gap - (box.y0 + extent(o).bottom * box.h);
        } else if (b.length === 1 && (a.grounded || o.large || STANDS_OVER.test(o.noun))) {
          // A thing that stands (a tree, a streetlight) stands on the ground behind, rising well over the head.
          const ext = extent(o);
          const tall = ((bottomOf(a) - top) * (o.large ? 2.6 : 1.7)) / Math.max(0.2, ext.bottom - ext.top);
          resize(o, Math.min(1400, Math.max(o.w, tall)));
          // A giant's middle stands just behind the one under it, which shelters under its side.
          o.x = o.large ? a.x + (a.x > U / 2 ? -1 : 1) * a.w * 0.45 : a.x + a.w * 0.2;
          standOn(o, bottomOf(a) - 10);
          o.grounded = a.grounded;
          return;
        } else o.y = top - o.h * (i === 0 ? 0.42 : 0.25) + rng.range(-15, 15);
        o.grounded = false;
      });
      break;
    }
    case 'wearing': {
      // One thing worn sits on the top; several (a medusa's snakes) crown it, the outer ones lower and smaller.
      const box = shapeBox(a);
      b.forEach((worn, i) => {
        if (WORN_AT_EYES.test(worn.noun)) {
          atTheEyes(a, worn);
          return;
        }
        const side = i === 0 ? 0 : i % 2 ? 1 : -1;
        resize(worn, a.w * (b.length === 1 ? 0.48 : 0.36));
        const u = 0.5 + side * 0.3;
        worn.x = box.x0 + u * box.w;
        standOn(worn, box.y0 + column(a, u).top * box.h + worn.h * (side ? 0.35 : 0.18));
        worn.grounded = false;
        worn.depth = Math.max(0, a.depth - 0.02);
      });
      break;
    }
    case 'holding':
    case 'playing': {
      // (By its drawing first: a jaw harp is no harp played standing.)
      if (kind === 'playing' && PLAYED_AT_MOUTH.has(first.shape.key)) {
        playedAtMouth(a, first);
        break;
      }
      // An instrument is played as its drawing is: a bandoneon as the accordion it is drawn as, an erhu as a fiddle
      // (round 90 stood the player beside an accordion as tall as he was).
      const instrument = (pattern: RegExp) => pattern.test(first.noun) || pattern.test(drawingName(first));
      if (kind === 'playing' && instrument(PLAYED_STANDING_UP)) {
        playedUpright(a, first);
        break;
      }
      if (kind === 'playing' && first.shape.key === 'sleeve:hand-drum') {
        playedAtSide(a, first);
        break;
      }
      if (kind === 'playing' && instrument(PLAYED_ON_A_STAND)) {
        playedOnAStand(a, first);
        break;
      }
      if (kind === 'playing' && !instrument(PLAYED_IN_HAND)) {
        playedInPlace(a, first, big);
        break;
      }
      const held = first;
      const box = shapeBox(a);
      const ext = extent(a);
      const side = a.x > 560 ? -1 : 1;
      const edge = side > 0 ? box.x0 + ext.right * box.w : box.x0 + ext.left * box.w;
      if (kind === 'playing' && instrument(STRUNG)) {
        // Played across the body, in front of it, as a guitar is held: beside the player it read as a prop.
        resize(held, a.w * 0.55);
        held.x = box.x0 + ((ext.left + ext.right) / 2) * box.w + side * a.w * 0.06;
        held.y = box.y0 + (ext.top + (ext.bottom - ext.top) * 0.55) * box.h;
        held.rotation = side * -0.5;
      } else if (kind === 'playing' && instrument(THUMBED)) {
        // Held in both hands before the chest, the thumbs on its tines.
        resize(held, a.w * 0.34);
        held.x = box.x0 + ((ext.left + ext.right) / 2) * box.w + side * a.w * 0.05;
        held.y = box.y0 + (ext.top + (ext.bottom - ext.top) * 0.42) * box.h;
      } else if (HELD_HIGH.test(held.noun)) {
        // Held up: above the head, a little to the side.
        resize(held, a.w * (HELD_HIGH_SMALL.test(held.noun) ? 0.26 : 0.7));
        held.x = a.x + side * a.w * 0.18;
        standOn(held, box.y0 + ext.top * box.h + held.h * 0.25);
      } else if (CARRIED_LIGHT.test(held.noun)) {
        // Hanging from the hand at the side, at the height of the hand (a little over half-way down the body).
        resize(held, a.w * 0.22);
        held.x = edge + side * held.w * 0.08;
        held.y = box.y0 + (ext.top + (ext.bottom - ext.top) * 0.6) * box.h;
      } else {
        resize(held, a.w * 0.5);
        held.x = edge + side * held.w * 0.1;
        held.y = box.y0 + (ext.top + ext.bottom) * 0.5 * box.h;
      }
      held.grounded = false;
      held.depth = Math.max(0, a.depth - 0.02);
      break;
    }
    case 'before': {
      // The backdrop stands behind, larger, and off to one side so both read.
      const back = first;
      resize(back, a.w * 1.25);
      back.x = a.x + (a.x > 500 ? -1 : 1) * a.w * 0.35;
      const box = shapeBox(a);
      standOn(back, box.y0 + column(a).bottom * box.h - a.h * 0.08);
      back.depth = a.depth + 0.15;
      back.grounded = a.grounded;
      break;
    }
    case 'inside': {
      // The container takes the hero's place and size; what is inside sits in the middle of its drawing, smaller,
      // drawn over it as a thing seen through glass is.
      const container = first;
      // A container already set in place by its own relation ("a bowl on a table") stays there.
      if (!settled.has(container)) {
        const anchor = container.w >= a.w ? container : a;
        container.x = anchor.x;
        container.y = anchor.y;
        resize(container, big);
      }
      const box = shapeBox(container);
      const ext = extent(container);
      const room = Math.min((ext.right - ext.left) * box.w, (ext.bottom - ext.top) * box.h);
      resize(a, room * 0.62);
      a.x = box.x0 + ((ext.left + ext.right) / 2) * box.w;
      a.y = box.y0 + (ext.top * 0.4 + ext.bottom * 0.6) * box.h;
      a.grounded = false;
      a.depth = Math.max(0, container.depth - 0.02);
      // A plain shape inside a plain shape of the same colour would vanish into it: it takes a tone that stands out.
      if (!a.colorBound && !a.shape.art) {
        const dark = hexToOklch(container.color).l < 0.5;
        a.color = mix(container.color, dark ? '#f4efe4' : '#15131a', 0.75);
      }
      break;
    }
  }
  keepInside(a);
  for (const o of b) keepInside(o);
}

/**
 * A group related to one thing ("three masked men under a bridge", "four cats on a wall", "a choir before a
 * church"): the thing is staged against the group as a whole, spanning it, rather than against one member.
 */
function arrangeGroup(kind: RelationKind, group: PlacedSubject[], other: PlacedSubject): boolean {
  const boxes = group.map((g) => inkBox(g));
  const left = Math.min(...boxes.map((b) => b.x0));
  const right = Math.max(...boxes.map((b) => b.x1));
  const top = Math.min(...boxes.map((b) => b.y0));
  const bottom = Math.max(...boxes.map((b) => b.y1));
  const centre = (left + right) / 2;
  const span = right - left;
  const ext = extent(other);
  const wide = Math.max(0.2, ext.right - ext.left);
  // The box size at which the other's drawing is `width` across.
  const across = (width: number) => width / wide;
  switch (kind) {
    case 'under': {
      // A person over them is in the air above them ("a pole vaulter leaping over burning cars"), at a person's size:
      // spanning the group, a figure became a giant whose legs straddled the cover.
      if (FIGURE.test(other.shape.key)) {
        resize(other, Math.max(other.w, Math.min(520, span * 0.55)));
        other.x = centre;
        const box = shapeBox(other);
        other.y += top - 30 - (box.y0 + extent(other).bottom * box.h);
        other.grounded = false;
        other.depth = Math.min(...group.map((g) => g.depth)) - 0.05;
        return true;
      }
      // A post with its light at the top ("four milkmen harmonizing under one streetlamp") stands among them, its
      // head over theirs: spanning the group, a lamp post became a gallows filling the cover.
      if (
        /\b(street ?lights?|street ?lamps?|lamp ?posts?|lampposts?)$/.test(other.noun) &&
        group.some((g) => g.grounded)
      ) {
        const height = ((bottom - top) * 1.9) / Math.max(0.2, ext.bottom - ext.top);
        resize(other, Math.min(1400, Math.max(other.w, height)));
        other.x = centre;
        standOn(other, bottom - 12);
        other.grounded = true;
        other.depth = Math.max(...group.map((g) => g.depth)) + 0.05;
        return true;
      }
      // What is above spans the group like a roof: a bridge's deck, a tree's crown, an arch over them all. A thing
      // that stands (a bridge, a tree) stands on the ground behind them, tall enough to rise over their heads; a
      // thing that floats hangs just over them.
      const stands = other.grounded && group.some((g) => g.grounded);
      const tall = stands ? ((bottom - top) * 1.6) / Math.max(0.2, ext.bottom - ext.top) : 0;
      resize(other, Math.min(1400, Math.max(across(span * 1.25), tall)));
      other.x = centre;
      if (stands) standOn(other, bottom - 12);
      else {
        const box = shapeBox(other);
        other.y += top - 20 - (box.y0 + ext.bottom * box.h);
        other.grounded = false;
      }
      other.depth = Math.max(...group.map((g) => g.depth)) + 0.05;
      return true;
    }
    case 'before': {
      // The backdrop stands behind the whole group, wider than it, its base a little above the group's feet.
      resize(other, Math.min(1200, Math.max(other.w, across(span * 1.15))));
      other.x = centre;
      standOn(other, bottom - (bottom - top) * 0.08);
      other.depth = Math.max(...group.map((g) => g.depth)) + 0.15;
      other.grounded = group.some((g) => g.grounded);
      return true;
    }
    case 'on': {
      // The support spans the group; the group rests along its top, scaled to fit on it.
      const ground = group.some((g) => g.grounded) ? bottom : undefined;
      resize(other, Math.min(1000, Math.max(other.w, across(span * 1.1))));
      other.x = Math.max(other.w * 0.4, Math.min(U - other.w * 0.4, centre));
      if (ground !== undefined) {
        standOn(other, ground);
        other.grounded = true;
      }
      const box = shapeBox(other);
      const room = (ext.right - ext.left) * box.w * 0.9;
      const k = Math.min(1, room / Math.max(1, span), (other.w * 0.55) / Math.max(...group.map((g) => g.w)));
      for (const g of group) {
        const x = other.x + (g.x - centre) * k;
        resize(g, g.w * k);
        g.x = x;
        const u = Math.max(0, Math.min(1, (x - box.x0) / box.w));
        const top = box.y0 + column(other, u).top * box.h;
        if (g.seated) sitOn(g, top);
        else standOn(g, top + g.h * 0.04);
        g.grounded = false;
        g.depth = Math.max(0, other.depth - 0.02);
      }
      liftIntoFrame(group, other);
      return true;
    }
    case 'inside': {
      // The container takes the middle at the hero's size or more; the group gathers inside its drawing.
      resize(other, Math.min(900, Math.max(other.w, span * 1.6, 560)));
      other.x = centre;
      const box = shapeBox(other);
      const roomW = (ext.right - ext.left) * box.w * 0.7;
      const roomH = (ext.bottom - ext.top) * box.h * 0.6;
      const k = Math.min(roomW / Math.max(1, span), roomH / Math.max(1, bottom - top), 1);
      const cx = box.x0 + ((ext.left + ext.right) / 2) * box.w;
      const cy = box.y0 + (ext.top * 0.4 + ext.bottom * 0.6) * box.h;
      const mid = (top + bottom) / 2;
      for (const g of group) {
        g.x = cx + (g.x - centre) * k;
        g.y = cy + (g.y - mid) * k;
        resize(g, g.w * k);
        g.grounded = false;
        g.depth = Math.max(0, other.depth - 0.02);
      }
      return true;
    }
    case 'holding': {
      // Many carrying one thing ("rats carrying a throne", "a crowd holding up a coffin"): it rides on their backs
      // over the middle of the group, as large as the group is wide, sinking a little into it.
      resize(other, Math.min(680, Math.max(other.w, across(span * 0.6))));
      other.x = centre;
      const box = shapeBox(other);
      other.y += top + (bottom - top) * 0.3 - (box.y0 + ext.bottom * box.h);
      other.grounded = false;
      other.depth = Math.max(0, Math.min(...group.map((g) => g.depth)) + 0.02);
      keepInside(other);
      return true;
    }
    default:
      return false;
  }
}

/** Whether a placed subject is an instrument played in the hands, on a stand or standing on the floor. */
const playable = (s: PlacedSubject) =>
  PLAYED_AT_MOUTH.has(s.shape.key) ||
  s.shape.key === 'sleeve:hand-drum' ||
  [PLAYED_IN_HAND, STRUNG, PLAYED_STANDING_UP, PLAYED_ON_A_STAND].some((p) => p.test(s.noun) || p.test(drawingName(s)));

/**
 * The instruments a group plays: the one its relation names, then each single instrument named after it that no
 * relation touches, in the idea's order; none unless the first is an instrument.
 */
function bandOf(placed: Placed[], brief: SceneBrief, first: number): PlacedSubject[] {
  const single = (index: number) => {
    const drawn = placed.filter((p) => p.index === index);
    return drawn.length === 1 ? drawn[0]!.subject : undefined;
  };
  const lead = single(first);
  if (!lead || !playable(lead)) return [];
  // (Where the last one named stands is the group's: "… accordion, clarinet and trumpet on a wooden terrace".)
  const touched = (index: number) =>
    !['on', 'before', undefined].includes(brief.subjects[index]?.relation?.kind) ||
    brief.subjects.some((s) => s.relation?.to === index);
  const rest = brief.subjects.flatMap((_, index) => {
    const drawn = index > first && !touched(index) ? single(index) : undefined;
    return drawn && playable(drawn) ? [drawn] : [];
  });
  return [lead, ...rest];
}

/** The most things staged one by one with their own partner: a band of four each with their instrument. */
const MOST_PAIRED = 4;

/**
 * Applies the brief's relations to the placed subjects, the last named first: relations point on to the next thing
 * named, so in "a goldfish in a bowl on a table" the bowl is set on the table before the goldfish goes in the bowl.
 * A relation to a subject that is not drawn (a sky body, a field of many) is left alone.
 */
export function arrangeRelated(placed: Placed[], brief: SceneBrief, rng: Rng): void {
  const hero = placed[0]?.subject.w ?? 0;
  const settled = new Set<PlacedSubject>();
  [...brief.subjects.entries()].reverse().forEach(([index, subject]) => {
    const relation = subject.relation;
    if (!relation || relation.to === index || relation.to >= brief.subjects.length) return;
    const own = placed.filter((p) => p.index === index).map((p) => p.subject);
    const other = placed.filter((p) => p.index === relation.to).map((p) => p.subject);
    if (!own.length || !other.length || other.length > MOST_PAIRED) return;
    if (own.length > 1) {
      // Players each with their own instrument ("three fiddlers", a drummer to a drum) are staged pair by pair, and
      // riders each on their own horse ("three herders on horseback").
      // (Counted apart, "a five piece band playing guitars" has four players to three guitars: three play, each
      // guitar in a player's hands; round 99's band stood beside their guitars.)
      if (other.length > 1 && (relation.kind === 'playing' || relation.kind === 'holding' || relation.kind === 'on')) {
        own.slice(0, other.length).forEach((o, i) => {
          arrangePair(relation.kind, o, [other[i]!], hero, settled, rng);
          settled.add(o);
        });
        return;
      }
      // Players with a list of instruments ("five musicians with accordion, clarinet and trumpet"): the relation
      // points at the first; each player takes the next one named that nothing else holds (round 117's band stood
      // beside theirs).
      const band = relation.kind === 'playing' || relation.kind === 'holding' ? bandOf(placed, brief, relation.to) : [];
      if (band.length > 1) {
        own.slice(0, band.length).forEach((o, i) => {
          arrangePair('playing', o, [band[i]!], hero, settled, rng);
          settled.add(o);
        });
        return;
      }
      if (other.length === 1 && arrangeGroup(relation.kind, own, other[0]!)) own.forEach((o) => settled.add(o));
      return;
    }
    arrangePair(relation.kind, own[0]!, other, hero, settled, rng);
    settled.add(own[0]!);
  });
}
