import { mix, rgba } from '../../../shared/color.ts';
import { circle } from '../paint.ts';
import type { Scene } from '../scene.ts';

/** A palm tree silhouette rooted at (x, y), `h` tall, leaning by `lean` (-1..1). */
export function palm(s: Scene, x: number, y: number, h: number, lean: number, color: string) {
  const { ctx } = s;
  const rng = s.rng.fork(`palm-${Math.round(x)}`);
  const topX = x + lean * h * 0.35;
  const topY = y - h;
  ctx.fillStyle = color;
  ctx.strokeStyle = color;
  // Trunk: a tapering curve.
  ctx.beginPath();
  ctx.moveTo(x - h * 0.035, y);
  ctx.quadraticCurveTo(x + lean * h * 0.05, y - h * 0.5, topX - h * 0.012, topY);
  ctx.lineTo(topX + h * 0.012, topY);
  ctx.quadraticCurveTo(x + lean * h * 0.05 + h * 0.03, y - h * 0.5, x + h * 0.035, y);
  ctx.fill();
  // Fronds: arched leaves with a saw-tooth edge.
  const fronds = 7;
  for (let i = 0; i < fronds; i++) {
    const a = -Math.PI / 2 + ((i / (fronds - 1)) * 2 - 1) * 1.45 + rng.range(-0.12, 0.12);
    const len = h * rng.range(0.42, 0.55);
    const droop = h * 0.22;
    const ex = topX + Math.cos(a) * len;
    const ey = topY + Math.sin(a) * len * 0.55 + droop;
    const cx = topX + Math.cos(a) * len * 0.5;
    const cy = topY + Math.sin(a) * len * 0.6 - droop * 0.3;
    ctx.beginPath();
    ctx.moveTo(topX, topY);
    ctx.quadraticCurveTo(cx, cy - h * 0.03, ex, ey);
    ctx.quadraticCurveTo(cx, cy + h * 0.03, topX, topY + h * 0.01);
    ctx.fill();
    ctx.lineWidth = h * 0.006;
    for (let k = 1; k < 9; k++) {
      const t = k / 9;
      const px = (1 - t) ** 2 * topX + 2 * (1 - t) * t * cx + t * t * ex;
      const py = (1 - t) ** 2 * topY + 2 * (1 - t) * t * cy + t * t * ey;
      ctx.beginPath();
      ctx.moveTo(px, py);
      ctx.lineTo(px + Math.cos(a + 1.2) * h * 0.05 * (1 - t), py + h * 0.06 * (1 - t) + h * 0.01);
      ctx.stroke();
    }
  }
}

/** A conifer (pointed) or broadleaf (round) tree silhouette. */
export function tree(s: Scene, x: number, y: number, h: number, color: string, kind: 'pine' | 'round') {
  const { ctx } = s;
  ctx.fillStyle = color;
  ctx.fillRect(x - h * 0.02, y - h * 0.25, h * 0.04, h * 0.25);
  if (kind === 'pine') {
    const tiers = 5;
    for (let i = 0; i < tiers; i++) {
      const t = i / tiers;
      const w = h * 0.32 * (1 - t * 0.75);
      const base = y - h * 0.12 - t * h * 0.75;
      ctx.beginPath();
      ctx.moveTo(x - w, base);
      ctx.lineTo(x, base - h * 0.3);
      ctx.lineTo(x + w, base);
      ctx.closePath();
      ctx.fill();
    }
  } else {
    const rng = s.rng.fork(`tree-${Math.round(x)}`);
    for (let i = 0; i < 6; i++) {
      circle(ctx, x + rng.range(-0.2, 0.2) * h, y - h * 0.55 + rng.range(-0.18, 0.15) * h, h * rng.range(0.18, 0.28));
      ctx.fill();
    }
  }
}

/** A stylised flower: petals around a centre, on a curved stem. */
export function flower(
  s: Scene,
  x: number,
  y: number,
  r: number,
  petal: string,
  centre: string,
  petals = 7,
  stem?: string,
) {
  const { ctx } = s;
  if (stem) {
    ctx.strokeStyle = stem;
    ctx.lineWidth = r * 0.12;
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.quadraticCurveTo(x - r * 0.6, y + r * 2.5, x + r * 0.2, y + r * 5);
    ctx.stroke();
  }
  ctx.save();
  ctx.translate(x, y);
  for (let i = 0; i < petals; i++) {
    ctx.rotate((Math.PI * 2) / petals);
    ctx.beginPath();
    ctx.ellipse(0, -r * 0.62, r * 0.3, r * 0.6, 0, 0, Math.PI * 2);
    if (s.look === 'photon') {
      const g = ctx.createLinearGradient(0, 0, 0, -r * 1.2);
      g.addColorStop(0, mix(petal, s.colors.shadow, 0.35));
      g.addColorStop(1, mix(petal, s.colors.light, 0.25));
      ctx.fillStyle = g;
    } else {
      ctx.fillStyle = petal;
    }
    ctx.fill();
  }
  ctx.restore();
  circle(ctx, x, y, r * 0.26);
  ctx.fillStyle = centre;
  ctx.fill();
}

