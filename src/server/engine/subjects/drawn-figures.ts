/**
 * People drawn for Soundsleeve as silhouettes with a body's proportions (an adult about seven and a half heads tall,
 * a child five), standing on the ground line: what a figure on a cover is, against the light or printed in one ink.
 * The icon sets' people are emoji (a big head with a face, a toy's body) and read as stickers. SVG bodies in
 * drawn.ts's 64-unit box, built from a head, a torso and tapered limbs so each build keeps the same proportions.
 * Check them by eye after any change: `npx tsx src/server/engine/subjects/library-sheet.ts --search sleeve`.
 */

const INK = 'fill="currentColor"';
const FOOT = 62;
const f = (n: number) => n.toFixed(2);

/** A limb from (x0, y0) to (x1, y1), r0 wide at its start and r1 at its end, with rounded joints. */
export function limb(x0: number, y0: number, r0: number, x1: number, y1: number, r1: number): string {
  const len = Math.hypot(x1 - x0, y1 - y0) || 1;
  const [nx, ny] = [-(y1 - y0) / len, (x1 - x0) / len];
  const quad =
    `M${f(x0 + nx * r0)} ${f(y0 + ny * r0)}L${f(x1 + nx * r1)} ${f(y1 + ny * r1)}` +
    `L${f(x1 - nx * r1)} ${f(y1 - ny * r1)}L${f(x0 - nx * r0)} ${f(y0 - ny * r0)}Z`;
  return (
    `<path ${INK} d="${quad}"/>` +
    `<circle ${INK} cx="${f(x0)}" cy="${f(y0)}" r="${f(r0)}"/><circle ${INK} cx="${f(x1)}" cy="${f(y1)}" r="${f(r1)}"/>`
  );
}

/** The same part on both sides of the body (x mirrored about the centre line). */
const both = (part: (side: 1 | -1) => string) => part(-1) + part(1);
const at = (side: 1 | -1, dx: number) => 32 + side * dx;

interface Build {
  /** How many head heights tall. */
  heads: number;
  /** Shoulder, waist and hip half-widths, in head heights. */
  shoulder: number;
  waist: number;
  hip: number;
  /** Limb thickness, in head heights (an arm's radius at the shoulder). */
  limb: number;
  /** Arms at the sides (one bent at the hip), hands in the pockets, or one hand on a walking stick. */
  arms: 'down' | 'pockets' | 'cane';
  head: 'bare' | 'hood' | 'long-hair';
  /** What a person known by their dress wears on their head (a nun's veil, a conductor's cap, a crown). */
  hat?: Hat;
  /** A dress or coat flaring from the waist to this far down the leg (0 none, 1 to the ankle). */
  skirt: number;
  /** Standing at rest (the default), dancing, both arms raised, seated facing us, running, or mid-jump. */
  pose?: Pose;
  /** An angel's wings, spread from the shoulder blades above the head. */
  wings?: boolean;
  /** A skeleton: the gaps between the ribs, the empty belly either side of the spine, the skull's sockets. */
  bones?: boolean;
}

/** A skeleton's gaps, cut from the figure's head and torso (head centred at headY, head height u). */
function boneGaps(b: Build, y: (heads: number) => number, u: number, headY: number): string {
  const gaps: string[] = [];
  const spine = 0.13 * u;
  // The gaps between four ribs a side, each shorter than the one above, curving down from the spine.
  for (let k = 0; k < 4; k++) {
    const top = y(1.68 + k * 0.3);
    const reach = (b.shoulder - 0.14 - k * 0.08) * u;
    for (const side of [-1, 1] as const) {
      const x = (d: number) => f(32 + side * d);
      gaps.push(
        `M${x(spine)} ${f(top)}L${x(reach)} ${f(top + 0.1 * u)}L${x(reach)} ${f(top + 0.24 * u)}L${x(spine)} ${f(top + 0.15 * u)}Z`,
      );
    }
  }
  // The belly: empty between the ribs and the pelvis, either side of the spine.
  for (const side of [-1, 1] as const) {
    const x = (d: number) => f(32 + side * d);
    gaps.push(
      `M${x(spine)} ${f(y(2.9))}L${x(b.waist * u * 0.95)} ${f(y(2.9))}L${x(b.hip * u * 0.8)} ${f(y(3.35))}L${x(spine)} ${f(y(3.35))}Z`,
    );
  }
  // The skull's sockets and nose.
  gaps.push(
    `M${f(32 - 0.3 * u)} ${f(headY - 0.08 * u)}h${f(0.22 * u)}v${f(0.17 * u)}h-${f(0.22 * u)}Z`,
    `M${f(32 + 0.08 * u)} ${f(headY - 0.08 * u)}h${f(0.22 * u)}v${f(0.17 * u)}h-${f(0.22 * u)}Z`,
    `M32 ${f(headY + 0.14 * u)}l${f(0.06 * u)} ${f(0.12 * u)}h-${f(0.12 * u)}Z`,
  );
  return `<path fill="#fff" d="${gaps.join('')}"/>`;
}

