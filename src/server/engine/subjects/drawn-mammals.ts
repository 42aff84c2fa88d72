/**
 * Mammals drawn for Soundsleeve, side on and whole, for the ones no shipped icon set has (an anteater, a platypus, a
 * stoat, a lemur…): without them a creature the idea is about is left out or drawn as something else. Silhouettes in
 * drawn.ts's 64-unit box, facing left with their feet on the box's floor like the other animals, built from a few
 * parts (a body, a head with its snout, legs, a tail). Check them by eye after any change:
 * `npx tsx src/server/engine/subjects/library-sheet.ts --search sleeve`.
 */

import { limb } from './drawn-figures.ts';

const INK = 'fill="currentColor"';
const CUT = (width: number) => `fill="none" stroke="#fff" stroke-width="${width}" stroke-linecap="round"`;
const FLOOR = 59;

const round = (n: number) => Number(n.toFixed(2));

/** Limbs joined through points with their radii: a curved tail or neck. */
function curve(points: readonly (readonly [number, number, number])[]): string {
  return points
    .slice(1)
    .map(([x, y, r], i) => {
      const [px, py, pr] = points[i]!;
      return limb(px, py, pr, x, y, r);
    })
    .join('');
}

const ellipse = (cx: number, cy: number, rx: number, ry: number, rotate = 0) =>
  `<ellipse ${INK} cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}"${rotate ? ` transform="rotate(${rotate} ${cx} ${cy})"` : ''}/>`;

/** A leg from the body down to the floor, a little thicker at the top. */
const leg = (x: number, top: number, width: number, lean = 0) =>
  limb(x, top, width / 2 + 0.4, x + lean, FLOOR - width / 2, width / 2);

/** A pointed ear standing from the head. */
const ear = (x: number, y: number, height: number, lean = -0.3) =>
  `<path ${INK} d="M${round(x - height * 0.35)} ${y}L${round(x + height * lean)} ${round(y - height)}L${round(x + height * 0.35)} ${y}Z"/>`;

