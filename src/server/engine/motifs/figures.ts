import { mix } from '../../../shared/color.ts';
import { circle, smoothClosedPath } from '../paint.ts';
import type { Scene } from '../scene.ts';

/** A standing figure in silhouette, `h` tall, feet at (x, y). */
export function figure(
  s: Scene,
  x: number,
  y: number,
  h: number,
  color: string,
  pose: 'stand' | 'reach' | 'walk' = 'stand',
) {
  const { ctx } = s;
  const u = h / 7.6; // head height; a slightly heroic 7.6-head figure
  const P = (px: number, py: number): [number, number] => [x + px * u, y - h + py * u];
  ctx.fillStyle = color;
  ctx.beginPath();
  ctx.ellipse(x, y - h + u * 0.5, u * 0.38, u * 0.5, 0, 0, Math.PI * 2);
  ctx.fill();
  const stride = pose === 'walk' ? 0.55 : 0.12;
  // Body as one smooth outline: shoulders, waist, hips, legs, and back up the other side.
  smoothClosedPath(
    ctx,
    [
      P(-0.16, 0.9),
      P(-0.75, 1.35),
      P(-0.82, 1.9),
      P(-0.62, 2.9),
      P(-0.66, 3.8),
      P(-0.48 - stride, 5.6),
      P(-0.36 - stride * 1.6, 7.55),
      P(-0.12 - stride * 1.4, 7.6),
      P(-0.05, 4.6),
      P(0.05, 4.6),
      P(0.12 + stride * 1.4, 7.6),
      P(0.36 + stride * 1.6, 7.55),
      P(0.48 + stride, 5.6),
      P(0.66, 3.8),
      P(0.62, 2.9),
      P(0.82, 1.9),
      P(0.75, 1.35),
      P(0.16, 0.9),
    ],
    0.35,
  );
  ctx.fill();
  // Arms: tapered shapes from the shoulders, ending in a hand.
  const arm = (sx: number, ex: number, ey: number) => {
    ctx.beginPath();
    ctx.moveTo(...P(sx - 0.14 * Math.sign(sx), 1.45));
    ctx.lineTo(...P(sx + 0.16 * Math.sign(sx), 1.5));
    ctx.lineTo(...P(ex + 0.07, ey));
    ctx.lineTo(...P(ex - 0.07, ey));
    ctx.closePath();
    ctx.fill();
    ctx.beginPath();
    ctx.arc(...P(ex, ey), u * 0.12, 0, Math.PI * 2);
    ctx.fill();
  };
  arm(-0.72, -0.9, 4.0);
  if (pose === 'reach') arm(0.72, 1.35, -0.5);
  else arm(0.72, 0.9, 4.0);
}

/** A head-and-shoulders profile facing right, centred at (x, y), `h` tall. */
export function faceProfile(s: Scene, x: number, y: number, h: number, color: string) {
  const { ctx } = s;
  const k = h / 100;
  const P = (px: number, py: number): [number, number] => [x + (px - 50) * k, y + (py - 50) * k];
  ctx.fillStyle = color;
  // Traced around a classic profile: neck, back of the head, crown, brow, nose, lips, chin, throat.
  smoothClosedPath(
    ctx,
    [
      P(8, 100),
      P(18, 88),
      P(30, 80),
      P(31, 70),
      P(22, 58),
      P(18, 40),
      P(24, 20),
      P(40, 7),
      P(57, 5),
      P(70, 11),
      P(76, 22),
      P(77, 30),
      P(76.5, 34),
      P(83, 43),
      P(85, 46),
      P(79, 48.5),
      P(80.5, 51.5),
      P(78, 53.5),
      P(80, 56.5),
      P(77.5, 59),
      P(77, 63),
      P(72, 66.5),
      P(65, 67),
      P(63, 74),
      P(70, 84),
      P(88, 92),
      P(96, 100),
    ],
    0.4,
  );
  ctx.fill();
}