/** A wing on one side: its leading edge up to a tip over the head, its feathers ending in scallops at the hip. */
function wing(side: 1 | -1, y: (heads: number) => number, u: number): string {
  const x = (k: number) => f(32 + side * k * u);
  return (
    `<path ${INK} d="M${x(0.3)} ${f(y(1.5))}C${x(1)} ${f(y(0.4))} ${x(2)} ${f(y(-0.3))} ${x(2.8)} ${f(y(-0.4))}` +
    `C${x(2.6)} ${f(y(0.8))} ${x(2.4)} ${f(y(1.8))} ${x(2)} ${f(y(2.8))}Q${x(1.7)} ${f(y(3.6))} ${x(1.4)} ${f(y(3.1))}` +
    `Q${x(1.2)} ${f(y(3.5))} ${x(0.95)} ${f(y(2.9))}Q${x(0.7)} ${f(y(3.1))} ${x(0.5)} ${f(y(2.4))}Z"/>`
  );
}

/** Headwear that tells a role at silhouette scale. */
export type Hat = 'veil' | 'cap' | 'brim' | 'helmet' | 'helm' | 'crown' | 'pointed' | 'toque' | 'hard-hat';

/** Head heights of room above the head a hat needs inside the drawing's box (the figure is drawn that much shorter). */
const HAT_ROOM: Record<Hat, number> = {
  veil: 0.15,
  cap: 0.1,
  brim: 0.35,
  helmet: 0.15,
  helm: 0.6,
  crown: 0.5,
  pointed: 1.3,
  toque: 0.8,
  'hard-hat': 0.15,
};

/** The hat's shape around a head centred at (32, cy) with head height u. */
function hatPath(hat: Hat, cy: number, u: number): string {
  const x = (k: number) => f(32 + k * u);
  const yy = (k: number) => f(cy + k * u);
  switch (hat) {
    case 'veil':
      // A habit's veil: close over the crown, falling straight past the shoulders.
      return (
        `<path ${INK} d="M${x(-0.5)} ${yy(-0.05)}C${x(-0.5)} ${yy(-0.72)} ${x(0.5)} ${yy(-0.72)} ${x(0.5)} ${yy(-0.05)}` +
        `L${x(0.62)} ${yy(0.6)}L${x(0.95)} ${yy(2.1)}L${x(-0.95)} ${yy(2.1)}L${x(-0.62)} ${yy(0.6)}Z"/>`
      );
    case 'cap':
      // A peaked cap: a flat-topped crown wider than the head, the peak out over the brow.
      return (
        `<path ${INK} d="M${x(-0.48)} ${yy(-0.12)}L${x(-0.52)} ${yy(-0.5)}Q${x(0)} ${yy(-0.66)} ${x(0.52)} ${yy(-0.5)}` +
        `L${x(0.48)} ${yy(-0.12)}Z"/><path ${INK} d="M${x(0.2)} ${yy(-0.16)}L${x(0.78)} ${yy(-0.1)}L${x(0.74)} ${yy(-0.02)}L${x(0.2)} ${yy(-0.04)}Z"/>`
      );
    case 'brim':
      // A wide-brimmed hat: a dented crown and a brim twice the head's width.
      return (
        `<path ${INK} d="M${x(-0.38)} ${yy(-0.3)}L${x(-0.34)} ${yy(-0.78)}Q${x(0)} ${yy(-0.66)} ${x(0.34)} ${yy(-0.78)}` +
        `L${x(0.38)} ${yy(-0.3)}Z"/><ellipse ${INK} cx="32" cy="${yy(-0.3)}" rx="${f(0.92 * u)}" ry="${f(0.1 * u)}"/>`
      );
    case 'helmet':
      // A soldier's helmet: a dome over the crown with a lip.
      return (
        `<path ${INK} d="M${x(-0.55)} ${yy(-0.02)}C${x(-0.55)} ${yy(-0.82)} ${x(0.55)} ${yy(-0.82)} ${x(0.55)} ${yy(-0.02)}Z"/>` +
        `<ellipse ${INK} cx="32" cy="${yy(-0.02)}" rx="${f(0.62 * u)}" ry="${f(0.08 * u)}"/>`
      );
    case 'hard-hat':
      return (
        `<path ${INK} d="M${x(-0.47)} ${yy(-0.1)}C${x(-0.47)} ${yy(-0.8)} ${x(0.47)} ${yy(-0.8)} ${x(0.47)} ${yy(-0.1)}Z"/>` +
        `<path ${INK} d="M${x(-0.62)} ${yy(-0.14)}L${x(0.7)} ${yy(-0.14)}L${x(0.66)} ${yy(-0.04)}L${x(-0.6)} ${yy(-0.04)}Z"/>`
      );
    case 'helm':
      // A knight's great helm over the whole head, a crest of plume on top.
      return (
        `<path ${INK} d="M${x(-0.5)} ${yy(0.55)}L${x(-0.52)} ${yy(-0.3)}Q${x(0)} ${yy(-0.78)} ${x(0.52)} ${yy(-0.3)}L${x(0.5)} ${yy(0.55)}Z"/>` +
        `<path ${INK} d="M${x(0)} ${yy(-0.6)}C${x(0.3)} ${yy(-1.2)} ${x(0.8)} ${yy(-1.05)} ${x(0.95)} ${yy(-0.7)}` +
        `C${x(0.6)} ${yy(-0.8)} ${x(0.3)} ${yy(-0.7)} ${x(0.1)} ${yy(-0.45)}Z"/>`
      );
    case 'crown':
      // Three points on a band.
      return (
        `<path ${INK} d="M${x(-0.42)} ${yy(-0.3)}L${x(-0.48)} ${yy(-0.98)}L${x(-0.22)} ${yy(-0.62)}L${x(0)} ${yy(-1.06)}` +
        `L${x(0.22)} ${yy(-0.62)}L${x(0.48)} ${yy(-0.98)}L${x(0.42)} ${yy(-0.3)}Z"/>`
      );
    case 'pointed':
      // A witch's or wizard's hat: a tall cone, its tip bent over, on a wide brim.
      return (
        `<path ${INK} d="M${x(-0.45)} ${yy(-0.3)}L${x(-0.05)} ${yy(-1.55)}Q${x(0.2)} ${yy(-1.8)} ${x(0.55)} ${yy(-1.7)}` +
        `Q${x(0.2)} ${yy(-1.5)} ${x(0.45)} ${yy(-0.3)}Z"/><ellipse ${INK} cx="32" cy="${yy(-0.3)}" rx="${f(0.95 * u)}" ry="${f(0.11 * u)}"/>`
      );
    case 'toque':
      // A chef's toque: a tall pleated cylinder puffing out at the top.
      return (
        `<path ${INK} d="M${x(-0.4)} ${yy(-0.25)}L${x(-0.46)} ${yy(-0.9)}C${x(-0.75)} ${yy(-1.05)} ${x(-0.55)} ${yy(-1.45)} ${x(-0.2)} ${yy(-1.3)}` +
        `C${x(-0.1)} ${yy(-1.55)} ${x(0.25)} ${yy(-1.5)} ${x(0.25)} ${yy(-1.3)}C${x(0.6)} ${yy(-1.4)} ${x(0.75)} ${yy(-1.0)} ${x(0.46)} ${yy(-0.9)}` +
        `L${x(0.4)} ${yy(-0.25)}Z"/>`
      );
  }
}

