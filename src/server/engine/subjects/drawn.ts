/**
 * Subjects drawn for Soundsleeve: common cover subjects none of the shipped icon sets has (a harp, a starfish,
 * a covered wagon…), as SVG bodies in a 64-unit box. They go through the same converter as the icon sets
 * (svg-shape.ts), so they may use strokes (outlined by Skia) and white paint for cut-out detail.
 * Check them by eye after any change: `npx tsx src/server/engine/subjects/library-sheet.ts --search sleeve`.
 */

import { FIGURES, limb } from './drawn-figures.ts';
import { INSTRUMENT_ART } from './drawn-instruments.ts';
import { BIRDS } from './drawn-birds.ts';
import { MAMMALS } from './drawn-mammals.ts';

export const DRAWN_PREFIX = 'sleeve';
export const DRAWN_SIZE = 64;

const INK = 'fill="currentColor"';
const LINE = (width: number) => `fill="none" stroke="currentColor" stroke-width="${width}" stroke-linecap="round"`;
const CUT = (width: number) => `fill="none" stroke="#fff" stroke-width="${width}" stroke-linecap="round"`;

/** A five-armed starfish: a smooth polar curve, arms tapering to rounded tips. */
function starfishPath(): string {
  const points: string[] = [];
  for (let i = 0; i < 200; i++) {
    const angle = (i / 200) * Math.PI * 2;
    const arm = ((1 + Math.cos(5 * angle)) / 2) ** 1.3;
    const r = 11 + 19 * arm;
    points.push(`${(32 + r * Math.sin(angle)).toFixed(2)} ${(33 - r * Math.cos(angle)).toFixed(2)}`);
  }
  return `M${points.join('L')}Z`;
}

/** A spoked wheel centred at (x, y). */
function wheel(x: number, y: number, r: number): string {
  const spokes = [0, 45, 90, 135]
    .map((deg) => {
      const [dx, dy] = [Math.cos((deg * Math.PI) / 180) * r, Math.sin((deg * Math.PI) / 180) * r];
      return `<path ${LINE(1.6)} d="M${x - dx} ${y - dy}L${x + dx} ${y + dy}"/>`;
    })
    .join('');
  return `<circle ${LINE(3)} cx="${x}" cy="${y}" r="${r}"/>${spokes}<circle ${INK} cx="${x}" cy="${y}" r="2.6"/>`;
}

/** Harp strings: vertical lines from the neck down to the sloping soundboard. */
function harpStrings(): string {
  const lines: string[] = [];
  for (let x = 20; x <= 46; x += 4) {
    const bottom = 14 + ((50 - x) * 44) / 30;
    lines.push(`<path ${LINE(0.9)} d="M${x} 12L${x} ${bottom.toFixed(1)}"/>`);
  }
  return lines.join('');
}

/** A birdcage's bars: from the rim of its dome down to its base ring, bowing out with the dome. */
function cageBars(): string {
  const bars: string[] = [];
  for (let i = 0; i <= 8; i++) {
    const x = 14 + i * 4.5;
    // Each bar meets the dome where the dome's curve is at that x (a half ellipse from 14 to 50, top at 10).
    const t = (x - 32) / 18;
    const top = 24 - 14 * Math.sqrt(Math.max(0, 1 - t * t));
    bars.push(`<path ${LINE(1.3)} d="M${x} ${top.toFixed(2)}L${x} 54"/>`);
  }
  return bars.join('');
}

/**
 * A chain hanging in a shallow curve, its links alternating face-on (open rings) and edge-on (short bars) along the
 * curve: a chain stood upright reads as a row of figure eights, which no cover should print by accident.
 */
function chainLinks(): string {
  const links: string[] = [];
  const n = 11;
  const at = (t: number) => [6 + 52 * t, 16 + 30 * (1 - (2 * t - 1) ** 2)] as const;
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / n;
    const [x, y] = at(t);
    const [x1, y1] = at(t + 0.01);
    const angle = (Math.atan2(y1 - y, x1 - x) * 180) / Math.PI;
    const rot = `transform="rotate(${angle.toFixed(1)} ${x.toFixed(2)} ${y.toFixed(2)})"`;
    links.push(
      i % 2 === 0
        ? `<ellipse fill="none" stroke="currentColor" stroke-width="1.9" cx="${x.toFixed(2)}" cy="${y.toFixed(2)}" rx="3.9" ry="2.4" ${rot}/>`
        : `<rect ${INK} x="${(x - 5).toFixed(2)}" y="${(y - 1.2).toFixed(2)}" width="10" height="2.4" rx="1.2" ${rot}/>`,
    );
  }
  return links.join('');
}

/** A lion's mane: a ruff of tufts around the head, as a closed wavy outline centred at (x, y). */
function manePath(x: number, y: number, r: number): string {
  const points: string[] = [];
  for (let i = 0; i < 120; i++) {
    const angle = (i / 120) * Math.PI * 2;
    const radius = r + 1.3 * Math.abs(Math.sin(angle * 7));
    points.push(`${(x + radius * Math.cos(angle)).toFixed(2)} ${(y + radius * Math.sin(angle) * 1.08).toFixed(2)}`);
  }
  return `M${points.join('L')}Z`;
}

/** Light bulbs along a sign's border: small white dots cut out of the board. */
function bulbs(points: readonly (readonly [number, number])[]): string {
  return points.map(([x, y]) => `<circle fill="#fff" cx="${x}" cy="${y}" r="0.9"/>`).join('');
}

/** Radio-mast bracing: a zigzag between the two legs, which taper from the base to the top. */
function mastBracing(): string {
  const xAt = (y: number, side: -1 | 1) => 32 + side * (1 + ((y - 8) / 52) * 10.5);
  const points: string[] = [];
  for (let y = 58, side: -1 | 1 = -1; y >= 12; y -= 6.5, side = side === 1 ? -1 : 1)
    points.push(`${xAt(y, side).toFixed(2)} ${y.toFixed(1)}`);
  return `M${points.join('L')}`;
}

/** A chessboard in perspective: 8 × 8 squares between a near and a far edge, light squares cut in silhouette. */
function chessboard(): string {
  const near = { y: 50, x0: 4, x1: 60 };
  const far = { y: 28, x0: 15, x1: 49 };
  const at = (u: number, v: number): string => {
    // v = 0 far, 1 near; rows shrink toward the far edge as perspective does.
    const t = v ** 1.25;
    const y = far.y + (near.y - far.y) * t;
    const x0 = far.x0 + (near.x0 - far.x0) * t;
    const x1 = far.x1 + (near.x1 - far.x1) * t;
    return `${(x0 + (x1 - x0) * u).toFixed(2)} ${y.toFixed(2)}`;
  };
  const squares: string[] = [];
  for (let row = 0; row < 8; row++)
    for (let col = 0; col < 8; col++) {
      const [u0, u1, v0, v1] = [col / 8, (col + 1) / 8, row / 8, (row + 1) / 8];
      const d = `M${at(u0, v0)}L${at(u1, v0)}L${at(u1, v1)}L${at(u0, v1)}Z`;
      squares.push((row + col) % 2 ? `<path fill="#3b2f2a" d="${d}"/>` : `<path class="cut" fill="#efe4cf" d="${d}"/>`);
    }
  return `<path fill="#5a3d2b" d="M3 49.4H61V54.5H3Z"/>${squares.join('')}`;
}

/** The window of a telephone box: lit glass with its glazing bars. */
function phoneBoxWindow(): string {
  const bars = [
    ...[28.3, 34.7].map((x) => `M${x} 20H${x + 1}V46H${x}Z`),
    ...[25.6, 31.4, 37.2, 43].map((y) => `M22 ${y}H42V${y + 1}H22Z`),
  ];
  return `<path class="cut" fill="#f4e3a8" d="M22 20H42V46H22Z"/><path fill="#c8102e" d="${bars.join('')}"/>`;
}

/**
 * Drawings in colour, for subjects whose look comes from their colours (a black grand piano with white keys, a
 * fire's orange and yellow): the looks draw them as they draw Fluent Emoji Flat. Their silhouettes are derived
 * (`silhouette` below), so the shape and its colour drawing never drift apart. Parts marked `class="cut"` are
 * knocked out of the silhouette as detail (a piano's keys, a flame's core).
 */
