/**
 * Torn posters on a wall: sheet after sheet pasted over each other and ripped away, so each torn edge shows the layer
 * under it and a rim of the paper's white core. The named colours are the posters' own, printed flat or in coarse
 * halftone; the wall shows through where every layer is gone. Nothing on them reads as letters (any other text on a
 * cover is a fault).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { mix } from '../../../shared/color.ts';
import { U } from '../planner.ts';
import type { Rng } from '../random.ts';
import { lightness, type MaterialColours } from './field.ts';

type Point = [number, number];

/** The white core a torn sheet shows along its edge. */
const PAPER_CORE = '#f3eee2';

export function drawTorn(ctx: SKRSContext2D, colours: MaterialColours, rng: Rng): void {
  const inks = colours.named.length ? colours.named : colours.all.slice(0, 3);
  const darkest = [...colours.all].sort((a, b) => lightness(a) - lightness(b))[0]!;
  // The wall: a weathered grey, leaning to the darkest colour of the palette.
  const wall = mix('#6f6c66', darkest, 0.35);
  ctx.fillStyle = wall;
  ctx.fillRect(0, 0, U, U);
  speckle(ctx, wall, 1800, rng.fork('wall'));

  // Layers, oldest first: each a few sheets covering most of the frame, ripped so less of each later layer is left.
  const layers = rng.int(4, 5);
  for (let layer = 0; layer < layers; layer++) {
    const sheets = rng.int(3, 5);
    const keep = 0.95 - layer * 0.12;
    for (let s = 0; s < sheets; s++) {
      const colour = inks[(layer * sheets + s + layer) % inks.length]!;
      const sheetRng = rng.fork(`sheet-${layer}-${s}`);
      const w = sheetRng.range(380, 760) * keep + 80;
      const h = sheetRng.range(420, 820) * keep + 80;
      const x = sheetRng.range(-120, U + 120 - w);
      const y = sheetRng.range(-120, U + 120 - h);
      const outline = tornRect(x, y, w, h, sheetRng);
      drawSheet(ctx, outline, colour, sheetRng);
    }
  }
  // Staples left in the wall where sheets were torn off, rusting.
  const staples = rng.fork('staples');
  for (let i = 0; i < 14; i++) {
    const [x, y] = [staples.range(40, U - 40), staples.range(40, U - 40)];
    const a = staples.range(-0.3, 0.3) + (staples.chance(0.5) ? 0 : Math.PI / 2);
    ctx.strokeStyle = staples.chance(0.6) ? '#7a4a2a' : '#8d8d88';
    ctx.lineWidth = 2.2;
    ctx.beginPath();
    ctx.moveTo(x - Math.cos(a) * 7, y - Math.sin(a) * 7);
    ctx.lineTo(x + Math.cos(a) * 7, y + Math.sin(a) * 7);
    ctx.stroke();
    ctx.fillStyle = 'rgba(110,60,30,0.25)';
    ctx.beginPath();
    ctx.ellipse(x, y + 6, 5, 10, 0, 0, Math.PI * 2);
    ctx.fill();
  }
}

/** A sheet's outline: a rectangle, slightly turned, each side torn along a ragged line. */
function tornRect(x: number, y: number, w: number, h: number, rng: Rng): Point[] {
  const turn = rng.range(-0.05, 0.05);
  const [cx, cy] = [x + w / 2, y + h / 2];
  const corners: Point[] = [
    [x, y],
    [x + w, y],
    [x + w, y + h],
    [x, y + h],
  ].map(([px, py]) => {
    const [dx, dy] = [px! - cx, py! - cy];
    return [cx + dx * Math.cos(turn) - dy * Math.sin(turn), cy + dx * Math.sin(turn) + dy * Math.cos(turn)];
  });
  // Some sides stay as cut (the sheet's printed edge), the others are ripped, one of them deeply.
  const deep = rng.int(0, 3);
  return corners.flatMap((a, i) => {
    const b = corners[(i + 1) % 4]!;
    if (rng.chance(0.25)) return [a];
    return [a, ...tear(a, b, i === deep ? rng.range(60, 160) : rng.range(14, 40), rng)];
  });
}

/** Points of a ripped line from a to b (a excluded, b excluded): a wandering bite with fine ragged teeth. */
function tear(a: Point, b: Point, depth: number, rng: Rng): Point[] {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const len = Math.hypot(dx, dy);
  const [nx, ny] = [-dy / len, dx / len];
  const steps = Math.max(8, Math.round(len / 9));
  // The bite: a slow curve into the sheet, its middle deepest, its phase and lean random.
  const lean = rng.range(0.3, 0.7);
  const wobble = rng.range(2, 5);
  const phase = rng.range(0, Math.PI * 2);
  const points: Point[] = [];
  for (let i = 1; i < steps; i++) {
    const t = i / steps;
    const bite =
      Math.sin(Math.PI * Math.min(1, t / (2 * lean))) *
      (t < lean ? 1 : Math.sin((Math.PI * (1 - t)) / (2 * (1 - lean))));
    const d = depth * bite * (0.8 + 0.2 * Math.sin(t * wobble * Math.PI * 2 + phase)) + rng.range(-4, 4);
    points.push([a[0] + dx * t + nx * d, a[1] + dy * t + ny * d]);
  }
  return points;
}