/** What a person can be drawn doing besides standing: the subject states that pose a figure. */
export const POSES = ['dancing', 'arms-up', 'arms-out', 'sitting', 'running', 'jumping'] as const;
export type Pose = (typeof POSES)[number];

/**
 * A head in profile of a skull, not an egg: the crown full and a little wider with the hair, the cheeks narrowing to
 * the jaw and a rounded chin (an ellipse on a stalk is a mannequin's head), the ears' bumps at eye height.
 */
function headPath(y: (heads: number) => number, u: number): string {
  const x = (k: number) => f(32 + k * u);
  return (
    `<path ${INK} d="M32 ${f(y(-0.04))}C${x(0.3)} ${f(y(-0.04))} ${x(0.44)} ${f(y(0.12))} ${x(0.43)} ${f(y(0.4))}` +
    `Q${x(0.475)} ${f(y(0.46))} ${x(0.45)} ${f(y(0.58))}Q${x(0.4)} ${f(y(0.66))} ${x(0.38)} ${f(y(0.7))}` +
    `C${x(0.34)} ${f(y(0.86))} ${x(0.2)} ${f(y(1.0))} 32 ${f(y(1.0))}` +
    `C${x(-0.2)} ${f(y(1.0))} ${x(-0.34)} ${f(y(0.86))} ${x(-0.38)} ${f(y(0.7))}` +
    `Q${x(-0.4)} ${f(y(0.66))} ${x(-0.45)} ${f(y(0.58))}Q${x(-0.475)} ${f(y(0.46))} ${x(-0.43)} ${f(y(0.4))}` +
    `C${x(-0.44)} ${f(y(0.12))} ${x(-0.3)} ${f(y(-0.04))} 32 ${f(y(-0.04))}Z"/>`
  );
}

