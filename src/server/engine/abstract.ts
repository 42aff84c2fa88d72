/**
 * An abstract cover: the idea names no thing, only shapes or a feeling ("uneven stripes trying to line up", "a soft
 * warm grid", "drifting gradients, nothing you can name"). The whole frame is a design in the palette, the first
 * colour the field and the others its inks, drawn over the environment and before the look's finish (Sonic prints it,
 * Photon lights it). Each seed composes it anew: direction, count, rhythm and which colour goes where.
 * All geometry is in the 1000-unit square.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { contrastRatio, mix, rgba } from '../../shared/color.ts';
import type { MaterialShape, Shape } from '../../shared/contracts/scene-brief.ts';
import { drawGeometry } from './geometry.ts';
import { drawMaterial } from './materials/index.ts';
import { createNoise2 } from './noise.ts';
import type { CoverPlan } from './plan.ts';
import { U } from './planner.ts';
import type { Rng } from './random.ts';

interface Inks {
  field: string;
  /** The palette's other colours, in its order (the idea's own first), one that stands out from the field leading. */
  inks: string[];
}

type Draw = (ctx: SKRSContext2D, inks: Inks, rng: Rng, lead: boolean) => void;

/** Draws the brief's shapes over the whole frame, when it has any. */
export function drawAbstract(ctx: SKRSContext2D, plan: CoverPlan): void {
  const shapes = plan.brief.shapes;
  if (!shapes?.length) return;
  // A made surface is the whole cover (materials/index.ts).
  if (drawMaterial(ctx, plan, shapes[0]!)) return;
  const rng = plan.rng.fork('abstract');
  // Figures the idea names one by one are composed as a poster (geometry.ts).
  if (shapes[0] === 'geometric') return drawGeometry(ctx, plan, rng);
  // A pulse is of the idea's first colour, in the next ("a pulse of purple in fog grey"): that one is the field.
  const palette =
    shapes[0] === 'pulse'
      ? [plan.brief.palette[1]!, plan.brief.palette[0]!, ...plan.brief.palette.slice(2)]
      : plan.brief.palette;
  const [field, ...rest] = palette;
  // The idea's own colours lead, in its order; a first ink too close to the field gives way to the one that stands
  // out most from it.
  const boldest = [...rest].sort((a, b) => contrastRatio(b, field!) - contrastRatio(a, field!))[0]!;
  const first = contrastRatio(rest[0]!, field!) >= 2 ? rest[0]! : boldest;
  // Fields are the idea's colours, every one a field, on a deep ground of the first: one taken as the ground would be
  // a band lost ("three soft bands of ecru, ash rose and slate" must show three).
  const named = plan.brief.palette.filter((_, i) => !/ (?:shade|tint)$/.test(plan.brief.paletteNames[i] ?? ''));
  const inks =
    shapes[0] === 'fields' && named.length >= 2
      ? { field: mix(named[0]!, '#141414', 0.72), inks: named.slice(0, 4) }
      : { field: field!, inks: [first, ...rest.filter((c) => c !== first)] };
  ground(ctx, inks);
  shapes.forEach((shape, i) => {
    // A material after a pattern is left out: it would cover the frame.
    if (shape in DRAW)
      DRAW[shape as keyof typeof DRAW](ctx, i ? { field: inks.field, inks: inks.inks.slice(1) } : inks, rng, !i);
  });
}

/** The field: the first colour, a little lighter at the top, as paper or a lit wall is. */
function ground(ctx: SKRSContext2D, { field }: Inks): void {
  const g = ctx.createLinearGradient(0, 0, 0, U);
  g.addColorStop(0, mix(field, '#ffffff', 0.06));
  g.addColorStop(1, mix(field, '#000000', 0.08));
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, U, U);
}

const ink = (inks: Inks, i: number) => inks.inks[i % Math.max(1, inks.inks.length)] ?? mix(inks.field, '#000000', 0.6);