function path(ctx: SKRSContext2D, outline: readonly Point[]): void {
  ctx.beginPath();
  outline.forEach(([x, y], i) => (i ? ctx.lineTo(x, y) : ctx.moveTo(x, y)));
  ctx.closePath();
}

/** A sheet: its white core showing round the rim, then the printed face, its print, its wear. */
function drawSheet(ctx: SKRSContext2D, outline: readonly Point[], colour: string, rng: Rng): void {
  // A shadow where the sheet lifts off the wall.
  ctx.save();
  ctx.shadowColor = 'rgba(0,0,0,0.35)';
  ctx.shadowBlur = 6;
  ctx.shadowOffsetY = 2;
  path(ctx, outline);
  ctx.fillStyle = PAPER_CORE;
  ctx.fill();
  ctx.restore();
  // The face sits a ragged hair inside the white core.
  const face = outline.map(([x, y]): Point => {
    const [cx, cy] = centre(outline);
    const [dx, dy] = [cx - x, cy - y];
    const d = Math.hypot(dx, dy) || 1;
    const inset = rng.range(2, 9);
    return [x + (dx / d) * inset, y + (dy / d) * inset];
  });
  ctx.save();
  path(ctx, face);
  ctx.clip();
  ctx.fillStyle = colour;
  ctx.fillRect(0, 0, U, U);
  printOn(ctx, outline, colour, rng);
  // Paste and weather: blotches a little lighter and darker, and creases where it was smoothed on.
  speckle(ctx, colour, 260, rng.fork('wear'));
  ctx.globalAlpha = 0.18;
  ctx.strokeStyle = mix(colour, '#ffffff', 0.5);
  ctx.lineWidth = 1.5;
  for (let i = 0; i < 3; i++) {
    ctx.beginPath();
    ctx.moveTo(rng.range(0, U), rng.range(0, U));
    ctx.lineTo(rng.range(0, U), rng.range(0, U));
    ctx.stroke();
  }
  ctx.restore();
}

function centre(outline: readonly Point[]): Point {
  const n = outline.length;
  return [outline.reduce((s, p) => s + p[0], 0) / n, outline.reduce((s, p) => s + p[1], 0) / n];
}

/** What the poster printed: a coarse halftone fading across it, or flat shapes of a darker ink. */
function printOn(ctx: SKRSContext2D, outline: readonly Point[], colour: string, rng: Rng): void {
  const [cx, cy] = centre(outline);
  const ink = mix(colour, lightness(colour) > 0.55 ? '#000000' : '#ffffff', 0.3);
  ctx.fillStyle = ink;
  if (rng.chance(0.55)) {
    const step = rng.range(12, 22);
    const a = rng.range(0, Math.PI);
    const [ux, uy] = [Math.cos(a), Math.sin(a)];
    for (let y = -step; y < U + step; y += step) {
      for (let x = -step; x < U + step; x += step) {
        const t = ((x - cx) * ux + (y - cy) * uy) / 500 + 0.5;
        const r = step * 0.5 * Math.max(0, Math.min(1, t));
        if (r < 0.8) continue;
        ctx.beginPath();
        ctx.arc(x + ((y / step) % 2 ? step / 2 : 0), y, r, 0, Math.PI * 2);
        ctx.fill();
      }
    }
    return;
  }
  // Flat shapes: a big disc or a band, the kind of graphic a gig poster is printed with.
  ctx.globalAlpha = 0.85;
  if (rng.chance(0.5)) {
    ctx.beginPath();
    ctx.arc(cx + rng.range(-200, 200), cy + rng.range(-200, 200), rng.range(120, 260), 0, Math.PI * 2);
    ctx.fill();
  } else {
    ctx.save();
    ctx.translate(cx, cy);
    ctx.rotate(rng.range(-0.6, 0.6));
    ctx.fillRect(-U, rng.range(-200, 100), 2 * U, rng.range(50, 150));
    ctx.restore();
  }
  ctx.globalAlpha = 1;
}

/** Small blotches a shade lighter and darker than `colour`: grime on a wall, paste under a sheet. */
function speckle(ctx: SKRSContext2D, colour: string, count: number, rng: Rng): void {
  for (let i = 0; i < count; i++) {
    ctx.globalAlpha = rng.range(0.05, 0.2);
    ctx.fillStyle = mix(colour, rng.chance(0.5) ? '#000000' : '#ffffff', 0.4);
    ctx.beginPath();
    ctx.arc(rng.range(0, U), rng.range(0, U), rng.range(1, 9), 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.globalAlpha = 1;
}
