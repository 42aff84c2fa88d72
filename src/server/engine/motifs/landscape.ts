import { mix, rgba } from '../../../shared/color.ts';
import { fillShape, ridgePath, softLight, withGlow } from '../paint.ts';
import { U, type Scene } from '../scene.ts';

/** Layered ridges receding into haze: nearest darkest, farthest closest to the sky colour. */
export function mountainRanges(s: Scene, layers: number, horizon: number, sky: string, near: string, jagged = 0.5) {
  const { ctx } = s;
  for (let i = 0; i < layers; i++) {
    const t = layers === 1 ? 1 : i / (layers - 1); // 0 = far, 1 = near
    const baseline = horizon + t * (U - horizon) * 0.55;
    const amplitude = U * 0.2 * (1 - t * 0.45) * s.rng.range(0.7, 1.2);
    ridgePath(ctx, s.rng, baseline, amplitude, jagged * (0.5 + t));
    const color = mix(sky, near, 0.25 + t * 0.75);
    fillShape(s, color, baseline - amplitude, U, mix(color, near, 0.5));
    if (s.look === 'photon' && i < layers - 1) {
      // Fog pooling in the valley in front of each ridge.
      const g = ctx.createLinearGradient(0, baseline - amplitude * 0.2, 0, baseline + amplitude * 0.6);
      g.addColorStop(0, rgba(sky, 0));
      g.addColorStop(0.7, rgba(sky, 0.45));
      g.addColorStop(1, rgba(sky, 0));
      ctx.fillStyle = g;
      ctx.fillRect(0, baseline - amplitude * 0.2, U, amplitude * 0.8);
    }
  }
}

/** A perspective grid floor from the horizon to the bottom edge. */
export function perspectiveGrid(s: Scene, horizon: number, color: string, density = 1) {
  const { ctx } = s;
  const vx = U / 2;
  ctx.save();
  ctx.beginPath();
  ctx.rect(0, horizon, U, U - horizon);
  ctx.clip();
  withGlow(s, color, 18, () => {
    ctx.strokeStyle = color;
    ctx.lineWidth = 2.2;
    const lines = Math.round(22 * density);
    for (let i = -lines; i <= lines; i++) {
      ctx.beginPath();
      ctx.moveTo(vx + i * 6, horizon);
      ctx.lineTo(vx + i * (U / lines) * 1.6, U + 10);
      ctx.stroke();
    }
    for (let k = 1; k < 16; k++) {
      const y = horizon + (U - horizon) * (k / 15) ** 2.2;
      ctx.lineWidth = 1 + (k / 15) * 3;
      ctx.beginPath();
      ctx.moveTo(0, y);
      ctx.lineTo(U, y);
      ctx.stroke();
    }
  });
  ctx.restore();
}

/** Rows of waves from the horizon down, larger as they come closer. */
export function sea(s: Scene, horizon: number, water: string, crest: string) {
  const { ctx } = s;
  const rng = s.rng.fork('sea');
  const g = ctx.createLinearGradient(0, horizon, 0, U);
  g.addColorStop(0, mix(water, crest, 0.25));
  g.addColorStop(1, mix(water, s.colors.shadow, 0.5));
  ctx.fillStyle = s.look === 'photon' ? g : water;
  ctx.fillRect(0, horizon, U, U - horizon);
  const rows = s.look === 'sonic' ? 9 : 16;
  for (let k = 0; k < rows; k++) {
    const t = (k + 1) / rows;
    const y = horizon + (U - horizon) * t ** 1.8;
    const amp = 2 + t * 26;
    const wl = 20 + t * 120;
    const phase = rng.range(0, wl);
    ctx.beginPath();
    ctx.moveTo(-20, y);
    for (let x = -20; x <= U + 20; x += 6) {
      ctx.lineTo(x, y - Math.abs(Math.sin(((x + phase) / wl) * Math.PI)) * amp);
    }
    if (s.look === 'sonic') {
      ctx.lineTo(U + 20, U + 20);
      ctx.lineTo(-20, U + 20);
      ctx.closePath();
      ctx.fillStyle = mix(water, s.colors.shadow, t * 0.55);
      ctx.fill();
      ctx.strokeStyle = crest;
      ctx.lineWidth = 1.5 + t * 3;
      ctx.stroke();
    } else {
      ctx.strokeStyle = rgba(crest, 0.12 + t * 0.25);
      ctx.lineWidth = 0.8 + t * 2.5;
      ctx.stroke();
    }
  }
}