export const DRAWN_ART: Record<string, string> = {
  ...INSTRUMENT_ART,
  // A hammock slung between two posts: the net sagging in a deep curve, its ends gathered to rings on the posts
  // (round 89's was a bed).
  hammock:
    '<path fill="#6b4a2b" d="M4 14H8.5V60H4ZM55.5 14H60V60H55.5Z"/>' +
    '<path fill="#e5c88f" d="M8.5 22C18 44 46 44 55.5 22C50 38 14 38 8.5 22Z"/>' +
    '<path fill="#c4473a" d="M11.6 28.6C20 44.4 44 44.4 52.4 28.6L54.2 25.4C46 41.2 18 41.2 9.8 25.4Z"/>' +
    '<path fill="#a3362b" d="M14 31.4C22 39.6 42 39.6 50 31.4L50.6 32.6C42 41.2 22 41.2 13.4 32.6Z"/>' +
    '<path fill="none" stroke="#3b2a1a" stroke-width="1.2" stroke-linecap="round" d="M8.5 19L12.6 24M55.5 19L51.4 24"/>',
  // A round bale of hay lying in a field: its side in straw-gold with the grain along it, the rolled end in a lighter
  // gold showing its spiral (round 90's burning bale was a parcel box).
  'hay-bale':
    '<path fill="#c98f2e" d="M14 16H46V58H14C8.5 58 5 48 5 37C5 26 8.5 16 14 16Z"/>' +
    '<path fill="none" stroke="#9c6a1d" stroke-width="1.1" stroke-linecap="round" d="M9 24C18 23 30 24 42 23M7 31C17 30 30 31 41 30M6.5 38C17 37 30 38 40 37.5M7 45C17 44 30 45 41 44.5M9 52C18 51 30 52 42 51.5"/>' +
    '<ellipse fill="#e6b658" cx="46" cy="37" rx="12" ry="21"/>' +
    '<path fill="none" stroke="#a8741f" stroke-width="1.3" stroke-linecap="round" d="M46 37C47.5 37 48 35 46.5 33.5C44 31.5 41.5 34.5 42 38C42.8 43 49 44 51 39C53.5 33 49.5 25.5 45 26.5C38.5 28 37 40 39.5 46C42.5 52.5 52 51 54.5 43C57 34 53 19.5 45.5 17.5"/>' +
    '<path fill="none" stroke="#fff2c4" stroke-width="0.8" stroke-linecap="round" d="M40 22C37 27 36 33 36.5 39"/>',
  // A storm lantern: a handle, a cap, an amber glass globe with a flame in its guards, a weighted base (the sets'
  // lantern is a red paper one, wrong for a monk in a forest or a keeper on a pier).
  lantern:
    '<path fill="none" stroke="#2a2623" stroke-width="2.4" stroke-linecap="round" d="M23 16C23 5 41 5 41 16"/>' +
    '<path fill="#2a2623" d="M25 15H39L44 22H20Z"/><circle fill="#2a2623" cx="32" cy="12.5" r="2"/>' +
    '<path fill="#f2b33d" d="M22 23C18 31 18 42 22 50H42C46 42 46 31 42 23Z"/>' +
    '<path class="cut" fill="#fff4c2" d="M32 30C35 35 36 39 35 42C34.4 44.6 29.6 44.6 29 42C28 39 29 35 32 30Z"/>' +
    '<path fill="none" stroke="#2a2623" stroke-width="1.6" d="M26 23.5C23.5 31 23.5 42 26 49.5M38 23.5C40.5 31 40.5 42 38 49.5"/>' +
    '<path fill="#2a2623" d="M20 49H44L46 55H18Z"/><path fill="#2a2623" d="M21 55H43V59H21Z"/>',
  // A human skull seen from the front, as engravers and metal covers draw one: a domed cranium, deep angular
  // sockets, the nasal cavity, cheekbones, a row of teeth and a jaw apart from it (the sets' skulls are cartoons).
  skull:
    '<path fill="#e7dcc3" d="M32 3C47 3 55 13 55 26C55 33 52 37 50 40C52 42 52 45 49 47L46 50L45 54H19L18 50L15 47C12 45 12 42 14 40C12 37 9 33 9 26C9 13 17 3 32 3Z"/>' +
    '<path fill="#c9bb9c" d="M50 40C52 42 52 45 49 47L46 50L45 54H40L41 47C44 45 47 42 50 40ZM14 40C12 42 12 45 15 47L18 50L19 54H24L23 47C20 45 17 42 14 40Z"/>' +
    '<path fill="#f5eee0" d="M22 8C27 6 35 6 40 8C36 8 30 9 25 12C23 13 21 12 22 8Z"/>' +
    '<path fill="none" stroke="#b3a381" stroke-width="0.7" d="M32 4V13L29 18M45 9L41 15M19 9L24 16"/>' +
    '<path class="cut" fill="#1d1814" d="M15 27.6L27 25.4C29.6 25.8 30.6 28 30.1 31L28.6 35.8C27.1 38.4 23 39 19.5 37.8C16.4 36.6 14.8 33 15 27.6Z"/>' +
    '<path class="cut" fill="#1d1814" d="M49 27.6L37 25.4C34.4 25.8 33.4 28 33.9 31L35.4 35.8C36.9 38.4 41 39 44.5 37.8C47.6 36.6 49.2 33 49 27.6Z"/>' +
    '<path class="cut" fill="#1d1814" d="M32 35.5C30.2 38.6 28.4 41.8 29 44.4C29.8 45.6 31.2 45 32 43.6C32.8 45 34.2 45.6 35 44.4C35.6 41.8 33.8 38.6 32 35.5Z"/>' +
    '<path fill="#f2ead8" d="M21 47.5H43L42.4 54H21.6Z"/>' +
    '<path class="cut" fill="#3b322a" d="M24.3 48H25V54H24.3ZM27.4 48H28.1V54H27.4ZM30.6 48H31.4V54H30.6ZM33.9 48H34.6V54H33.9ZM37 48H37.7V54H37Z"/>' +
    '<path fill="#e1d5bb" d="M18 55.6H46L47 59.5C45 62.6 39 64 32 64C25 64 19 62.6 17 59.5Z"/>' +
    '<path fill="#f2ead8" d="M22 55.6H42L41.6 59.4H22.4Z"/>' +
    '<path class="cut" fill="#3b322a" d="M25.2 55.6H25.9V59.4H25.2ZM28.5 55.6H29.2V59.4H28.5ZM31.7 55.6H32.4V59.4H31.7ZM35 55.6H35.7V59.4H35ZM38.2 55.6H38.9V59.4H38.2Z"/>',
  // A long-stemmed rose as tattoo and cover artists draw one: a cupped bloom of layered petals around a tight
  // spiral, sepals, a thorned stem and two leaves (the sets' rose reads as a tulip).
  rose:
    '<path fill="#2f5d2a" d="M31.1 29H32.9L33.4 62H30.6Z"/>' +
    '<path fill="#2f5d2a" d="M30.8 36L28.6 34.6L30.9 34.2ZM33.2 45L35.6 43.8L33.3 43.2ZM30.8 54L28.4 53L30.7 52.2Z"/>' +
    '<path fill="#3f7a35" d="M31 43C27 37.6 20.6 37.4 16 41.6C21 46.4 27 47 31 44.6Z"/>' +
    '<path fill="#3f7a35" d="M33 51C37 45.8 43.6 45.8 48 50C43 54.6 37 55.2 33 52.6Z"/>' +
    '<path fill="none" stroke="#26481f" stroke-width="0.6" d="M30.4 43.6C26 42 21.6 41.6 18 41.8M33.6 51.6C38 50.2 42.2 50 46 50.2"/>' +
    '<path fill="#2f5d2a" d="M26 27.6L22.4 33.4L29.4 30.2ZM38 27.6L41.6 33.4L34.6 30.2ZM30 29L32 34L34 29Z"/>' +
    '<path fill="#8f0f26" d="M32 2C37 2 41 4 43 7C47 6 50 9 49 13C51 16 51 21 48 24C46 28 40 31 32 31C24 31 18 28 16 24C13 21 13 16 15 13C14 9 17 6 21 7C23 4 27 2 32 2Z"/>' +
    '<path fill="#b81a33" d="M16 14.4C19 18.6 24 19 27 15.6C25 21 21 23.6 17 22.6C15.4 20 15.2 17 16 14.4ZM48 14.4C45 18.6 40 19 37 15.6C39 21 43 23.6 47 22.6C48.6 20 48.8 17 48 14.4Z"/>' +
    '<path fill="#c9283f" d="M21.4 8.4C23 5 27.4 3 32 3C36.6 3 41 5 42.6 8.4C43 11.4 38.6 14.6 32 14.6C25.4 14.6 21 11.4 21.4 8.4Z"/>' +
    '<path fill="#b81a33" d="M19 23.6C24 27.8 40 27.8 45 23.6C43 28 38 30.2 32 30.2C26 30.2 21 28 19 23.6Z"/>' +
    '<path class="cut" fill="#5e0716" d="M21.6 10.6C25.6 15.8 38.4 15.8 42.4 10.6C38.4 14.2 25.6 14.2 21.6 10.6Z"/>' +
    '<path class="cut" fill="#5e0716" d="M15.4 14C19 18.8 24 19 27 15.4C23.6 17.4 19.4 17.4 15.4 14ZM48.6 14C45 18.8 40 19 37 15.4C40.4 17.4 44.6 17.4 48.6 14Z"/>' +
    '<path class="cut" fill="#5e0716" d="M18.4 22.6C24.4 28.4 39.6 28.4 45.6 22.6C39.6 26.6 24.4 26.6 18.4 22.6Z"/>' +
    '<path class="cut" fill="#5e0716" d="M27.6 8.4C28.2 5.4 35 4.6 36.6 7.6C36.8 10 33.6 11.4 31.4 10.6C30 10 30.4 8.4 32 8.4C33.2 8.4 33.8 7.4 32.8 6.8C31 6 28.8 6.8 27.6 8.4Z"/>',
  // A car side on, front to the left, as cover photographs and drawings show one: a long bonnet, a sloped windscreen,
  // two windows, a boot, chrome and lamps (the sets' cars are toys with round windows).
  car:
    '<path fill="#b3262e" d="M2.5 43L3 38.5C3.5 36.5 5.5 35.5 8 35.2L19 34L26.5 27.5C28 26.2 29.8 25.6 32 25.6H43C45.5 25.6 47.5 26.6 49 28.4L53.5 33.6L58.5 34.6C60.6 35 61.6 36.4 61.6 38.4V43C61.6 44.4 60.8 45.2 59.4 45.2H4.6C3.2 45.2 2.5 44.4 2.5 43Z"/>' +
    '<path fill="#8a1c23" d="M2.6 41.6H61.6V43C61.6 44.4 60.8 45.2 59.4 45.2H4.6C3.2 45.2 2.6 44.4 2.6 43Z"/>' +
    '<path fill="none" stroke="#d9545a" stroke-width="0.7" d="M5 36.6L19.4 35.2H52.6L58.6 36"/>' +
    '<path class="cut" fill="#1f2630" d="M21.6 34L27.8 28.4C28.8 27.6 30 27.2 31.4 27.2H36.6V34Z"/>' +
    '<path class="cut" fill="#1f2630" d="M38.4 34V27.2H42.6C44.4 27.2 45.8 27.9 46.9 29.2L50.6 34Z"/>' +
    '<path fill="none" stroke="#6e141a" stroke-width="0.6" d="M37.5 35V44.6M21 35.4V44.4"/>' +
    '<path fill="#c3c7cf" d="M33 37.4H35.6V38.2H33ZM2.6 41H7.6V42.2H2.6ZM56.6 41H61.6V42.2H56.6Z"/>' +
    '<path fill="#f4e7b0" d="M2.9 37.4H5.8V39.6H2.8Z"/>' +
    '<path fill="#e0202e" d="M59.8 36.6H61.6V39.4H59.8Z"/>' +
    '<circle fill="#3a1114" cx="15" cy="44.4" r="7.2"/><circle fill="#3a1114" cx="49.6" cy="44.4" r="7.2"/>' +
    '<circle fill="#1b1b20" cx="15" cy="45" r="6"/><circle fill="#1b1b20" cx="49.6" cy="45" r="6"/>' +
    '<circle class="cut" fill="#c3c7cf" cx="15" cy="45" r="2.8"/><circle class="cut" fill="#c3c7cf" cx="49.6" cy="45" r="2.8"/>',
  // A hearse side on, front to the left: the car's bonnet, then a long roof carried flat to an upright back over the
  // coffin deck, curtained rear windows and the landau bar's S on the blank quarter behind them (a hearse drawn as a
  // saloon was the panel's example of a stock pictogram standing in for the idea).
  hearse:
    '<path fill="#17171b" d="M1.5 44L2 39.6C2.4 37.8 4.2 37 6.6 36.7L14.5 35.8L20 29.4C21 28.4 22.4 27.8 24 27.8H60C61.4 27.8 62.4 28.8 62.4 30.2V44C62.4 45.4 61.6 46.2 60.2 46.2H3.6C2.2 46.2 1.5 45.4 1.5 44Z"/>' +
    '<path fill="#0a0a0d" d="M1.6 42.8H62.4V44C62.4 45.4 61.6 46.2 60.2 46.2H3.6C2.2 46.2 1.6 45.4 1.6 44Z"/>' +
    '<path fill="none" stroke="#9aa0aa" stroke-width="0.7" d="M4 38.2L15 37.2H61.8"/>' +
    '<path class="cut" fill="#3a4250" d="M17 35.2L21.2 30.6C21.8 30 22.6 29.6 23.6 29.6H29.4V35.2Z"/>' +
    '<path class="cut" fill="#d8d2c4" d="M31.2 35.2V29.6H47V35.2Z"/>' +
    '<path fill="#17171b" d="M31.2 29.6H47V30.8Q45 32.6 43 30.8Q41 32.6 39.1 30.8Q37.2 32.6 35.2 30.8Q33.2 32.6 31.2 30.8Z"/>' +
    '<path fill="none" stroke="#c3c7cf" stroke-width="1.3" stroke-linecap="round" d="M50.4 30.8C54.2 30.8 53.4 35 57 35C58.4 35 59.4 34.2 59.4 33.2"/>' +
    '<path fill="#c3c7cf" d="M1.8 41.6H7.2V42.8H1.8ZM57 41.6H62.4V42.8H57ZM32.8 38.4H35.2V39.2H32.8Z"/>' +
    '<path fill="#f4e7b0" d="M2.1 38.6H4.9V40.6H2Z"/>' +
    '<path fill="#9b1b24" d="M61 38H62.4V40.6H61Z"/>' +
    '<circle fill="#050507" cx="13.6" cy="45.6" r="6.6"/><circle fill="#050507" cx="50.6" cy="45.6" r="6.6"/>' +
    '<circle fill="#202026" cx="13.6" cy="46.1" r="5.5"/><circle fill="#202026" cx="50.6" cy="46.1" r="5.5"/>' +
    '<circle class="cut" fill="#c3c7cf" cx="13.6" cy="46.1" r="2.5"/><circle class="cut" fill="#c3c7cf" cx="50.6" cy="46.1" r="2.5"/>',
  // A strand of barbed wire across the box: two twisted wires and a four-pointed barb every sixteen units.
  'barbed-wire':
    '<path fill="#5c5f66" d="M0 31.2L8 30.4L16 31.4L24 30.4L32 31.4L40 30.4L48 31.4L56 30.4L64 31.2V32.6L56 31.8L48 32.8L40 31.8L32 32.8L24 31.8L16 32.8L8 31.8L0 32.6Z"/>' +
    '<path fill="#8b8f97" d="M0 32.4L8 33.2L16 32.2L24 33.2L32 32.2L40 33.2L48 32.2L56 33.2L64 32.4V33.8L56 34.6L48 33.6L40 34.6L32 33.6L24 34.6L16 33.6L8 34.6L0 33.8Z"/>' +
    [8, 24, 40, 56]
      .map(
        (x) =>
          `<path fill="#5c5f66" d="M${x - 3.8} ${28.4}L${x - 2.8} ${27.8}L${x + 3.8} ${36}L${x + 2.8} ${36.6}ZM${x + 3.8} ${28.4}L${x + 2.8} ${27.8}L${x - 3.8} ${36}L${x - 2.8} ${36.6}Z"/>`,
      )
      .join(''),
  // A stone arch bridge side on: a deck with its parapet over one wide arch and a small arch at each end (the sets'
  // suspension bridge reads as a bed at cover scale).
  bridge:
    '<path fill="#a39e93" d="M1 30H63V58H57C57 46 46 39 32 39C18 39 7 46 7 58H1Z"/>' +
    '<path fill="#8a857b" d="M1 25.6H63V30H1Z"/>' +
    '<path class="cut" fill="#5a564e" d="M4 26.6H6V29H4ZM10 26.6H12V29H10ZM16 26.6H18V29H16ZM22 26.6H24V29H22ZM28 26.6H30V29H28ZM34 26.6H36V29H34ZM40 26.6H42V29H40ZM46 26.6H48V29H46ZM52 26.6H54V29H52ZM58 26.6H60V29H58Z"/>' +
    '<path fill="#bdb8ad" d="M1 24.4H63V25.8H1Z"/>' +
    '<path fill="none" stroke="#7d786e" stroke-width="0.7" d="M7 58C7 46 18 39 32 39C46 39 57 46 57 58M14 31V42M50 31V42M26 31V39M38 31V39"/>',
  // A human eye, wide open, as surreal covers draw one: an almond between lids, lashes, the iris cut out around
  // the pupil, a catchlight (the sets' eye is a round target).
  eye:
    '<path fill="#d9b8a0" d="M1 32C10 13 54 13 63 32C54 51 10 51 1 32Z"/>' +
    '<path fill="#f2efe6" d="M5 32C14 19 50 19 59 32C50 45 14 45 5 32Z"/>' +
    '<path fill="#2a1d18" d="M5 32C14 19 50 19 59 32L57.6 31.2C48 21 16 21 6.4 31.2Z"/>' +
    '<path fill="#2a1d18" d="M12.6 25.4L9.2 20.6L14.6 24.2ZM19.6 21.8L17.6 16.2L21.8 21ZM27.4 20.2L26.6 14.4L29.6 19.8ZM35.6 20L36.6 14.2L37.8 20.2ZM43.6 21.2L46 15.8L45.8 21.8ZM50.6 24L54.4 19.4L52.4 24.8Z"/>' +
    '<circle class="cut" fill="#4d7a8c" cx="32" cy="32" r="11.4"/>' +
    '<circle fill="#101014" cx="32" cy="32" r="5.2"/>' +
    '<circle class="cut" fill="#f7f5ef" cx="33.8" cy="30.2" r="1.6"/>',
  // A horned skull of cattle or a goat, from the front, as on desert and metal covers: horns sweeping out and up
  // from the poll, sockets at the sides, the long face narrowing to the snout.
  'horned-skull':
    '<path fill="#d8c9a6" d="M21 18C14 18 8 16 5 10C3 6 4 3 6 1C7 5 9.5 9 13.5 11.6C16.5 13.6 19.5 14 22.5 14.6Z"/>' +
    '<path fill="#d8c9a6" d="M43 18C50 18 56 16 59 10C61 6 60 3 58 1C57 5 54.5 9 50.5 11.6C47.5 13.6 44.5 14 41.5 14.6Z"/>' +
    '<path fill="#8f7d5e" d="M6 1C4 3 3 6 5 10L7.4 9C6.2 6.4 6 4 6 1ZM58 1C60 3 61 6 59 10L56.6 9C57.8 6.4 58 4 58 1Z"/>' +
    '<path fill="#ebe1cb" d="M20 16C24 12.6 40 12.6 44 16L47.4 21C49.4 24 49.2 28 46.2 31L41 40L39 55C38 59 36 61.5 32 61.5C28 61.5 26 59 25 55L23 40L17.8 31C14.8 28 14.6 24 16.6 21Z"/>' +
    '<path fill="#cdbf9f" d="M41 40L39 55C38 59 36 61.5 32 61.5C34 58 35 52 35.5 44ZM23 40L25 55C26 59 28 61.5 32 61.5C30 58 29 52 28.5 44Z"/>' +
    '<path fill="none" stroke="#b3a381" stroke-width="0.7" d="M32 15V30M27 17L29 24M37 17L35 24"/>' +
    '<path class="cut" fill="#1d1814" d="M18.6 24C20.6 21.8 25 22.6 25 26C25 29 22 30.4 19.8 29.2C17.8 28.2 17.4 25.6 18.6 24Z"/>' +
    '<path class="cut" fill="#1d1814" d="M45.4 24C43.4 21.8 39 22.6 39 26C39 29 42 30.4 44.2 29.2C46.2 28.2 46.6 25.6 45.4 24Z"/>' +
    '<path class="cut" fill="#1d1814" d="M30.2 40C31 38.4 33 38.4 33.8 40L34.6 51C33.8 53.6 30.2 53.6 29.4 51Z"/>' +
    '<path class="cut" fill="#3b322a" d="M28.6 57.4C29.4 56.4 30.6 56.8 30.6 58C30.2 59.2 28.8 59.2 28.6 57.4ZM35.4 57.4C34.6 56.4 33.4 56.8 33.4 58C33.8 59.2 35.2 59.2 35.4 57.4Z"/>',
  'grand-piano':
    '<path fill="#24242a" d="M11 29.5L57 15.5Q58.6 15.2 59 16.6L59.2 17.6L15 30.5Z"/>' +
    '<path fill="#16161a" d="M46.2 29.8L47 19.6L48.2 19.4L47.6 29.8Z"/>' +
    '<path fill="#16161a" d="M4 30H49C56.5 30 61 32.2 61 36V38.5C61 39.6 60.2 40.4 59 40.4H4Z"/>' +
    '<path fill="#3a3a44" d="M6 31.4H49C54.8 31.4 58.6 32.8 59.4 35H6Z"/>' +
    '<path fill="#16161a" d="M0.8 31H6V36.2H0.8Z"/>' +
    '<path class="cut" fill="#f2efe6" d="M1.4 31.6H5.6V33.4H1.4Z"/>' +
    '<path fill="#16161a" d="M7 30L11.5 24.2L12.8 24.8L8.8 30Z"/>' +
    '<path fill="#16161a" d="M6.5 40H10L9.6 54.5H7ZM50 40H53.5L53 54.5H50.4ZM33 40H36L35.6 52H33.4ZM19 40H23L22.2 50H19.8Z"/>' +
    '<path fill="#c8a24a" d="M18.4 50H23.6V51.6H18.4Z"/>' +
    '<circle fill="#c8a24a" cx="8.3" cy="55.6" r="1.4"/><circle fill="#c8a24a" cx="51.7" cy="55.6" r="1.4"/>' +
    '<circle fill="#c8a24a" cx="34.5" cy="53.1" r="1.2"/>',
  campfire:
    '<path fill="#6b3f22" d="M8 52L50 40Q53 39.4 53.8 42.2Q54.4 45 51.6 45.8L10 57.6Q7 58.4 6.4 55.4Q5.8 52.6 8 52Z"/>' +
    '<path fill="#8a5230" d="M56 52L14 40Q11 39.4 10.2 42.2Q9.6 45 12.4 45.8L54 57.6Q57 58.4 57.6 55.4Q58.2 52.6 56 52Z"/>' +
    '<circle fill="#d9a66b" cx="52.4" cy="42.8" r="2"/><circle fill="#d9a66b" cx="11.6" cy="42.8" r="2"/>' +
    '<path fill="#f26a1b" d="M32 6C36 16 46 20 45 33C44.4 41 38.6 46 32 46C25.4 46 19.6 41 19 33C18.4 25 24 21 26 14C28 19 29 22 31 23C31.6 17 30.6 11 32 6Z"/>' +
    '<path fill="#ffb020" d="M32 18C35 25 40 28 39.4 35C39 40.6 35.6 44 32 44C28.4 44 25 40.6 24.6 35.6C24.4 31 27.4 28.6 28.6 25C30 28 30.6 29.4 31.4 29.8C32 26 31 22 32 18Z"/>' +
    '<path class="cut" fill="#fff3c4" d="M32 30C33.6 34 36 35.6 35.6 38.8C35.4 41.4 33.8 43 32 43C30.2 43 28.6 41.4 28.4 39C28.2 36 31 34.4 32 30Z"/>',
  'radio-tower':
    '<path fill="#4a4a52" d="M18 58.6H46V61.4H18Z"/>' +
    '<path fill="none" stroke="#b8322a" stroke-width="2.2" stroke-linecap="round" d="M20.5 59L31 8M43.5 59L33 8"/>' +
    `<path fill="none" stroke="#b8322a" stroke-width="1.1" stroke-linejoin="round" d="${mastBracing()}"/>` +
    '<path fill="none" stroke="#e8e4dc" stroke-width="2.4" d="M24.2 41H39.8M27.4 25.5H36.6"/>' +
    '<path fill="none" stroke="#4a4a52" stroke-width="1.4" stroke-linecap="round" d="M32 8V2.8"/>' +
    '<circle fill="#ff3b30" cx="32" cy="3" r="2.2"/>',
  'hot-air-balloon':
    '<path fill="#d94a3d" d="M32 4C46 4 54 14 54 25C54 35 45 42 39 47H25C19 42 10 35 10 25C10 14 18 4 32 4Z"/>' +
    '<path fill="#f2c14e" d="M32 4C37 4 41 14 41 25C41 35 37.5 42 35.8 47H28.2C26.5 42 23 35 23 25C23 14 27 4 32 4Z"/>' +
    '<path fill="#2e6f8e" d="M32 4C34 4 35.2 14 35.2 25C35.2 35 34.2 42 33.6 47H30.4C29.8 42 28.8 35 28.8 25C28.8 14 30 4 32 4Z"/>' +
    '<path fill="#8a2f27" d="M25 47H39L37.5 50H26.5Z"/>' +
    '<path fill="none" stroke="#5a3a22" stroke-width="0.8" d="M26.6 50L28.2 55.4M37.4 50L35.8 55.4"/>' +
    '<path fill="#6e4526" d="M26.6 55H37.4V56.8H26.6Z"/><path fill="#9b6a3c" d="M27.2 56.6H36.8L36 62H28Z"/>',
  'paper-plane':
    '<path fill="#e6e2d8" d="M4 30L26 36L21 43Z"/>' +
    '<path fill="#f6f4ee" d="M4 30L60 10L26 36Z"/>' +
    '<path fill="#cfc9bc" d="M26 36L60 10L33 47Z"/>' +
    '<path fill="#b3ad9f" d="M26 36L33 47L29.4 37Z"/>',
  'coffee-cup':
    '<path fill="none" stroke="#cfc9bd" stroke-width="2" stroke-linecap="round" d="M25 19C22 15 28 13 25 8M31 18C28 13 34 11 31 5M37 19C34 15 40 13 37 8"/>' +
    '<path fill="#e8e4dc" d="M9 52H55Q53 57.5 44 57.5H20Q11 57.5 9 52Z"/>' +
    '<path fill="none" stroke="#f4f1ea" stroke-width="3.4" d="M45.5 28.5C54.5 28.5 55.5 41 45 41.5"/>' +
    '<path fill="#f4f1ea" d="M16 23H46V40C46 47 40 52.2 31 52.2C22 52.2 16 47 16 40Z"/>' +
    '<path fill="#d9d3c7" d="M16 40C16 47 22 52.2 31 52.2C24.5 50 20 45.5 19.4 40Z"/>' +
    '<ellipse fill="#5b3a24" cx="31" cy="23.4" rx="14.6" ry="2.4"/>',
  'telephone-box':
    '<path fill="#c8102e" d="M17 10.5Q32 2.5 47 10.5V13H17Z"/>' +
    '<path fill="#1c1c1c" d="M18 13H46V17.4H18Z"/><path class="cut" fill="#f2efe6" d="M21 14.3H43V16.1H21Z"/>' +
    '<path fill="#c8102e" d="M18 17.4H46V58.5H18Z"/>' +
    phoneBoxWindow() +
    '<path fill="#a50d26" d="M22 48.5H42V56H22Z"/>' +
    '<path fill="#8a0b20" d="M15.5 58.2H48.5V62H15.5Z"/>',
  chessboard: chessboard(),
  // A wolf sitting with its head raised, howling: the emoji sets draw only a wolf's face.
  wolf:
    // body
    '<path fill="#7d828b" d="M53.5 7.2L47 10.4C45 11 43.4 11.6 42 12.6L39.6 7.4L37.8 14.6C35.4 16.2 33.6 18.6 32.4 21.6C30.6 26 28.2 30.4 24.6 34.4C20.4 39 17.4 44.2 16.6 50.2C12.4 51.4 8 53.4 5.4 56.6C4.6 57.6 5.4 59 6.8 58.8C10.4 58.2 13.8 57.8 17.6 58.2L19 60H46.4C47.2 60 47.6 59.2 47.2 58.6L45.4 56.4L45.6 44.6C46.6 39.4 47.4 34.6 47 29.6C46.8 26.4 47.2 23.4 48.8 20.6L50.6 17.4L55.8 15.2C56.6 14.8 56.6 13.8 55.8 13.6L50.8 13.4L55.4 10.2C56.4 9.4 55.6 7.6 53.5 7.2Z"/>' +
    // chest and throat, lighter
    '<path fill="#c3c7cd" d="M48.8 20.6C47.2 23.4 46.8 26.4 47 29.6C47.4 34.6 46.6 39.4 45.6 44.6L44.6 38C42.8 33 42.4 28.4 43.4 24.2C44.4 21.8 46.2 20.6 48.8 20.6Z"/>' +
    // darker back and near hind leg
    '<path fill="#5b6068" d="M32.4 21.6C30.6 26 28.2 30.4 24.6 34.4C20.4 39 17.4 44.2 16.6 50.2L19 60H30.4C31.6 58.4 31.2 56.4 29.4 55.6L26.6 54.2C28.4 49.6 29 44.8 27.6 40.4C30.2 35.6 31.8 29 32.4 21.6Z"/>' +
    // front legs, a touch darker at the back one
    '<path fill="#6a6f77" d="M37.6 44.8L38.2 58.2C38.2 59.2 39 60 40 60H43.6C44.4 60 44.6 59 44 58.6L41.8 57.4L41.6 45.2Z"/>' +
    '<circle fill="#1c1c1c" cx="45.2" cy="14.2" r="0.9"/>' +
    '<path fill="#5b6068" d="M37.8 14.6L35.6 8.6L34.6 17Z"/>' +
    '<path fill="#1c1c1c" d="M53.5 7.2L55.4 10.2L53.6 9.6Z"/>',
  robot:
    '<path fill="none" stroke="#5a3a28" stroke-width="1.2" d="M32 7V3"/><circle fill="#ffb84a" cx="32" cy="2.6" r="1.6"/>' +
    '<rect fill="#b0643a" x="22" y="6.5" width="20" height="15.5" rx="3"/>' +
    '<rect fill="#5a3a28" x="25" y="10" width="14" height="7.5" rx="2"/>' +
    '<circle fill="#ffd54a" cx="28.6" cy="13.8" r="2.1"/><circle fill="#ffd54a" cx="35.4" cy="13.8" r="2.1"/>' +
    '<rect fill="#6b4a36" x="29" y="22" width="6" height="3.4"/>' +
    '<rect fill="#a35a34" x="14" y="26" width="6.4" height="16" rx="3"/><rect fill="#a35a34" x="43.6" y="26" width="6.4" height="16" rx="3"/>' +
    '<circle fill="#6b4a36" cx="17.2" cy="43.4" r="2.8"/><circle fill="#6b4a36" cx="46.8" cy="43.4" r="2.8"/>' +
    '<rect fill="#b86a3e" x="19.5" y="25" width="25" height="20" rx="3.5"/>' +
    '<rect fill="#6b4a36" x="25.5" y="29.5" width="13" height="8.5" rx="1.5"/>' +
    '<circle fill="#e25d3a" cx="29" cy="33.8" r="1.3"/><circle fill="#ffd54a" cx="32.2" cy="33.8" r="1.3"/><circle fill="#7fc97f" cx="35.4" cy="33.8" r="1.3"/>' +
    '<path fill="#8c4a2a" d="M21 44H31V50H21ZM33 44H43V50H33Z"/>' +
    '<path fill="#9b532f" d="M21.5 50H29.5V58.5H21.5ZM34.5 50H42.5V58.5H34.5Z"/>' +
    '<path fill="#5a3a28" d="M19.5 58H31V61.5H19.5ZM33 58H44.5V61.5H33Z"/>' +
    '<path fill="#7a3f22" d="M24 8.5C25.5 8 26.6 9 26 10H23.5ZM40 20C41.2 19 42 20.6 41.2 21.6ZM21 40C22.4 39.2 23.6 40.6 22.6 41.8Z"/>',
  // A polar bear walking, seen from the side (the emoji is a face).
  'polar-bear':
    // far legs, in shade
    '<path fill="#cfcabd" d="M22 42H29.5L29 56.5C29 57.4 28.4 58 27.6 58H22.6C21.8 58 21.4 57.2 21.8 56.6L22.8 55.4ZM44 40H50.6L50 56.5C50 57.4 49.4 58 48.6 58H43.6C42.8 58 42.4 57.2 42.8 56.6L43.8 55.4Z"/>' +
    // body, neck and head
    '<path fill="#f1efe8" d="M6 35C6 25 13 19.5 24 19.5H36C41 19.5 44.6 20.6 47.6 22.6C50 21 52 20.6 53.8 21L54.8 19.2C55.4 18.2 56.8 18.4 57 19.6L57.2 21.6C59 22.8 60.4 24.8 61.6 27.2C62.2 28.4 61.6 29.6 60.2 29.8L56.6 30.4C55.2 32.8 53.2 34.6 51 35.6L50.2 43.6H42L40.2 44.6C35 46 29.6 46.2 24.6 45.2L16 44.4C9.6 42.8 6 39.4 6 35Z"/>' +
    // near legs
    '<path fill="#f1efe8" d="M13.6 38H22.4L21.6 56.6C21.6 57.4 21 58 20.2 58H15C14.2 58 13.8 57.2 14.2 56.6L15.2 55.2ZM40.6 38H49.2L48.6 56.6C48.6 57.4 48 58 47.2 58H42C41.2 58 40.8 57.2 41.2 56.6L42.2 55.2Z"/>' +
    // belly shade
    '<path fill="#e2ded3" d="M6 35C6 39.4 9.6 42.8 16 44.4L13.8 44.2L13.6 40C10.4 39 7.6 37.4 6 35ZM24.6 45.2C29.6 46.2 35 46 40.2 44.6L40.6 41C34 42.6 28 42.8 22.6 42Z"/>' +
    '<circle fill="#1c1c1c" cx="61.2" cy="28" r="1.1"/><circle fill="#1c1c1c" cx="56.2" cy="24.2" r="0.8"/>',
  submarine:
    '<path fill="#2e434c" d="M56.5 30.5L62 27V45L56.5 41.5Z"/>' +
    '<path fill="#4f6d7a" d="M6 36C6 29.5 12 26 20 26H46C54 26 58.5 30 58.5 36C58.5 42 54 46 46 46H20C12 46 6 42.5 6 36Z"/>' +
    '<path fill="#6f8f9c" d="M10 31C13 28.2 16.5 27.5 20 27.5H46C50.5 27.5 53.6 29 55.4 31Z"/>' +
    '<path fill="#3f5a66" d="M26 26V18.5C26 17 27 16 28.5 16H38C39.5 16 40.5 17 40.5 18.5V26Z"/>' +
    '<path fill="#2e434c" d="M34 16V9H39V11.2H36.2V16Z"/>' +
    '<circle class="cut" fill="#f2e6b0" cx="17" cy="36.5" r="2.4"/><circle class="cut" fill="#f2e6b0" cx="25.5" cy="36.5" r="2.4"/>' +
    '<circle class="cut" fill="#f2e6b0" cx="34" cy="36.5" r="2.4"/><circle class="cut" fill="#f2e6b0" cx="42.5" cy="36.5" r="2.4"/>',
  match:
    '<path fill="#e9c58f" d="M30 26H34V60Q34 61 33 61H31Q30 61 30 60Z"/>' +
    '<path fill="#f26a1b" d="M32 2C35 9 40 13 39.5 20C39 25 35.8 28 32 28C28.2 28 25 25 24.6 20.6C24.3 15.6 28 12.4 29 8C30 11 30.8 12.6 31.6 13C32.2 9.4 31.2 5.6 32 2Z"/>' +
    '<path class="cut" fill="#ffd24a" d="M32 12C33.8 16 36 18 35.7 21.6C35.4 24.6 33.8 26 32 26C30.2 26 28.6 24.6 28.4 22.2C28.2 19 31 17.6 32 12Z"/>' +
    '<ellipse fill="#b3261e" cx="32" cy="26.5" rx="3.4" ry="4.4"/>',
};

