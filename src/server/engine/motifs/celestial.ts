import { mix, rgba } from '../../../shared/color.ts';
import { circle, softLight, withGlow } from '../paint.ts';
import { U, type Scene } from '../scene.ts';

/** A sun: striped retro disc (Sonic) or a glowing disc with halo (Photon). */
export function sun(
  s: Scene,
  x: number,
  y: number,
  r: number,
  opts: { stripes?: boolean; top?: string; bottom?: string } = {},
) {
  const { ctx, colors } = s;
  const top = opts.top ?? colors.accent;
  const bottom = opts.bottom ?? colors.primary;
  if (s.look === 'photon') softLight(ctx, x, y, r * 3.2, colors.glow, 0.55);
  ctx.save();
  circle(ctx, x, y, r);
  ctx.clip();
  if (opts.stripes) {
    // The classic cut stripes across the lower half, each gap wider than the last. Drawn as a clip
    // of slices so the sky shows through (erasing would punch holes in the picture).
    ctx.beginPath();
    ctx.rect(x - r, y - r, r * 2, r * 1.05);
    let yy = y + r * 0.05;
    for (let i = 0; i < 7 && yy < y + r; i++) {
      const gap = r * (0.03 + i * 0.018);
      const slice = r * (0.12 - i * 0.01);
      ctx.rect(x - r, yy + gap, r * 2, slice);
      yy += gap + slice;
    }
    ctx.clip();
  }
  const g = ctx.createLinearGradient(0, y - r, 0, y + r);
  g.addColorStop(0, top);
  g.addColorStop(1, bottom);
  ctx.fillStyle = g;
  ctx.fillRect(x - r, y - r, r * 2, r * 2);
  ctx.restore();
}

export function moon(s: Scene, x: number, y: number, r: number, phase = 0.35) {
  const { ctx, colors } = s;
  if (s.look === 'photon') softLight(ctx, x, y, r * 3, colors.light, 0.35);
  ctx.save();
  circle(ctx, x, y, r);
  ctx.clip();
  ctx.fillStyle = colors.light;
  ctx.fillRect(x - r, y - r, r * 2, r * 2);
  // Maria: a few soft darker patches.
  const rng = s.rng.fork('moon');
  for (let i = 0; i < 6; i++) {
    circle(ctx, x + rng.range(-0.6, 0.6) * r, y + rng.range(-0.6, 0.6) * r, rng.range(0.12, 0.3) * r);
    ctx.fillStyle = rgba(mix(colors.light, colors.bg, 0.5), 0.25);
    ctx.fill();
  }
  if (phase > 0) {
    circle(ctx, x + r * (1 - phase) * 1.6, y - r * 0.1, r);
    ctx.fillStyle = colors.bgDeep;
    ctx.fill();
  }
  ctx.restore();
}

/** A field of stars, denser and finer in Photon. */
export function stars(s: Scene, count: number, y0 = 0, y1 = U, color?: string) {
  const { ctx, colors } = s;
  const rng = s.rng.fork('stars');
  const c = color ?? colors.light;
  for (let i = 0; i < count; i++) {
    const x = rng.range(0, U);
    const y = y0 + (y1 - y0) * rng.next() ** 1.3;
    const r = rng.next() ** 3 * (s.look === 'photon' ? 2.4 : 3.2) + 0.4;
    ctx.fillStyle = rgba(c, rng.range(0.35, 1));
    if (s.look === 'sonic' && r > 2.6) {
      // A four-point sparkle for the brightest stars.
      ctx.beginPath();
      ctx.moveTo(x, y - r * 3);
      ctx.lineTo(x + r * 0.6, y);
      ctx.lineTo(x, y + r * 3);
      ctx.lineTo(x - r * 0.6, y);
      ctx.closePath();
      ctx.fill();
      ctx.beginPath();
      ctx.moveTo(x - r * 3, y);
      ctx.lineTo(x, y + r * 0.6);
      ctx.lineTo(x + r * 3, y);
      ctx.lineTo(x, y - r * 0.6);
      ctx.closePath();
      ctx.fill();
    } else {
      circle(ctx, x, y, r);
      ctx.fill();
      if (s.look === 'photon' && r > 1.8) softLight(ctx, x, y, r * 6, c, 0.35);
    }
  }
}

/** A planet with shading and an optional ring. */
export function planet(s: Scene, x: number, y: number, r: number, color: string, ring: boolean, tilt = -0.35) {
  const { ctx, colors } = s;
  const drawRing = (front: boolean) => {
    ctx.save();
    ctx.translate(x, y);
    ctx.rotate(tilt);
    ctx.beginPath();
    ctx.ellipse(0, 0, r * 2.1, r * 0.5, 0, front ? 0 : Math.PI, front ? Math.PI : Math.PI * 2);
    ctx.lineWidth = r * 0.16;
    ctx.strokeStyle = rgba(mix(color, colors.light, 0.5), 0.9);
    ctx.stroke();
    ctx.restore();
  };
  if (ring) drawRing(false);
  withGlow(s, color, 40, () => {
    circle(ctx, x, y, r);
    const g = ctx.createRadialGradient(x - r * 0.4, y - r * 0.4, r * 0.1, x, y, r);
    g.addColorStop(0, mix(color, colors.light, 0.35));
    g.addColorStop(0.7, color);
    g.addColorStop(1, mix(color, colors.shadow, 0.6));
    ctx.fillStyle = s.look === 'sonic' ? color : g;
    ctx.fill();
  });
  if (s.look === 'sonic') {
    // Flat terminator: a shadow crescent instead of a gradient.
    ctx.save();
    circle(ctx, x, y, r);
    ctx.clip();
    circle(ctx, x + r * 0.62, y + r * 0.45, r * 1.05);
    ctx.fillStyle = rgba(colors.shadow, 0.3);
    ctx.fill();
    ctx.restore();
  }
  if (ring) drawRing(true);
}

/** A total eclipse: dark disc with a corona. */
export function eclipse(s: Scene, x: number, y: number, r: number) {
  const { ctx, colors } = s;
  const rng = s.rng.fork('corona');
  if (s.look === 'photon') {
    softLight(ctx, x, y, r * 3.4, colors.glow, 0.8);
    softLight(ctx, x, y, r * 1.6, colors.light, 0.9);
  } else {
    // Printed corona: radiating wedges.
    ctx.save();
    ctx.translate(x, y);
    const rays = 48;
    for (let i = 0; i < rays; i++) {
      const a = (i / rays) * Math.PI * 2;
      const len = r * rng.range(1.3, 2.2);
      ctx.beginPath();
      ctx.moveTo(Math.cos(a - 0.03) * r, Math.sin(a - 0.03) * r);
      ctx.lineTo(Math.cos(a) * len, Math.sin(a) * len);
      ctx.lineTo(Math.cos(a + 0.03) * r, Math.sin(a + 0.03) * r);
      ctx.fillStyle = i % 2 ? colors.glow : colors.accent;
      ctx.fill();
    }
    ctx.restore();
    circle(ctx, x, y, r * 1.06);
    ctx.fillStyle = colors.light;
    ctx.fill();
  }
  circle(ctx, x, y, r);
  ctx.fillStyle = colors.shadow;
  ctx.fill();
  // Diamond ring: one bright bead on the rim.
  const a = rng.range(0, Math.PI * 2);
  softLight(ctx, x + Math.cos(a) * r, y + Math.sin(a) * r, r * 0.5, colors.light, 1);
}