/** A leaf with a midrib, pointing along `angle`. */
export function leaf(s: Scene, x: number, y: number, len: number, angle: number, color: string, vein?: string) {
  const { ctx } = s;
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(angle);
  ctx.beginPath();
  ctx.moveTo(0, 0);
  ctx.bezierCurveTo(len * 0.3, -len * 0.32, len * 0.75, -len * 0.22, len, 0);
  ctx.bezierCurveTo(len * 0.75, len * 0.22, len * 0.3, len * 0.32, 0, 0);
  ctx.fillStyle = color;
  ctx.fill();
  if (vein) {
    ctx.strokeStyle = vein;
    ctx.lineWidth = len * 0.015;
    ctx.beginPath();
    ctx.moveTo(0, 0);
    ctx.lineTo(len * 0.95, 0);
    for (let k = 1; k < 6; k++) {
      const t = (k / 6) * len;
      ctx.moveTo(t, 0);
      ctx.lineTo(t + len * 0.12, -len * 0.12 * (1 - k / 7));
      ctx.moveTo(t, 0);
      ctx.lineTo(t + len * 0.12, len * 0.12 * (1 - k / 7));
    }
    ctx.stroke();
  }
  ctx.restore();
}

/** A saguaro cactus silhouette. */
export function cactus(s: Scene, x: number, y: number, h: number, color: string) {
  const { ctx } = s;
  const w = h * 0.13;
  ctx.fillStyle = color;
  const capsule = (cx: number, top: number, bottom: number, width: number) => {
    ctx.beginPath();
    ctx.moveTo(cx - width / 2, bottom);
    ctx.lineTo(cx - width / 2, top + width / 2);
    ctx.arc(cx, top + width / 2, width / 2, Math.PI, 0);
    ctx.lineTo(cx + width / 2, bottom);
    ctx.fill();
  };
  capsule(x, y - h, y, w);
  capsule(x - w * 1.3, y - h * 0.72, y - h * 0.38, w * 0.75);
  ctx.fillRect(x - w * 1.3, y - h * 0.42, w * 1.3, w * 0.6);
  capsule(x + w * 1.3, y - h * 0.82, y - h * 0.5, w * 0.75);
  ctx.fillRect(x, y - h * 0.54, w * 1.3, w * 0.6);
}

/** A flock of simple gull silhouettes. */
export function birds(s: Scene, cx: number, cy: number, spread: number, count: number, color: string) {
  const { ctx } = s;
  const rng = s.rng.fork('birds');
  ctx.strokeStyle = color;
  ctx.lineCap = 'round';
  for (let i = 0; i < count; i++) {
    const x = cx + rng.gauss() * spread;
    const y = cy + rng.gauss() * spread * 0.4;
    const w = rng.range(8, 22);
    ctx.lineWidth = w * 0.18;
    ctx.beginPath();
    ctx.moveTo(x - w, y - w * 0.2);
    ctx.quadraticCurveTo(x - w * 0.5, y - w * 0.55, x, y);
    ctx.quadraticCurveTo(x + w * 0.5, y - w * 0.55, x + w, y - w * 0.2);
    ctx.stroke();
  }
}

export function butterfly(s: Scene, x: number, y: number, r: number, wing: string, body: string) {
  const { ctx } = s;
  ctx.save();
  ctx.translate(x, y);
  for (const side of [-1, 1]) {
    ctx.beginPath();
    ctx.ellipse(side * r * 0.5, -r * 0.25, r * 0.5, r * 0.38, side * -0.5, 0, Math.PI * 2);
    ctx.fillStyle = wing;
    ctx.fill();
    ctx.beginPath();
    ctx.ellipse(side * r * 0.38, r * 0.3, r * 0.3, r * 0.24, side * 0.6, 0, Math.PI * 2);
    ctx.fillStyle = mix(wing, body, 0.25);
    ctx.fill();
    circle(ctx, side * r * 0.55, -r * 0.3, r * 0.1);
    ctx.fillStyle = rgba(body, 0.6);
    ctx.fill();
  }
  ctx.fillStyle = body;
  ctx.beginPath();
  ctx.ellipse(0, 0, r * 0.06, r * 0.45, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
}
