/**
 * 32-bit FNV-1a over a string's UTF-16 code units: a small, stable, non-cryptographic hash, so that choices made
 * "at random" (the refiner's picks, the engine's seeds) are the same for the same text every time.
 */
export function fnv1a32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
