import { mix, rgba } from '../../../shared/color.ts';
import { circle, softLight } from '../paint.ts';
import type { Scene } from '../scene.ts';

/** A vinyl record with grooves, sheen and a label. */
export function vinyl(s: Scene, x: number, y: number, r: number, label: string, labelDot: string) {
  const { ctx, colors } = s;
  circle(ctx, x, y, r);
  ctx.fillStyle = '#0d0d10';
  ctx.fill();
  ctx.lineWidth = 0.8;
  for (let g = r * 0.36; g < r * 0.97; g += r * 0.018) {
    circle(ctx, x, y, g);
    ctx.strokeStyle = `rgba(255,255,255,${0.03 + ((g * 7) % 3) * 0.012})`;
    ctx.stroke();
  }
  // Light catching the grooves: two opposed sheen wedges.
  ctx.save();
  circle(ctx, x, y, r * 0.97);
  ctx.clip();
  for (const a of [-0.8, -0.8 + Math.PI]) {
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.arc(x, y, r, a - 0.22, a + 0.22);
    ctx.closePath();
    ctx.fillStyle = rgba(colors.light, s.look === 'photon' ? 0.1 : 0.16);
    ctx.fill();
  }
  ctx.restore();
  circle(ctx, x, y, r * 0.33);
  ctx.fillStyle = label;
  ctx.fill();
  circle(ctx, x, y, r * 0.2);
  ctx.strokeStyle = rgba(labelDot, 0.6);
  ctx.lineWidth = r * 0.012;
  ctx.stroke();
  circle(ctx, x, y, r * 0.025);
  ctx.fillStyle = colors.shadow;
  ctx.fill();
}

export function cassette(s: Scene, x: number, y: number, w: number, body: string, labelColor: string) {
  const { ctx, colors } = s;
  const h = w * 0.63;
  ctx.fillStyle = body;
  ctx.beginPath();
  ctx.roundRect(x - w / 2, y - h / 2, w, h, w * 0.04);
  ctx.fill();
  ctx.fillStyle = labelColor;
  ctx.beginPath();
  ctx.roundRect(x - w * 0.42, y - h * 0.4, w * 0.84, h * 0.52, w * 0.02);
  ctx.fill();
  ctx.fillStyle = colors.shadow;
  ctx.beginPath();
  ctx.roundRect(x - w * 0.28, y - h * 0.22, w * 0.56, h * 0.2, h * 0.1);
  ctx.fill();
  for (const side of [-1, 1]) {
    circle(ctx, x + side * w * 0.18, y - h * 0.12, h * 0.085);
    ctx.fillStyle = colors.light;
    ctx.fill();
  }
  ctx.fillStyle = mix(body, colors.shadow, 0.4);
  ctx.beginPath();
  ctx.moveTo(x - w * 0.3, y + h / 2);
  ctx.lineTo(x - w * 0.24, y + h * 0.22);
  ctx.lineTo(x + w * 0.24, y + h * 0.22);
  ctx.lineTo(x + w * 0.3, y + h / 2);
  ctx.fill();
}

/** An electric guitar silhouette, body centred at (x, y), rotated by `angle`. */
export function guitar(s: Scene, x: number, y: number, len: number, angle: number, body: string, detail: string) {
  const { ctx } = s;
  const k = len / 100;
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(angle);
  ctx.fillStyle = detail;
  ctx.fillRect(-2.2 * k, -70 * k, 4.4 * k, 62 * k);
  ctx.beginPath();
  ctx.roundRect(-4 * k, -82 * k, 8 * k, 14 * k, 2 * k);
  ctx.fill();
  ctx.fillStyle = body;
  ctx.beginPath();
  ctx.moveTo(0, -12 * k);
  ctx.bezierCurveTo(10 * k, -20 * k, 20 * k, -14 * k, 16 * k, -4 * k);
  ctx.bezierCurveTo(13 * k, 2 * k, 24 * k, 8 * k, 20 * k, 18 * k);
  ctx.bezierCurveTo(15 * k, 30 * k, -15 * k, 30 * k, -20 * k, 18 * k);
  ctx.bezierCurveTo(-24 * k, 8 * k, -13 * k, 2 * k, -16 * k, -4 * k);
  ctx.bezierCurveTo(-20 * k, -14 * k, -10 * k, -20 * k, 0, -12 * k);
  ctx.fill();
  ctx.fillStyle = detail;
  ctx.fillRect(-7 * k, 2 * k, 14 * k, 2.5 * k);
  ctx.fillRect(-7 * k, 10 * k, 14 * k, 2.5 * k);
  ctx.restore();
}

export function microphone(s: Scene, x: number, y: number, h: number, metal: string, grille: string) {
  const { ctx, colors } = s;
  const r = h * 0.16;
  ctx.fillStyle = metal;
  ctx.beginPath();
  ctx.roundRect(x - r * 0.35, y - h + r * 1.6, r * 0.7, h * 0.55, r * 0.2);
  ctx.fill();
  ctx.beginPath();
  ctx.roundRect(x - r, y - h, r * 2, r * 2.2, r);
  ctx.fillStyle = grille;
  ctx.fill();
  ctx.strokeStyle = rgba(colors.shadow, 0.45);
  ctx.lineWidth = r * 0.06;
  for (let i = 1; i < 6; i++) {
    ctx.beginPath();
    ctx.moveTo(x - r, y - h + (i * r * 2.2) / 6);
    ctx.lineTo(x + r, y - h + (i * r * 2.2) / 6);
    ctx.stroke();
  }
  ctx.strokeStyle = metal;
  ctx.lineWidth = r * 0.2;
  ctx.beginPath();
  ctx.arc(x, y - h + r * 1.2, r * 1.35, 0.15 * Math.PI, 0.85 * Math.PI);
  ctx.stroke();
  ctx.fillRect(x - r * 0.1, y - h + r * 2.5, r * 0.2, h * 0.5);
}

