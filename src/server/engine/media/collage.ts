/**
 * A collage: "cut up magazine collage", "cut and paste", "photomontage". The finished art is cut into a handful of
 * pieces of paper with straight cuts, and each piece is pasted back a little off where it was, turned a degree or two,
 * on a card ground: the picture still reads, but through the seams, the white paper edges torn along one side, the
 * shadows each piece casts, and the gaps where the card shows. Punk flyers, zine covers and hyperpop singles are made
 * this way.
 *
 * The cuts are laid out on the 1000-unit square, so the preview and the download are the same collage. Runs on the
 * finished art, before the type layer: the lettering is set over the collage, as if pasted last.
 */
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { CoverPlan } from '../plan.ts';
import type { Rng } from '../random.ts';

type Point = readonly [number, number];
type Polygon = readonly Point[];

const U = 1000;
/** How many pieces the art is cut into. */
const PIECES = [5, 8] as const;
/** No cut leaves a piece narrower than this many units. */
const MIN_PIECE = 170;
const CARD = '#cfc6b4';
const PAPER = '#f3efe6';

/** Collages the art on `canvas` (size × size px) in place. */
export function collage(canvas: Canvas, plan: CoverPlan, size: number): void {
  const rng = plan.rng.fork('collage');
  const pieces = cut(rng);
  const art = createCanvas(size, size);
  art.getContext('2d').drawImage(canvas, 0, 0);
  const ctx = canvas.getContext('2d');
  const k = size / U;
  ctx.save();
  // The art was drawn in units under a scale the context still holds; the pieces are laid in pixels from here.
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.fillStyle = CARD;
  ctx.fillRect(0, 0, size, size);
  for (const piece of pieces) {
    const [cx, cy] = centroid(piece);
    const turn = rng.range(-0.05, 0.05);
    const [dx, dy] = [rng.range(-18, 18), rng.range(-18, 18)];
    const torn = rng.int(0, piece.length - 1);
    ctx.save();
    ctx.scale(k, k);
    ctx.translate(cx + dx, cy + dy);
    ctx.rotate(turn);
    ctx.translate(-cx, -cy);
    // The paper the piece was cut from, a little larger than its picture, torn along one edge, casting its shadow.
    ctx.shadowColor = 'rgba(0, 0, 0, 0.38)';
    ctx.shadowBlur = 12 * k;
    ctx.shadowOffsetX = 4 * k;
    ctx.shadowOffsetY = 6 * k;
    ctx.fillStyle = PAPER;
    trace(ctx, edged(outset(piece, 10), torn, rng));
    ctx.fill();
    ctx.shadowColor = 'transparent';
    ctx.save();
    trace(ctx, piece);
    ctx.clip();
    ctx.drawImage(art, 0, 0, U, U);
    // Pieces cut from different pages: some printed a little paler or darker than the rest.
    const page = rng.next();
    if (page < 0.2) ctx.fillStyle = 'rgba(250, 244, 230, 0.22)';
    else if (page < 0.35) ctx.fillStyle = 'rgba(20, 14, 10, 0.16)';
    if (page < 0.35) ctx.fillRect(0, 0, U, U);
    ctx.restore();
    ctx.restore();
  }
  ctx.restore();
}

/** The square cut with straight cuts into pieces, each cut across a piece through a point near its middle. */
function cut(rng: Rng): Polygon[] {
  const pieces: Polygon[] = [
    [
      [-20, -20],
      [U + 20, -20],
      [U + 20, U + 20],
      [-20, U + 20],
    ],
  ];
  const wanted = rng.int(PIECES[0], PIECES[1]);
  for (let tries = 0; pieces.length < wanted && tries < 60; tries++) {
    // The largest piece is cut next, so the pieces stay of a size.
    pieces.sort((a, b) => area(b) - area(a));
    const piece = pieces[0]!;
    const [cx, cy] = centroid(piece);
    const at: Point = [cx + rng.range(-60, 60), cy + rng.range(-60, 60)];
    // Scissors cut across a page more or less square to it: pieces of pages, not shards.
    const angle = (rng.chance(0.5) ? 0 : Math.PI / 2) + rng.range(-0.32, 0.32);
    const normal: Point = [Math.cos(angle), Math.sin(angle)];
    const [a, b] = split(piece, at, normal);
    if (!a || !b || narrow(a) || narrow(b)) continue;
    pieces.splice(0, 1, a, b);
  }
  return rng.shuffle(pieces);
}

/** A convex polygon split by the line through `at` with the given normal: the two sides (either may be empty). */
function split(poly: Polygon, at: Point, normal: Point): [Polygon | undefined, Polygon | undefined] {
  const side = (p: Point) => (p[0] - at[0]) * normal[0] + (p[1] - at[1]) * normal[1];
  const front: Point[] = [];
  const back: Point[] = [];
  poly.forEach((p, i) => {
    const q = poly[(i + 1) % poly.length]!;
    const [sp, sq] = [side(p), side(q)];
    (sp >= 0 ? front : back).push(p);
    if (sp * sq < 0) {
      const t = sp / (sp - sq);
      const x: Point = [p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])];
      front.push(x);
      back.push(x);
    }
  });
  return [front.length >= 3 ? front : undefined, back.length >= 3 ? back : undefined];
}

function area(poly: Polygon): number {
  let sum = 0;
  poly.forEach((p, i) => {
    const q = poly[(i + 1) % poly.length]!;
    sum += p[0] * q[1] - q[0] * p[1];
  });
  return Math.abs(sum) / 2;
}

function centroid(poly: Polygon): Point {
  const n = poly.length;
  return [poly.reduce((s, p) => s + p[0], 0) / n, poly.reduce((s, p) => s + p[1], 0) / n];
}

/** Whether a piece is too thin to read as a cut piece of picture: its area against its longest side. */
function narrow(poly: Polygon): boolean {
  let longest = 0;
  poly.forEach((p, i) => {
    const q = poly[(i + 1) % poly.length]!;
    longest = Math.max(longest, Math.hypot(q[0] - p[0], q[1] - p[1]));
  });
  return area(poly) / longest < MIN_PIECE / 2;
}

/** The polygon grown by `by` units away from its middle (near enough for the convex pieces cut here). */
function outset(poly: Polygon, by: number): Polygon {
  const [cx, cy] = centroid(poly);
  return poly.map(([x, y]) => {
    const d = Math.hypot(x - cx, y - cy) || 1;
    return [x + ((x - cx) / d) * by, y + ((y - cy) / d) * by] as const;
  });
}

/** The polygon with one edge torn: broken into short steps that wander a few units either side of the line. */
function edged(poly: Polygon, torn: number, rng: Rng): Polygon {
  const out: Point[] = [];
  poly.forEach((p, i) => {
    out.push(p);
    if (i !== torn) return;
    const q = poly[(i + 1) % poly.length]!;
    const steps = Math.max(2, Math.round(Math.hypot(q[0] - p[0], q[1] - p[1]) / 14));
    for (let s = 1; s < steps; s++) {
      const t = s / steps;
      out.push([p[0] + t * (q[0] - p[0]) + rng.range(-5, 5), p[1] + t * (q[1] - p[1]) + rng.range(-5, 5)]);
    }
  });
  return out;
}

function trace(ctx: SKRSContext2D, poly: Polygon): void {
  ctx.beginPath();
  poly.forEach(([x, y], i) => (i ? ctx.lineTo(x, y) : ctx.moveTo(x, y)));
  ctx.closePath();
}
