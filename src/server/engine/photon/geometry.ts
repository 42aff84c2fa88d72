/**
 * A subject's solid body as a small height field: the silhouette blurred at two radii reads as a rounded form,
 * and its slopes give a surface normal at every pixel. That is what lets a flat library shape be lit: the side
 * toward the light bright, the far side in shadow, the rim catching light, metal reflecting a horizon.
 */
import { createCanvas, type Canvas } from '@napi-rs/canvas';
import type { PlacedSubject, SubjectShape } from '../plan.ts';
import { drawingKey, silhouetteMask, withShape } from '../shape.ts';
import { smallPixels } from './soft.ts';

export interface Geometry {
  /** Grid size of the fields below (square, covering the shape's viewBox square). */
  S: number;
  /** Silhouette coverage 0..1. */
  A: Float32Array;
  /** Silhouette blurred a little (edge roll-off) and a lot (overall volume). */
  H1: Float32Array;
  H2: Float32Array;
  /** Unit normals (x right, y down, z toward the viewer): rounded at the edges, for mirrors and glass. */
  nx: Float32Array;
  ny: Float32Array;
  nz: Float32Array;
  /**
   * Broad normals: the whole body as one gently curved form (the silhouette blurred by a fifth of its size), no
   * edge roll-off. Diffuse bodies are lit with these: a photograph shows light across a form, not a bevel.
   */
  bx: Float32Array;
  by: Float32Array;
  bz: Float32Array;
  /** The shape's own interior lines as thin edges (0..1), away from the outline: the detail a photo barely shows. */
  edge: Float32Array;
  /**
   * Where the drawing's interior features are (0..1): the holes of a solid icon, the strokes of a line drawing,
   * well inside the outline and up to about a sixth of the shape across (a skull's sockets, a cassette's reels, a
   * key); a larger hole counts only along its edge.
   */
  detail: Float32Array;
  /** Bounds of the silhouette in 0..1 of the square. */
  bounds: { u0: number; v0: number; u1: number; v1: number };
  /** Share of the silhouette the shape's own paths cover (1 = a solid icon with no interior lines). */
  solidity: number;
}

/** Separable box blur, `passes` times (three passes approximate a Gaussian). */
export function boxBlur(src: Float32Array, S: number, r: number, passes = 3): Float32Array {
  const a = Float32Array.from(src);
  const b = new Float32Array(S * S);
  const rad = Math.max(1, Math.round(r));
  const norm = 1 / (2 * rad + 1);
  for (let p = 0; p < passes; p++) {
    for (let y = 0; y < S; y++) {
      const row = y * S;
      let sum = 0;
      for (let k = -rad; k <= rad; k++) sum += a[row + Math.min(S - 1, Math.max(0, k))]!;
      for (let x = 0; x < S; x++) {
        b[row + x] = sum * norm;
        const add = Math.min(S - 1, x + rad + 1);
        const sub = Math.max(0, x - rad);
        sum += a[row + add]! - a[row + sub]!;
      }
    }
    for (let x = 0; x < S; x++) {
      let sum = 0;
      for (let k = -rad; k <= rad; k++) sum += b[Math.min(S - 1, Math.max(0, k)) * S + x]!;
      for (let y = 0; y < S; y++) {
        a[y * S + x] = sum * norm;
        const add = Math.min(S - 1, y + rad + 1);
        const sub = Math.max(0, y - rad);
        sum += b[add * S + x]! - b[sub * S + x]!;
      }
    }
  }
  return a;
}

function alphaOf(canvas: Canvas, S: number): Float32Array {
  const d = smallPixels(canvas, S);
  const out = new Float32Array(S * S);
  for (let i = 0; i < S * S; i++) out[i] = d[i * 4 + 3]! / 255;
  return out;
}

/** The shape's own paths (not the filled silhouette) as a canvas of `px` covering the viewBox square. */
export function pathsCanvas(shape: SubjectShape, px: number, fill = '#fff'): Canvas {
  const c = createCanvas(px, px);
  const ctx = c.getContext('2d');
  ctx.fillStyle = fill;
  withShape(ctx, { x: px / 2, y: px / 2, w: px, h: px, shape, rotation: 0, flip: false }, ({ fill: f }) => f());
  return c;
}

const cleaned = new WeakMap<SubjectShape, SubjectShape>();

/**
 * The shape without paths that merely fill its whole viewBox (an icon's invisible bounding rectangle, kept by
 * readers that ignore `fill="none"`): drawn, it would turn any subject into a square.
 */
export function cleanShape(shape: SubjectShape): SubjectShape {
  let c = cleaned.get(shape);
  if (c) return c;
  const [vx, vy, vw, vh] = shape.viewBox;
  const box = new RegExp(
    `^[Mm]\\s*${vx}[ ,]+${vy}\\s*[hH]\\s*${vw}\\s*[vV]\\s*${vh}\\s*[hH]\\s*-?${vx === 0 ? '' : '-?'}[0-9.]+\\s*[zZ]$`,
  );
  const paths = shape.paths.filter((p) => !box.test(p.d.trim()));
  c =
    paths.length === shape.paths.length || paths.length === 0 ? shape : { ...shape, key: `${shape.key}#clean`, paths };
  cleaned.set(shape, c);
  return c;
}

const cache = new Map<string, Geometry>();

