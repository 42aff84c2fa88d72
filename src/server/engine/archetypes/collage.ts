import { mix, rgba } from '../../../shared/color.ts';
import { circle, flood } from '../paint.ts';
import { U, type Layout, type Scene } from '../scene.ts';
import { drawObject } from './graphic.ts';
import type { Motif } from '../../../shared/contracts/scene-brief.ts';

/** A polygon with a torn, slightly irregular edge. */
function tornRect(s: Scene, x: number, y: number, w: number, h: number, angle: number) {
  const { ctx } = s;
  const rng = s.rng.fork(`torn-${Math.round(x)}-${Math.round(y)}`);
  const pts: [number, number][] = [];
  const edge = (x0: number, y0: number, x1: number, y1: number) => {
    const n = 14;
    for (let i = 0; i < n; i++) {
      const t = i / n;
      pts.push([x0 + (x1 - x0) * t + rng.range(-3, 3), y0 + (y1 - y0) * t + rng.range(-3, 3)]);
    }
  };
  edge(-w / 2, -h / 2, w / 2, -h / 2);
  edge(w / 2, -h / 2, w / 2, h / 2);
  edge(w / 2, h / 2, -w / 2, h / 2);
  edge(-w / 2, h / 2, -w / 2, -h / 2);
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(angle);
  ctx.beginPath();
  pts.forEach(([px, py], i) => (i ? ctx.lineTo(px, py) : ctx.moveTo(px, py)));
  ctx.closePath();
}

/** Cut paper, halftone and a cut-out motif: the zine / art-school collage. */
export function collage(s: Scene): Layout {
  const { colors, rng, ctx } = s;
  const paper = colors.dark ? mix(colors.light, colors.bg, 0.15) : colors.bg;
  flood(ctx, paper);
  const pieces = rng.int(4, 7);
  for (let i = 0; i < pieces; i++) {
    tornRect(
      s,
      rng.range(150, 850),
      rng.range(150, 850),
      rng.range(250, 600),
      rng.range(180, 520),
      rng.range(-0.25, 0.25),
    );
    ctx.fillStyle = rng.pick([colors.primary, colors.secondary, colors.accent, colors.bg]);
    if (s.look === 'photon') ctx.globalAlpha = 0.85;
    ctx.fill();
    ctx.restore();
  }
  ctx.globalAlpha = 1;
  // A halftone disc: dots that grow toward the centre.
  const hx = rng.range(250, 750);
  const hy = rng.range(250, 750);
  const hr = rng.range(150, 260);
  ctx.fillStyle = colors.shadow;
  for (let y = hy - hr; y < hy + hr; y += 14) {
    for (let x = hx - hr; x < hx + hr; x += 14) {
      const d = Math.hypot(x - hx, y - hy) / hr;
      if (d > 1) continue;
      circle(ctx, x, y, 6 * (1 - d) + 0.5);
      ctx.fill();
    }
  }
  const subject: Motif =
    s.motifs.find((m) => ['eye', 'hand', 'face', 'figure', 'flower', 'heart', 'butterfly', 'skull'].includes(m)) ??
    rng.pick(['eye', 'hand', 'figure', 'flower'] as Motif[]);
  ctx.save();
  ctx.shadowColor = rgba('#000000', 0.35);
  ctx.shadowOffsetX = 6 * (s.size / U);
  ctx.shadowOffsetY = 8 * (s.size / U);
  ctx.shadowBlur = 10 * (s.size / U);
  drawObject(s, subject, rng.range(400, 600), rng.range(420, 560), rng.range(0.65, 0.85));
  ctx.restore();
  // Tape strips holding it all together.
  for (let i = 0; i < rng.int(2, 4); i++) {
    tornRect(s, rng.range(150, 850), rng.range(100, 900), rng.range(120, 200), 38, rng.range(-0.8, 0.8));
    ctx.fillStyle = rgba(colors.light, 0.55);
    ctx.fill();
    ctx.restore();
  }
  return {
    focal: { x: hx, y: hy, r: hr },
    textBands: [
      { y0: 830, y1: 960, align: 'left' },
      { y0: 40, y1: 170, align: 'left' },
    ],
  };
}