function figure(b: Build): string {
  // A hat takes its room from the height, so the figure with it still fits the box.
  const top = FOOT - 58 / (1 + (b.hat ? HAT_ROOM[b.hat] : 0) / b.heads);
  const u = (FOOT - top) / b.heads;
  // Landmarks below the head are placed as on an adult's body, shortened to the height left under the head.
  const body = (FOOT - top - u) / 6.5;
  const y = (heads: number) => top + Math.min(heads, 1) * u + Math.max(0, heads - 1) * body;
  const parts: string[] = [];
  if (b.wings) parts.push(both((side) => wing(side, y, u)));
  // Head (or the hood or hair around it), neck.
  const headY = y(0.5);
  if (b.head === 'hood')
    parts.push(
      `<path ${INK} d="M32 ${f(y(-0.08))}C${f(32 + 0.62 * u)} ${f(y(-0.08))} ${f(32 + 0.72 * u)} ${f(y(0.45))} ${f(32 + 0.66 * u)} ${f(y(0.9))}` +
        `C${f(32 + 0.68 * u)} ${f(y(1.15))} ${f(32 + b.shoulder * u)} ${f(y(1.3))} ${f(32 + b.shoulder * u)} ${f(y(1.5))}` +
        `L${f(32 - b.shoulder * u)} ${f(y(1.5))}C${f(32 - b.shoulder * u)} ${f(y(1.3))} ${f(32 - 0.68 * u)} ${f(y(1.15))} ${f(32 - 0.66 * u)} ${f(y(0.9))}` +
        `C${f(32 - 0.72 * u)} ${f(y(0.45))} ${f(32 - 0.62 * u)} ${f(y(-0.08))} 32 ${f(y(-0.08))}Z"/>`,
    );
  else parts.push(headPath(y, u));
  if (b.head === 'long-hair')
    parts.push(
      `<path ${INK} d="M32 ${f(y(-0.03))}C${f(32 + 0.6 * u)} ${f(y(-0.03))} ${f(32 + 0.62 * u)} ${f(y(0.6))} ${f(32 + 0.6 * u)} ${f(y(1.2))}` +
        `C${f(32 + 0.6 * u)} ${f(y(1.7))} ${f(32 + 0.75 * u)} ${f(y(2.1))} ${f(32 + 0.7 * u)} ${f(y(2.3))}` +
        `L${f(32 - 0.7 * u)} ${f(y(2.3))}C${f(32 - 0.75 * u)} ${f(y(2.1))} ${f(32 - 0.6 * u)} ${f(y(1.7))} ${f(32 - 0.6 * u)} ${f(y(1.2))}` +
        `C${f(32 - 0.62 * u)} ${f(y(0.6))} ${f(32 - 0.6 * u)} ${f(y(-0.03))} 32 ${f(y(-0.03))}Z"/>`,
    );
  if (b.hat) parts.push(hatPath(b.hat, headY, u));
  parts.push(limb(32, y(0.85), 0.17 * u, 32, y(1.3), 0.2 * u));
  // The shoulders slope from the neck (the trapezius): square shoulders under a stalk of a neck read as a mannequin.
  const slope = b.shoulder * u;
  parts.push(
    `<path ${INK} d="M${f(32 - 0.2 * u)} ${f(y(0.98))}L${f(32 + 0.2 * u)} ${f(y(0.98))}` +
      `C${f(32 + 0.36 * u)} ${f(y(1.18))} ${f(32 + slope - 0.3 * u)} ${f(y(1.18))} ${f(32 + slope + 0.02 * u)} ${f(y(1.5))}` +
      `L${f(32 + slope - 0.25 * u)} ${f(y(1.75))}L${f(32 - slope + 0.25 * u)} ${f(y(1.75))}L${f(32 - slope - 0.02 * u)} ${f(y(1.5))}` +
      `C${f(32 - slope + 0.3 * u)} ${f(y(1.18))} ${f(32 - 0.36 * u)} ${f(y(1.18))} ${f(32 - 0.2 * u)} ${f(y(0.98))}Z"/>`,
  );
  // Torso: rounded shoulders, narrowing to the waist, out to the hips and down to the crotch.
  const [sh, wa, hp] = [b.shoulder * u, b.waist * u, b.hip * u];
  parts.push(
    `<path ${INK} d="M${f(32 - sh + 0.15 * u)} ${f(y(1.32))}C${f(32 - 0.4 * sh)} ${f(y(1.2))} ${f(32 + 0.4 * sh)} ${f(y(1.2))} ${f(32 + sh - 0.15 * u)} ${f(y(1.32))}` +
      `C${f(32 + sh + 0.05 * u)} ${f(y(1.42))} ${f(32 + sh + 0.05 * u)} ${f(y(1.7))} ${f(32 + sh - 0.08 * u)} ${f(y(1.95))}` +
      `L${f(32 + wa)} ${f(y(2.9))}C${f(32 + wa)} ${f(y(3.2))} ${f(32 + hp)} ${f(y(3.4))} ${f(32 + hp)} ${f(y(3.75))}` +
      `L32.4 ${f(y(4.05))}L31.6 ${f(y(4.05))}L${f(32 - hp)} ${f(y(3.75))}C${f(32 - hp)} ${f(y(3.4))} ${f(32 - wa)} ${f(y(3.2))} ${f(32 - wa)} ${f(y(2.9))}` +
      `L${f(32 - sh + 0.08 * u)} ${f(y(1.95))}C${f(32 - sh - 0.05 * u)} ${f(y(1.7))} ${f(32 - sh - 0.05 * u)} ${f(y(1.42))} ${f(32 - sh + 0.15 * u)} ${f(y(1.32))}Z"/>`,
  );
  // A person at rest stands on one leg (contrapposto): the weight leg (left) straight under the body, the other
  // knee eased out and its foot turned; one arm hangs, the other eased away from the body (a hand on the hip would
  // close a gap the silhouette fills). A figure standing square with both arms hanging reads as a mannequin.
  const r = b.limb * u;
  const hangShoulder = [at(-1, sh - r * 0.9), y(1.5)] as const;
  const bentShoulder = [at(1, sh - r * 0.9), y(1.52)] as const;
  /** The arm on the weight leg's side, hanging loose: upper arm, forearm, hand. */
  const hangingArm = () => {
    const elbow = [at(-1, sh + 0.06 * u), y(2.85)] as const;
    const wrist = [at(-1, sh + 0.14 * u), y(3.92)] as const;
    return (
      limb(...hangShoulder, r, ...elbow, r * 0.88) +
      limb(...elbow, r * 0.88, ...wrist, r * 0.7) +
      `<ellipse ${INK} cx="${f(wrist[0])}" cy="${f(wrist[1] + 0.26 * u)}" rx="${f(r * 0.66)}" ry="${f(0.28 * u)}"/>`
    );
  };
  /** An arm raised overhead, out to its side: upper arm, forearm, open hand. */
  const raisedArm = (side: 1 | -1) => {
    const shoulder = side < 0 ? hangShoulder : bentShoulder;
    const elbow = [at(side, sh + 0.42 * u), y(0.95)] as const;
    const wrist = [at(side, sh + 0.62 * u), top + 0.35 * u] as const;
    return (
      limb(...shoulder, r, ...elbow, r * 0.88) +
      limb(...elbow, r * 0.88, ...wrist, r * 0.7) +
      `<ellipse ${INK} cx="${f(wrist[0])}" cy="${f(wrist[1] - 0.12 * u)}" rx="${f(r * 0.66)}" ry="${f(0.26 * u)}"/>`
    );
  };
  /** An arm held out and a little down from the shoulder, the hand open: a singer's, a preacher's. */
  const openArm = (side: 1 | -1) => {
    const shoulder = side < 0 ? hangShoulder : bentShoulder;
    const elbow = [at(side, sh + 0.62 * u), y(2.05)] as const;
    const wrist = [at(side, sh + 1.3 * u), y(2.2)] as const;
    return (
      limb(...shoulder, r, ...elbow, r * 0.88) +
      limb(...elbow, r * 0.88, ...wrist, r * 0.7) +
      `<ellipse ${INK} cx="${f(wrist[0] + side * 0.2 * u)}" cy="${f(wrist[1] - 0.06 * u)}" rx="${f(0.27 * u)}" ry="${f(r * 0.7)}"/>`
    );
  };
  if (b.pose === 'arms-up') parts.push(raisedArm(-1) + raisedArm(1));
  else if (b.pose === 'arms-out') parts.push(openArm(-1) + openArm(1));
  else if (b.pose === 'dancing') {
    // One arm up, the other flung out at shoulder height, its hand dropping: a dancer mid-move.
    const elbow = [at(-1, sh + 0.85 * u), y(1.75)] as const;
    const wrist = [at(-1, sh + 1.55 * u), y(1.35)] as const;
    parts.push(
      raisedArm(1) +
        limb(...hangShoulder, r, ...elbow, r * 0.88) +
        limb(...elbow, r * 0.88, ...wrist, r * 0.7) +
        `<ellipse ${INK} cx="${f(wrist[0] - 0.18 * u)}" cy="${f(wrist[1] + 0.05 * u)}" rx="${f(0.28 * u)}" ry="${f(r * 0.66)}"/>`,
    );
  } else if (b.pose === 'running') {
    // Arms pumping, bent at the elbow: the leading one forward and up, the other drawn back.
    const arm = (
      shoulder: readonly [number, number],
      elbow: readonly [number, number],
      fist: readonly [number, number],
    ) =>
      limb(...shoulder, r, ...elbow, r * 0.88) +
      limb(...elbow, r * 0.88, ...fist, r * 0.72) +
      `<circle ${INK} cx="${f(fist[0])}" cy="${f(fist[1])}" r="${f(r * 0.85)}"/>`;
    parts.push(
      arm(bentShoulder, [at(1, sh + 0.55 * u), y(2.35)], [at(1, sh + 0.35 * u), y(1.45)]) +
        arm(hangShoulder, [at(-1, sh + 0.5 * u), y(2.45)], [at(-1, sh + 1.0 * u), y(3.05)]),
    );
  } else if (b.pose === 'jumping') {
    // A star jump: both arms flung up and out, the hands open.
    const flung = (side: 1 | -1) => {
      const shoulder = side < 0 ? hangShoulder : bentShoulder;
      const elbow = [at(side, sh + 0.75 * u), y(1.05)] as const;
      const wrist = [at(side, sh + 1.35 * u), top + 0.55 * u] as const;
      return (
        limb(...shoulder, r, ...elbow, r * 0.88) +
        limb(...elbow, r * 0.88, ...wrist, r * 0.7) +
        `<ellipse ${INK} cx="${f(wrist[0] + side * 0.1 * u)}" cy="${f(wrist[1] - 0.12 * u)}" rx="${f(r * 0.7)}" ry="${f(0.26 * u)}"/>`
      );
    };
    parts.push(flung(-1) + flung(1));
  } else if (b.pose === 'sitting')
    // Seated: both arms hang to the knees.
    parts.push(
      hangingArm() +
        limb(...bentShoulder, r, at(1, sh + 0.06 * u), y(2.85), r * 0.88) +
        limb(at(1, sh + 0.06 * u), y(2.85), r * 0.88, at(1, sh + 0.14 * u), y(3.92), r * 0.7),
    );
  else if (b.arms === 'pockets') {
    parts.push(
      both((s) => {
        const shoulder = s < 0 ? hangShoulder : bentShoulder;
        const elbow = [at(s, sh + 0.02 * u), y(2.75)] as const;
        const hand = [at(s, hp - 0.25 * u), y(3.55)] as const;
        return limb(...shoulder, r, ...elbow, r * 0.9) + limb(...elbow, r * 0.9, ...hand, r * 0.85);
      }),
    );
  } else if (b.arms === 'cane') {
    // An old person's walk: one arm hanging, the other forward on a stick planted a step ahead.
    const caneElbow = [at(1, sh + 0.3 * u), y(2.75)] as const;
    const caneHand = [at(1, hp + 0.75 * u), y(3.55)] as const;
    parts.push(
      hangingArm() +
        limb(...bentShoulder, r, ...caneElbow, r * 0.88) +
        limb(...caneElbow, r * 0.88, ...caneHand, r * 0.75) +
        limb(caneHand[0] - 0.2 * u, caneHand[1] - 0.05 * u, 0.09 * u, caneHand[0] + 0.15 * u, caneHand[1], 0.09 * u) +
        limb(caneHand[0] + 0.02 * u, caneHand[1], 0.08 * u, caneHand[0] + 0.12 * u, FOOT, 0.08 * u),
    );
  } else {
    const bentElbow = [at(1, sh + 0.16 * u), y(2.8)] as const;
    const bentHand = [at(1, sh + 0.4 * u), y(3.72)] as const;
    parts.push(
      hangingArm() +
        limb(...bentShoulder, r, ...bentElbow, r * 0.88) +
        limb(...bentElbow, r * 0.88, ...bentHand, r * 0.75),
    );
  }
  // Legs in trousers: thigh, shin, shoe; the weight leg straight, the free one eased out at the knee.
  const thigh = 0.47 * hp;
  const kneeY = (y(4.0) + FOOT) / 2;
  const shoe = (ankle: readonly [number, number], toe: number, s: 1 | -1) =>
    `<path ${INK} d="M${f(ankle[0] - s * thigh * 0.55)} ${f(ankle[1] - 0.12 * u)}L${f(toe)} ${f(FOOT - 0.18 * u)}` +
    `Q${f(toe + s * 0.08 * u)} ${f(FOOT)} ${f(toe - s * 0.12 * u)} ${FOOT}L${f(ankle[0] - s * thigh * 0.6)} ${FOOT}Z"/>`;
  // Seated, facing us: the body comes down to a seat at knee height, the thighs run toward us (short, foreshortened),
  // knees apart, shins straight down to the feet.
  const seat = FOOT - 2.3 * u;
  const drop = b.pose === 'sitting' ? seat - y(3.85) : 0;
  const legs: string[] = [];
  if (b.pose === 'sitting')
    legs.push(
      both((s) => {
        const hip = [at(s, hp - thigh), seat] as const;
        const knee = [at(s, hp + 0.08 * u), seat + 0.4 * u] as const;
        const ankle = [at(s, hp - 0.02 * u), FOOT - 0.28 * u] as const;
        return (
          limb(...hip, thigh * 1.05, ...knee, thigh * 0.8) +
          limb(...knee, thigh * 0.75, ...ankle, thigh * 0.52) +
          shoe(ankle, ankle[0] + s * 0.32 * u, s)
        );
      }),
    );
  else if (b.pose === 'running')
    // Mid-stride: the leading knee lifted high, its shin hanging back under it; the other leg pushing off behind, its
    // foot just leaving the ground.
    legs.push(
      both((s) => {
        const hip = [at(s, hp - thigh), y(3.85)] as const;
        const lead = s > 0;
        const knee = lead
          ? ([at(1, hp + 1.05 * u), kneeY - 0.85 * u] as const)
          : ([at(-1, hp + 0.25 * u), kneeY + 0.1 * u] as const);
        const ankle = lead
          ? ([at(1, hp + 0.75 * u), kneeY + 0.65 * u] as const)
          : ([at(-1, hp + 1.45 * u), FOOT - 0.95 * u] as const);
        return (
          limb(...hip, thigh, ...knee, thigh * 0.7) +
          limb(...knee, thigh * 0.7, ...ankle, thigh * 0.52) +
          limb(ankle[0], ankle[1], thigh * 0.5, ankle[0] + (lead ? 0.45 : -0.3) * u, ankle[1] + 0.3 * u, thigh * 0.4)
        );
      }),
    );
  else if (b.pose === 'jumping')
    // Legs spread wide and straight, the feet pointed, well off the ground.
    legs.push(
      both((s) => {
        const hip = [at(s, hp - thigh), y(3.85)] as const;
        const knee = [at(s, hp + 0.45 * u), kneeY - 0.55 * u] as const;
        const ankle = [at(s, hp + 1.0 * u), FOOT - 1.25 * u] as const;
        return (
          limb(...hip, thigh, ...knee, thigh * 0.72) +
          limb(...knee, thigh * 0.72, ...ankle, thigh * 0.52) +
          limb(ankle[0], ankle[1], thigh * 0.5, ankle[0] + s * 0.3 * u, ankle[1] + 0.35 * u, thigh * 0.38)
        );
      }),
    );
  else
    legs.push(
      both((s) => {
        const free = s > 0;
        // A dancer's free leg kicks out to the side, its foot off the ground.
        if (free && b.pose === 'dancing') {
          const hip = [at(s, hp - thigh), y(3.85)] as const;
          const knee = [at(s, hp + 0.55 * u), kneeY - 0.45 * u] as const;
          const ankle = [at(s, hp + 0.95 * u), FOOT - 1.1 * u] as const;
          return (
            limb(...hip, thigh, ...knee, thigh * 0.7) +
            limb(...knee, thigh * 0.7, ...ankle, thigh * 0.52) +
            limb(ankle[0], ankle[1], thigh * 0.5, ankle[0] + 0.45 * u, ankle[1] + 0.2 * u, thigh * 0.4)
          );
        }
        const hip = [at(s, hp - thigh), y(3.85)] as const;
        const knee = free
          ? ([at(s, hp - thigh + 0.16 * u), kneeY + 0.05 * u] as const)
          : ([at(s, hp - thigh - 0.12 * u), kneeY] as const);
        const ankle = free
          ? ([at(s, hp - thigh + 0.3 * u), FOOT - 0.28 * u] as const)
          : ([at(s, hp - thigh - 0.2 * u), FOOT - 0.25 * u] as const);
        const toe = ankle[0] + s * (free ? 0.42 : 0.32) * u;
        return (
          limb(...hip, thigh, ...knee, thigh * 0.7) +
          limb(...knee, thigh * 0.7, ...ankle, thigh * 0.52) +
          shoe(ankle, toe, s)
        );
      }),
    );
  // A jacket's hem over the hips: clothes, not a body's bare contour.
  if (b.skirt === 0)
    parts.push(
      `<path ${INK} d="M${f(32 - wa - 0.04 * u)} ${f(y(2.8))}L${f(32 + wa + 0.04 * u)} ${f(y(2.8))}` +
        `L${f(32 + hp + 0.1 * u)} ${f(y(4.2))}Q32 ${f(y(4.32))} ${f(32 - hp - 0.1 * u)} ${f(y(4.2))}Z"/>`,
    );
  if (b.skirt > 0) {
    const hem = y(3.2 + b.skirt * (b.heads - 3.4));
    const flare = hp + 0.35 * u + b.skirt * 0.4 * u;
    parts.push(
      `<path ${INK} d="M${f(32 - wa)} ${f(y(2.85))}L${f(32 + wa)} ${f(y(2.85))}L${f(32 + flare)} ${f(hem)}` +
        `Q32 ${f(hem + 0.25 * u)} ${f(32 - flare)} ${f(hem)}Z"/>`,
    );
  }
  // Cut last, through everything the body drew over the torso (the pelvis, a dress).
  if (b.bones) parts.push(boneGaps(b, y, u, headY));
  const upper = parts.join('');
  // A runner leans into the stride, pivoting at the hips.
  if (b.pose === 'running') return `<g transform="rotate(9 32 ${f(y(3.85))})">${upper}</g>` + legs.join('');
  return (drop ? `<g transform="translate(0 ${f(drop)})">${upper}</g>` : upper) + legs.join('');
}

