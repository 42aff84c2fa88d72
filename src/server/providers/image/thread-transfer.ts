import { move, transferableSymbol, valueSymbol } from 'piscina';

/** A view that owns its whole ArrayBuffer can be moved; anything else (a slice of a pool) is copied once here. */
export const movable = (bytes: Uint8Array): Uint8Array =>
  bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);

/** Piscina moves whatever a worker task returns in this wrapper's transfer list (to the calling thread, no copy). */
export function moved<T extends object>(value: T, views: Uint8Array[]) {
  return move({ [transferableSymbol]: views.map((v) => v.buffer), [valueSymbol]: value });
}
