/**
 * A geometric cover: the idea's flat figures (brief.geometry: "a mustard triangle, a navy half circle, a tilted black
 * bar") composed on a ground as a Bauhaus or Swiss poster is: one figure large and off centre, the others smaller,
 * overlapping it a little and overprinting where they do, a bar crossing the composition, a figure cropped by the
 * frame now and then. Each seed composes it anew; the look prints or lights it after. Units are the 1000-unit square.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { hexToOklch } from '../../shared/color.ts';
import type { GeometricFigure } from '../../shared/contracts/scene-brief.ts';
import type { CoverPlan } from './plan.ts';
import { U } from './planner.ts';
import type { Rng } from './random.ts';

/** Unbleached canvas or poster paper: the ground when the idea names no colour of its own for it. */
const PAPER = '#ebe2cd';
/** The primary inks of the Bauhaus, for figures when the palette has no colour to spare. */
const PRIMARIES = ['#c8352b', '#1d3c8f', '#e5ac1f', '#1b1a19'];
const MARGIN = 60;

interface Placed {
  figure: GeometricFigure;
  color: string;
  x: number;
  y: number;
  /** The figure's size: a disc's diameter, a triangle's side, a bar's length. */
  size: number;
  angle: number;
}

/** The ground: a palette colour the idea named that no figure takes ("on black"), or paper. */
function groundOf(plan: CoverPlan, used: ReadonlySet<string>): string {
  const { palette, paletteNames } = plan.brief;
  const free = palette.find(
    (c, i) => !used.has(c.toLowerCase()) && !/ (?:shade|tint|tone)$/.test(paletteNames[i] ?? '') && i < 4,
  );
  return free && used.size > 0 ? free : PAPER;
}

/** How much two figures' discs overlap, as a share of the smaller one's diameter (0 apart, 1 one inside the other). */
function overlap(a: Placed, b: Placed): number {
  const ra = reach(a);
  const rb = reach(b);
  const d = Math.hypot(a.x - b.x, a.y - b.y);
  return Math.max(0, Math.min(1, (ra + rb - d) / (2 * Math.min(ra, rb))));
}

/** The radius a figure reaches from its centre (a bar counts by its thickness, so it may cross others). */
const reach = (p: Placed): number => (p.figure.figure === 'bar' ? p.size * 0.08 : p.size / 2);

/** Places each figure: the first large and off centre, the others around it, touching or overlapping a little. */
function compose(figures: readonly GeometricFigure[], colours: readonly string[], rng: Rng): Placed[] {
  const placed: Placed[] = [];
  const hero = figures.length === 1 ? rng.range(600, 760) : rng.range(540, 700);
  // The hero is the first figure not said to be small ("little triangles scattering from one calm circle": the circle).
  const first = Math.max(
    0,
    figures.findIndex((f) => f.size !== 'small' && f.figure !== 'bar'),
  );
  const order = [first, ...figures.keys()].filter((j, k, all) => all.indexOf(j) === k);
  order.forEach((j, i) => {
    const figure = figures[j]!;
    const bar = figure.figure === 'bar';
    const scale = figure.size === 'small' ? rng.range(0.2, 0.34) : rng.range(0.55, 0.85) * (1 - i * 0.06);
    const size = bar ? rng.range(720, 1050) * (figure.size === 'small' ? 0.5 : 1) : i === 0 ? hero : hero * scale;
    const angle = figureAngle(figure, rng);
    let best: Placed | undefined;
    let bestScore = -Infinity;
    for (let t = 0; t < 48; t++) {
      // The hero may run off the frame's edge (a bold crop); the others stay inside it.
      const r = bar ? 0 : i === 0 && rng.chance(0.3) ? -size * 0.18 : size / 2;
      const lo = MARGIN + Math.max(0, r);
      const hi = U - MARGIN - Math.max(0, r);
      const candidate: Placed = {
        figure,
        color: colours[j]!,
        x: lo < hi ? rng.range(lo, hi) : U / 2,
        y: lo < hi ? rng.range(lo, hi) : U / 2,
        size,
        angle,
      };
      const score = placementScore(candidate, placed, i);
      if (score > bestScore) [best, bestScore] = [candidate, score];
    }
    placed.push(best!);
  });
  return placed;
}

/** A good place: near its neighbours but not on them, the whole group balanced about the centre, the hero off it. */
function placementScore(p: Placed, placed: readonly Placed[], i: number): number {
  if (i === 0) {
    // Off centre by a third of the frame or so, as an asymmetric poster sets its main figure.
    const off = Math.hypot(p.x - U / 2, p.y - U / 2);
    return -Math.abs(off - 170);
  }
  let score = 0;
  for (const q of placed) {
    const o = overlap(p, q);
    // A little overlap (an overprint) or a near touch reads as composed; much reads as a pile, none as scattered.
    score -= o > 0.35 ? (o - 0.35) * 900 : o === 0 ? Math.max(0, distanceApart(p, q) - 40) * 0.6 : -o * 120;
  }
  // The group's weight (by area) balanced about the centre: a poster's figures fill it, not one corner.
  const all = [...placed, p].filter((q) => q.figure.figure !== 'bar');
  const weight = all.reduce((s, q) => s + q.size ** 2, 0) || 1;
  const cx = all.reduce((s, q) => s + q.x * q.size ** 2, 0) / weight;
  const cy = all.reduce((s, q) => s + q.y * q.size ** 2, 0) / weight;
  return score - Math.hypot(cx - U / 2, cy - U / 2) * 2.5;
}

