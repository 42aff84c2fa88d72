/**
 * Poster: the cover printed square, matted and framed in thin black, hanging on a plaster wall above a skirting
 * board. Daylight comes from a window off to the left: the wall brightens toward it, the frame's shadow falls right,
 * and a branch by the window leaves a soft shadow on the wall.
 */
import { Path2D, type Canvas } from '@napi-rs/canvas';
import type { Rng } from '../random.ts';
import type { MockupText } from '../../../shared/contracts/mockups.ts';
import {
  castShadows,
  develop,
  drawCover,
  grainLayer,
  MOCKUP_HEIGHT as H,
  MOCKUP_WIDTH as W,
  paintBackdrop,
  type Ctx,
  type Rgb,
  type ShadowLayer,
} from './studio.ts';

const WALL_SHADOW: Rgb = [58, 50, 44];
/** The frame: outer side, moulding width and mat width, px; the print fills the rest. */
const FRAME = { x: (W - 960) / 2, y: 150, side: 960, moulding: 24, mat: 58 };
const PRINT = {
  x: FRAME.x + FRAME.moulding + FRAME.mat,
  y: FRAME.y + FRAME.moulding + FRAME.mat,
  side: FRAME.side - 2 * (FRAME.moulding + FRAME.mat),
};
const SKIRTING = { top: 1300, height: 66 };

export function drawPoster(canvas: Canvas, cover: Canvas, _text: MockupText, rng: Rng) {
  const ctx = canvas.getContext('2d');
  paintBackdrop(
    ctx,
    {
      lit: [240, 236, 229],
      dark: [162, 155, 146],
      light: { x: -250, y: 420, reach: 2700 },
      mottle: 0.035,
      grit: 0.1,
      specks: 30,
    },
    rng.fork('wall'),
  );
  drawSkirtingAndFloor(ctx);
  // A frame hangs about two centimetres off the wall: a crisp shadow at its edge, a long soft one to the right.
  const hung: ShadowLayer[] = [
    { blur: 5, dx: 4, dy: 5, alpha: 0.45 },
    { blur: 28, dx: 20, dy: 22, alpha: 0.3 },
    { blur: 100, dx: 55, dy: 60, alpha: 0.18 },
  ];
  castShadows(ctx, WALL_SHADOW, hung, (c) => c.fillRect(FRAME.x, FRAME.y, FRAME.side, FRAME.side));
  drawFrame(ctx, cover, rng.fork('print'));
  drawBranchShadow(ctx, rng.fork('branch'));
  develop(canvas, rng.fork('camera'), { vignette: 0.2, grain: 4.5 });
}

/** A painted skirting board with a rounded top, and the pale oak floor below it. */
function drawSkirtingAndFloor(ctx: Ctx) {
  const { top, height } = SKIRTING;
  const board = ctx.createLinearGradient(0, 0, W, 0);
  board.addColorStop(0, '#efebe4');
  board.addColorStop(1, '#bdb6ac');
  ctx.fillStyle = board;
  ctx.fillRect(0, top, W, height);
  // Its top is rounded: a highlight facing up, a shade where it turns down, a crisp shadow on the wall above.
  ctx.fillStyle = 'rgba(255,255,255,0.55)';
  ctx.fillRect(0, top + 2, W, 3);
  ctx.fillStyle = 'rgba(0,0,0,0.08)';
  ctx.fillRect(0, top + 9, W, 4);
  ctx.fillStyle = 'rgba(60,50,40,0.25)';
  ctx.fillRect(0, top - 1, W, 1.5);

  const floorTop = top + height;
  const floor = ctx.createLinearGradient(0, floorTop, 0, H);
  floor.addColorStop(0, '#8f7762');
  floor.addColorStop(1, '#b29a80');
  ctx.fillStyle = floor;
  ctx.fillRect(0, floorTop, W, H - floorTop);
  const daylight = ctx.createLinearGradient(0, 0, W, 0);
  daylight.addColorStop(0, 'rgba(255,245,230,0.18)');
  daylight.addColorStop(1, 'rgba(0,0,0,0.18)');
  ctx.fillStyle = daylight;
  ctx.fillRect(0, floorTop, W, H - floorTop);
  // Boards run along the wall: seams closer together toward it, as the floor recedes.
  ctx.fillStyle = 'rgba(50,36,26,0.22)';
  for (const y of [floorTop + 20, floorTop + 48, floorTop + 88]) ctx.fillRect(0, y, W, 1.2);
  // The board's own shadow where it meets the floor.
  const foot = ctx.createLinearGradient(0, floorTop, 0, floorTop + 14);
  foot.addColorStop(0, 'rgba(30,20,14,0.45)');
  foot.addColorStop(1, 'rgba(30,20,14,0)');
  ctx.fillStyle = foot;
  ctx.fillRect(0, floorTop, W, 14);
}