/**
 * A bare tree (dead, leafless, in winter): a trunk splitting into tapering branches, each fork a little uneven, five
 * levels deep, with a few roots at the foot. Deterministic: the same tree every time.
 */
function bareTree(): string {
  let seed = 11;
  const rand = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  const parts: string[] = [];
  const branch = (x: number, y: number, angle: number, length: number, width: number, depth: number): void => {
    const x1 = x + Math.sin(angle) * length;
    const y1 = y - Math.cos(angle) * length;
    // A slight bend, so no limb is a ruled line.
    const bend = (rand() - 0.5) * length * 0.25;
    const mx = (x + x1) / 2 + Math.cos(angle) * bend;
    const my = (y + y1) / 2 + Math.sin(angle) * bend;
    parts.push(
      `<path ${LINE(width)} d="M${x.toFixed(2)} ${y.toFixed(2)}Q${mx.toFixed(2)} ${my.toFixed(2)} ${x1.toFixed(2)} ${y1.toFixed(2)}"/>`,
    );
    if (depth === 0) return;
    const spread = 0.38 + rand() * 0.22;
    const lean = (rand() - 0.5) * 0.2;
    branch(x1, y1, angle - spread + lean, length * (0.68 + rand() * 0.12), width * 0.66, depth - 1);
    branch(x1, y1, angle + spread + lean, length * (0.68 + rand() * 0.12), width * 0.66, depth - 1);
    // Now and then a third, shorter shoot from the fork.
    if (depth >= 2 && rand() < 0.45) branch(x1, y1, angle + lean * 2, length * 0.5, width * 0.5, depth - 2);
  };
  branch(32, 62, 0, 17, 5.2, 5);
  for (const [dx, a] of [
    [-1, -2.2],
    [1, 2.1],
    [0.3, 2.6],
  ] as const)
    parts.push(`<path ${LINE(2.2)} d="M${32 + dx} 61Q${32 + dx * 3} 62 ${32 + Math.sin(a) * 9} 63"/>`);
  // The flare of the trunk where it meets the ground.
  parts.push(`<path ${INK} d="M28.6 63C30.6 61 31 58 31 55H33C33 58 33.4 61 35.4 63Z"/>`);
  return parts.join('');
}

