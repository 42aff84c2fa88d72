import { mix, rgba } from '../../../shared/color.ts';
import { softLight } from '../paint.ts';
import { U, type Scene } from '../scene.ts';

/** A row of buildings standing on `ground`, with lit windows; `depth` 0 = far (small, hazy), 1 = near. */
export function skyline(s: Scene, ground: number, depth: number, body: string, windowColor: string) {
  const { ctx } = s;
  const rng = s.rng.fork(`skyline-${depth}`);
  let x = -rng.range(0, 40);
  const scale = 0.55 + depth * 0.6;
  while (x < U) {
    const w = rng.range(40, 110) * scale;
    const h = rng.range(120, 420) * scale * (rng.chance(0.12) ? 1.5 : 1);
    const top = ground - h;
    ctx.fillStyle = body;
    ctx.fillRect(x, top, w + 1, h + 2);
    // Roof details: antenna, stepped crown or a spire.
    const roof = rng.next();
    if (roof < 0.25) ctx.fillRect(x + w / 2 - 1.5, top - h * 0.18, 3, h * 0.18);
    else if (roof < 0.4) ctx.fillRect(x + w * 0.2, top - h * 0.06, w * 0.6, h * 0.06 + 1);
    else if (roof < 0.5) {
      ctx.beginPath();
      ctx.moveTo(x + w * 0.3, top);
      ctx.lineTo(x + w / 2, top - h * 0.22);
      ctx.lineTo(x + w * 0.7, top);
      ctx.fill();
    }
    // Windows: a grid, a fraction lit.
    const cell = 9 * scale + 3;
    const lit = rng.range(0.12, 0.45);
    for (let wy = top + cell; wy < ground - cell; wy += cell * 1.5) {
      for (let wx = x + cell * 0.6; wx < x + w - cell * 0.8; wx += cell) {
        if (!rng.chance(lit)) continue;
        ctx.fillStyle = rgba(windowColor, rng.range(0.55, 1));
        ctx.fillRect(wx, wy, cell * 0.5, cell * 0.7);
      }
    }
    if (s.look === 'photon' && depth > 0.5 && rng.chance(0.15)) {
      softLight(ctx, x + w / 2, top + h * 0.3, w * 0.9, windowColor, 0.25);
    }
    x += w + rng.range(0, 14) * scale;
  }
}

/** Neon signs: simple glowing bars and rings on the buildings (no letters: the only text is the title). */
export function neonAccents(s: Scene, ground: number, colors: string[]) {
  const { ctx } = s;
  const rng = s.rng.fork('neon');
  for (let i = 0; i < 7; i++) {
    const c = rng.pick(colors);
    const x = rng.range(40, U - 80);
    const y = rng.range(ground - 320, ground - 60);
    ctx.save();
    if (s.look === 'photon') {
      ctx.shadowColor = c;
      ctx.shadowBlur = 24 * (s.size / U);
    }
    ctx.strokeStyle = mix(c, '#ffffff', 0.25);
    ctx.lineWidth = 3;
    if (rng.chance(0.5)) {
      ctx.strokeRect(x, y, rng.range(20, 50), rng.range(50, 120));
    } else {
      ctx.beginPath();
      ctx.arc(x, y, rng.range(10, 22), 0, Math.PI * 2);
      ctx.stroke();
    }
    ctx.restore();
  }
}