export function geometryOf(shape: SubjectShape, S: number): Geometry {
  const key = `${drawingKey(shape)}|${S}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const mask = silhouetteMask(shape, Math.max(S, 256));
  const A = alphaOf(mask, S);
  const lines = alphaOf(pathsCanvas(shape, Math.max(S, 256)), S);
  let area = 0;
  let lineArea = 0;
  let u0 = 1;
  let v0 = 1;
  let u1 = 0;
  let v1 = 0;
  for (let j = 0; j < S; j++)
    for (let i = 0; i < S; i++) {
      const a = A[j * S + i]!;
      area += a;
      lineArea += Math.min(a, lines[j * S + i]!);
      if (a > 0.5) {
        u0 = Math.min(u0, i / S);
        u1 = Math.max(u1, (i + 1) / S);
        v0 = Math.min(v0, j / S);
        v1 = Math.max(v1, (j + 1) / S);
      }
    }
  const H1 = boxBlur(A, S, S * 0.018);
  const H2 = boxBlur(A, S, S * 0.09);
  const H3 = boxBlur(A, S, S * 0.2, 2);
  const nx = new Float32Array(S * S);
  const ny = new Float32Array(S * S);
  const nz = new Float32Array(S * S);
  const k1 = S * 0.01;
  const k2 = S * 0.2;
  for (let j = 0; j < S; j++)
    for (let i = 0; i < S; i++) {
      const i0 = j * S + Math.max(0, i - 1);
      const i1 = j * S + Math.min(S - 1, i + 1);
      const j0 = Math.max(0, j - 1) * S + i;
      const j1 = Math.min(S - 1, j + 1) * S + i;
      const gx = (H1[i1]! - H1[i0]!) * 0.5 * k1 + (H2[i1]! - H2[i0]!) * 0.5 * k2;
      const gy = (H1[j1]! - H1[j0]!) * 0.5 * k1 + (H2[j1]! - H2[j0]!) * 0.5 * k2;
      const x = -gx;
      const y = -gy;
      const n = Math.sqrt(x * x + y * y + 1);
      nx[j * S + i] = x / n;
      ny[j * S + i] = y / n;
      nz[j * S + i] = 1 / n;
    }
  const bx = new Float32Array(S * S);
  const by = new Float32Array(S * S);
  const bz = new Float32Array(S * S);
  const edge = new Float32Array(S * S);
  const k3 = S * 0.55;
  const k2b = S * 0.05;
  for (let j = 0; j < S; j++)
    for (let i = 0; i < S; i++) {
      const k = j * S + i;
      const i0 = j * S + Math.max(0, i - 1);
      const i1 = j * S + Math.min(S - 1, i + 1);
      const j0 = Math.max(0, j - 1) * S + i;
      const j1 = Math.min(S - 1, j + 1) * S + i;
      const x = -((H3[i1]! - H3[i0]!) * 0.5 * k3 + (H2[i1]! - H2[i0]!) * 0.5 * k2b);
      const y = -((H3[j1]! - H3[j0]!) * 0.5 * k3 + (H2[j1]! - H2[j0]!) * 0.5 * k2b);
      const n = Math.sqrt(x * x + y * y + 1);
      bx[k] = x / n;
      by[k] = y / n;
      bz[k] = 1 / n;
      // Where the paths meet their holes inside the body (not the outline): the drawing's own lines.
      const gl = Math.abs(lines[i1]! - lines[i0]!) + Math.abs(lines[j1]! - lines[j0]!);
      edge[k] = Math.min(1, gl) * (H1[k]! > 0.92 ? Math.min(1, (H1[k]! - 0.92) * 25) : 0);
    }
  const solidity = area > 0 ? lineArea / area : 1;
  const minor = new Float32Array(S * S);
  for (let k = 0; k < S * S; k++)
    minor[k] = solidity >= 0.5 ? Math.max(0, A[k]! - lines[k]!) : Math.min(A[k]!, lines[k]!);
  const spread = boxBlur(minor, S, S * 0.08, 2);
  const detail = new Float32Array(S * S);
  for (let k = 0; k < S * S; k++) {
    const small = 1 - Math.min(1, Math.max(0, (spread[k]! - 0.85) / 0.15));
    const inside = Math.min(1, Math.max(0, (H2[k]! - 0.75) / 0.15)) * Math.min(1, Math.max(0, (H1[k]! - 0.88) / 0.1));
    detail[k] = minor[k]! * small * inside;
  }
  const g: Geometry = {
    S,
    A,
    H1,
    H2,
    nx,
    ny,
    nz,
    bx,
    by,
    bz,
    edge,
    detail,
    bounds: u1 > u0 ? { u0, v0, u1, v1 } : { u0: 0, v0: 0, u1: 1, v1: 1 },
    solidity,
  };
  if (cache.size > 48) cache.delete(cache.keys().next().value!);
  cache.set(key, g);
  return g;
}

/** Side of the viewBox square in units, as drawn for a placed subject (what `drawOverShape` fills). */
export function squareSide(s: Pick<PlacedSubject, 'w' | 'h' | 'shape'>): number {
  const [, , vw, vh] = s.shape.viewBox;
  return Math.max(vw, vh) * Math.min(s.w / vw, s.h / vh);
}

export { silhouetteMask };