/** A column of reflected light on water under a light source at x. */
export function reflection(s: Scene, x: number, horizon: number, width: number, color: string) {
  const { ctx } = s;
  const rng = s.rng.fork('reflection');
  for (let y = horizon + 4; y < U; y += s.look === 'sonic' ? 14 : 7) {
    const t = (y - horizon) / (U - horizon);
    const w = width * (0.4 + t * 1.2) * rng.range(0.5, 1.1);
    ctx.fillStyle = rgba(color, (1 - t) * (s.look === 'sonic' ? 0.9 : 0.55));
    ctx.fillRect(x - w / 2 + rng.range(-6, 6) * t, y, w, s.look === 'sonic' ? 5 : 2.5);
  }
}

/** Sand dunes as overlapping smooth curves, lit from one side. */
export function dunes(s: Scene, horizon: number, sand: string, shade: string) {
  const { ctx } = s;
  const rng = s.rng.fork('dunes');
  const layers = 4;
  for (let i = 0; i < layers; i++) {
    const t = i / (layers - 1);
    const base = horizon + t * (U - horizon) * 0.6;
    const x0 = rng.range(-200, 300);
    const w = rng.range(500, 900);
    const h = rng.range(60, 160) * (1 - t * 0.3);
    ctx.beginPath();
    ctx.moveTo(-20, U + 20);
    ctx.lineTo(-20, base + 40);
    ctx.bezierCurveTo(x0, base + 40, x0 + w * 0.3, base - h, x0 + w * 0.5, base - h);
    ctx.bezierCurveTo(x0 + w * 0.8, base - h, x0 + w, base + 30, U + 20, base + 20);
    ctx.lineTo(U + 20, U + 20);
    ctx.closePath();
    const color = mix(sand, shade, t * 0.5);
    fillShape(s, color, base - h, U, mix(color, shade, 0.6));
    // The shadowed lee side of the crest.
    ctx.save();
    ctx.clip();
    ctx.beginPath();
    ctx.moveTo(x0 + w * 0.5, base - h);
    ctx.bezierCurveTo(x0 + w * 0.55, base - h * 0.3, x0 + w * 0.7, base, x0 + w * 0.9, base + 60);
    ctx.lineTo(U + 40, U + 40);
    ctx.lineTo(U + 40, base - h);
    ctx.closePath();
    ctx.fillStyle = rgba(shade, 0.35);
    ctx.fill();
    ctx.restore();
  }
}

/** A road vanishing to a point on the horizon, with centre dashes. */
export function road(s: Scene, horizon: number, vx: number, asphalt: string, paint: string) {
  const { ctx } = s;
  ctx.beginPath();
  ctx.moveTo(vx - 4, horizon);
  ctx.lineTo(vx + 4, horizon);
  ctx.lineTo(U * 0.95, U + 10);
  ctx.lineTo(U * 0.05, U + 10);
  ctx.closePath();
  fillShape(s, asphalt, horizon, U, mix(asphalt, s.colors.shadow, 0.5));
  ctx.fillStyle = paint;
  for (let k = 0; k < 14; k++) {
    const t0 = (k / 14) ** 2;
    const t1 = ((k + 0.5) / 14) ** 2;
    const y0 = horizon + (U - horizon) * t0;
    const y1 = horizon + (U - horizon) * t1;
    const w0 = 1 + t0 * 14;
    const w1 = 1 + t1 * 14;
    ctx.beginPath();
    ctx.moveTo(vx - w0 / 2 + (U / 2 - vx) * t0, y0);
    ctx.lineTo(vx + w0 / 2 + (U / 2 - vx) * t0, y0);
    ctx.lineTo(vx + w1 / 2 + (U / 2 - vx) * t1, y1);
    ctx.lineTo(vx - w1 / 2 + (U / 2 - vx) * t1, y1);
    ctx.fill();
  }
}