/** The frame: black moulding with lit and shaded bevels, a white mat with its cut bevel, the print, the glass. */
function drawFrame(ctx: Ctx, cover: Canvas, rng: Rng) {
  const { x, y, side, moulding: m } = FRAME;
  ctx.fillStyle = '#1f1e1d';
  ctx.fillRect(x, y, side, side);
  // The moulding's faces: left and top face the window, right and bottom face away.
  const r = x + side;
  const b = y + side;
  fillQuad(ctx, [x, y, r, y, r - m, y + m, x + m, y + m], 'rgba(255,255,255,0.1)');
  fillQuad(ctx, [x, y, x + m, y + m, x + m, b - m, x, b], 'rgba(255,255,255,0.16)');
  fillQuad(ctx, [r, y, r, b, r - m, b - m, r - m, y + m], 'rgba(0,0,0,0.25)');
  fillQuad(ctx, [x, b, x + m, b - m, r - m, b - m, r, b], 'rgba(0,0,0,0.3)');
  ctx.strokeStyle = 'rgba(255,255,255,0.28)';
  ctx.lineWidth = 1.5;
  ctx.beginPath();
  ctx.moveTo(x + 0.75, b);
  ctx.lineTo(x + 0.75, y + 0.75);
  ctx.lineTo(r, y + 0.75);
  ctx.stroke();

  const mx = x + m;
  const ms = side - 2 * m;
  const mat = ctx.createLinearGradient(mx, 0, mx + ms, 0);
  mat.addColorStop(0, '#f6f4ef');
  mat.addColorStop(1, '#e4e0d8');
  ctx.fillStyle = mat;
  ctx.fillRect(mx, y + m, ms, ms);
  drawMatBevel(ctx);
  drawCover(ctx, cover, PRINT.x, PRINT.y, PRINT.side);
  ctx.drawImage(grainLayer(PRINT.side, PRINT.side, rng, 1.2, 0.05), PRINT.x, PRINT.y);
  // The moulding shades the mat and print along the edges nearest the window.
  ctx.save();
  ctx.beginPath();
  ctx.rect(mx, y + m, ms, ms);
  ctx.clip();
  castShadows(
    ctx,
    WALL_SHADOW,
    [
      { blur: 6, dx: 4, dy: 5, alpha: 0.35 },
      { blur: 24, dx: 10, dy: 12, alpha: 0.18 },
    ],
    (c) => {
      c.beginPath();
      c.rect(x - 200, y - 200, side + 400, side + 400);
      c.rect(mx, y + m, ms, ms);
      c.fill('evenodd');
    },
  );
  ctx.restore();
  drawGlass(ctx, mx, y + m, ms);
}

/** Fills a four-cornered shape given as x, y pairs. */
function fillQuad(ctx: Ctx, points: number[], colour: string) {
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.moveTo(points[0]!, points[1]!);
  for (let i = 2; i < points.length; i += 2) ctx.lineTo(points[i]!, points[i + 1]!);
  ctx.closePath();
  ctx.fill();
}

/** The mat's cut edge around the print: a thin bevel of bare core, lit where it faces the window. */
function drawMatBevel(ctx: Ctx) {
  const { x, y, side } = PRINT;
  const w = 5;
  const r = x + side;
  const b = y + side;
  fillQuad(ctx, [x - w, y - w, r + w, y - w, r, y, x, y], '#d9d3c8');
  fillQuad(ctx, [x - w, y - w, x, y, x, b, x - w, b + w], '#cfc8bc');
  fillQuad(ctx, [r + w, y - w, r + w, b + w, r, b, r, y], '#fbf9f4');
  fillQuad(ctx, [x - w, b + w, x, b, r, b, r + w, b + w], '#f4f1ea');
}

/** The glass: one broad soft reflection of the window across the upper left, and a faint overall sheen. */
function drawGlass(ctx: Ctx, x: number, y: number, side: number) {
  ctx.save();
  ctx.beginPath();
  ctx.rect(x, y, side, side);
  ctx.clip();
  const g = ctx.createLinearGradient(x, y, x + side, y + side);
  g.addColorStop(0, 'rgba(255,255,255,0.12)');
  g.addColorStop(0.28, 'rgba(255,255,255,0.06)');
  g.addColorStop(0.3, 'rgba(255,255,255,0.02)');
  g.addColorStop(1, 'rgba(255,255,255,0)');
  ctx.fillStyle = g;
  ctx.fillRect(x, y, side, side);
  ctx.restore();
}

/**
 * A branch between the window and the wall, seen only as its shadow: a curved stem with slender leaves in pairs,
 * cast softly (the branch is far from the wall) and faintly (daylight also fills from the room).
 */
function drawBranchShadow(ctx: Ctx, rng: Rng) {
  const branch = new Path2D();
  const stems = [
    { x: -40, y: 260, bend: 0.16, length: 560, angle: 0.42 },
    { x: -60, y: 620, bend: -0.1, length: 420, angle: 0.05 },
  ];
  const steps = 14;
  for (const s of stems) {
    let { x, y, angle: a } = s;
    for (let i = 0; i < steps; i++) {
      const nx = x + (Math.cos(a) * s.length) / steps;
      const ny = y + (Math.sin(a) * s.length) / steps;
      branch.moveTo(x, y);
      branch.lineTo(nx, ny);
      branch.lineTo(nx, ny + 3);
      branch.lineTo(x, y + 3);
      branch.closePath();
      // Olive-like: slender leaves, alternating, pointing forward along the stem.
      for (const side of [-1, 1]) {
        if (rng.chance(0.2)) continue;
        const la = a + side * rng.range(0.35, 0.8);
        const len = rng.range(55, 100) * (1 - i / (steps * 1.8));
        const along = side > 0 ? 0.5 : 1;
        const bx = x + (nx - x) * along;
        const by = y + (ny - y) * along;
        const cx = bx + (Math.cos(la) * len) / 2;
        const cy = by + (Math.sin(la) * len) / 2;
        branch.moveTo(cx + (Math.cos(la) * len) / 2, cy + (Math.sin(la) * len) / 2);
        branch.ellipse(cx, cy, len / 2, len * rng.range(0.1, 0.15), la, 0, Math.PI * 2);
      }
      x = nx;
      y = ny;
      a += s.bend / 2 + rng.range(-0.05, 0.05);
    }
  }
  castShadows(
    ctx,
    WALL_SHADOW,
    [
      { blur: 10, dx: 0, dy: 0, alpha: 0.1 },
      { blur: 36, dx: 14, dy: 10, alpha: 0.08 },
    ],
    (c) => c.fill(branch),
  );
}