/** A dartboard's wires: twenty radial lines from the bull out through the scoring rings. */
function dartboardWires(): string {
  const d: string[] = [];
  for (let i = 0; i < 20; i++) {
    const a = ((i + 0.5) / 20) * Math.PI * 2;
    const [c, sn] = [Math.cos(a), Math.sin(a)];
    d.push(
      `M${(32 + c * 4.2).toFixed(2)} ${(32 + sn * 4.2).toFixed(2)}L${(32 + c * 24.5).toFixed(2)} ${(32 + sn * 24.5).toFixed(2)}`,
    );
  }
  return `<path ${CUT(0.9)} d="${d.join('')}"/>`;
}

/** A colour drawing as a one-colour silhouette: every paint becomes the ink, `cut` parts become holes. */
function silhouette(art: string): string {
  return art
    .replace(/(fill|stroke)="#[0-9a-f]+"/g, (_, attr: string) => `${attr}="currentColor"`)
    .replace(/<(\w+) class="cut" fill="currentColor"/g, '<$1 fill="#fff"');
}

export const DRAWN: Record<string, string> = {
  ...Object.fromEntries(Object.entries(DRAWN_ART).map(([name, art]) => [name, silhouette(art)])),
  ...FIGURES,
  ...MAMMALS,
  ...BIRDS,
  // A dandelion clock: the round seed head on its thin stem, each seed a fine spoke from the middle ending in a little
  // fan of down, a few already drifting off to one side (round 105 drew clock faces for "dandelion clocks").
  'dandelion-clock': (() => {
    const [cx, cy, reach] = [32, 22, 15];
    let head = `<circle ${INK} cx="${cx}" cy="${cy}" r="2.6"/>` + limb(cx, cy + 2, 0.9, 33.5, 62, 0.7);
    const spokes = 34;
    for (let k = 0; k < spokes; k++) {
      const a = (k / spokes) * Math.PI * 2 + (k % 2) * 0.05;
      const r = reach * (k % 3 === 0 ? 0.92 : 1);
      const [x, y] = [cx + Math.cos(a) * r, cy + Math.sin(a) * r];
      head += limb(cx, cy, 0.28, x, y, 0.22);
      // The down: three short strands fanned out from the seed's tip.
      for (const t of [-0.45, 0, 0.45]) head += limb(x, y, 0.2, x + Math.cos(a + t) * 3, y + Math.sin(a + t) * 3, 0.14);
    }
    // Seeds blown off, drifting away to the right.
    for (const [x, y, a] of [
      [52, 12, -0.4],
      [57, 20, 0.2],
      [55, 30, 0.6],
    ] as const) {
      head += limb(x, y, 0.22, x - Math.cos(a) * 5, y - Math.sin(a) * 5, 0.2);
      for (const t of [-0.5, 0, 0.5])
        head += limb(x, y, 0.18, x + Math.cos(a + t) * 2.6, y + Math.sin(a + t) * 2.6, 0.12);
    }
    return head;
  })(),
  // A ghost in a bedsheet: a round head, the sheet falling from sloped shoulders and flaring to a soft uneven hem
  // that brushes the ground, two eye holes and the long folds (the icon sets' ghost is an arcade game's).
  ghost:
    `<path ${INK} d="M9 60.5C12 50 15.6 41.5 19.2 35C21.4 31 22 27.5 22 20C22 12.6 26.4 8 32 8C37.6 8 42 12.6 42 20` +
    `C42 27.5 42.6 31 44.8 35C48.4 41.5 52 50 55 59.6Q51.6 57.4 48.2 60.8Q44 58 39.8 61.6Q35.4 58.6 31 61.8` +
    `Q26.6 58.8 22.4 61.4Q17.8 58.2 14 61.2Q11.4 59.8 9 60.5Z` +
    // The eye holes are holes in the sheet, so every look sees through them.
    `M25.6 19a2.2 3.2 0 1 0 4.4 0a2.2 3.2 0 1 0 -4.4 0ZM34.2 19a2.2 3.2 0 1 0 4.4 0a2.2 3.2 0 1 0 -4.4 0Z" fill-rule="evenodd"/>` +
    `<path ${CUT(0.7)} d="M22.6 37C20.6 45 18.4 52 16.6 58.6M31.6 40C31.2 47 31.4 53 31.8 59.4M41 37C43 45 45.4 52 47.6 58.2"/>`,
  // A wreath: a ring of leaves laid round in pairs, as a door's, a grave's or a midsummer crown is (the icon sets'
  // nearest was a Christmas bauble).
  wreath: (() => {
    let ring = `<circle ${LINE(3.2)} cx="32" cy="32" r="19"/>`;
    const leaves = 18;
    for (let k = 0; k < leaves; k++) {
      const a = (k / leaves) * Math.PI * 2;
      for (const side of [-1, 1]) {
        const r = 19 + side * 3.6;
        const [x, y] = [32 + Math.cos(a) * r, 32 + Math.sin(a) * r];
        const deg = ((a * 180) / Math.PI + side * 32).toFixed(1);
        ring += `<ellipse ${INK} cx="${x.toFixed(2)}" cy="${y.toFixed(2)}" rx="2.3" ry="4.8" transform="rotate(${deg} ${x.toFixed(2)} ${y.toFixed(2)})"/>`;
      }
    }
    return ring;
  })(),
  // A wooden crate, the kind sat on, stood on or filled with fruit or records: slats across the front between corner
  // posts, a hand hole in the top one, its top edge seen from a little above (the icon sets' was a shipping box).
  crate:
    `<path ${INK} d="M9 27L13 22H55L51 27Z"/><path ${INK} d="M52 27.4L55 23V56L52 59.6Z"/>` +
    `<path ${INK} d="M9 28H51V60H9ZM26.3 31H33.7A1.8 1.8 0 0 1 33.7 34.6H26.3A1.8 1.8 0 0 1 26.3 31Z" fill-rule="evenodd"/>` +
    `<path ${CUT(0.9)} d="M9.6 38.6H50.4M9.6 49.4H50.4M14.6 28.6V59.4M45.4 28.6V59.4"/>`,
  // A monolith: a plain slab standing on end, its face and one narrow side, a hairline where they meet.
  monolith: `<path ${INK} d="M19 8H43V62H19Z"/><path ${INK} d="M43 8L48 10.5V60L43 62Z"/><path ${CUT(0.7)} d="M43 9V61.4"/>`,
  // A standing stone: rough, leaning a little, weathered cracks (the icon sets' nearest is a war memorial).
  'standing-stone':
    `<path ${INK} d="M21 62L19.5 44C18.8 32 20.5 19 26 11.5C28.6 8 33.4 7 36.6 9.6C41.6 14 44 24 44.6 36L45.4 62Z"/>` +
    `<path ${CUT(0.9)} d="M29 16L31 24L29.6 31M38.4 36L36.4 44L37.6 52"/>`,
  // A stone circle seen from a little above: a ring of standing stones, the far ones small and high, a lintel
  // bridging two at the back, the near ones large at the foot of the box.
  'stone-circle':
    [
      [10, 42, 3.2, 9],
      [20, 40, 3.4, 10],
      [33, 39, 3.6, 12],
      [41, 39, 3.6, 12],
      [52, 41, 3.2, 9.5],
      [6, 60, 5, 18],
      [22, 62, 6, 22],
      [44, 62, 6, 21],
      [58, 59, 5, 17],
    ]
      .map(
        ([x, base, half, h]) =>
          `<path ${INK} d="M${x! - half!} ${base}L${x! - half! * 0.9} ${base! - h! + 1.5}Q${x} ${base! - h! - 0.8} ${x! + half! * 0.9} ${base! - h! + 1.5}L${x! + half!} ${base}Z"/>`,
      )
      .join('') + `<path ${INK} d="M28.6 26.2H45.4V29H28.6Z"/>`,
  // A human head and shoulders in profile, facing left, as a silhouette portrait is cut: brow, nose, lips and chin
  // in the outline, nothing inside it. What a face or a head on a cover is (the sets' faces are smileys).
  'profile-head':
    `<path ${INK} d="M34 4C24 4 18 10 17.5 19C17.3 22 16.5 23.5 16 25C16.2 26.5 16.8 27.2 16.6 28.5C15 31 12 33 10.5 34.6` +
    `C10 35.3 10.6 36.2 12 36.3L14.6 36.6C14.4 37.5 13.6 38.4 13.4 39.4C13.3 40.2 14.4 40.6 15 41C14 41.6 13.6 42.6 14.2 43.4` +
    `C15.2 44.2 16 44.6 15.8 45.8C15.4 47.5 15 49 16.5 50.6C18.5 52.2 21.5 52.6 24.5 52.8L25.5 58C20 59.5 14 61 11 64L58 64` +
    `C55 60 49 58 45 56.5C44 53 44.5 50 46.5 47C52 41 56 33 55 23C53 10 44 4 34 4Z"/>`,
  // A bear on all fours: the polar bear's body, in whatever colour the cover gives it (the emoji bear is a face).
  bear: silhouette(DRAWN_ART['polar-bear']!),
  // A lion standing side on, maned, its tail ending in a tuft (the emoji lion is a face).
  lion:
    `<g transform="translate(0 8)">` +
    `<path ${INK} d="M18 31C22 27 38 26.5 45 28.5C49.5 29.8 51 34.5 49.4 38.6C47.6 42.4 38 43 30 42.4C24 42 19.6 39.6 18.6 36Z"/>` +
    `<path ${INK} d="${manePath(16, 29, 9.2)}"/>` +
    `<path ${INK} d="M9 26.5L3.6 30.4C3 31.8 3.8 33.4 5.6 33.8L11.8 35.2Z"/>` +
    `<path ${LINE(3.8)} d="M22.6 39L21.8 52.4"/><path ${LINE(3.8)} d="M27 40L26.8 52.8"/>` +
    `<path ${LINE(4)} d="M42 39L43.8 46L42.6 52.6"/><path ${LINE(4)} d="M46.2 37.6L48.4 45L47.2 52.4"/>` +
    `<path ${LINE(1.4)} d="M49.4 32C55 32.6 57.6 37.6 58.2 43.4"/><circle ${INK} cx="58.4" cy="45" r="2.3"/></g>`,
  // A fox standing side on, its brush out behind (the emoji fox is a face).
  fox:
    // Drawn a little high in the box; moved down so its feet stand on the box's floor like the other animals.
    `<g transform="translate(0 9)">` +
    `<path ${INK} d="M19 31C21 27 27 26 33 26.5C39 27 44 28.5 46 31.5C47.5 34 46.5 38.5 43.5 40.5C39 42.5 27 42.5 22.5 41C19.5 39.8 18 35 19 31Z"/>` +
    `<path ${INK} d="M21.6 31L20.4 27L17.4 24.4L16.6 17.2L13.8 23.1L12.4 17.8L10.5 23.8C9.3 24.6 8.6 25.6 8.2 26.8L3 29.6` +
    `C2.8 30.4 3.4 31 4.4 31.2L10.4 32.8C13.4 34.6 18.4 35.2 21.8 34.2Z"/>` +
    `<path ${LINE(3.2)} d="M22.4 38.5L21.6 52"/><path ${LINE(3.2)} d="M26.2 39.5L25.8 52.4"/>` +
    `<path ${LINE(3.4)} d="M39.6 38.5L41.4 45.5L40.2 52.4"/><path ${LINE(3.4)} d="M43.2 37.5L45.2 44.8L44.2 52"/>` +
    `<path ${INK} d="M45 31C49 27.5 55 26 59.5 28C62.5 29.5 62.8 33.5 61 36.5C58.6 40.5 53.5 43 48.5 42.5` +
    `C50.5 40 51.5 37.5 50 35.5C48.8 34 46.8 34 45 35Z"/></g>`,
  // A heap of something loose (salt, sand, crushed glass, compost): a low lopsided mound, a few grains picked out
  // (a mountain stood in for one, and set the scene in hills; WordNet's "heap" drew a car).
  heap:
    `<path ${INK} d="M1 62C5 55 10 48 17 43C22 39.5 25 34 30 31.5C34 29.6 38.5 31 42 34.5C47 39.5 52 44 56 49.5C59 53.5 61.5 58 63 62Z"/>` +
    `<path ${CUT(0.9)} d="M24 44L26 43M33 38L35 37.6M40 45L42 44.6M18 52L20 51.4M30 51L32 50.8M47 53L49 52.8M37 57L39 56.8M12 58L14 57.6"/>`,
  // A boxing or wrestling ring seen from ringside: the raised canvas on its apron, padded corner posts at either end
  // and three ropes between them, the far posts small behind (a ring in a wrestling scene was a finger ring).
  'boxing-ring':
    `<path ${INK} d="M2 45H62L60 58H4Z"/><path ${CUT(0.9)} d="M3.4 48.6H60.6"/>` +
    `<path ${INK} d="M4.5 17H9.5V45.5H4.5ZM54.5 17H59.5V45.5H54.5Z"/><path ${INK} d="M15 22H17.4V40H15ZM46.6 22H49V40H46.6Z"/>` +
    `<path ${LINE(1.5)} d="M9.5 20.5H54.5M9.5 28.5H54.5M9.5 36.5H54.5"/>` +
    `<path ${LINE(0.8)} d="M17.4 24.5H46.6M17.4 30.5H46.6M17.4 36H46.6"/>`,
  starfish: `<path ${INK} d="${starfishPath()}"/>`,
  dragonfly:
    `<ellipse ${INK} cx="18" cy="15" rx="14" ry="3.8" transform="rotate(-14 18 15)"/>` +
    `<ellipse ${INK} cx="46" cy="15" rx="14" ry="3.8" transform="rotate(14 46 15)"/>` +
    `<ellipse ${INK} cx="19" cy="27" rx="13" ry="3.4" transform="rotate(14 19 27)"/>` +
    `<ellipse ${INK} cx="45" cy="27" rx="13" ry="3.4" transform="rotate(-14 45 27)"/>` +
    `<circle ${INK} cx="32" cy="11" r="3.6"/><ellipse ${INK} cx="32" cy="20" rx="3.2" ry="5"/>` +
    `<path ${LINE(3)} d="M32 24L32 60"/>`,
  moth:
    `<path ${INK} d="M31 25C22 17 10 12 4 14C4 24 10 34 30 37Z"/>` +
    `<path ${INK} d="M33 25C42 17 54 12 60 14C60 24 54 34 34 37Z"/>` +
    `<path ${INK} d="M30 37C20 38 13 44 16 50C21 52 27 47 31 42Z"/>` +
    `<path ${INK} d="M34 37C44 38 51 44 48 50C43 52 37 47 33 42Z"/>` +
    `<ellipse ${INK} cx="32" cy="35" rx="3" ry="12"/>` +
    `<path ${LINE(1.3)} d="M31 24C29 16 24 11 19 9"/><path ${LINE(1.3)} d="M33 24C35 16 40 11 45 9"/>` +
    `<circle fill="#fff" cx="17" cy="24" r="2.6"/><circle fill="#fff" cx="47" cy="24" r="2.6"/>`,
  cannon:
    `<path ${INK} d="M8 58L30 42L36 46L16 60Z"/>` +
    `<g transform="rotate(-16 30 36)"><path ${INK} d="M14 29L56 32L58 31L58 39L56 38L14 41Z"/>` +
    `<circle ${INK} cx="14" cy="35" r="6.5"/><circle ${INK} cx="6.5" cy="35" r="2.5"/></g>` +
    wheel(30, 46, 11),
  chain: chainLinks(),
  'bare-tree': bareTree(),
  // Roots spreading down from the foot of a trunk: the bare tree turned over (the sets' roots are carrots).
  roots: `<g transform="matrix(1 0 0 -1 0 64)">${bareTree()}</g>`,
  // A snow globe: a glass ball on a turned base, snow in it, a highlight on the glass; what is inside it is drawn
  // over its empty middle (the icon sets have only the Earth's globe).
  'snow-globe':
    `<circle ${LINE(2.6)} cx="32" cy="27" r="21.5"/>` +
    `<path ${INK} d="M15.5 44Q32 51 48.5 44L53 52Q32 56 11 52Z"/><path ${INK} d="M11 53.5Q32 57.5 53 53.5L55 60H9Z"/>` +
    `<path ${CUT(1.6)} d="M19 15Q24 9 31 8"/>` +
    [
      [22, 22],
      [40, 16],
      [44, 30],
      [27, 33],
      [35, 25],
      [19, 36],
      [46, 39],
      [31, 14],
    ]
      .map(([x, y]) => `<circle ${INK} cx="${x}" cy="${y}" r="1.2"/>`)
      .join(''),
  // A vending machine: a tall cabinet, a glass front of stocked rows, the coin panel and the pickup slot (the icon
  // sets have only a slot machine, whose 777 reads as lettering).
  'vending-machine':
    `<path ${INK} d="M14 4H50V60H14Z"/>` +
    `<path fill="#fff" d="M17.5 8H38.5V46H17.5Z"/>` +
    [12.5, 21.5, 30.5, 39.5]
      .map(
        (y) =>
          `<path ${INK} d="M17.5 ${y + 4}H38.5V${y + 5.2}H17.5Z"/>` +
          [20.5, 27.5, 34.5]
            .map((x) => `<rect ${INK} x="${x - 2}" y="${y - 2}" width="4" height="5.8" rx="1"/>`)
            .join(''),
      )
      .join('') +
    `<path fill="#fff" d="M41.5 10H47V22H41.5Z"/><path fill="#fff" d="M43.2 26H45.4V31H43.2Z"/>` +
    `<path fill="#fff" d="M17.5 50H38.5V55H17.5Z"/>`,
  // A headstone with a cross cut into it, on its mound: the icon sets' stones carry lines that read as lettering.
  headstone:
    `<path ${INK} d="M18 56V24C18 14 24 8 32 8C40 8 46 14 46 24V56Z"/>` +
    `<path ${INK} d="M8 62C10 56 20 54 32 54C44 54 54 56 56 62Z"/>` +
    `<path fill="#fff" d="M30.2 17H33.8V24H40V27.6H33.8V44H30.2V27.6H24V24H30.2Z"/>`,
  // A lift car on its cables, doors parted on a lit gap: the icon sets draw a lift only as the sign for one.
  lift:
    `<path ${LINE(1.4)} d="M27 1V12M37 1V12"/>` +
    `<path ${INK} d="M14 12H50V15H14Z"/>` +
    `<path ${INK} d="M16 16H48V62H16Z"/>` +
    `<path fill="#fff" d="M30.4 22H33.6V58H30.4Z"/>` +
    `<path ${CUT(1.2)} d="M20 22H27M37 22H44"/>`,
  // A straw skep on its board, coil on coil, with its door: the sets' hive is a honeycomb.
  beehive:
    `<path ${INK} d="M13.3 50H50.7A4.3 4.3 0 0 1 50.7 58.6H13.3A4.3 4.3 0 0 1 13.3 50ZM15.8 41.2H48.2A4.3 4.3 0 0 1 48.2 49.8H15.8A4.3 4.3 0 0 1 15.8 41.2ZM18.8 32.4H45.2A4.3 4.3 0 0 1 45.2 41H18.8A4.3 4.3 0 0 1 18.8 32.4ZM22.8 23.6H41.2A4.3 4.3 0 0 1 41.2 32.2H22.8A4.3 4.3 0 0 1 22.8 23.6ZM27.5 15.4H36.5A4 4 0 0 1 36.5 23.4H27.5A4 4 0 0 1 27.5 15.4Z"/>` +
    `<path ${INK} d="M28.5 9.6H35.5V15.6H28.5Z"/>` +
    `<path ${INK} d="M5 58.4H59V62H5Z"/>` +
    `<path fill="#fff" d="M27 58.6A5 5 0 0 1 37 58.6Z"/>`,
  // A sea wall's length of stone, its top curled back against the waves, to stand on or behind: the sets' "pier" is
  // a jetty on posts.
  'sea-wall':
    `<path ${INK} d="M0 38H54C58 38 61 36 63 32L64 32V64H0Z"/>` +
    `<path ${CUT(1)} d="M0 48H62M0 56H62M14 38V48M34 38V48M52 38V48M6 48V56M24 48V56M44 48V56M14 56V64M34 56V64M54 56V64"/>`,
  // A bus shelter side on: a roof on two posts, its glass back in outline, a bench, the stop's sign on its pole.
  'bus-shelter':
    `<path ${INK} d="M4 18H46V22H4Z"/>` +
    `<path ${INK} d="M6 22H9V60H6ZM41 22H44V60H41Z"/>` +
    `<path ${LINE(1.2)} d="M10 25H40V50H10Z"/>` +
    `<path ${INK} d="M12 44H38V47H12ZM14 47H16V54H14ZM34 47H36V54H34Z"/>` +
    `<path ${INK} d="M53.5 22H56.5V60H53.5Z"/>` +
    `<path ${INK} d="M55 9A7 7 0 1 1 54.9 9Z"/>` +
    `<path fill="#fff" d="M51 15H59V17H51Z"/>` +
    `<path ${INK} d="M2 60H62V62H2Z"/>`,
  // A snowplough side on: its angled blade ahead of the cab, the gritter's hopper behind, on heavy wheels (the sets
  // have no plough; a car stood in for it).
  snowplough:
    `<path ${INK} d="M1 33L11 29V55L1 58Z"/>` +
    `<path ${INK} d="M11 43H17V47H11Z"/>` +
    `<path ${INK} d="M16 27H31V49H16Z"/>` +
    `<path fill="#fff" d="M19 30.5H28.5V38H19Z"/>` +
    `<path ${INK} d="M31 19H62V49H31Z"/>` +
    `<path ${CUT(1.2)} d="M35 25H58M35 31H58"/>` +
    `<circle ${INK} cx="24" cy="52" r="8"/><circle fill="#fff" cx="24" cy="52" r="3"/>` +
    `<circle ${INK} cx="52" cy="52" r="8"/><circle fill="#fff" cx="52" cy="52" r="3"/>`,
  // A combine harvester side on, facing left: the wide header low in front with its reel and cutter teeth, a tall
  // body with the grain tank on top, the glazed cab over the header, a big drive wheel at the front and a small one
  // at the back, the unloading auger folded along its side (a tractor stood in for it: round 99's judges scored 0).
  'combine-harvester':
    `<path ${INK} d="M0 44H18V53H0Z"/>` +
    `<circle ${INK} cx="9" cy="38" r="8.5"/>` +
    `<path ${CUT(1.1)} d="M9 31V45M2 38H16M4 33L14 43M14 33L4 43"/>` +
    `<path ${CUT(1)} d="M1 50H17"/>` +
    `<path ${INK} d="M14 42H21V47H14Z"/>` +
    `<path ${INK} d="M19 22H31V41H19Z"/>` +
    `<path fill="#fff" d="M21.5 25H29V33H21.5Z"/>` +
    `<path ${INK} d="M28 26H58V49H28Z"/>` +
    `<path ${INK} d="M33 17H55V26H33Z"/>` +
    `<path ${INK} d="M55 20L63 12L64 14L57 22Z"/>` +
    `<path ${CUT(1)} d="M35 31H54M35 36H54"/>` +
    `<circle ${INK} cx="28" cy="50" r="11"/><circle fill="#fff" cx="28" cy="50" r="4"/>` +
    `<circle ${INK} cx="53" cy="54" r="7"/><circle fill="#fff" cx="53" cy="54" r="2.5"/>`,
  // A rope hanging from above with a striped grip, its end coiled on the ground (the sets' rope is a skipping rope).
  rope:
    `<path ${LINE(3.2)} d="M32 0C30 12 34 22 32 34C31 40 33 44 32 49"/>` +
    `<path ${INK} d="M28.4 20H35.6V34H28.4Z"/>` +
    `<path ${CUT(1.1)} d="M28.6 24.5H35.4M28.6 29.5H35.4"/>` +
    `<ellipse ${LINE(3)} cx="32" cy="55" rx="15" ry="5.2"/>` +
    `<ellipse ${LINE(2.6)} cx="32" cy="55" rx="8.5" ry="2.8"/>`,
  // A claw machine: its glass case of prizes under the claw on its gantry, the controls below.
  'claw-machine':
    `<path ${INK} d="M12 4H52V10H12ZM12 10H16V60H12ZM48 10H52V60H48ZM12 40H52V60H12Z"/>` +
    `<path ${LINE(1.6)} d="M32 10V20"/>` +
    `<path ${LINE(2)} d="M27 27L29 21H35L37 27"/>` +
    `<circle ${INK} cx="22" cy="36" r="4"/><circle ${INK} cx="30" cy="37" r="3.5"/><circle ${INK} cx="40" cy="36" r="4.2"/>` +
    `<path fill="#fff" d="M18 46H26V49H18ZM38 45A2.5 2.5 0 1 1 37.9 45Z"/>`,
  // A crocodile side on, low on its legs, snout long and ridged back: the sets' crocodile is seen from above and stood
  // up on a cover read as a lizard on its hind legs (round 60: "emoji laid flat").
  crocodile:
    `<path ${INK} d="M21 45.5C14 45.6 7 47 2 49.6L2.2 52.4C8 53.6 14 54 21 53.8Z"/>` +
    `<ellipse ${INK} cx="20" cy="48.6" rx="4.6" ry="4"/><circle ${INK} cx="18" cy="44.6" r="1.6"/>` +
    `<ellipse ${INK} cx="33" cy="50" rx="15" ry="5.2"/>` +
    `<path ${INK} d="M44 46C52 46.6 58 49.4 63 55C57 53.6 51 53.4 44 54.4Z"/>` +
    [22, 26.5, 31, 35.5, 40, 44.5, 49, 53.5]
      .map((x, i) => {
        const top = 45.2 - (i < 6 ? 0 : (i - 5) * -0.8);
        return `<path ${INK} d="M${x - 1.6} ${top + 0.6}L${x} ${top - 1.8}L${x + 1.6} ${top + 0.6}Z"/>`;
      })
      .join('') +
    limb(24, 53, 1.8, 21.5, 58.4, 1.2) +
    limb(29, 53.5, 1.8, 31, 58.4, 1.2) +
    limb(38, 53.5, 1.8, 36, 58.4, 1.2) +
    limb(43, 53, 1.8, 45.5, 58.4, 1.2) +
    `<path ${INK} d="M18.5 57.4H24V59H18.5ZM29.5 57.4H34V59H29.5ZM33.5 57.4H38V59H33.5ZM43.5 57.4H48.5V59H43.5Z"/>` +
    `<path ${CUT(0.8)} d="M3.5 51.2L18 50.6"/>`,
  // A sash window in its frame, on its sill, the panes open to what is behind it: the sets' window is a rounded
  // square of four panes that read as an app icon on three of round 60's covers.
  window:
    `<path ${INK} d="M12 2H52V5H12Z"/>` +
    `<path ${INK} d="M14 5H50V54H14Z"/>` +
    `<path fill="#fff" d="M18 9H30.6V27.4H18ZM33.4 9H46V27.4H33.4ZM18 31.2H30.6V50H18ZM33.4 31.2H46V50H33.4Z"/>` +
    `<path ${INK} d="M9 54H55V57.4H9Z"/><path ${INK} d="M12 57.4H52V59H12Z"/>`,
  // A warning siren on its pole, horns to either side: the icon sets' sirens are a police car's beacon.
  'siren-tower':
    `<path ${INK} d="M30.6 24H33.4V60H30.6Z"/>` +
    `<path ${INK} d="M25 59H39V63H25Z"/>` +
    `<path ${INK} d="M27 13H37V26H27Z"/>` +
    `<path ${INK} d="M29.5 8H34.5V13H29.5Z"/>` +
    `<path ${INK} d="M37 16L59 7V32L37 23Z"/>` +
    `<path ${INK} d="M27 16L5 7V32L27 23Z"/>` +
    `<path ${CUT(1.2)} d="M52 12V27M12 12V27"/>`,
  // A drawn line, as minimal covers use one: a thin bar the width of the box, with squared ends.
  line: `<path ${INK} d="M1 29.6H63V34.4H1Z"/>`,
  // A zebra crossing seen down the road: its bars narrowing into the distance (the sets draw a zebra for it).
  'zebra-crossing': [
    [58, 63],
    [51, 55],
    [45.5, 48.5],
    [41, 43.2],
    [37.4, 39],
    [34.6, 35.8],
  ]
    .map(([y0 = 0, y1 = 0]) => {
      const hw = (y: number) => 6 + (y - 30) * 0.85;
      return `<path ${INK} d="M${32 - hw(y1)} ${y1}L${32 + hw(y1)} ${y1}L${32 + hw(y0)} ${y0}L${32 - hw(y0)} ${y0}Z"/>`;
    })
    .join(''),
  birdcage:
    `<path ${LINE(2.4)} d="M14 24C14 15 22 10 32 10C42 10 50 15 50 24"/>` +
    cageBars() +
    `<path ${LINE(2)} d="M14 36H50"/><path ${INK} d="M11 53H53V58H11Z"/><path ${INK} d="M15 58H49L47 61H17Z"/>` +
    `<path ${LINE(2)} d="M32 10V5"/><circle fill="none" stroke="currentColor" stroke-width="1.8" cx="32" cy="3.6" r="2.4"/>`,
  harp:
    `<path ${LINE(5)} d="M13 58L14 10"/><path ${LINE(5)} d="M14 10C24 3 34 18 50 11"/>` +
    `<path ${INK} d="M47 12L53 14L23 59L16 58Z"/><path ${INK} d="M8 56H28V61H8Z"/>` +
    harpStrings(),
  cello:
    `<path ${INK} d="M32 14C38 14 44 16 44 23C44 28 40 29 40 33C40 37 46 39 46 47C46 54 40 57 32 57` +
    `C24 57 18 54 18 47C18 39 24 37 24 33C24 29 20 28 20 23C20 16 26 14 32 14Z"/>` +
    `<path ${INK} d="M30.5 3H33.5V16H30.5Z"/><circle ${INK} cx="32" cy="3.5" r="2.8"/>` +
    `<path ${LINE(1.6)} d="M32 56L32 63"/>` +
    `<path ${CUT(1.2)} d="M26 35C24.5 38 27 41 25.5 44"/><path ${CUT(1.2)} d="M38 35C39.5 38 37 41 38.5 44"/>`,
  // A stand-up arcade cabinet: the lit marquee, a screen with its game's blocks, the control deck jutting out with a
  // joystick and buttons, a coin door below.
  'arcade-cabinet':
    `<path ${INK} d="M18 62V13L21 3H43L46 13V62Z"/>` +
    `<path fill="#fff" d="M22 6H42V11H22Z"/><path fill="#fff" d="M22 15H42V33H22Z"/>` +
    `<path ${INK} d="M25 27H29V31H25ZM30 23H34V27H30ZM36 18H40V22H36ZM31 19H33V21H31Z"/>` +
    `<path ${INK} d="M13 37H51L47 45H17Z"/>` +
    `<path ${LINE(1.8)} d="M24 38V32"/><circle ${INK} cx="24" cy="31" r="2.4"/>` +
    `<circle fill="#fff" cx="34" cy="41" r="1.7"/><circle fill="#fff" cx="39" cy="41" r="1.7"/><circle fill="#fff" cx="44" cy="41" r="1.7"/>` +
    `<path ${CUT(1.3)} d="M26 50H38V57H26Z"/><path ${CUT(1.3)} d="M30 53H34"/>`,
  // A diving board: the springboard's plank out over the water from its stand, the ladder up behind.
  'diving-board':
    `<path ${INK} d="M3 25H48V29H3Z"/><path ${INK} d="M34 29H42V63H34Z"/>` +
    `<path ${LINE(2)} d="M48 29V63M58 22V63M48 36H58M48 44H58M48 52H58M48 60H58M48 29C48 18 58 14 58 22"/>`,
  // A star piñata: a paper ball with five cones, fringed, hanging from its string.
  pinata:
    `<path ${LINE(1.4)} d="M32 1V17"/>` +
    `<circle ${INK} cx="32" cy="36" r="13"/>` +
    `<path ${INK} d="M27 25L32 8L37 25ZM43 31L60 27L45 40ZM42 45L52 59L34 48ZM22 45L12 59L30 48ZM21 31L4 27L19 40Z"/>` +
    `<path ${CUT(1.2)} d="M21 33H43M20 38H44M22 43H42"/>` +
    `<path ${LINE(1.2)} d="M9 59V63M12 59V64M15 58V62M49 58V62M52 59V64M55 59V63"/>`,
  // A termite mound: a tall ridged spire of red earth, chimneys on its flanks.
  'termite-mound':
    `<path ${INK} d="M8 63C12 52 14 44 18 38C20 30 22 20 26 10C27 6 30 3 32 3C35 4 36 8 37 14C39 22 40 30 43 34C44 28 46 25 48 27C50 32 50 42 52 48C54 54 56 58 58 63Z"/>` +
    `<path ${CUT(1.2)} d="M28 14C27 26 25 40 22 58M34 12C35 26 36 42 38 58M46 31C46 40 46 50 47 60"/>`,
  // An office photocopier: the lid over the glass, a control panel, paper trays and a sheet coming out.
  photocopier:
    `<path ${INK} d="M10 26H54V60H10Z"/><path ${INK} d="M8 20H56V25H8Z"/>` +
    `<path fill="#fff" d="M40 28H51V33H40Z"/><circle fill="#fff" cx="15" cy="30" r="1.6"/><circle fill="#fff" cx="20" cy="30" r="1.6"/>` +
    `<path ${CUT(1.4)} d="M14 40H50M14 48H50M29 44H35M29 52H35"/>` +
    `<path ${INK} d="M54 36H62L60 40H54Z"/><path fill="#fff" d="M56 34L62 33L61 37L55 38Z"/>` +
    `<path ${INK} d="M12 60H16V63H12ZM48 60H52V63H48Z"/>`,
  // A cowrie shell: a glossy dome with its toothed slit beneath.
  cowrie:
    `<ellipse ${INK} cx="32" cy="32" rx="26" ry="17"/>` +
    `<path ${CUT(2.2)} d="M9 33C18 36 46 36 55 33"/>` +
    `<path ${CUT(1.2)} d="M14 31V36M19 32V37M24 32V38M29 32V38M35 32V38M40 32V38M45 32V37M50 31V36"/>` +
    `<path ${CUT(1.6)} d="M20 22C26 18 36 17 44 20"/>`,
  jukebox:
    `<path ${INK} d="M12 61V26A20 20 0 0 1 52 26V61Z"/>` +
    `<path fill="#fff" d="M18 40V27A14 14 0 0 1 46 27V40Z"/>` +
    `<circle ${INK} cx="32" cy="31" r="6"/><circle fill="#fff" cx="32" cy="31" r="1.5"/>` +
    `<path ${CUT(1.6)} d="M22 46V56M27 46V56M32 46V56M37 46V56M42 46V56"/>`,
  throne:
    `<path ${INK} d="M18 40V15L32 5L46 15V40Z"/>` +
    `<circle ${INK} cx="18" cy="13" r="2.6"/><circle ${INK} cx="46" cy="13" r="2.6"/><circle ${INK} cx="32" cy="4" r="2.6"/>` +
    `<path ${CUT(1.4)} d="M23 36V18L32 11L41 18V36"/>` +
    `<path ${INK} d="M10 38H54V45H10Z"/><path ${INK} d="M8 29H17V33H8ZM47 29H56V33H47Z"/>` +
    `<path ${INK} d="M10 31H14V45H10ZM50 31H54V45H50Z"/>` +
    `<path ${INK} d="M12 45H17V61H12ZM47 45H52V61H47Z"/>`,
  scarecrow:
    `<path ${INK} d="M30 20H34V63H30Z"/><path ${INK} d="M5 26H59V31H5Z"/>` +
    `<path ${INK} d="M5 31L7 37L9 31L11 36L13 31ZM59 31L57 37L55 31L53 36L51 31Z"/>` +
    `<path ${INK} d="M19 24H45L41 46L38 50L36 46L33 51L30 46L27 50L24 46Z"/>` +
    `<circle ${INK} cx="32" cy="16" r="6"/>` +
    `<ellipse ${INK} cx="32" cy="10.5" rx="13" ry="2.4"/><path ${INK} d="M24 10L26 2H38L41 10Z"/>`,
  'covered-wagon':
    `<path ${INK} d="M12 38C6 20 18 13 32 13C46 13 58 20 52 38Z"/>` +
    `<path ${CUT(1.3)} d="M22 37C19 26 22 18 25 16M32 37V15M42 37C45 26 42 18 39 16"/>` +
    `<path ${INK} d="M9 36H56V44H9Z"/><path ${LINE(2)} d="M56 41L63 46"/>` +
    wheel(20, 51, 9) +
    wheel(45, 51, 9),
  'drum-kit':
    `<circle ${INK} cx="32" cy="46" r="13"/><circle fill="#fff" cx="32" cy="46" r="9.5"/><circle ${INK} cx="32" cy="46" r="3"/>` +
    `<path ${INK} d="M18 26H30V36H18ZM34 24H46V34H34Z"/>` +
    `<ellipse ${INK} cx="24" cy="26" rx="6" ry="1.8"/><ellipse ${INK} cx="40" cy="24" rx="6" ry="1.8"/>` +
    `<path ${INK} d="M47 42H59V58H47Z"/><path ${INK} d="M5 46H17V53H5Z"/>` +
    `<path ${LINE(1.4)} d="M11 53V62M53 58V62M44 62H62M2 62H20M10 13V46M56 10V42"/>` +
    `<ellipse ${INK} cx="10" cy="13" rx="8" ry="1.6" transform="rotate(-8 10 13)"/>` +
    `<ellipse ${INK} cx="56" cy="10" rx="8" ry="1.6" transform="rotate(8 56 10)"/>`,
  'motel-sign':
    `<path ${INK} d="M14 30H18V63H14Z"/>` +
    `<path ${INK} d="M6 8H42L58 20L42 32H6Z"/>` +
    bulbs([
      [10, 11],
      [16, 11],
      [22, 11],
      [28, 11],
      [34, 11],
      [40, 11],
      [47, 16],
      [53, 20],
      [47, 24],
      [40, 29],
      [34, 29],
      [28, 29],
      [22, 29],
      [16, 29],
      [10, 29],
    ]) +
    // Neon tubes, not letters: a word on a drawing is text the idea never asked for (round 36 read "MOTEL").
    `<path ${CUT(1.5)} d="M10 17H40M10 23H34"/>` +
    `<path ${INK} d="M16 0L18 4.5L23 5L19 8L20.5 12L16 9.5L11.5 12L13 8L9 5L14 4.5Z"/>`,
  'telephone-pole':
    `<path ${INK} d="M30 4H34V63H30Z"/>` +
    `<path ${INK} d="M14 10H50V13H14ZM18 20H46V23H18Z"/>` +
    `<path ${INK} d="M15 7H18V10H15ZM24 7H27V10H24ZM37 7H40V10H37ZM46 7H49V10H46ZM19 17H22V20H19ZM42 17H45V20H42Z"/>` +
    `<path ${LINE(0.9)} d="M16.5 7C10 11 4 12 0 12M16.5 7C24 12 40 12 47.5 7M47.5 7C54 11 60 12 64 12"/>` +
    `<path ${LINE(0.9)} d="M20.5 17C12 22 4 23 0 23M43.5 17C52 22 60 23 64 23"/>`,
  // A campanile: a square shaft with slit windows, the belfry's arch with its bell, a pyramid roof (the sets'
  // towers are castle turrets).
  'bell-tower':
    `<path ${INK} d="M23 26H41V63H23Z"/><path ${INK} d="M20 24H44V27.5H20Z"/><path ${INK} d="M21 11H43V24H21Z"/>` +
    `<path ${INK} d="M18.5 11.5H45.5L32 0Z"/>` +
    `<path fill="#fff" d="M26.5 23V16.5A5.5 5.5 0 0 1 37.5 16.5V23Z"/>` +
    `<path ${INK} d="M29 21.5C29 18.2 30.2 16.4 32 16.4C33.8 16.4 35 18.2 35 21.5L36 22.6H28Z"/>` +
    `<path fill="#fff" d="M30.6 33H33.4V39H30.6ZM30.6 46H33.4V52H30.6Z"/>`,
  // A hunter's raised hide or a lookout: a boarded cabin with a viewing slot on four splayed legs, a ladder up.
  watchtower:
    `<path ${INK} d="M13 15.5L32 6L51 15.5Z"/><path ${INK} d="M17 15H47V32H17Z"/>` +
    `<path fill="#fff" d="M21 19H43V23.5H21Z"/><path ${INK} d="M14 31.5H50V35H14Z"/>` +
    `<path ${LINE(2.6)} d="M18 35L12 62M46 35L52 62"/>` +
    `<path ${LINE(1.4)} d="M16.4 42L47.6 42M15.6 47L48.4 56M48.4 47L15.6 56"/>` +
    `<path ${LINE(1.5)} d="M28 35L26.5 62M36 35L37.5 62"/>` +
    `<path ${LINE(1.1)} d="M27.8 40H36.2M27.4 46H36.6M27.1 52H36.9M26.8 58H37.2"/>`,
  // A television tower: a tapering concrete needle, the sphere of its observation deck, the antenna above.
  'tv-tower':
    `<path ${INK} d="M26 63L30 40L30.8 22H33.2L34 40L38 63Z"/><circle ${INK} cx="32" cy="20" r="7.5"/>` +
    `<path fill="#fff" d="M24.7 19.4H39.3V21H24.7Z"/><path ${INK} d="M30.6 12.5H33.4V8H30.6Z"/>` +
    `<path ${LINE(1.3)} d="M32 8V0.5"/>`,
  // A minaret: a slender shaft with two balconies, its upper stage and pointed cap.
  minaret:
    `<path ${INK} d="M25.5 63L28 48V21H36V48L38.5 63Z"/>` +
    `<path ${INK} d="M24.5 35.5H39.5V39H24.5ZM25 19H39V22.5H25Z"/>` +
    `<path ${LINE(0.9)} d="M26 35.5V32.5H38V35.5M26.5 19V16.2H37.5V19"/>` +
    `<path ${INK} d="M29 19V11.5H35V19ZM28.6 11.8L32 1L35.4 11.8Z"/>` +
    `<path fill="#fff" d="M31 26H33V31H31ZM31 42H33V47H31Z"/>`,
  // A dartboard: its rings and twenty wedges, the bull at the centre.
  dartboard:
    `<circle ${INK} cx="32" cy="32" r="30"/><circle fill="#fff" cx="32" cy="32" r="24.5"/>` +
    `<circle ${INK} cx="32" cy="32" r="22.5"/><circle fill="#fff" cx="32" cy="32" r="14"/>` +
    `<circle ${INK} cx="32" cy="32" r="12"/><circle fill="#fff" cx="32" cy="32" r="4.2"/>` +
    `<circle ${INK} cx="32" cy="32" r="2"/>` +
    dartboardWires(),
  // A long water or feed trough on legs.
  trough:
    `<path ${INK} d="M5 30H59L55 47H9Z"/><path fill="#fff" d="M9 32.2H55V34.2H9Z"/>` +
    `<path ${INK} d="M12 47H16.5V59H12ZM47.5 47H52V59H47.5Z"/><path ${INK} d="M9 58H19.5V61H9ZM44.5 58H55V61H44.5Z"/>`,
  // A guitar case lying on its side: the body's round end, the neck's long box, a handle and the lid's seam.
  'guitar-case':
    `<path ${INK} d="M5 37C5 26 13 22 21 24C25 25 27.5 27.6 32 28.4H58C61 28.4 62.5 30 62.5 32.4V40C62.5 42.4 61 44 58 44H32` +
    `C27.5 44.8 25 47.4 21 48.4C13 50.4 5 47 5 37Z"/>` +
    `<path ${LINE(2.2)} d="M28.5 27.6C28.5 23 36.5 23 36.5 27.6"/>` +
    `<path ${CUT(1)} d="M8 36.2C14 36.2 26 36.2 32 36.2H60"/><path fill="#fff" d="M41 33.6H44V35H41ZM52 33.6H55V35H52Z"/>`,
  // A skate bowl or half-pipe seen side on: the concrete block with its curved transition, the decks and coping.
  'skate-ramp':
    `<path ${INK} d="M1 24H11C11.5 45 20 53 32 53C44 53 52.5 45 53 24H63V62H1Z"/>` +
    `<path ${LINE(1.6)} d="M1 22H12M52 22H63"/>`,
  // A pool table from the side and a little above: the felt inside its cushions, a few balls, pockets, legs.
  'pool-table':
    `<path ${INK} d="M8 21H56L61 32H3Z"/><path ${CUT(1)} d="M10.5 23.2H53.5L57 30H7Z"/>` +
    `<circle fill="#fff" cx="24" cy="27" r="1.7"/><circle fill="#fff" cx="28.4" cy="25.6" r="1.7"/>` +
    `<circle fill="#fff" cx="40" cy="27.4" r="1.7"/>` +
    `<path ${INK} d="M2 31H62V38H2Z"/><path ${INK} d="M5 38H59V43H5Z"/>` +
    `<path fill="#fff" d="M30.5 31H33.5V33H30.5Z"/>` +
    `<path ${INK} d="M8 43H15L13.6 61H9.4ZM49 43H56L54.6 61H50.4ZM29 43H35L34 58H30Z"/>`,
  // A British pillar box: a cylinder with a domed cap, the posting slot, the collection plate and a plinth.
  'pillar-box':
    `<path ${INK} d="M20 21H44V59H20Z"/><path ${INK} d="M17.5 14.5C17.5 10.5 46.5 10.5 46.5 14.5V20.5H17.5Z"/>` +
    `<path ${INK} d="M20.5 11.5C22 4.5 42 4.5 43.5 11.5Z"/><path ${INK} d="M17 58H47V62H17Z"/>` +
    `<path fill="#fff" d="M25.5 24.5H38.5V26.7H25.5Z"/><path ${CUT(0.9)} d="M20 21.5H44"/>` +
    `<path fill="#fff" d="M27 32H37V41H27Z"/><path ${INK} d="M29 34.5H35V35.7H29ZM29 37.3H35V38.5H29Z"/>`,
  // A bandstand or gazebo: a pointed roof with its finial on slender posts, a railing, a raised floor with steps.
  bandstand:
    `<path ${INK} d="M5 24L32 8L59 24Z"/><path ${INK} d="M31 3H33V9H31Z"/><circle ${INK} cx="32" cy="3" r="2"/>` +
    `<path ${INK} d="M5 23.5H59V28H5Z"/>` +
    `<path ${INK} d="M9 28H12V50H9ZM22 28H25V50H22ZM39 28H42V50H39ZM52 28H55V50H52Z"/>` +
    `<path ${LINE(1.4)} d="M10 42H54M10 46H54"/><path ${INK} d="M3 50H61V56H3Z"/>` +
    `<path ${INK} d="M25 56H39V59H25ZM23 59H41V62H23Z"/>`,
  // A street lamp: a tall iron post on a stepped base, its top bent over in a crook from which the lantern hangs, its
  // glass lit (the icon sets' lamp was a stubby lantern that read as a booth, or a gallows over a group under it).
  streetlamp:
    `<path ${INK} d="M27 63H37L35.5 58H28.5Z"/><path ${INK} d="M29.5 58H34.5L33.6 52H30.4Z"/>` +
    `<path ${LINE(2.6)} d="M32 53V11"/><path ${LINE(2.2)} d="M32 12C32 5 43 3.5 45.5 9.5V12"/>` +
    `<path ${INK} d="M41 12H50L49 14H42Z"/><path ${INK} d="M42 14H49L48 22H43Z"/>` +
    `<path fill="#fff" d="M43.4 15.2H47.6L47 20.8H44Z"/><path ${INK} d="M42.5 22H48.5L47 24H44Z"/>` +
    `<path ${LINE(1.2)} d="M29 31H35M29.6 33.5H34.4"/>`,
  // A conveyor belt side on: the belt's loop round its end rollers, the rollers between seen through the gap under the
  // top run, on legs (round 98's was a pictogram of a parcel on a belt, its cabbages floating round it).
  'conveyor-belt':
    `<path ${INK} d="M6 29H58A5.5 5.5 0 0 1 58 40H6A5.5 5.5 0 0 1 6 29Z"/>` +
    `<path fill="#fff" d="M7 32.8H57A1.7 1.7 0 0 1 57 36.2H7A1.7 1.7 0 0 1 7 32.8Z"/>` +
    [6, 16, 26, 38, 48, 58].map((x) => `<circle ${INK} cx="${x}" cy="34.5" r="1.5"/>`).join('') +
    `<path ${LINE(2.6)} d="M11 40V59M53 40V59M32 40V59"/>`,
  // A two-wheeled handcart: a plank box over a spoked wheel, its shafts reaching forward to the ground, a prop.
  handcart:
    `<path ${INK} d="M24 24H60V41H24Z"/><path ${CUT(1)} d="M24 29.6H60M24 35.2H60"/>` +
    `<path ${LINE(2.6)} d="M26 38L3 51"/><path ${LINE(2)} d="M28 41L28 57"/>` +
    wheel(44, 50, 11.5),
  // A watermill: a stone mill house under a pitched roof, and at its side the great wheel with its paddles dipping
  // into the race (a windmill's sails were drawn for it in round 80).
  watermill:
    `<path ${INK} d="M4 58V30L18 16L32 30V58Z"/><path fill="#fff" d="M14 40H22V50H14Z"/>` +
    `<path fill="#fff" d="M9 34H13V38H9ZM23 34H27V38H23Z"/>` +
    `<path ${LINE(2.6)} d="M16 21L32 21"/>` +
    `<circle fill="none" stroke="currentColor" stroke-width="3.4" cx="46" cy="44" r="13"/>` +
    [0, 30, 60, 90, 120, 150]
      .map((deg) => {
        const [dx, dy] = [Math.cos((deg * Math.PI) / 180) * 15.5, Math.sin((deg * Math.PI) / 180) * 15.5];
        return `<path ${LINE(1.8)} d="M${(46 - dx).toFixed(1)} ${(44 - dy).toFixed(1)}L${(46 + dx).toFixed(1)} ${(44 + dy).toFixed(1)}"/>`;
      })
      .join('') +
    `<circle ${INK} cx="46" cy="44" r="3"/>`,
  // A plough side on: the beam running forward to its small gauge wheel, the post down to the curved mouldboard and
  // its pointed share in the furrow, and two handles raised behind (round 79 had none: a plough blade was a razor).
  plough:
    `<path ${LINE(3.2)} d="M8 31L39 36"/><path ${LINE(3)} d="M30 34.5L28.5 48"/>` +
    `<path ${INK} d="M23 45C30 40.5 38 42 41 50L37.5 56H22Z"/><path ${INK} d="M23 52.5L5 58.5H27Z"/>` +
    `<path ${LINE(2.4)} d="M37 47L59 21"/><path ${LINE(2.4)} d="M40.5 50.5L62 26"/>` +
    wheel(10, 38.5, 6),
  // An igloo: a dome of snow blocks (courses and staggered joints cut in), its low entrance tunnel and dark door.
  igloo:
    `<path ${INK} d="M4 56C4 30 14 17 30 17C46 17 56 30 56 56Z"/>` +
    `<path ${INK} d="M40 56V45C40 37 62 37 62 45V56Z"/><path fill="#fff" d="M46 56V48.5C46 44.5 56 44.5 56 48.5V56Z"/>` +
    `<path ${CUT(0.9)} d="M6.5 46H40M10 36.5H49M17 27H43"/>` +
    `<path ${CUT(0.9)} d="M14 56V46M26 56V46M20 46V36.5M34 46V36.5M44 36.5V44M26 36.5V27M38 36.5V27M30 27V18"/>`,
  // A sandcastle: a mound, two crenellated towers either side of a taller keep with an arched door, a flag on top.
  sandcastle:
    `<path ${INK} d="M2 62C4 55 12 52 32 52C52 52 60 55 62 62Z"/>` +
    `<path ${INK} d="M8 53L10 33H22L24 53ZM40 53L42 33H54L56 53Z"/>` +
    `<path ${INK} d="M9 33V28H12V31H14.5V28H17.5V31H20V28H23V33ZM41 33V28H44V31H46.5V28H49.5V31H52V28H55V33Z"/>` +
    `<path ${INK} d="M21 53L23 24H41L43 53Z"/><path ${INK} d="M22 24V18H25.5V21.5H29.5V18H34.5V21.5H38.5V18H42V24Z"/>` +
    `<path fill="#fff" d="M28.5 53V45C28.5 40.5 35.5 40.5 35.5 45V53Z"/><path fill="#fff" d="M30.5 29H33.5V34H30.5Z"/>` +
    `<path ${LINE(1.2)} d="M32 18V5"/><path ${INK} d="M32.6 5L42 8.5L32.6 12Z"/>`,
  // A bush: a low mound of rounded clumps of leaves on the ground, a few leaf edges cut in.
  bush:
    `<path ${INK} d="M4 56C1 48 6 40 14 40C14 31 24 26 31 31C35 22 49 24 50 34C58 33 63 41 60 48C62 52 61 56 58 57H6Z"/>` +
    `<path ${CUT(1)} d="M14 40C17 44 17 48 15 52M31 31C29 36 30 41 33 44M50 34C47 38 47 43 49 47M24 46C27 49 31 50 35 49"/>` +
    `<path ${CUT(0.8)} d="M40 38C42 41 45 42 48 41M8 48C10 50 13 50 15 49M54 45C55 48 55 51 53 53"/>`,
  // A branch or twig: a forked stick from lower left, side twigs, a few leaves at their tips.
  branch:
    `<path ${LINE(3)} d="M4 58C16 48 26 40 36 30C44 22 52 14 60 6"/>` +
    `<path ${LINE(1.8)} d="M22 44C22 34 18 28 14 22M36 30C42 32 48 32 56 28M46 20C44 14 44 10 46 4"/>` +
    `<path ${INK} d="M14 22C5 21 2 13 4 6C12 8 16 15 14 22ZM56 28C60 20 66 20 64 26C63 31 59 31 56 28ZM46 4C52 -1 60 2 60 6C55 10 50 9 46 4Z"/>` +
    `<path ${INK} d="M29 37C25 29 28 23 33 20C36 26 34 33 29 37ZM42 25C46 18 53 17 56 20C52 26 47 27 42 25Z"/>`,
  // A navigation buoy afloat: a lattice tower with its lamp and top mark on a round float, the waterline below.
  buoy:
    `<path ${INK} d="M10 46C10 40 54 40 54 46L50 54H14Z"/><path ${INK} d="M6 55H58V58H6Z"/>` +
    `<path ${LINE(2.4)} d="M20 42L26 16M44 42L38 16M22.5 32H41.5M24.6 23H39.4"/>` +
    `<path ${LINE(1.2)} d="M21.5 36L40.5 26M42.5 36L23.5 26"/>` +
    `<path ${INK} d="M24 16H40V12H24Z"/><path ${INK} d="M28 12V7C28 4 36 4 36 7V12Z"/>` +
    `<path fill="#fff" d="M30 7.5H34V10.5H30Z"/><path ${INK} d="M31 4.5L32 0L33 4.5Z"/>`,
  // A cabbage head: a round heart wrapped in broad outer leaves, their veins cut in.
  cabbage:
    `<path ${INK} d="M4 44C2 32 10 21 20 22C22 14 42 14 44 22C54 21 62 32 60 44C58 56 46 60 32 60C18 60 6 56 4 44Z"/>` +
    `<path ${CUT(1.3)} d="M20 22C15 30 15 44 22 54M44 22C49 30 49 44 42 54"/>` +
    `<path ${CUT(1)} d="M32 24C26 30 25 42 32 50C39 42 38 30 32 24Z"/>` +
    `<path ${CUT(0.8)} d="M32 50V58M11 40L17 38M9 47L16 46M53 40L47 38M55 47L48 46"/>`,
  bonsai:
    `<path ${INK} d="M14 49H50V53H14Z"/><path ${INK} d="M17 53H47L43 62H21Z"/>` +
    `<path ${LINE(5)} d="M31 50C26 43 38 39 32 31C28 25 35 21 33 16"/>` +
    `<path ${LINE(2.5)} d="M31 36L21 31M33 29L44 25M32 40L45 37"/>` +
    `<ellipse ${INK} cx="19" cy="29" rx="11" ry="5"/><ellipse ${INK} cx="45" cy="23" rx="12" ry="6"/>` +
    `<ellipse ${INK} cx="31" cy="13" rx="12" ry="6"/><ellipse ${INK} cx="47" cy="36" rx="8" ry="3.6"/>`,
  // A washing line: two posts, the line sagging between them, a shirt, a sock and a towel pegged on it.
  clothesline:
    `<path ${INK} d="M3 8H7V63H3ZM57 8H61V63H57Z"/>` +
    `<path ${LINE(1.2)} d="M7 12C24 19 40 19 57 12"/>` +
    `<path ${INK} d="M14 15L19 16.5L22 16.8L25 16.5L30 16L34 22L30.5 24L29.5 22.5V38H15.5V22.5L14.5 24L11 21Z"/>` +
    `<path ${CUT(0.9)} d="M19.5 17L22.3 20L25 17"/>` +
    `<path ${INK} d="M36 17.6L41 17.3V29L44 32C46 34 44 37 41.5 35.5L36.5 32C35.5 31.3 35 30.4 35 29.3Z"/>` +
    `<path ${INK} d="M46 16.5L54 14.2V40L46 41Z"/><path ${CUT(0.9)} d="M46 36L54 35M46 38.5L54 37.5"/>`,
  // Icicles hanging from a ledge: tapering spikes of different lengths, a glint down each.
  icicles:
    `<path ${INK} d="M0 4H64V10H0Z"/>` +
    `<path ${INK} d="M2 10L6 40L10 10ZM11 10L14.5 28L18 10ZM19 10L24 58L29 10ZM30 10L33 24L36 10ZM37 10L41.5 48L46 10ZM47 10L50 30L53 10ZM54 10L58.5 44L63 10Z"/>` +
    `<path ${CUT(0.9)} d="M5 13L6.2 30M22.5 13L24 44M40 13L41.3 36M57 13L58.3 33"/>`,
  // A marionette hanging from its control: the wooden cross above, strings down to the head, hands and feet.
  marionette:
    `<path ${INK} d="M14 4H50V7.5H14ZM30 0H34V14H30Z"/>` +
    `<path ${LINE(0.7)} d="M16 6L19 38M48 6L45 38M32 14V22M24 6L26 60M40 6L38 60"/>` +
    `<circle ${INK} cx="32" cy="26" r="5"/><path ${INK} d="M27 32H37L38.5 46H25.5Z"/>` +
    `<path ${LINE(2.6)} d="M27.5 34L19 38M36.5 34L45 38M28.5 46L26 60M35.5 46L38 60"/>` +
    `<path ${CUT(0.8)} d="M29.5 25H30.5M33.5 25H34.5M30 28.5C31.3 29.5 32.7 29.5 34 28.5"/>`,
};
