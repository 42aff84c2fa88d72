/** Path builders for printed shapes: ridges, clouds, trees, bolts, stars. All in units, seeded. */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Rng } from '../random.ts';

export type Pt = [number, number];

/** Heights along a ridge from x=-20 to x=1020: a few octaves of seeded sines, in -1..1. */
export function ridgeHeights(rng: Rng, points: number, roughness: number): number[] {
  const amps = [rng.range(0.55, 1), rng.range(0.2, 0.45), rng.range(0.05, 0.16) * (1 + roughness * 2)];
  const freqs = [rng.range(0.8, 1.8), rng.range(2.5, 4.5), rng.range(7, 13)];
  const phases = amps.map(() => rng.range(0, Math.PI * 2));
  const out: number[] = [];
  for (let i = 0; i <= points; i++) {
    const t = i / points;
    let h = 0;
    amps.forEach((a, k) => (h += a * Math.sin(t * Math.PI * freqs[k]! + phases[k]!)));
    out.push(h / 1.5);
  }
  return out;
}

/** A filled land layer: ridge at `base` (y) with `amp` height, down to `bottom`. Jagged ridges use straight segments. */
export function ridgePath(
  ctx: SKRSContext2D,
  rng: Rng,
  base: number,
  amp: number,
  opts: { roughness?: number; jagged?: boolean; bottom?: number; points?: number } = {},
): Pt[] {
  const roughness = opts.roughness ?? 0.3;
  const n = opts.points ?? (opts.jagged ? 18 : 40);
  const hs = ridgeHeights(rng, n, roughness);
  const pts: Pt[] = hs.map((h, i) => {
    let y = base - h * amp;
    if (opts.jagged && i % 2 === 1) y -= rng.range(0.1, 0.5) * amp * 0.5;
    return [-20 + (i / n) * 1040, y];
  });
  const bottom = opts.bottom ?? 1020;
  ctx.beginPath();
  ctx.moveTo(-20, bottom);
  if (opts.jagged) pts.forEach((p) => ctx.lineTo(...p));
  else smoothThrough(ctx, pts, false);
  ctx.lineTo(1020, bottom);
  ctx.closePath();
  return pts;
}

/** A smooth curve through points (Catmull-Rom as cubic Béziers); continues the current path. */
export function smoothThrough(ctx: SKRSContext2D, pts: Pt[], moveFirst = true): void {
  if (!pts.length) return;
  if (moveFirst) ctx.moveTo(...pts[0]!);
  else ctx.lineTo(...pts[0]!);
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[Math.max(0, i - 1)]!;
    const p1 = pts[i]!;
    const p2 = pts[i + 1]!;
    const p3 = pts[Math.min(pts.length - 1, i + 2)]!;
    ctx.bezierCurveTo(
      p1[0] + (p2[0] - p0[0]) / 6,
      p1[1] + (p2[1] - p0[1]) / 6,
      p2[0] - (p3[0] - p1[0]) / 6,
      p2[1] - (p3[1] - p1[1]) / 6,
      p2[0],
      p2[1],
    );
  }
}

export function smoothClosed(ctx: SKRSContext2D, pts: Pt[]): void {
  const n = pts.length;
  const p = (i: number) => pts[((i % n) + n) % n]!;
  ctx.moveTo(...p(0));
  for (let i = 0; i < n; i++) {
    const [x0, y0] = p(i - 1);
    const [x1, y1] = p(i);
    const [x2, y2] = p(i + 1);
    const [x3, y3] = p(i + 2);
    ctx.bezierCurveTo(x1 + (x2 - x0) / 6, y1 + (y2 - y0) / 6, x2 - (x3 - x1) / 6, y2 - (y3 - y1) / 6, x2, y2);
  }
  ctx.closePath();
}

/** A cumulus: a row of bumps over a flat base (or, for heavy clouds, a base of shallow sagging scallops). */
export function cloudPath(
  ctx: SKRSContext2D,
  rng: Rng,
  cx: number,
  base: number,
  w: number,
  h: number,
  heavy = false,
): void {
  const bumps = Math.max(3, Math.round((w / h) * 1.6) + rng.int(-1, 1));
  const pts: Pt[] = [[cx - w / 2, base]];
  for (let i = 0; i <= bumps; i++) {
    const t = i / bumps;
    const x = cx - w / 2 + t * w;
    const lift = Math.sin(t * Math.PI) ** 0.7 * h * rng.range(0.7, 1.1);
    pts.push([x, base - lift - h * 0.18]);
  }
  pts.push([cx + w / 2, base]);
  ctx.moveTo(cx - w / 2, base);
  // Scallops between successive crest points.
  for (let i = 1; i < pts.length; i++) {
    const [x0, y0] = pts[i - 1]!;
    const [x1, y1] = pts[i]!;
    const mx = (x0 + x1) / 2;
    const my = Math.min(y0, y1) - Math.abs(x1 - x0) * 0.45;
    ctx.quadraticCurveTo(mx, my, x1, y1);
  }
  if (heavy) {
    // Back along the underside in shallow sags.
    const sags = Math.max(2, Math.round(bumps / 2));
    for (let i = sags - 1; i >= 0; i--) {
      const xa = cx - w / 2 + ((i + 1) / sags) * w;
      const xb = cx - w / 2 + (i / sags) * w;
      ctx.quadraticCurveTo((xa + xb) / 2, base + h * rng.range(0.12, 0.3), xb, base);
    }
  }
  ctx.closePath();
}