/** Soft clouds (Photon) or stacked flat cloud shapes (Sonic). */
export function clouds(s: Scene, count: number, y0: number, y1: number, color: string) {
  const { ctx } = s;
  const rng = s.rng.fork('clouds');
  for (let i = 0; i < count; i++) {
    const x = rng.range(-100, U + 100);
    const y = rng.range(y0, y1);
    const w = rng.range(160, 380);
    if (s.look === 'photon') {
      for (let k = 0; k < 7; k++) {
        softLight(ctx, x + rng.range(-w / 2, w / 2), y + rng.range(-20, 20), rng.range(50, 110), color, 0.22);
      }
    } else {
      // Flat cumulus: lobes on a flat base, with a lighter cap catching the light from the upper left.
      const lobes = rng.int(3, 5);
      const circles: [number, number, number][] = [];
      for (let k = 0; k < lobes; k++) {
        const t = (k + 0.5) / lobes;
        const r = w * (0.16 + 0.14 * Math.sin(t * Math.PI)) * rng.range(0.85, 1.15);
        circles.push([x - w / 2 + w * t, y - r * 0.35, r]);
      }
      const shape = () => {
        ctx.beginPath();
        for (const [cx, cy, r] of circles) {
          ctx.moveTo(cx + r, cy);
          ctx.arc(cx, cy, r, 0, Math.PI * 2);
        }
        ctx.rect(x - w / 2, y - w * 0.05, w, w * 0.12);
      };
      ctx.save();
      shape();
      ctx.clip();
      ctx.fillStyle = mix(color, s.colors.shadow, 0.18);
      ctx.fillRect(x - w, y - w, w * 2, w * 1.2);
      ctx.fillStyle = color;
      ctx.beginPath();
      for (const [cx, cy, r] of circles) {
        ctx.moveTo(cx + r, cy - r * 0.25);
        ctx.arc(cx - r * 0.12, cy - r * 0.25, r * 0.92, 0, Math.PI * 2);
      }
      ctx.fill();
      ctx.restore();
    }
  }
}

export function rain(s: Scene, density: number, color: string) {
  const { ctx } = s;
  const rng = s.rng.fork('rain');
  ctx.strokeStyle = rgba(color, s.look === 'photon' ? 0.25 : 0.55);
  ctx.lineWidth = s.look === 'photon' ? 1.2 : 2;
  for (let i = 0; i < 260 * density; i++) {
    const x = rng.range(-50, U + 50);
    const y = rng.range(-50, U);
    const len = rng.range(20, 60);
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.lineTo(x - len * 0.18, y + len);
    ctx.stroke();
  }
}

export function lightning(s: Scene, x: number, y0: number, y1: number, color: string) {
  const { ctx } = s;
  const rng = s.rng.fork('lightning');
  const bolt = (x: number, y: number, end: number, width: number, depth: number) => {
    ctx.beginPath();
    ctx.moveTo(x, y);
    while (y < end) {
      x += rng.range(-40, 40);
      y += rng.range(20, 55);
      ctx.lineTo(x, y);
      if (depth < 2 && rng.chance(0.12)) {
        ctx.stroke();
        bolt(x, y, y + rng.range(60, 200), width * 0.5, depth + 1);
        ctx.beginPath();
        ctx.moveTo(x, y);
      }
    }
    ctx.lineWidth = width;
    ctx.stroke();
  };
  withGlow(s, color, 30, () => {
    ctx.strokeStyle = color;
    ctx.lineJoin = 'miter';
    bolt(x, y0, y1, 6, 0);
  });
}
