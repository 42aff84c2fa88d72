/**
 * Chips set in a ground: a terrazzo floor's stone chips, or leaf laid on lacquer and broken into flakes. Many small
 * pieces and a few large ones, none on top of another, and the largest cracked clean in two. Metal leaf (gold,
 * silver, copper) catches the light across each flake and is crinkled; stone is flat and polished.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { mix } from '../../../shared/color.ts';
import { U } from '../planner.ts';
import type { Rng } from '../random.ts';
import { groundOf, lightness, type MaterialColours } from './field.ts';

const METALS = /\b(?:gold|golden|silver|copper|brass|bronze|gilt)\b/;

interface Chip {
  x: number;
  y: number;
  r: number;
  points: [number, number][];
  colour: string;
}

export function drawChips(ctx: SKRSContext2D, colours: MaterialColours, rng: Rng, names: readonly string[]): void {
  const darkest = [...colours.all].sort((a, b) => lightness(a) - lightness(b))[0]!;
  const { ground, inks } = groundOf(colours, colours.named.length === 1 ? darkest : '#d9cdb8');
  const chipColours = inks.length ? inks : colours.all.filter((c) => c !== ground).slice(0, 2);
  const metal = (c: string) => METALS.test(names[colours.all.indexOf(c)] ?? '');
  ctx.fillStyle = ground;
  ctx.fillRect(0, 0, U, U);
  // The ground's own fine aggregate: specks of the chips' colours and the ground's darker and lighter grains.
  const specks = rng.fork('specks');
  for (let i = 0; i < 2600; i++) {
    const c = specks.chance(0.5)
      ? specks.pick(chipColours)
      : mix(ground, specks.chance(0.5) ? '#000000' : '#ffffff', 0.18);
    ctx.fillStyle = c;
    ctx.globalAlpha = specks.range(0.35, 0.8);
    ctx.beginPath();
    ctx.arc(specks.range(0, U), specks.range(0, U), specks.range(0.8, 2.6), 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.globalAlpha = 1;
  const chips: Chip[] = [];
  const big = { r: rng.range(95, 130), x: rng.range(300, 700), y: rng.range(300, 700) };
  chips.push(chip(big.x, big.y, big.r, rng.pick(chipColours), rng));
  for (let tries = 0; chips.length < 520 && tries < 9000; tries++) {
    const r = 5 + 48 * Math.pow(rng.next(), 2.8);
    const x = rng.range(-20, U + 20);
    const y = rng.range(-20, U + 20);
    if (chips.some((c) => Math.hypot(c.x - x, c.y - y) < (c.r + r) * 0.78)) continue;
    chips.push(chip(x, y, r, chipColours[chips.length % chipColours.length]!, rng));
  }
  chips.forEach((c, i) => {
    const tone = mix(c.colour, rng.chance(0.5) ? '#000000' : '#ffffff', rng.range(0, 0.12));
    if (i === 0) drawCracked(ctx, c, tone, metal(c.colour), rng);
    else fillChip(ctx, c.points, tone, metal(c.colour), c, rng);
  });
}

function chip(x: number, y: number, r: number, colour: string, rng: Rng): Chip {
  const n = rng.int(5, 8);
  const start = rng.range(0, Math.PI * 2);
  const points = Array.from({ length: n }, (_, i): [number, number] => {
    const a = start + (i / n) * Math.PI * 2 + rng.range(-0.3, 0.3);
    const d = r * rng.range(0.62, 1);
    return [x + Math.cos(a) * d, y + Math.sin(a) * d];
  });
  return { x, y, r, points, colour };
}

function fillChip(
  ctx: SKRSContext2D,
  points: readonly [number, number][],
  colour: string,
  metal: boolean,
  at: { x: number; y: number; r: number },
  rng: Rng,
): void {
  ctx.beginPath();
  points.forEach(([x, y], i) => (i ? ctx.lineTo(x, y) : ctx.moveTo(x, y)));
  ctx.closePath();
  if (metal) {
    // Leaf catches the light across it, bright to dull, and is crinkled where it was laid.
    const a = rng.range(0, Math.PI);
    const g = ctx.createLinearGradient(
      at.x - Math.cos(a) * at.r,
      at.y - Math.sin(a) * at.r,
      at.x + Math.cos(a) * at.r,
      at.y + Math.sin(a) * at.r,
    );
    g.addColorStop(0, mix(colour, '#fffbe8', 0.45));
    g.addColorStop(0.5, colour);
    g.addColorStop(1, mix(colour, '#000000', 0.35));
    ctx.fillStyle = g;
    ctx.fill();
    ctx.save();
    ctx.clip();
    ctx.strokeStyle = mix(colour, '#000000', 0.4);
    ctx.globalAlpha = 0.35;
    ctx.lineWidth = 0.8;
    for (let i = 0; i < 4; i++) {
      ctx.beginPath();
      ctx.moveTo(at.x + rng.range(-at.r, at.r), at.y - at.r);
      ctx.lineTo(at.x + rng.range(-at.r, at.r), at.y + rng.range(-at.r, at.r) * 0.3);
      ctx.lineTo(at.x + rng.range(-at.r, at.r), at.y + at.r);
      ctx.stroke();
    }
    ctx.restore();
    return;
  }
  ctx.fillStyle = colour;
  ctx.fill();
}

/** The largest chip cracked clean in half: its two pieces a hair apart along a crooked line. */
function drawCracked(ctx: SKRSContext2D, c: Chip, colour: string, metal: boolean, rng: Rng): void {
  const a = rng.range(0, Math.PI);
  const [nx, ny] = [Math.cos(a), Math.sin(a)];
  const kink = rng.range(-0.25, 0.25) * c.r;
  for (const side of [1, -1]) {
    ctx.save();
    ctx.translate(nx * side * 4, ny * side * 4);
    ctx.beginPath();
    // The half-plane on this side of the crack, with a kink in it.
    const [tx, ty] = [-ny, nx];
    ctx.moveTo(c.x - tx * 2 * c.r, c.y - ty * 2 * c.r);
    ctx.lineTo(c.x + nx * kink, c.y + ny * kink);
    ctx.lineTo(c.x + tx * 2 * c.r, c.y + ty * 2 * c.r);
    ctx.lineTo(c.x + tx * 2 * c.r + nx * side * 3 * c.r, c.y + ty * 2 * c.r + ny * side * 3 * c.r);
    ctx.lineTo(c.x - tx * 2 * c.r + nx * side * 3 * c.r, c.y - ty * 2 * c.r + ny * side * 3 * c.r);
    ctx.closePath();
    ctx.clip();
    fillChip(ctx, c.points, colour, metal, c, rng);
    ctx.restore();
  }
}