const DRAW: Readonly<Record<Exclude<Shape, MaterialShape | 'geometric'>, Draw>> = {
  gradient(ctx, inks, rng) {
    // Colour fields that drift into each other: large soft radial washes of each ink over the field.
    const count = rng.int(3, 5);
    for (let i = 0; i < count; i++) {
      const x = rng.range(0, U);
      const y = rng.range(0, U);
      const r = rng.range(380, 720);
      const g = ctx.createRadialGradient(x, y, 0, x, y, r);
      const c = ink(inks, i);
      g.addColorStop(0, rgba(c, 0.85));
      g.addColorStop(0.55, rgba(c, 0.35));
      g.addColorStop(1, rgba(c, 0));
      ctx.fillStyle = g;
      ctx.fillRect(0, 0, U, U);
    }
  },

  stripes(ctx, inks, rng, lead) {
    // Bands of uneven width across the frame; each band broken once and shifted, as if trying to line up.
    const angle = rng.weighted([
      [0, 3],
      [Math.PI / 2, 1],
      [-Math.PI / 5, 1],
    ] as const);
    const count = lead ? rng.int(5, 11) : rng.int(3, 5);
    const widths = Array.from({ length: count }, () => rng.range(0.4, 1.6));
    const total = widths.reduce((a, b) => a + b, 0);
    ctx.save();
    ctx.translate(U / 2, U / 2);
    ctx.rotate(angle);
    const span = U * 1.5;
    let at = -span / 2;
    widths.forEach((w, i) => {
      const band = (w / total) * span;
      if (i % 2 === 0) {
        ctx.fillStyle = ink(inks, i / 2);
        const cut = rng.range(-span / 3, span / 3);
        const shift = rng.range(-14, 14);
        ctx.fillRect(-span / 2, at, cut + span / 2, band * 0.9);
        ctx.fillRect(cut, at + shift, span / 2 - cut, band * 0.9);
      }
      at += band;
    });
    ctx.restore();
  },

  zigzags(ctx, inks, rng, lead) {
    // Thick jagged strokes thrown across the frame at different angles, sharp at every turn, as hazard tape torn up
    // and spun around: each a colour, the lead ink's first and widest.
    const count = lead ? rng.int(4, 7) : rng.int(2, 4);
    ctx.lineJoin = 'miter';
    ctx.miterLimit = 10;
    ctx.lineCap = 'butt';
    for (let i = 0; i < count; i++) {
      ctx.save();
      ctx.translate(rng.range(U * 0.15, U * 0.85), rng.range(U * 0.1, U * 0.9));
      ctx.rotate(rng.range(-Math.PI, Math.PI));
      const length = rng.range(U * 0.7, U * 1.5);
      const teeth = rng.int(5, 11);
      const step = length / teeth;
      const depth = step * rng.range(0.45, 1.1);
      ctx.strokeStyle = ink(inks, i);
      ctx.lineWidth = (i === 0 ? 1.4 : 1) * rng.range(26, 60);
      ctx.beginPath();
      ctx.moveTo(-length / 2, 0);
      for (let k = 1; k <= teeth; k++) ctx.lineTo(-length / 2 + k * step, k % 2 ? -depth : 0);
      ctx.stroke();
      ctx.restore();
    }
  },

  fields(ctx, inks, rng) {
    // Two to four soft-edged fields stacked down the frame inside a margin of the ground, their edges feathered into
    // it and into each other (Rothko's way): no hard line anywhere.
    const count = Math.min(4, Math.max(2, inks.inks.length));
    const margin = rng.range(70, 120);
    const gap = rng.range(18, 40);
    const heights = Array.from({ length: count }, () => rng.range(0.7, 1.4));
    const total = heights.reduce((a, b) => a + b, 0);
    const span = U - margin * 2 - gap * (count - 1);
    let top = margin;
    heights.forEach((h, i) => {
      const height = (h / total) * span;
      ctx.save();
      ctx.filter = `blur(${Math.round(rng.range(14, 26))}px)`;
      ctx.fillStyle = rgba(ink(inks, i), 0.94);
      ctx.fillRect(margin + rng.range(-12, 12), top, U - margin * 2, height);
      ctx.restore();
      top += height + gap;
    });
  },

  grid(ctx, inks, rng) {
    // A fine grid of lines, a few of its cells filled.
    const n = rng.pick([6, 8, 10, 12]);
    const cell = U / n;
    for (let k = rng.int(3, 7); k > 0; k--) {
      ctx.fillStyle = rgba(ink(inks, 1 + (k % 2)), 0.9);
      ctx.fillRect(rng.int(0, n - 1) * cell, rng.int(0, n - 1) * cell, cell, cell);
    }
    ctx.strokeStyle = ink(inks, 0);
    ctx.lineWidth = rng.range(2, 4);
    ctx.beginPath();
    for (let i = 1; i < n; i++) {
      ctx.moveTo(i * cell, 0);
      ctx.lineTo(i * cell, U);
      ctx.moveTo(0, i * cell);
      ctx.lineTo(U, i * cell);
    }
    ctx.stroke();
  },

  circles(ctx, inks, rng) {
    // Two or three large discs overlapping, each a colour, as in a Bauhaus print: the lead ink's the largest, on top.
    const count = rng.int(2, 3);
    const radii = Array.from({ length: count }, () => rng.range(170, 360)).sort((a, b) => a - b);
    for (let i = count - 1; i >= 0; i--) {
      const r = radii[count - 1 - i]!;
      ctx.fillStyle = rgba(ink(inks, i), 0.92);
      ctx.beginPath();
      ctx.arc(rng.range(r * 0.6, U - r * 0.6), rng.range(r * 0.6, U - r * 0.6), r, 0, Math.PI * 2);
      ctx.fill();
    }
  },

  dots(ctx, inks, rng) {
    // A field of dots that swell toward one corner, a halftone of a gradient.
    const step = rng.pick([32, 40, 50]);
    const fx = rng.range(0, U);
    const fy = rng.range(0, U);
    ctx.fillStyle = ink(inks, 0);
    for (let y = step / 2; y < U; y += step)
      for (let x = step / 2; x < U; x += step) {
        const t = 1 - Math.min(1, Math.hypot(x - fx, y - fy) / (U * 1.1));
        ctx.beginPath();
        ctx.arc(x, y, Math.max(1.5, (step / 2) * 0.9 * t), 0, Math.PI * 2);
        ctx.fill();
      }
  },

  waves(ctx, inks, rng) {
    // Stacked wave lines, their swell rising and falling across the frame.
    const count = rng.int(14, 24);
    const freq = rng.range(1.5, 4) * ((Math.PI * 2) / U);
    const phase = rng.range(0, Math.PI * 2);
    ctx.lineWidth = rng.range(3, 6);
    for (let i = 0; i < count; i++) {
      const y0 = ((i + 0.5) / count) * U;
      const amp = 10 + 40 * Math.sin((i / count) * Math.PI);
      ctx.strokeStyle = ink(inks, i % 2);
      ctx.beginPath();
      for (let x = 0; x <= U; x += 5) {
        const y = y0 + amp * Math.sin(x * freq + phase + i * 0.35);
        if (x === 0) ctx.moveTo(x, y);
        else ctx.lineTo(x, y);
      }
      ctx.stroke();
    }
  },

  lines(ctx, inks, rng) {
    // Parallel lines with ridges rising in their middle, each hiding the one behind it.
    const noise = createNoise2(rng.fork('ridges'), 64);
    const count = rng.int(36, 56);
    const top = 180;
    const gap = (U - top - 120) / count;
    ctx.lineWidth = 2.2;
    for (let i = 0; i < count; i++) {
      const y0 = top + i * gap;
      const points: [number, number][] = [];
      for (let x = 150; x <= U - 150; x += 6) {
        const middle = Math.exp(-(((x - U / 2) / 150) ** 2));
        const h = Math.max(0, noise(x / 40, i * 0.7) + 0.2) * 110 * middle + Math.abs(noise(x / 9, i)) * 6;
        points.push([x, y0 - h]);
      }
      ctx.beginPath();
      points.forEach(([x, y], k) => (k ? ctx.lineTo(x, y) : ctx.moveTo(x, y)));
      ctx.lineTo(U - 150, y0 + gap * 2);
      ctx.lineTo(150, y0 + gap * 2);
      ctx.closePath();
      ctx.fillStyle = inks.field;
      ctx.fill();
      ctx.beginPath();
      points.forEach(([x, y], k) => (k ? ctx.lineTo(x, y) : ctx.moveTo(x, y)));
      ctx.strokeStyle = ink(inks, 0);
      ctx.stroke();
    }
  },

  squares(ctx, inks, rng) {
    // Blocks of colour: the frame cut into rectangles, some filled, divided by dark rules.
    const cells: [number, number, number, number][] = [[0, 0, U, U]];
    for (let k = rng.int(4, 7); k > 0; k--) {
      cells.sort((a, b) => b[2] * b[3] - a[2] * a[3]);
      const [x, y, w, h] = cells.shift()!;
      const t = rng.range(0.3, 0.7);
      if (w >= h) cells.push([x, y, w * t, h], [x + w * t, y, w * (1 - t), h]);
      else cells.push([x, y, w, h * t], [x, y + h * t, w, h * (1 - t)]);
    }
    cells.forEach(([x, y, w, h], i) => {
      if (rng.chance(0.45)) return;
      ctx.fillStyle = ink(inks, i);
      ctx.fillRect(x, y, w, h);
    });
    ctx.strokeStyle = mix(ink(inks, 0), '#000000', 0.5);
    ctx.lineWidth = 8;
    for (const [x, y, w, h] of cells) ctx.strokeRect(x, y, w, h);
  },

  checks(ctx, inks, rng) {
    // A woven check, as on a market bag, a tablecloth or a tartan: bands of each ink run across and down at one pitch,
    // see-through, so where two cross the colour deepens into the check's squares.
    const pitch = rng.pick([125, 100, 250 / 3]);
    const colours = inks.inks.length ? inks.inks : [ink(inks, 0)];
    const angle = rng.chance(0.25) ? Math.PI / 4 : 0;
    ctx.save();
    ctx.translate(U / 2, U / 2);
    ctx.rotate(angle);
    const span = U * 1.5;
    for (const across of [false, true]) {
      for (let k = 0, at = -span / 2; at < span / 2; k++, at += pitch) {
        ctx.fillStyle = rgba(colours[k % colours.length]!, 0.62);
        const band = pitch * 0.5;
        if (across) ctx.fillRect(-span / 2, at, span, band);
        else ctx.fillRect(at, -span / 2, band, span);
      }
    }
    ctx.restore();
  },

  spiral(ctx, inks, rng) {
    // One line turning out from near the middle to past the frame.
    const cx = U / 2 + rng.range(-120, 120);
    const cy = U / 2 + rng.range(-120, 120);
    const turns = rng.range(6, 10);
    const reach = U * 0.75;
    ctx.strokeStyle = ink(inks, 0);
    ctx.lineWidth = rng.range(5, 10);
    ctx.beginPath();
    for (let a = 0; a <= turns * Math.PI * 2; a += 0.05) {
      const r = (a / (turns * Math.PI * 2)) * reach;
      const x = cx + r * Math.cos(a);
      const y = cy + r * Math.sin(a);
      if (a === 0) ctx.moveTo(x, y);
      else ctx.lineTo(x, y);
    }
    ctx.stroke();
  },

  pulse(ctx, inks, rng, lead) {
    // A beat made visible: a glow, and rings swelling out from it in pairs (a heartbeat's two strokes), each fainter
    // and softer than the one inside it, running off the frame. Soft edges are gradients, the same at every size.
    const cx = U * rng.pick([0.5, 0.5, 0.38, 0.62]);
    const cy = U * rng.pick([0.5, 0.56, 0.62, 0.42]);
    const core = rng.range(90, 150) * (lead ? 1 : 0.6);
    const c = ink(inks, 0);
    const glow = ctx.createRadialGradient(cx, cy, 0, cx, cy, core * 2.2);
    glow.addColorStop(0, rgba(mix(c, '#ffffff', 0.25), 0.95));
    glow.addColorStop(0.35, rgba(c, 0.85));
    glow.addColorStop(1, rgba(c, 0));
    ctx.fillStyle = glow;
    ctx.fillRect(0, 0, U, U);
    const beats = rng.int(4, 6);
    const spacing = rng.range(120, 170);
    const second = rng.range(0.22, 0.32);
    for (let b = 0; b < beats; b++) {
      for (const [offset, strength] of [
        [0, 1],
        [second, 0.6],
      ] as const) {
        const r = core + (b + 0.6 + offset) * spacing;
        const w = 10 + b * 7;
        const alpha = strength * 0.8 * (1 - b / beats) ** 1.3;
        const ring = ctx.createRadialGradient(cx, cy, Math.max(0, r - w * 2), cx, cy, r + w * 2);
        ring.addColorStop(0, rgba(c, 0));
        ring.addColorStop(0.5, rgba(c, alpha));
        ring.addColorStop(1, rgba(c, 0));
        ctx.fillStyle = ring;
        ctx.beginPath();
        ctx.arc(cx, cy, r + w * 2, 0, Math.PI * 2);
        ctx.fill();
      }
    }
  },

  marks(ctx, inks, rng, lead) {
    // Rows of one small hand-made mark, all leaning the same way as if marching; one of them turned over in the
    // second ink, the design's one event.
    const rows = lead ? rng.int(9, 14) : rng.int(5, 8);
    const cols = rng.int(10, 16);
    const margin = rng.range(110, 170);
    const cellW = (U - 2 * margin) / cols;
    const cellH = (U - 2 * margin) / rows;
    const len = Math.min(cellH * 0.6, cellW * 1.1);
    const lean = rng.range(0.15, 0.4);
    const odd = rng.int(0, rows * cols - 1);
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.lineWidth = Math.max(2.5, len * 0.09);
    for (let i = 0; i < rows * cols; i++) {
      const x = margin + (i % cols) * cellW + cellW / 2;
      const y = margin + Math.floor(i / cols) * cellH + cellH / 2;
      ctx.save();
      ctx.translate(x, y);
      ctx.rotate(lean + rng.range(-0.06, 0.06) + (i === odd ? Math.PI : 0));
      ctx.strokeStyle = i === odd ? ink(inks, 1) : ink(inks, 0);
      // A stroke with a small foot: which way up it stands shows.
      ctx.beginPath();
      ctx.moveTo(0, -len / 2);
      ctx.lineTo(0, len / 2);
      ctx.lineTo(len * 0.28, len / 2 - len * 0.12);
      ctx.stroke();
      ctx.restore();
    }
  },
};
