import { mix, rgba } from '../../../shared/color.ts';
import { createNoise2, fbm } from '../noise.ts';
import { circle, softLight } from '../paint.ts';
import { U, type Scene } from '../scene.ts';

/** Streamlines through a noise field: the flowing-line look of ambient and electronic covers. */
export function flowLines(s: Scene, count: number, colors: string[], region = { x0: 0, y0: 0, x1: U, y1: U }) {
  const { ctx } = s;
  const rng = s.rng.fork('flow');
  const noise = createNoise2(rng);
  const scale = rng.range(0.0025, 0.005);
  const swirl = rng.range(1.5, 3.5);
  ctx.lineCap = 'round';
  for (let i = 0; i < count; i++) {
    let x = rng.range(region.x0, region.x1);
    let y = rng.range(region.y0, region.y1);
    const color = colors[i % colors.length]!;
    ctx.strokeStyle = rgba(color, s.look === 'photon' ? rng.range(0.15, 0.5) : rng.range(0.7, 1));
    ctx.lineWidth = s.look === 'photon' ? rng.range(0.6, 2) : rng.range(1.5, 4.5);
    ctx.beginPath();
    ctx.moveTo(x, y);
    const steps = rng.int(40, 140);
    for (let k = 0; k < steps; k++) {
      const a = fbm(noise, x * scale, y * scale, 2) * Math.PI * swirl;
      x += Math.cos(a) * 6;
      y += Math.sin(a) * 6;
      ctx.lineTo(x, y);
    }
    ctx.stroke();
  }
}

/** Soft smoke plumes rising from (x, y). */
export function smoke(s: Scene, x: number, y: number, height: number, color: string) {
  const { ctx } = s;
  const rng = s.rng.fork('smoke');
  const noise = createNoise2(rng, 32);
  for (let i = 0; i < 60; i++) {
    const t = i / 60;
    const px = x + fbm(noise, t * 3, 0.5) * height * 0.35 * t;
    const py = y - t * height;
    softLight(ctx, px, py, 20 + t * 90, color, 0.1 * (1 - t * 0.6));
  }
}

/** Flames licking upward from a base line. */
export function fire(s: Scene, x: number, base: number, w: number, h: number, hot: string, cool: string) {
  const { ctx } = s;
  const rng = s.rng.fork('fire');
  const tongues = 9;
  for (let layer = 0; layer < 3; layer++) {
    const color = mix(cool, hot, layer / 2);
    const scale = 1 - layer * 0.28;
    for (let i = 0; i < tongues; i++) {
      const cx = x - w / 2 + (w * (i + 0.5)) / tongues + rng.range(-8, 8);
      const th = h * scale * rng.range(0.45, 1) * (1 - Math.abs(i / (tongues - 1) - 0.5));
      const tw = (w / tongues) * 1.6 * scale;
      ctx.beginPath();
      ctx.moveTo(cx - tw / 2, base);
      ctx.bezierCurveTo(
        cx - tw / 2,
        base - th * 0.5,
        cx + rng.range(-tw, tw) * 0.4,
        base - th * 0.7,
        cx + rng.range(-tw, tw) * 0.3,
        base - th,
      );
      ctx.bezierCurveTo(cx + tw * 0.2, base - th * 0.6, cx + tw / 2, base - th * 0.4, cx + tw / 2, base);
      ctx.closePath();
      ctx.fillStyle = color;
      ctx.fill();
    }
  }
  if (s.look === 'photon') softLight(ctx, x, base - h * 0.3, w * 0.9, hot, 0.35);
}

/** Swiss-style geometry: circles, bars and triangles on a grid, in palette colours. */
export function geometry(s: Scene, colors: string[], cells = 4) {
  const { ctx } = s;
  const rng = s.rng.fork('geometry');
  const margin = U * 0.08;
  const cell = (U - margin * 2) / cells;
  const shapes = rng.int(5, 9);
  for (let i = 0; i < shapes; i++) {
    // The first shape is the anchor: large, solid, in the leading colour, and fully inside the grid.
    const spanCells = i === 0 ? Math.max(2, cells - 2) : rng.int(1, 2);
    const cx = margin + cell * rng.int(0, i === 0 ? cells - spanCells : cells - 1);
    const cy = margin + cell * rng.int(0, i === 0 ? cells - spanCells : cells - 1);
    const span = cell * spanCells;
    const color = i === 0 ? colors[0]! : rng.pick(colors);
    ctx.fillStyle = color;
    const kind = i === 0 ? rng.pick([0, 2, 3]) : rng.int(0, 4);
    if (kind === 0) {
      circle(ctx, cx + span / 2, cy + span / 2, span / 2);
      ctx.fill();
    } else if (kind === 1) {
      ctx.fillRect(cx, cy, span, cell * 0.28);
    } else if (kind === 2) {
      ctx.beginPath();
      ctx.moveTo(cx, cy + span);
      ctx.lineTo(cx + span, cy + span);
      ctx.lineTo(cx + (rng.chance(0.5) ? 0 : span), cy);
      ctx.closePath();
      ctx.fill();
    } else if (kind === 3) {
      ctx.beginPath();
      ctx.arc(
        cx + (rng.chance(0.5) ? 0 : span),
        cy + span,
        span,
        rng.chance(0.5) ? -Math.PI / 2 : Math.PI,
        rng.chance(0.5) ? 0 : -Math.PI / 2,
      );
      ctx.lineTo(cx + span / 2, cy + span);
      ctx.fill();
    } else {
      ctx.strokeStyle = color;
      ctx.lineWidth = cell * 0.06;
      circle(ctx, cx + span / 2, cy + span / 2, span / 2 - cell * 0.03);
      ctx.stroke();
    }
  }
}