const distanceApart = (a: Placed, b: Placed) => Math.hypot(a.x - b.x, a.y - b.y) - reach(a) - reach(b);

/** A figure's turn: a tilted one leans, a bar lies across or stands, a half circle rests on one of its four sides. */
function figureAngle(figure: GeometricFigure, rng: Rng): number {
  const lean = (rng.chance(0.5) ? 1 : -1) * rng.range(0.3, 0.62);
  switch (figure.figure) {
    case 'bar':
      return figure.tilted ? lean : rng.chance(0.5) ? 0 : Math.PI / 2;
    case 'triangle':
      return (rng.chance(0.75) ? 0 : Math.PI) + (figure.tilted ? lean * 0.6 : 0);
    case 'square':
      return figure.tilted ? lean * 0.6 : rng.chance(0.2) ? Math.PI / 4 : 0;
    case 'half-circle':
    case 'quarter-circle':
      return (rng.int(0, 3) * Math.PI) / 2 + (figure.tilted ? lean * 0.5 : 0);
    default:
      return 0;
  }
}

function trace(ctx: SKRSContext2D, p: Placed): void {
  const s = p.size;
  ctx.beginPath();
  switch (p.figure.figure) {
    case 'circle':
      ctx.arc(0, 0, s / 2, 0, Math.PI * 2);
      break;
    case 'ring':
      ctx.arc(0, 0, s / 2, 0, Math.PI * 2);
      ctx.arc(0, 0, s * 0.36, 0, Math.PI * 2, true);
      break;
    case 'half-circle':
      // Its flat side through the centre, so it turns about the middle of that side.
      ctx.arc(0, s * 0.21, s / 2, Math.PI, Math.PI * 2);
      ctx.closePath();
      break;
    case 'quarter-circle':
      ctx.moveTo(-s * 0.3, s * 0.3);
      ctx.arc(-s * 0.3, s * 0.3, s * 0.6, -Math.PI / 2, 0);
      ctx.closePath();
      break;
    case 'triangle': {
      const h = (s * Math.sqrt(3)) / 2;
      ctx.moveTo(0, -h * 0.6);
      ctx.lineTo(s / 2, h * 0.4);
      ctx.lineTo(-s / 2, h * 0.4);
      ctx.closePath();
      break;
    }
    case 'square':
      ctx.rect(-s * 0.38, -s * 0.38, s * 0.76, s * 0.76);
      break;
    case 'bar':
      ctx.rect(-s / 2, -s * 0.055, s, s * 0.11);
      break;
  }
}

/** Draws the brief's figures over the whole frame. */
export function drawGeometry(ctx: SKRSContext2D, plan: CoverPlan, rng: Rng): void {
  const figures = plan.brief.geometry?.figures ?? [];
  if (!figures.length) return;
  const named = new Set(figures.flatMap((f) => (f.color ? [f.color.toLowerCase()] : [])));
  const ground = plan.brief.geometry?.ground ?? groundOf(plan, named);
  // Figures the idea gave no colour take the palette's other colours, then the primaries, never the ground's.
  // (The palette's own colours before its shades and tints; the primaries only when it has nothing else to give.)
  const { palette, paletteNames } = plan.brief;
  const shaded = (i: number) => / (?:shade|tint|tone)$/.test(paletteNames[i] ?? '');
  const own = [...palette.filter((_, i) => !shaded(i)), ...palette.filter((_, i) => shaded(i))];
  const free = own.filter((c) => !named.has(c.toLowerCase()) && c.toLowerCase() !== ground.toLowerCase());
  const spare = free.length ? free : PRIMARIES;
  let k = 0;
  const colours = figures.map((f) => f.color ?? spare[k++ % spare.length]!);
  ctx.save();
  ctx.fillStyle = ground;
  ctx.fillRect(0, 0, U, U);
  // Overprinted inks on a light ground: where two figures overlap, the colours mix as printed ones do.
  const light = hexToOklch(ground).l > 0.6;
  // Bars cross over the rest; otherwise the larger first.
  const order = compose(figures, colours, rng)
    .map((p, i) => ({ p, i }))
    .sort((a, b) => Number(a.p.figure.figure === 'bar') - Number(b.p.figure.figure === 'bar') || a.i - b.i);
  for (const { p, i } of order) {
    ctx.save();
    ctx.translate(p.x, p.y);
    ctx.rotate(p.angle);
    ctx.globalCompositeOperation = light && i > 0 ? 'multiply' : 'source-over';
    ctx.fillStyle = p.color;
    trace(ctx, p);
    ctx.fill('evenodd');
    ctx.restore();
  }
  ctx.restore();
}
