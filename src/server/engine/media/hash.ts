/** A stable hash of an integer cell (a unit of the 1000-unit square) to 0..1, so grain looks the same at every size. */
export function hash01(x: number, y: number, salt: number): number {
  let h = Math.imul(x, 0x27d4eb2d) ^ Math.imul(y, 0x165667b1) ^ salt;
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/** The side of the unit grid grain is laid on: one cell per unit of the 1000-unit square. */
export const UNIT_GRID = 1000;

/** hash01 of every unit cell, once (a 3000 px cover would otherwise hash each cell nine times). */
export function unitNoise(salt: number): Float32Array {
  const table = new Float32Array(UNIT_GRID * UNIT_GRID);
  for (let y = 0; y < UNIT_GRID; y++) for (let x = 0; x < UNIT_GRID; x++) table[y * UNIT_GRID + x] = hash01(x, y, salt);
  return table;
}
