/**
 * How many things one cover stages, and which: a cover stages one idea, the hero and at most two things beside it,
 * not every noun the idea lists (five pictograms read as an icon sheet, and the panel called them clip-art every
 * time). Both refiners apply it, so the engine draws what either reports.
 */

/** Things drawn on one cover besides its sky and land: the hero and two more. */
export const STAGED_THINGS = 3;

/** How a thing the cover leaves out is reported. */
export const LEFT_OUT = `not drawn: at most ${STAGED_THINGS} things per cover`;

/** States and materials that are something happening to a thing (a piano on fire, a car sinking), not its make. */
const HAPPENINGS = new Set([
  'sinking',
  'upside-down',
  'lying',
  'dancing',
  'arms-up',
  'arms-out',
  'moving',
  'running',
  'jumping',
  'flipping',
  'fire',
  'smoke',
]);

/** Whether `asset` is one of our drawn people (a figure, a couple). */
export const isFigure = (asset: string) => /^sleeve:(?:.*-)?(?:figure|couple)$/.test(asset);

/** What the rule needs to know of a subject. */
export interface Stageable {
  asset: string;
  state?: string;
  material?: string;
  /** Named again later in the idea: what it is about. */
  again?: boolean;
  /** A person acting on a thing in the idea, or that thing ("a keeper hauling a church organ"). */
  acted?: boolean;
  /** A creature, a plant, a vehicle or a musical instrument: a thing that makes a scene of its own. */
  vivid?: boolean;
  /** Named before the idea says what it pictures ("we're a colliery band from a pit village … my idea is us …"). */
  backstory?: boolean;
  /** Named as where the idea happens ("at a sufi shrine", "inside a lavvu"), not what it shows there. */
  where?: boolean;
  /** How it stands to the subject `relatedTo` gives ("holding", "on"). */
  relation?: { kind: string };
}

/** Relations that make a thing part of a person's own action: what they hold, play or wear. */
const HELD = new Set(['holding', 'playing', 'wearing']);

/**
 * The hero: the first thing the idea pictures, past a place it only sets the scene in ("thursday night at a sufi
 * shrine in Lahore, a party of ten men …" is of the men; round 100's tries drew a shrine's candle).
 */
export function heroOf<T extends Stageable>(things: readonly T[]): T | undefined {
  const pictured = (s: T) => !s.backstory;
  return things.find((s) => pictured(s) && !s.where) ?? things.find(pictured) ?? things[0];
}

/**
 * The subjects a cover keeps, given in the idea's order with the hero first. Sky bodies and landforms are the setting
 * and are always kept. Of the things, kept in this order: the hero, what it holds, plays or wears, things the idea
 * names again (the boat the grandad restores, "the boat upside down on two sawhorses"), a person and what they act on
 * (the keeper and the organ he hauls up the rocks), things in a relation (the rose growing from the skull; `relatedTo`
 * gives the one a subject relates to), things something happens to (the radio on fire), then the others in the idea's
 * order. What the idea names before it says what it pictures is its backstory, staged only when room is left.
 */
export function stagedSubjects<T extends Stageable>(
  subjects: readonly T[],
  relatedTo: (s: T) => T | undefined,
): Set<T> {
  const setting = (s: T) => s.asset.startsWith('sky:') || s.asset.startsWith('land:');
  const things = subjects.filter((s) => !setting(s));
  const kept = new Set<T>(subjects.filter(setting));
  const related = (s: T) => relatedTo(s) !== undefined || things.some((k) => relatedTo(k) === s);
  const happening = (s: T) => HAPPENINGS.has(s.state ?? '') || HAPPENINGS.has(s.material ?? '');
  const pictured = (s: T) => !s.backstory;
  const hero = heroOf(things);
  let left = STAGED_THINGS;
  for (const pick of [
    (s: T) => s === hero,
    // What the hero holds, plays or wears is part of the hero's own picture ("Ronnie … singing into a karaoke mic"
    // before the barman drying glasses beside him; "an old man with a saz singing").
    (s: T) =>
      hero !== undefined &&
      pictured(s) &&
      ((relatedTo(s) === hero && HELD.has(s.relation?.kind ?? '')) ||
        (relatedTo(hero) === s && HELD.has(hero.relation?.kind ?? ''))),
    (s: T) => pictured(s) && s.again === true,
    (s: T) => pictured(s) && s.acted === true,
    (s: T) => pictured(s) && related(s),
    (s: T) => pictured(s) && happening(s),
    // Then a creature, a plant, a vehicle or an instrument before a second group of people: round 96's Manganiyar
    // singers, an old man and a boy were three rows of cut-out figures, and the peacock on the parapet was left out.
    (s: T) => pictured(s) && s.vivid === true && !isFigure(s.asset),
    pictured,
    () => true,
  ]) {
    for (const s of things) {
      if (left > 0 && !kept.has(s) && pick(s)) {
        kept.add(s);
        left--;
      }
    }
  }
  return kept;
}