/** A conifer: stacked triangles with a trunk, its base at (x, y). */
export function pinePath(ctx: SKRSContext2D, x: number, y: number, h: number, w: number, tiers = 3): void {
  const trunk = h * 0.12;
  ctx.rect(x - w * 0.06, y - trunk, w * 0.12, trunk + 1);
  for (let t = 0; t < tiers; t++) {
    const top = y - h + (t * (h - trunk)) / (tiers + 0.6);
    const bottom = y - trunk - ((tiers - 1 - t) * (h - trunk)) / (tiers + 2.2);
    const half = (w / 2) * (0.55 + (0.45 * (t + 1)) / tiers);
    ctx.moveTo(x, top);
    ctx.lineTo(x + half, bottom);
    ctx.lineTo(x - half, bottom);
    ctx.closePath();
  }
}

/** A round-topped broadleaf tree (lollipop), base at (x, y). */
export function broadleafPath(ctx: SKRSContext2D, x: number, y: number, h: number, w: number): void {
  ctx.rect(x - w * 0.05, y - h * 0.4, w * 0.1, h * 0.4 + 1);
  circlePath(ctx, x, y - h * 0.62, w / 2, h * 0.38);
}

/** A jagged lightning bolt from (x, y0) down to y1, as a filled polygon with a few forks. */
export function boltPath(ctx: SKRSContext2D, rng: Rng, x: number, y0: number, y1: number, width: number): void {
  const segs = rng.int(5, 8);
  const left: Pt[] = [];
  const right: Pt[] = [];
  let cx = x;
  for (let i = 0; i <= segs; i++) {
    const t = i / segs;
    const y = y0 + (y1 - y0) * t;
    const w = width * (1 - t * 0.85);
    left.push([cx - w / 2, y]);
    right.push([cx + w / 2, y]);
    cx += rng.range(-1, 1) * (y1 - y0) * 0.09 + (i % 2 ? 1 : -1) * (y1 - y0) * 0.04;
  }
  ctx.moveTo(...left[0]!);
  left.forEach((p) => ctx.lineTo(...p));
  ctx.lineTo(left[segs]![0] + 1, y1 + 8);
  [...right].reverse().forEach((p) => ctx.lineTo(...p));
  ctx.closePath();
  // Forks.
  for (let f = 0; f < 2; f++) {
    const i = rng.int(1, segs - 2);
    const [fx, fy] = left[i]!;
    const dir = rng.chance(0.5) ? -1 : 1;
    const len = (y1 - y0) * rng.range(0.15, 0.28);
    ctx.moveTo(fx, fy);
    ctx.lineTo(fx + dir * len * 0.5, fy + len * 0.5);
    ctx.lineTo(fx + dir * len * 0.35, fy + len * 0.55);
    ctx.lineTo(fx + dir * len * 0.7, fy + len);
    ctx.lineTo(fx + dir * len * 0.25, fy + len * 0.45);
    ctx.lineTo(fx + width * 0.3, fy + 4);
    ctx.closePath();
  }
}

/** A four-pointed sparkle. */
export function sparklePath(ctx: SKRSContext2D, x: number, y: number, r: number): void {
  const k = r * 0.18;
  ctx.moveTo(x, y - r);
  ctx.quadraticCurveTo(x + k, y - k, x + r, y);
  ctx.quadraticCurveTo(x + k, y + k, x, y + r);
  ctx.quadraticCurveTo(x - k, y + k, x - r, y);
  ctx.quadraticCurveTo(x - k, y - k, x, y - r);
  ctx.closePath();
}

/** A five-pointed star. */
export function starPath(ctx: SKRSContext2D, x: number, y: number, r: number, rot = 0): void {
  for (let i = 0; i < 10; i++) {
    const a = rot - Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? r * 0.42 : r;
    if (i === 0) ctx.moveTo(x + Math.cos(a) * rr, y + Math.sin(a) * rr);
    else ctx.lineTo(x + Math.cos(a) * rr, y + Math.sin(a) * rr);
  }
  ctx.closePath();
}

/** A circle as four cubic Béziers (canvas `arc` slows down quadratically as a path grows: never use it in loops). */
export function circlePath(ctx: SKRSContext2D, x: number, y: number, r: number, ry = r): void {
  const k = 0.5523;
  ctx.moveTo(x + r, y);
  ctx.bezierCurveTo(x + r, y + ry * k, x + r * k, y + ry, x, y + ry);
  ctx.bezierCurveTo(x - r * k, y + ry, x - r, y + ry * k, x - r, y);
  ctx.bezierCurveTo(x - r, y - ry * k, x - r * k, y - ry, x, y - ry);
  ctx.bezierCurveTo(x + r * k, y - ry, x + r, y - ry * k, x + r, y);
  ctx.closePath();
}

/** A petal (almond) at (x, y), angle a, length l. */
export function petalPath(ctx: SKRSContext2D, x: number, y: number, l: number, a: number): void {
  const c = Math.cos(a);
  const s = Math.sin(a);
  const p = (u: number, v: number): Pt => [x + u * c - v * s, y + u * s + v * c];
  ctx.moveTo(...p(-l / 2, 0));
  ctx.quadraticCurveTo(...p(0, -l * 0.38), ...p(l / 2, 0));
  ctx.quadraticCurveTo(...p(0, l * 0.38), ...p(-l / 2, 0));
  ctx.closePath();
}
