/**
 * Musical instruments drawn for Soundsleeve, in colour (brass, wood, ebony, silver), for the instruments no shipped
 * icon set has: a product for musicians must draw a bassoon as a bassoon, not drop it or draw a guitar for a tuba.
 * SVG bodies in drawn.ts's 64-unit box, held to the same rules as its colour drawings (lowercase hex paints; parts
 * marked `class="cut"` become holes in the silhouette). Check them by eye after any change:
 * `npx tsx src/server/engine/subjects/library-sheet.ts --search sleeve`.
 */

const BRASS = '#c9a443';
const BRASS_DARK = '#8c6a1e';
const BRASS_LIGHT = '#ecd586';
const WOOD = '#7b3f1d';
const WOOD_DARK = '#4a2612';
const WOOD_LIGHT = '#b0672f';
const EBONY = '#1b1b20';
const SILVER = '#c3c7cf';
const SILVER_DARK = '#7d828c';
const IVORY = '#f2efe6';
const REED = '#c9a36a';
const RED = '#9e2b25';

const tube = (colour: string, width: number, d: string) =>
  `<path fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" d="${d}"/>`;
const dots = (colour: string, points: readonly (readonly [number, number])[], r: number, cut = false) =>
  points
    .map(([x, y]) => `<circle${cut ? ' class="cut"' : ''} fill="${colour}" cx="${x}" cy="${y}" r="${r}"/>`)
    .join('');

/** A woodwind's tone holes down its body, cut out of the silhouette. */
const toneHoles = (x: number, from: number, to: number, step: number) => {
  const points: [number, number][] = [];
  for (let y = from; y <= to; y += step) points.push([x, y]);
  return dots(SILVER, points, 0.9, true);
};

/** A keyboard's keys between x0 and x1, top to bottom: white keys, their seams, and the black keys of each octave. */
function keyboard(x0: number, x1: number, top: number, bottom: number, whites: number): string {
  const w = (x1 - x0) / whites;
  let body = `<path class="cut" fill="${IVORY}" d="M${x0} ${top}H${x1}V${bottom}H${x0}Z"/>`;
  const seams: string[] = [];
  const blacks: string[] = [];
  for (let i = 1; i < whites; i++) {
    const x = (x0 + i * w).toFixed(2);
    seams.push(`M${x} ${top}V${bottom}`);
    // Black keys sit after the 1st, 2nd, 4th, 5th and 6th white key of each octave (C♯ D♯, F♯ G♯ A♯).
    if ([1, 2, 4, 5, 6].includes(i % 7)) {
      const bx = x0 + i * w - w * 0.3;
      blacks.push(
        `M${bx.toFixed(2)} ${top}h${(w * 0.6).toFixed(2)}v${((bottom - top) * 0.6).toFixed(2)}h-${(w * 0.6).toFixed(2)}Z`,
      );
    }
  }
  body += `<path fill="none" stroke="${EBONY}" stroke-width="0.45" d="${seams.join('')}"/>`;
  body += `<path fill="${EBONY}" d="${blacks.join('')}"/>`;
  return body;
}

/** A xylophone's bars, longest (lowest) on the left, between its two rails. */
function xylophoneBars(): string {
  const bars: string[] = [];
  for (let i = 0; i < 9; i++) {
    const x = 8 + i * 5.6;
    const top = 22 + i * 1.3;
    const bottom = 56 - i * 1.6;
    bars.push(
      `<path fill="${i % 2 ? WOOD_LIGHT : '#c98a4b'}" d="M${x} ${top}h4.2v${(bottom - top).toFixed(1)}h-4.2Z"/>`,
    );
  }
  return bars.join('');
}

/** A drum machine's pad grid: four rows of four square pads, the first column lit. */
function drumPads(): string {
  const pads: string[] = [];
  const lit: string[] = [];
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 4; col++) {
      const d = `M${31 + col * 7.4} ${22 + row * 7.4}h6v6h-6Z`;
      (col === 0 && row % 2 === 0 ? lit : pads).push(d);
    }
  }
  return `<path class="cut" fill="#d8d4ca" d="${pads.join('')}"/><path class="cut" fill="#e26a2c" d="${lit.join('')}"/>`;
}