export const MAMMALS: Record<string, string> = {
  // A dog side on, standing: a deep chest and a tucked belly, a strong neck, a broad head with a blunt muzzle and a
  // folded ear, the tail up (the emoji set's dog read as a bull at cover size, round 110's pit bull).
  dog:
    ellipse(37, 38.5, 13, 8) +
    ellipse(25, 38, 8.5, 9) +
    limb(23.5, 35, 7, 18.5, 29.5, 5.6) +
    `<circle ${INK} cx="16.5" cy="27.5" r="6.6"/>` +
    limb(13, 30, 4.3, 7, 31.2, 3.7) +
    ellipse(20, 24.6, 2.7, 4.6, 22) +
    leg(22, 43.5, 4.6) +
    leg(27.5, 44.5, 4.2, 0.6) +
    leg(43, 42.5, 4.6, -0.4) +
    leg(47.5, 41.5, 4, 0.8) +
    limb(49, 35.5, 2.3, 56, 28, 1.3) +
    `<circle fill="#fff" cx="14.6" cy="26" r="0.9"/>`,
  // A giant anteater: a long low body on strong legs, a small head drawn out into a tube of a snout, and a great
  // brush of a tail carried low behind it.
  anteater:
    ellipse(33, 38, 15, 10) +
    limb(21, 36, 6, 13, 40, 3) +
    limb(13, 40, 3, 2, 47, 1.1) +
    ear(19, 31, 3.4) +
    leg(25, 43, 4) +
    leg(29, 45, 3.6, 1) +
    leg(40, 44, 4.2) +
    leg(44, 43, 3.8, 1) +
    ellipse(54, 40, 10.5, 7.5, -12) +
    limb(46, 36, 5, 60, 45, 3.5),
  // An aardvark: an arched back, long upright ears, a long snout turned down and a thick tail thinning to a point.
  aardvark:
    ellipse(35, 38, 14, 10.5) +
    limb(23, 36, 6, 8, 47, 2.2) +
    limb(21, 31, 1.6, 18, 17, 2.4) +
    limb(24, 31, 1.6, 24, 18, 2.2) +
    leg(27, 43, 5) +
    leg(32, 45, 4.4, 1) +
    leg(41, 44, 5.4) +
    leg(45, 42, 4.6, 1) +
    limb(47, 37, 5, 61, 50, 1.2),
  // A platypus: a flat body low on the ground, a broad duck's bill, a flat paddle of a tail and webbed feet.
  platypus:
    ellipse(33, 50, 17, 7.5) +
    `<circle ${INK} cx="19" cy="48" r="5.8"/>` +
    ellipse(9, 49.5, 8, 3.4, 4) +
    ellipse(53, 52, 10, 4, 8) +
    `<path ${INK} d="M19 54L14 ${FLOOR}H25Z"/><path ${INK} d="M40 55L35 ${FLOOR}H46Z"/>` +
    `<circle fill="#fff" cx="20" cy="46.5" r="1"/>`,
  // A weasel (a stoat, a ferret, a mink): a long low body on short legs, its neck raised, small round ears and a long
  // tail held out behind.
  weasel:
    curve([
      [46, 46, 6.2],
      [34, 45, 6.5],
      [23, 43, 5.6],
      [16, 36, 4.2],
    ]) +
    `<circle ${INK} cx="14" cy="33" r="5"/>` +
    limb(13, 34, 3.4, 5, 37, 1.4) +
    `<circle ${INK} cx="16.5" cy="28.5" r="2"/>` +
    leg(22, 47, 3.6) +
    leg(26, 48, 3.4, 1) +
    leg(44, 49, 3.8) +
    leg(48, 48, 3.4, 1) +
    curve([
      [50, 45, 3.6],
      [56, 42, 2.8],
      [61, 36, 1.8],
    ]),
  // A meerkat standing up on its hind legs on the lookout, its tail a prop behind it.
  meerkat:
    curve([
      [32, 52, 7.6],
      [32, 40, 7],
      [31, 28, 4.6],
    ]) +
    `<circle ${INK} cx="30" cy="21" r="5.4"/>` +
    limb(28, 22, 3.6, 21, 25, 1.4) +
    `<circle ${INK} cx="33.5" cy="17" r="1.8"/>` +
    limb(28, 33, 1.8, 24, 39, 1.4) +
    leg(29, 55, 4.2) +
    leg(35, 55, 4.2) +
    curve([
      [37, 55, 3.2],
      [44, 57.5, 2.2],
      [52, FLOOR - 1, 1.2],
    ]),
  // A ring-tailed lemur on all fours, its long ringed tail raised in a curl over its back.
  lemur:
    ellipse(30, 38, 12.5, 7.5) +
    `<circle ${INK} cx="16" cy="32" r="5.6"/>` +
    limb(15, 33, 3.6, 7, 36, 1.4) +
    ear(18, 28, 4, 0.1) +
    leg(21, 41, 3.6) +
    leg(25, 42, 3.4, -1) +
    leg(37, 41, 4) +
    leg(41, 40, 3.6, 1) +
    curve([
      [40, 35, 4.4],
      [49, 31, 4.3],
      [55, 23, 4.1],
      [56, 13, 3.9],
      [51, 6, 3.6],
      [44, 6, 3.2],
    ]) +
    [
      [45, 30, 47, 37.5],
      [51, 25.5, 57, 29.5],
      [53, 17, 60.5, 18],
      [52, 9, 58, 5],
      [47.5, 2, 46.5, 9.5],
    ]
      .map(([x1, y1, x2, y2]) => `<path ${CUT(1.2)} d="M${x1} ${y1}L${x2} ${y2}"/>`)
      .join(''),
  // An armadillo: a domed shell in bands over short legs, a small pointed head with upright ears, a tapering tail.
  armadillo:
    `<path ${INK} d="M17 50C17 38 25 32 34 32C43 32 51 38 51 50Z"/>` +
    limb(19, 47, 4.2, 8, 51, 1.6) +
    ear(18, 44, 4, -0.1) +
    leg(23, 49, 4) +
    leg(45, 49, 4) +
    limb(50, 48, 3.2, 61, 56, 1.1) +
    [28, 34, 40].map((x) => `<path ${CUT(1.1)} d="M${x} ${33}C${x - 1.5} 39 ${x - 1.5} 44 ${x} 50"/>`).join(''),
  // A wild boar: a heavy body high at the shoulders, a long wedge of a head down to its snout, a tusk, thin legs and
  // a short tail (the emoji boar is a face, which a herd of silhouettes turned into blots: round 79).
  boar:
    ellipse(38, 40, 15, 9.5, -6) +
    ellipse(27, 36, 10, 9.5) +
    `<path ${INK} d="M24 28L10 38L5 44L7 47L13 47L22 45Z"/>` +
    ear(21, 29, 5.5, 0.25) +
    [32, 36, 40, 44].map((x) => ear(x, 30 - (x - 32) * 0.15, 3, 0.15)).join('') +
    `<path ${CUT(1.3)} d="M11 45C8.5 43 9 40 11.5 39"/>` +
    leg(24, 44, 4.2) +
    leg(29, 45, 3.8, 1) +
    leg(45, 45, 4.2) +
    leg(50, 43, 3.8, 1) +
    limb(52, 37, 1.4, 56, 44, 0.8),
  // A moose: a great body on long legs, a humped shoulder, a long drooping muzzle, a bell under the throat and broad
  // palmate antlers.
  moose:
    ellipse(38, 31, 15, 9) +
    ellipse(26, 28, 9, 9.5) +
    limb(22, 26, 5, 12, 30, 3.8) +
    limb(12, 30, 3.8, 5, 36, 3) +
    limb(13, 34, 1.4, 13, 40, 1) +
    `<path ${INK} d="M15 24C9 21 6 15 7 8L9.5 12L10 6L12.5 11L14 6L15.5 12L17 9L18 22Z"/>` +
    `<path ${INK} d="M18 23C21 17 26 13 32 13L29 15.5L33 17L28.5 18L31 21L26 21Z"/>` +
    ear(21, 24, 4, 0.3) +
    leg(25, 35, 3.6) +
    leg(29, 36, 3.2, 1) +
    leg(45, 36, 3.8) +
    leg(49, 35, 3.2, 1) +
    limb(52, 29, 1.6, 54, 33, 1),
  // A raccoon: a hunched body, a pointed snout under a masked face, and a bushy tail in rings.
  raccoon:
    ellipse(33, 43, 13, 9) +
    `<circle ${INK} cx="17" cy="39" r="6"/>` +
    limb(15, 41, 3.6, 6, 44, 1.3) +
    ear(14, 34.5, 4, -0.1) +
    ear(19.5, 34, 4, 0.2) +
    `<path ${CUT(1.3)} d="M10.5 38L15 36.2L21 37.5"/>` +
    leg(23, 48, 3.6) +
    leg(27, 49, 3.4, 1) +
    leg(39, 49, 3.8) +
    leg(43, 48, 3.4, 1) +
    curve([
      [44, 41, 4],
      [52, 43, 4.4],
      [60, 47, 3.4],
    ]) +
    [49, 54, 58]
      .map((x) => `<path ${CUT(1.3)} d="M${x} ${38 + (x - 49) * 0.5}L${x - 1.5} ${48 + (x - 49) * 0.5}"/>`)
      .join(''),
  // A frog sitting side on: a slanted body, a wide head with its eye up on top, a front leg propped and the folded
  // hind leg with its long foot (the emoji frog is a face).
  frog:
    ellipse(34, 47, 13, 8.5, -30) +
    ellipse(18, 47, 10, 5.8, -8) +
    `<circle ${INK} cx="20" cy="41" r="3.4"/>` +
    `<circle fill="#fff" cx="19.6" cy="40.6" r="1.3"/>` +
    `<path ${CUT(1)} d="M9 49.5L20 50.5"/>` +
    limb(24, 51, 2.2, 21, FLOOR - 1.2, 1.5) +
    limb(21, FLOOR - 1.2, 1.3, 16, FLOOR - 0.8, 0.9) +
    ellipse(42, 52, 8.5, 5, -8) +
    limb(36, 56.5, 2, 55, FLOOR - 1, 1.2),
  // A giant panda on all fours: a bear's body, its white head and back cut out of the black of its ears, eye patches,
  // shoulders and legs (the icon is a face).
  panda:
    ellipse(35, 40, 15, 10) +
    `<circle ${INK} cx="16" cy="36" r="8.2"/>` +
    `<circle ${INK} cx="11" cy="29" r="3.2"/><circle ${INK} cx="20.5" cy="28.2" r="3.2"/>` +
    leg(23, 45, 5.4) +
    leg(28, 46, 5, 1) +
    leg(43, 46, 5.4) +
    leg(48, 45, 5, 1) +
    `<circle fill="#fff" cx="15.6" cy="37" r="6.2"/>` +
    ellipse(12.6, 36, 1.8, 2.6, 25) +
    `<circle ${INK} cx="8.8" cy="40.5" r="1.3"/>` +
    ellipse(41, 38.5, 9.5, 6.5) +
    `<path fill="#fff" d="${'M33 33C38 30 47 30.5 50 35C51.5 39 49 44 42 45C36 45.5 32 42 32 38Z'}"/>`,
  // A koala clinging to an upright branch: a round body, big tufted ears and a large dark nose.
  koala:
    `<path ${INK} d="M40 2H45V62H40Z"/>` +
    ellipse(33, 38, 9, 12) +
    `<circle ${INK} cx="30" cy="22" r="8"/>` +
    `<circle ${INK} cx="22.5" cy="17" r="4.6"/><circle ${INK} cx="37" cy="16" r="4.6"/>` +
    limb(34, 31, 2.6, 41, 28, 2.2) +
    limb(35, 46, 3, 41, 49, 2.4) +
    ellipse(25.5, 24, 2.6, 3.4) +
    `<circle fill="#fff" cx="28" cy="20" r="1.1"/>`,
  // A hamster (a guinea pig): a round low body, a small round ear and short feet (the emoji is a face).
  hamster:
    ellipse(35, 48, 15, 10.5) +
    `<circle ${INK} cx="21" cy="46" r="8.5"/>` +
    limb(18, 48, 6, 12, 50, 2.4) +
    `<circle ${INK} cx="23" cy="37.5" r="3"/>` +
    `<circle fill="#fff" cx="17" cy="44" r="1.3"/>` +
    leg(22, 55, 3.4) +
    leg(43, 55, 3.6) +
    limb(49, 50, 1.2, 52, 52, 0.8),
};