/** A stylised eye: almond outline, iris and pupil, with a highlight. */
export function eye(s: Scene, x: number, y: number, w: number, iris: string, line: string) {
  const { ctx } = s;
  const h = w * 0.42;
  ctx.save();
  ctx.beginPath();
  ctx.moveTo(x - w / 2, y);
  ctx.quadraticCurveTo(x, y - h * 1.2, x + w / 2, y);
  ctx.quadraticCurveTo(x, y + h * 1.2, x - w / 2, y);
  ctx.closePath();
  ctx.fillStyle = s.colors.light;
  ctx.fill();
  ctx.clip();
  circle(ctx, x, y, h * 0.78);
  ctx.fillStyle = iris;
  ctx.fill();
  circle(ctx, x, y, h * 0.36);
  ctx.fillStyle = line;
  ctx.fill();
  circle(ctx, x + h * 0.2, y - h * 0.22, h * 0.12);
  ctx.fillStyle = s.colors.light;
  ctx.fill();
  ctx.restore();
  ctx.strokeStyle = line;
  ctx.lineWidth = w * 0.025;
  ctx.beginPath();
  ctx.moveTo(x - w / 2, y);
  ctx.quadraticCurveTo(x, y - h * 1.2, x + w / 2, y);
  ctx.quadraticCurveTo(x, y + h * 1.2, x - w / 2, y);
  ctx.stroke();
}

/** An open hand, palm facing the viewer, wrist at (x, y), pointing up. */
export function hand(s: Scene, x: number, y: number, h: number, color: string) {
  const { ctx } = s;
  const k = h / 100;
  ctx.fillStyle = color;
  ctx.beginPath();
  ctx.roundRect(x - 22 * k, y - 52 * k, 44 * k, 52 * k, 10 * k);
  ctx.fill();
  const fingers: [number, number, number][] = [
    [-16, 34, -0.12],
    [-5, 44, -0.04],
    [6, 42, 0.04],
    [16, 34, 0.12],
  ];
  for (const [dx, len, tilt] of fingers) {
    ctx.save();
    ctx.translate(x + dx * k, y - 48 * k);
    ctx.rotate(tilt);
    ctx.beginPath();
    ctx.roundRect(-4.8 * k, -len * k, 9.6 * k, len * k + 6 * k, 4.8 * k);
    ctx.fill();
    ctx.restore();
  }
  ctx.save();
  ctx.translate(x - 20 * k, y - 24 * k);
  ctx.rotate(-0.9);
  ctx.beginPath();
  ctx.roundRect(-5 * k, -30 * k, 10 * k, 34 * k, 5 * k);
  ctx.fill();
  ctx.restore();
}

export function skull(s: Scene, x: number, y: number, r: number, bone: string, hollow: string) {
  const { ctx } = s;
  ctx.fillStyle = bone;
  circle(ctx, x, y - r * 0.15, r);
  ctx.fill();
  ctx.beginPath();
  ctx.roundRect(x - r * 0.55, y + r * 0.4, r * 1.1, r * 0.6, r * 0.15);
  ctx.fill();
  ctx.fillStyle = hollow;
  for (const side of [-1, 1]) {
    ctx.beginPath();
    ctx.ellipse(x + side * r * 0.38, y + r * 0.05, r * 0.26, r * 0.3, 0, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.beginPath();
  ctx.moveTo(x, y + r * 0.35);
  ctx.lineTo(x - r * 0.1, y + r * 0.55);
  ctx.lineTo(x + r * 0.1, y + r * 0.55);
  ctx.closePath();
  ctx.fill();
  for (let i = -2; i <= 2; i++) ctx.fillRect(x + i * r * 0.18 - r * 0.02, y + r * 0.72, r * 0.04, r * 0.26);
}

export function heart(s: Scene, x: number, y: number, r: number, color: string) {
  const { ctx } = s;
  ctx.beginPath();
  ctx.moveTo(x, y + r * 0.9);
  ctx.bezierCurveTo(x - r * 1.4, y - r * 0.1, x - r * 0.8, y - r * 1.1, x, y - r * 0.45);
  ctx.bezierCurveTo(x + r * 0.8, y - r * 1.1, x + r * 1.4, y - r * 0.1, x, y + r * 0.9);
  ctx.closePath();
  if (s.look === 'photon') {
    const g = ctx.createRadialGradient(x - r * 0.3, y - r * 0.4, r * 0.1, x, y, r * 1.3);
    g.addColorStop(0, mix(color, s.colors.light, 0.4));
    g.addColorStop(1, mix(color, s.colors.shadow, 0.35));
    ctx.fillStyle = g;
  } else {
    ctx.fillStyle = color;
  }
  ctx.fill();
}