export function headphones(s: Scene, x: number, y: number, r: number, color: string, pad: string) {
  const { ctx } = s;
  ctx.strokeStyle = color;
  ctx.lineWidth = r * 0.14;
  ctx.beginPath();
  ctx.arc(x, y, r, Math.PI * 1.08, Math.PI * 1.92);
  ctx.stroke();
  for (const side of [-1, 1]) {
    ctx.fillStyle = color;
    ctx.beginPath();
    ctx.roundRect(x + side * r * 0.98 - r * 0.2, y - r * 0.1, r * 0.4, r * 0.7, r * 0.16);
    ctx.fill();
    ctx.fillStyle = pad;
    ctx.beginPath();
    ctx.roundRect(x + side * r * 0.98 - r * 0.12 - (side > 0 ? r * 0.14 : -r * 0.14), y, r * 0.24, r * 0.5, r * 0.1);
    ctx.fill();
  }
}

/** A faceted crystal: facets in three tones of one colour. */
export function crystal(s: Scene, x: number, y: number, h: number, color: string) {
  const { ctx, colors } = s;
  const w = h * 0.38;
  const tones = [mix(color, colors.light, 0.45), color, mix(color, colors.shadow, 0.45)];
  const top: [number, number] = [x, y - h / 2];
  const bottom: [number, number] = [x, y + h / 2];
  const left: [number, number] = [x - w, y - h * 0.1];
  const right: [number, number] = [x + w, y - h * 0.1];
  const mid: [number, number] = [x + w * 0.15, y - h * 0.05];
  const faces: [number, number][][] = [
    [top, left, mid],
    [top, mid, right],
    [left, bottom, mid],
    [mid, bottom, right],
  ];
  faces.forEach((f, i) => {
    ctx.beginPath();
    ctx.moveTo(...f[0]!);
    f.slice(1).forEach((p) => ctx.lineTo(...p));
    ctx.closePath();
    ctx.fillStyle = tones[[0, 1, 1, 2][i]!]!;
    ctx.fill();
  });
  if (s.look === 'photon') softLight(ctx, x - w * 0.2, y - h * 0.2, h * 0.6, colors.light, 0.25);
}

export function pyramid(s: Scene, x: number, base: number, w: number, lit: string, shade: string) {
  const { ctx } = s;
  const h = w * 0.62;
  ctx.beginPath();
  ctx.moveTo(x - w / 2, base);
  ctx.lineTo(x, base - h);
  ctx.lineTo(x + w * 0.12, base);
  ctx.closePath();
  ctx.fillStyle = lit;
  ctx.fill();
  ctx.beginPath();
  ctx.moveTo(x + w * 0.12, base);
  ctx.lineTo(x, base - h);
  ctx.lineTo(x + w / 2, base);
  ctx.closePath();
  ctx.fillStyle = shade;
  ctx.fill();
}

/** A low coupé seen from behind-three-quarters: body, glass, tail-lights. */
export function car(s: Scene, x: number, y: number, w: number, body: string, lights: string) {
  const { ctx, colors } = s;
  const h = w * 0.34;
  ctx.fillStyle = colors.shadow;
  ctx.beginPath();
  ctx.ellipse(x, y, w * 0.56, h * 0.12, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = body;
  ctx.beginPath();
  ctx.moveTo(x - w / 2, y - h * 0.1);
  ctx.lineTo(x - w / 2, y - h * 0.55);
  ctx.quadraticCurveTo(x - w * 0.44, y - h * 0.65, x - w * 0.3, y - h * 0.66);
  ctx.lineTo(x - w * 0.2, y - h);
  ctx.lineTo(x + w * 0.2, y - h);
  ctx.lineTo(x + w * 0.3, y - h * 0.66);
  ctx.quadraticCurveTo(x + w * 0.44, y - h * 0.65, x + w / 2, y - h * 0.55);
  ctx.lineTo(x + w / 2, y - h * 0.1);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = mix(colors.bgDeep, colors.light, 0.15);
  ctx.beginPath();
  ctx.moveTo(x - w * 0.26, y - h * 0.66);
  ctx.lineTo(x - w * 0.18, y - h * 0.93);
  ctx.lineTo(x + w * 0.18, y - h * 0.93);
  ctx.lineTo(x + w * 0.26, y - h * 0.66);
  ctx.closePath();
  ctx.fill();
  ctx.save();
  if (s.look === 'photon') {
    ctx.shadowColor = lights;
    ctx.shadowBlur = 30 * (s.size / 1000);
  }
  ctx.fillStyle = lights;
  ctx.fillRect(x - w * 0.47, y - h * 0.5, w * 0.3, h * 0.09);
  ctx.fillRect(x + w * 0.17, y - h * 0.5, w * 0.3, h * 0.09);
  ctx.restore();
  ctx.fillStyle = colors.shadow;
  ctx.fillRect(x - w * 0.46, y - h * 0.12, w * 0.16, h * 0.14);
  ctx.fillRect(x + w * 0.3, y - h * 0.12, w * 0.16, h * 0.14);
}