const ADULT = { heads: 7.5, shoulder: 0.98, waist: 0.66, hip: 0.78, limb: 0.2, skirt: 0 } as const;
/** A woman's build, in a dress to mid-calf with her hair down. */
const WOMAN_BUILD = {
  ...ADULT,
  shoulder: 0.86,
  waist: 0.5,
  hip: 0.8,
  limb: 0.17,
  arms: 'down',
  head: 'long-hair',
  skirt: 0.45,
} as const;

const BUILDS = {
  figure: { ...ADULT, arms: 'down', head: 'bare' },
  'woman-figure': WOMAN_BUILD,
  'hooded-figure': { ...ADULT, waist: 0.74, limb: 0.22, arms: 'pockets', head: 'hood' },
  'elder-figure': { ...ADULT, heads: 7, waist: 0.74, hip: 0.8, arms: 'cane', head: 'bare' },
  // An old woman: a little stooped and wider at the waist, in a headscarf and a skirt to the shin, her stick in hand
  // (round 116's six haenyeo grandmothers were old men).
  'elder-woman-figure': { ...WOMAN_BUILD, heads: 7, waist: 0.62, hip: 0.86, arms: 'cane', head: 'hood', skirt: 0.6 },
  'child-figure': {
    heads: 5.2,
    shoulder: 0.64,
    waist: 0.52,
    hip: 0.56,
    limb: 0.15,
    arms: 'down',
    head: 'bare',
    skirt: 0,
  },
  'hooded-woman-figure': { ...WOMAN_BUILD, head: 'hood', skirt: 0.3 },
  'hooded-child-figure': {
    heads: 5.2,
    shoulder: 0.68,
    waist: 0.58,
    hip: 0.58,
    limb: 0.16,
    arms: 'pockets',
    head: 'hood',
    skirt: 0,
  },
  // People known by their dress (see attire.ts): a long robe is a skirt to the ankle.
  'nun-figure': { ...WOMAN_BUILD, waist: 0.6, head: 'bare', hat: 'veil', skirt: 1 },
  'monk-figure': { ...ADULT, waist: 0.74, hip: 0.84, arms: 'down', head: 'hood', skirt: 1 },
  'robed-figure': { ...ADULT, waist: 0.7, hip: 0.84, arms: 'down', head: 'bare', skirt: 1 },
  'capped-figure': { ...ADULT, arms: 'down', head: 'bare', hat: 'cap' },
  'hatted-figure': { ...ADULT, arms: 'down', head: 'bare', hat: 'brim', skirt: 0.5 },
  'hatted-woman-figure': { ...WOMAN_BUILD, hat: 'brim' },
  'capped-woman-figure': { ...WOMAN_BUILD, hat: 'cap' },
  'helmeted-figure': { ...ADULT, arms: 'down', head: 'bare', hat: 'helmet' },
  'knight-figure': { ...ADULT, shoulder: 1.08, waist: 0.74, limb: 0.23, arms: 'down', head: 'bare', hat: 'helm' },
  'crowned-figure': { ...ADULT, arms: 'down', head: 'bare', hat: 'crown', skirt: 1 },
  'queen-figure': { ...WOMAN_BUILD, hat: 'crown', skirt: 1 },
  'wizard-figure': { ...ADULT, waist: 0.7, hip: 0.84, arms: 'down', head: 'bare', hat: 'pointed', skirt: 1 },
  'witch-figure': { ...WOMAN_BUILD, hat: 'pointed', skirt: 1 },
  'skeleton-figure': { ...ADULT, waist: 0.5, hip: 0.72, limb: 0.12, arms: 'down', head: 'bare', bones: true },
  'angel-figure': { ...WOMAN_BUILD, skirt: 1, wings: true },
  'chef-figure': { ...ADULT, arms: 'down', head: 'bare', hat: 'toque' },
  'worker-figure': { ...ADULT, waist: 0.72, limb: 0.22, arms: 'down', head: 'bare', hat: 'hard-hat' },
} as const satisfies Record<string, Build>;