/** A pipe organ's front rank: pipes tallest in the middle, each with its mouth cut out. */
function organPipes(): string {
  const pipes: string[] = [];
  const mouths: string[] = [];
  for (let i = 0; i < 11; i++) {
    const x = 7 + i * 4.6;
    const top = 4 + Math.abs(i - 5) * 3.2;
    pipes.push(
      `M${x.toFixed(1)} 38V${(top + 1.4).toFixed(1)}Q${(x + 1.7).toFixed(1)} ${top.toFixed(1)} ${(x + 3.4).toFixed(1)} ${(top + 1.4).toFixed(1)}V38Z`,
    );
    mouths.push(`M${(x + 0.8).toFixed(1)} 31.5h1.8l-0.9 2.2Z`);
  }
  return `<path fill="${BRASS}" d="${pipes.join('')}"/><path class="cut" fill="${BRASS_DARK}" d="${mouths.join('')}"/>`;
}

export const INSTRUMENT_ART: Record<string, string> = {
  clarinet:
    `<path fill="${EBONY}" d="M30.4 2.6Q32 1.6 33.6 2.6V8H30.4Z"/>` +
    `<path fill="${EBONY}" d="M29.6 8H34.4V49L40 60H24L29.6 49Z"/>` +
    `<path fill="${SILVER}" d="M29.2 13H34.8V14.6H29.2ZM29.2 28H34.8V29.6H29.2ZM29.2 47H34.8V48.6H29.2Z"/>` +
    tube(SILVER, 0.7, 'M35.2 17V44') +
    toneHoles(32, 18, 44, 4.4),
  oboe:
    `<path fill="${REED}" d="M31.2 1H32.8L33.3 6.4H30.7Z"/>` +
    `<path fill="#2a1a14" d="M30.4 6.4H33.6V52L36.6 60H27.4L30.4 52Z"/>` +
    `<path fill="${SILVER}" d="M30 17H34V18.4H30ZM30 34H34V35.4H30ZM29.8 51H34.2V52.4H29.8Z"/>` +
    tube(SILVER, 0.6, 'M34.2 12V48M29.8 22V44') +
    toneHoles(32, 12, 48, 4.5),
  bassoon:
    `<path fill="${WOOD}" d="M30 8H36V56Q36 61 33 61Q30 61 30 56Z"/>` +
    `<path fill="#6a3418" d="M36 5H41.4V58Q41.4 61 38.7 61H36Z"/>` +
    `<path fill="${IVORY}" d="M35.6 3H41.8V6H35.6Z"/>` +
    `<path fill="${SILVER}" d="M30 20H41.4V21.6H30ZM30 44H41.4V45.6H30Z"/>` +
    tube(SILVER, 1.6, 'M31 9C28 6 24 6 21 10C19 13 18 16 18 19') +
    `<path fill="${REED}" d="M16.8 19H19.2L18.8 23.5H17.2Z"/>` +
    toneHoles(33, 26, 40, 4.6),
  // An alphorn: a long wooden tube bound with bark rings, from the mouthpiece down to its bell resting upturned on
  // the ground.
  alphorn:
    `<path fill="${WOOD}" d="M5.4 8.6L8.6 5.4L50.5 45.5L45.5 50.5Z"/>` +
    `<path fill="${WOOD}" d="M45.5 50.5C47 55.5 52 60 59.5 60.5L62 52.5C57 52.5 53 49.5 50.5 45.5Z"/>` +
    `<path fill="${WOOD_DARK}" d="M59.5 60.5L62 52.5L63 53C62.8 56 61.6 59 60.2 61Z"/>` +
    tube(WOOD_DARK, 1.1, 'M13 11.5L11.5 13M22 20L20 22M31 28.6L28.6 31M40 37.2L37.2 40') +
    tube(WOOD_LIGHT, 0.6, 'M9.5 6.6L49 44.2') +
    tube(EBONY, 1.6, 'M4.2 4.2L6.6 6.6'),
  'french-horn':
    tube(BRASS, 4, 'M28 15A15 15 0 1 1 27.9 15') +
    tube('#a8822e', 2.2, 'M28 21A9 9 0 1 1 27.9 21') +
    `<path fill="${BRASS_DARK}" d="M22 26H34V34H22Z"/>` +
    dots(
      BRASS_LIGHT,
      [
        [25, 25],
        [28, 25],
        [31, 25],
      ],
      1.6,
    ) +
    `<path fill="${BRASS}" d="M37 37C41 41 45 45 47.5 49.5C52 47.5 58 46 62.5 47C60.5 55.5 54 61.5 45.5 62.5C46.5 58.5 45.5 55 42.5 52C40.5 50 37.5 46 34.5 43Z"/>` +
    `<path fill="${BRASS_DARK}" d="M47.5 49.5C52 47.5 58 46 62.5 47C61.5 50 59.5 52 56.5 53C53 52.5 50 51.2 47.5 49.5Z"/>` +
    tube(BRASS, 1.8, 'M14 34L5 40') +
    dots(SILVER, [[4.6, 40.3]], 1.9),
  trombone:
    '<g transform="translate(0 9)">' +
    `<path fill="${BRASS}" d="M1 12C7 14 12 19 15 22.5H18V25.5H15C12 29 7 34 1 36Z"/>` +
    `<path fill="${BRASS_DARK}" d="M1 12C3.2 17 3.2 31 1 36C0 31 0 17 1 12Z"/>` +
    tube(BRASS, 2.4, 'M17 24H44C49 24 49 32 44 32H10C5.6 32 5.6 38 10 38H42') +
    tube(BRASS_DARK, 1.3, 'M31 24V32M23 32V38') +
    `<path fill="${SILVER}" d="M42 36.6H47.5V39.4H42Z"/>` +
    '</g>',
  // A wide bell flaring upward over a tall body of tubing, a deep bow at the foot, a coil and three valves at its side:
  // the parts by which a tuba is told from a pipe (the panel read a straight-sided bell as a U-bend).
  tuba:
    `<path fill="${BRASS}" d="M19 3.5C31 6 38 11 39 25H48.5C49.5 11 55 6 61 3.5Z"/>` +
    `<ellipse fill="${BRASS_DARK}" cx="40" cy="3.6" rx="21" ry="2.6"/>` +
    `<ellipse fill="${BRASS_LIGHT}" cx="40" cy="3" rx="19" ry="1.3"/>` +
    `<path fill="${BRASS}" d="M39 25H48.5V46C48.5 56.5 42 62 31.5 62C21 62 15 56.5 15 47V34H23.5V47C23.5 52 26.5 55 31.5 55C36.5 55 39 52 39 46Z"/>` +
    tube('#a8822e', 3.2, 'M23 36C14.5 36 12 28 15.5 23.5C19 19 26 20 27 26.5') +
    `<path fill="${SILVER}" d="M25 31H39V43H25Z"/>` +
    `<path fill="${SILVER_DARK}" d="M25 31H39V33H25Z"/>` +
    `<path fill="${BRASS_LIGHT}" d="M26 26.5H29V31H26ZM30.5 26.5H33.5V31H30.5ZM35 26.5H38V31H35Z"/>` +
    tube(BRASS_LIGHT, 0.8, 'M44.5 27V50') +
    tube(SILVER, 1.6, 'M16 23L8.5 16.5'),
  mandolin:
    `<path fill="${WOOD_LIGHT}" d="M32 28C43 28 50 37 48 47C46 56 39 61 32 61C25 61 18 56 16 47C14 37 21 28 32 28Z"/>` +
    `<path fill="${WOOD}" d="M32 28C43 28 50 37 48 47C46 56 39 61 32 61C38 57 43 51 43 44C43 36 38 30 32 28Z"/>` +
    `<path fill="${WOOD_DARK}" d="M29.8 8H34.2V32H29.8Z"/><path fill="${WOOD_DARK}" d="M28 1H36L35 9H29Z"/>` +
    dots(
      SILVER,
      [
        [26.8, 3],
        [26.8, 6.4],
        [37.2, 3],
        [37.2, 6.4],
      ],
      1.1,
    ) +
    `<ellipse class="cut" fill="${EBONY}" cx="32" cy="41.5" rx="4" ry="3.3"/>` +
    `<path fill="${EBONY}" d="M28.5 49H35.5V50.4H28.5Z"/><path fill="${SILVER}" d="M29 55H35L34 58H30Z"/>` +
    tube(BRASS_LIGHT, 0.4, 'M31 9V55M33 9V55'),
  harmonica:
    `<path fill="${SILVER}" d="M6 23H58Q60 23 60 25V39Q60 41 58 41H6Q4 41 4 39V25Q4 23 6 23Z"/>` +
    `<path fill="${SILVER_DARK}" d="M6 23H58V25.4H6Z"/>` +
    tube(SILVER_DARK, 0.6, 'M10 27.6H54') +
    `<path fill="${EBONY}" d="M4 30H60V35.6H4Z"/>` +
    `<path class="cut" fill="#0e0e12" d="${Array.from({ length: 10 }, (_, i) => `M${7.6 + i * 5} 31.2h3v3.2h-3Z`).join('')}"/>`,
  synthesizer:
    `<path fill="${EBONY}" d="M3 19H61V49H3Z"/>` +
    `<path fill="${WOOD}" d="M0.5 17H4.6V51H0.5ZM59.4 17H63.5V51H59.4Z"/>` +
    dots(
      SILVER,
      Array.from({ length: 8 }, (_, i) => [9 + i * 6.6, 25] as const),
      2.2,
    ) +
    dots(
      '#e26a2c',
      Array.from({ length: 8 }, (_, i) => [9 + i * 6.6, 23.8] as const),
      0.6,
    ) +
    keyboard(6, 58, 32, 47, 14),
  'drum-machine':
    `<path fill="#2b2b31" d="M4 14Q4 11 7 11H57Q60 11 60 14V52Q60 55 57 55H7Q4 55 4 52Z"/>` +
    `<path fill="#3d3d45" d="M4 47H60V52Q60 55 57 55H7Q4 55 4 52Z"/>` +
    `<path class="cut" fill="#9fc7a4" d="M9 16H26V24H9Z"/>` +
    tube('#2b4a33', 0.6, 'M11 19H22M11 21.4H18') +
    dots(
      SILVER,
      [
        [11.5, 31],
        [20, 31],
        [11.5, 40],
        [20, 40],
      ],
      2.8,
      true,
    ) +
    tube('#2b2b31', 0.8, 'M11.5 31V28.6M20 31L21.7 29.3M11.5 40L9.8 38.3M20 40V37.6') +
    drumPads() +
    dots('#e26a2c', [[10, 51]], 0.9),
  'pipe-organ':
    organPipes() +
    `<path fill="${WOOD}" d="M3 37H61V62H3Z"/>` +
    `<path fill="${WOOD_DARK}" d="M3 37H61V40H3ZM3 59H61V62H3Z"/>` +
    keyboard(9, 55, 43, 49, 16) +
    `<path fill="${WOOD_DARK}" d="M7 49H57V51.5H7Z"/>` +
    keyboard(9, 55, 52, 57.5, 16) +
    dots(
      IVORY,
      [
        [6, 45],
        [58, 45],
        [6, 52],
        [58, 52],
      ],
      1.1,
    ),
  // A thumb piano (mbira, kalimba, likembe): a wooden box, a metal bridge across it, and its tines fanned from the
  // bridge toward the player, longest in the middle; round 95's mbira was a marimba.
  kalimba:
    `<path fill="${WOOD}" d="M13 10H51Q56 10 56 15V55Q56 60 51 60H13Q8 60 8 55V15Q8 10 13 10Z"/>` +
    `<circle class="cut" fill="${WOOD_DARK}" cx="32" cy="51" r="4.2"/>` +
    // (The box under the tines is cut, so a silhouette still shows each tine.)
    `<path class="cut" fill="${WOOD_DARK}" d="M11 21H53V45H11Z"/>` +
    `<path fill="${SILVER_DARK}" d="M10.5 17.5H53.5V21H10.5Z"/>` +
    Array.from({ length: 9 }, (_, i) => {
      const x = 13.2 + i * 4.7;
      const length = 30 - Math.abs(i - 4) * 3.4;
      return `<path fill="${SILVER}" d="M${x - 1.1} 14H${x + 1.1}V${14 + length}Q${x} ${15.6 + length} ${x - 1.1} ${14 + length}Z"/>`;
    }).join('') +
    `<path fill="${SILVER_DARK}" d="M12 24.5H52V26.5H12Z"/>`,
  xylophone:
    `<path fill="${WOOD_DARK}" d="M5 26L58 31.5V34L5 28.5Z"/><path fill="${WOOD_DARK}" d="M5 48.5L58 42V44.5L5 51Z"/>` +
    xylophoneBars() +
    tube(WOOD_DARK, 1.6, 'M9 50L7 62M56 44L58 62') +
    tube(WOOD_DARK, 1.1, 'M12 4L31 17M54 3L38 15') +
    dots(
      RED,
      [
        [31.5, 17.4],
        [37.6, 15.4],
      ],
      2.4,
    ),
  gong:
    `<path fill="${WOOD_DARK}" d="M7 7H57V11.5H7ZM9 11H13V60H9ZM51 11H55V60H51Z"/>` +
    `<path fill="${WOOD_DARK}" d="M5 58H17V61.5H5ZM47 58H59V61.5H47Z"/>` +
    tube(RED, 0.9, 'M25 11.5L28.5 20.5M39 11.5L35.5 20.5') +
    `<circle fill="${BRASS}" cx="32" cy="36" r="16"/>` +
    `<circle class="cut" fill="${BRASS_DARK}" cx="32" cy="36" r="9.4"/>` +
    `<circle fill="${BRASS}" cx="32" cy="36" r="8"/>` +
    `<circle fill="${BRASS_LIGHT}" cx="32" cy="36" r="4.6"/>` +
    tube(BRASS_DARK, 1.4, 'M32 20.6A15.4 15.4 0 0 1 47.4 36'),
  cymbal:
    '<g transform="rotate(-8 32 21)">' +
    `<ellipse fill="${BRASS}" cx="32" cy="21" rx="27" ry="5.6"/>` +
    `<ellipse fill="${BRASS_LIGHT}" cx="32" cy="19.6" rx="19" ry="3"/>` +
    `<ellipse fill="${BRASS_DARK}" cx="32" cy="17.4" rx="5.2" ry="2.7"/>` +
    '</g>' +
    tube(SILVER_DARK, 2, 'M32 23V52M32 50L18 61.5M32 50L46 61.5M32 50V61.5') +
    `<path fill="${SILVER}" d="M30 36H34V39.4H30Z"/>`,
  sitar:
    `<circle fill="${WOOD_LIGHT}" cx="32" cy="9.5" r="5.5"/>` +
    `<circle fill="${WOOD_LIGHT}" cx="32" cy="49.5" r="12.5"/>` +
    `<ellipse fill="#d9a05b" cx="32" cy="47" rx="8.4" ry="7.4"/>` +
    `<path fill="${WOOD}" d="M29 3H35V43H29Z"/>` +
    tube(BRASS_LIGHT, 0.7, 'M29 10H35M29 15H35M29 20H35M29 25H35M29 30H35M29 35H35') +
    `<path fill="${WOOD_DARK}" d="M35 6H39V7.5H35ZM25 12H29V13.5H25ZM35 18H39V19.5H35ZM25 24H29V25.5H25Z"/>` +
    `<path fill="${IVORY}" d="M28 52H36V54H28Z"/>` +
    tube(IVORY, 0.35, 'M31 3V52M33 3V52'),
  // A drum played by hand or with a beater, a barrel standing on its end: a wooden shell bulging at its middle, a
  // hide head laced down its sides with rope (taiko, dhol, djembe, dundun, conga all read as it; the sets' only drum
  // is a toy snare with sticks, which round 87's panel called a toy drum for a taiko).
  'hand-drum':
    `<path fill="${WOOD}" d="M15 14C11 24 11 44 17 58H47C53 44 53 24 49 14Z"/>` +
    `<path fill="${WOOD_LIGHT}" d="M20 16C17.5 26 17.5 42 21.5 56H26C23 42 23 26 25 16Z"/>` +
    `<path fill="${WOOD_DARK}" d="M15.8 55H48.2L47 60H17Z"/>` +
    // The rope laced crosswise between two hoops (a single zigzag read as the letter W).
    tube(WOOD_DARK, 2.2, 'M14.8 19.5C20 22 44 22 49.2 19.5M16.6 53C21 55 43 55 47.4 53') +
    tube(
      IVORY,
      0.8,
      'M18 21L24 54M24 21.6L18 53.4M26 21.8L32 54.6M32 21.8L26 54.4M38 21.6L32 54.6M32 21.8L38 54.4M46 21L40 54M40 21.6L46 53.4',
    ) +
    `<ellipse fill="#e9dcc0" cx="32" cy="14" rx="17.4" ry="5"/>` +
    `<ellipse fill="#d8c6a1" cx="32" cy="14.6" rx="13" ry="3.2"/>` +
    tube(WOOD_DARK, 1.6, 'M14.6 14C18 19 46 19 49.4 14'),
  // A board zither lying flat, seen a little from above and in front (a qanun, a santur, a koto, a kantele): the
  // wooden box, wide at the player and slanting on its far side, its pale soundboard with two carved roses, the strings
  // running its length from a row of tuning pegs to the bridge along the slanted side (round 116 drew a concert harp
  // for a taarab orchestra's qanun).
  zither: (() => {
    const strings: string[] = [];
    for (let y = 26.6; y <= 41.4; y += 1.35) {
      const end = 45.2 + ((y - 24) / 20) * 12.2;
      strings.push(`M10.6 ${y.toFixed(2)}H${end.toFixed(2)}`);
    }
    const pegs: [number, number][] = [];
    for (let y = 26.6; y <= 41.4; y += 2.7) pegs.push([8, Number(y.toFixed(2))]);
    return (
      `<path fill="${WOOD_DARK}" d="M4 44H60L59 49H5Z"/>` +
      `<path fill="${WOOD}" d="M4 23H46L60 44H4Z"/>` +
      `<path fill="${WOOD_LIGHT}" d="M12 25.4H44.6L56.4 42H12Z"/>` +
      `<circle class="cut" fill="${WOOD_DARK}" cx="24" cy="33.8" r="2.6"/>` +
      `<circle class="cut" fill="${WOOD_DARK}" cx="36" cy="33.8" r="2"/>` +
      // The bridge along the slanted side, and the pegs' rail.
      tube(IVORY, 1.3, 'M44.2 25.6L55.6 42.2') +
      `<path fill="${WOOD_DARK}" d="M6 24.6H10.6V43H6Z"/>` +
      dots(SILVER, pegs, 0.75) +
      `<path fill="none" stroke="${SILVER}" stroke-width="0.32" d="${strings.join('')}"/>`
    );
  })(),
  // A jaw harp held upright: an iron frame, a round loop narrowing to two parallel arms, and the steel tongue between
  // them running past their ends to its bent tip (round 89's was a concert harp).
  'jaw-harp':
    `<path fill="#4b4f57" d="M32 5C44 5 47 16 43 23C41 26.5 38.5 28 37 29V58H34.6V27.4C37.4 26 41 23 41 17.5C41 11 37 8 32 8C27 8 23 11 23 17.5C23 23 26.6 26 29.4 27.4V58H27V29C25.5 28 23 26.5 21 23C17 16 20 5 32 5Z"/>` +
    `<path fill="${SILVER}" d="M31.2 11H32.8V59.4H38.6V61.4H31.2Z"/>` +
    `<path fill="${SILVER_DARK}" d="M27 56H29.4V58.4H27ZM34.6 56H37V58.4H34.6Z"/>`,
  bagpipes:
    tube(EBONY, 2.4, 'M30 26L40 4.5M35 28L50 8.5M40 31L58 16.5') +
    dots(
      IVORY,
      [
        [40, 4.5],
        [50, 8.5],
        [58, 16.5],
      ],
      2,
    ) +
    `<path fill="${RED}" d="M14 36C12 26 24 20 36 26C48 32 48 48 36 52C24 56 16 46 14 36Z"/>` +
    tube('#5a1612', 0.8, 'M19 29L41 49M25 25L45 43M16 40L31 54M20 47L43 31M16 35L34 24') +
    tube(EBONY, 2.4, 'M22 48L14 62') +
    tube(EBONY, 1.8, 'M17 30L4 20'),
};
