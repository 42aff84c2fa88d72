/**
 * Subjects drawn for Soundsleeve: common cover subjects none of the shipped icon sets has (a harp, a starfish,
 * a covered wagon…), as SVG bodies in a 64-unit box. They go through the same converter as the icon sets
 * (svg-shape.ts), so they may use strokes (outlined by Skia) and white paint for cut-out detail.
 * Check them by eye after any change: `npx tsx src/server/engine/subjects/library-sheet.ts --search sleeve`.
 */

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

/** Light bulbs along a sign's border: small white dots cut out of the board. */
function bulbs(points: readonly (readonly [number, number])[]): string {
  return points.map(([x, y]) => `<circle fill="#fff" cx="${x}" cy="${y}" r="0.9"/>`).join('');
}

export const DRAWN: Record<string, string> = {
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
    `<path ${CUT(1.5)} d="M9 24V16L12 20L15 16V24M18 16H22V24H18ZM25 16H30M27.5 16V24M33 16V24H37M33 16H37M33 20H36M40 16V24H44"/>` +
    `<path ${INK} d="M16 0L18 4.5L23 5L19 8L20.5 12L16 9.5L11.5 12L13 8L9 5L14 4.5Z"/>`,
  'telephone-pole':
    `<path ${INK} d="M30 4H34V63H30Z"/>` +
    `<path ${INK} d="M14 10H50V13H14ZM18 20H46V23H18Z"/>` +
    `<path ${INK} d="M15 7H18V10H15ZM24 7H27V10H24ZM37 7H40V10H37ZM46 7H49V10H46ZM19 17H22V20H19ZM42 17H45V20H42Z"/>` +
    `<path ${LINE(0.9)} d="M16.5 7C10 11 4 12 0 12M16.5 7C24 12 40 12 47.5 7M47.5 7C54 11 60 12 64 12"/>` +
    `<path ${LINE(0.9)} d="M20.5 17C12 22 4 23 0 23M43.5 17C52 22 60 23 64 23"/>`,
  bonsai:
    `<path ${INK} d="M14 49H50V53H14Z"/><path ${INK} d="M17 53H47L43 62H21Z"/>` +
    `<path ${LINE(5)} d="M31 50C26 43 38 39 32 31C28 25 35 21 33 16"/>` +
    `<path ${LINE(2.5)} d="M31 36L21 31M33 29L44 25M32 40L45 37"/>` +
    `<ellipse ${INK} cx="19" cy="29" rx="11" ry="5"/><ellipse ${INK} cx="45" cy="23" rx="12" ry="6"/>` +
    `<ellipse ${INK} cx="31" cy="13" rx="12" ry="6"/><ellipse ${INK} cx="47" cy="36" rx="8" ry="3.6"/>`,
};