const MAN = figure(BUILDS.figure);
const WOMAN = figure(BUILDS['woman-figure']);

/** The drawing of a figure in a pose, by drawing name: `sleeve:figure` dancing is `sleeve:figure-dancing`. */
export const posedName = (name: string, pose: Pose): string => `${name}-${pose}`;

/** Silhouettes by drawing name (`sleeve:<name>`), each build standing and in every pose. */
export const FIGURES: Record<string, string> = {
  ...Object.fromEntries(
    Object.entries(BUILDS).flatMap(([name, build]) => [
      [name, figure(build)],
      ...POSES.map((pose) => [posedName(name, pose), figure({ ...build, pose })]),
    ]),
  ),
  // Two people side by side, close enough that their shoulders meet: a couple, not two strangers (the icon sets'
  // couple is a restroom sign).
  couple: `<g transform="translate(-8.5 0)">${MAN}</g><g transform="translate(8.5 0)">${WOMAN}</g>`,
  // Dancing, they face each other's way, the hands they fling out clasped between them (his drawn mirrored).
  [posedName('couple', 'dancing')]:
    `<g transform="translate(47 0) scale(-1 1)">${figure({ ...BUILDS.figure, pose: 'dancing' })}</g>` +
    `<g transform="translate(17 0)">${figure({ ...BUILDS['woman-figure'], pose: 'dancing' })}</g>`,
  ...Object.fromEntries(
    (['arms-up', 'sitting'] as const).map((pose) => [
      posedName('couple', pose),
      `<g transform="translate(-8.5 0)">${figure({ ...BUILDS.figure, pose })}</g>` +
        `<g transform="translate(8.5 0)">${figure({ ...BUILDS['woman-figure'], pose })}</g>`,
    ]),
  ),
};
