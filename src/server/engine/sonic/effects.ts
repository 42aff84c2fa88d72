/**
 * Atmosphere in print: light as paper knocked out in halftone (rays, spotlights), neon grids as bright ink lines,
 * rain as ruled printed lines, snow as paper dots, fog as bands of paper tint, smoke as dissolving halftone, fire as
 * stepped flame bands, and particles as small printed shapes.
 */
import type { Effect } from '../../../shared/contracts/scene-brief.ts';
import { circlePath, cloudPath, petalPath, sparklePath, starPath } from './geom.ts';
import { brightestInk, byLightness, mixLightness } from './inks.ts';
import { PAPER, stable, type Draw } from './press.ts';
import type { Sonic } from './state.ts';
import { lightStrands, pennantsAlong } from '../string-lights.ts';
import { smokePlume } from './land.ts';

/** Effects drawn behind the subjects (part of the environment). */
export const BACK_EFFECTS: Effect[] = ['stars', 'aurora', 'rainbow', 'light-rays', 'spotlight', 'neon-grid'];

export function lightRays(S: Sonic): void {
  const rng = S.rng('rays');
  const l = S.plan.light;
  const under = S.plan.environment.setting === 'underwater';
  const ox = under ? rng.range(300, 700) : Math.max(-100, Math.min(1100, l.x));
  const oy = under ? -80 : Math.min(l.y, 900);
  const n = rng.int(5, 8);
  const rays: Draw = (c) => {
    c.beginPath();
    for (let i = 0; i < n; i++) {
      const a = (under ? Math.PI / 2 : Math.atan2(500 - oy, 500 - ox)) + rng.range(-0.55, 0.55);
      const w = rng.range(0.02, 0.06);
      c.moveTo(ox, oy);
      c.lineTo(ox + Math.cos(a - w) * 1600, oy + Math.sin(a - w) * 1600);
      c.lineTo(ox + Math.cos(a + w) * 1600, oy + Math.sin(a + w) * 1600);
      c.closePath();
    }
  };
  // Light is the absence of ink: paper dots fading away from the source.
  S.press.ink(
    PAPER,
    (c) => {
      rays(c);
      c.clip();
      c.beginPath();
      c.rect(-20, -20, 1040, 1040);
      c.fill();
    },
    0.35,
  );
  S.press.rampRadial(PAPER, rays, ox, oy, 0, 1300, 0.6, 0, { steps: 8 });
}

export function spotlight(S: Sonic): void {
  const rng = S.rng('spot');
  const hero = S.plan.subjects[0];
  const tx = hero ? hero.x : 500;
  const ty = hero ? hero.y + hero.h / 2 : 820;
  const sx = rng.range(250, 750);
  const cone: Draw = (c) => {
    c.beginPath();
    c.moveTo(sx - 12, -20);
    c.lineTo(sx + 12, -20);
    c.lineTo(tx + 190, ty);
    c.lineTo(tx - 190, ty);
    c.closePath();
    circlePath(c, tx, ty, 190, 42);
  };
  S.press.rampLinear(PAPER, cone, [sx, 0], [tx, ty], 0.3, 0.85, { steps: 8 });
}

export function neonGrid(S: Sonic): void {
  const h = S.plan.horizon < 1000 ? S.plan.horizon : 700;
  const ink = brightestInk(S.set, [S.set.key]);
  const grid: Draw = (c) => {
    c.save();
    c.beginPath();
    c.rect(-20, h, 1040, 1040);
    c.clip();
    c.beginPath();
    for (let i = -14; i <= 14; i++) {
      c.moveTo(500 + i * 18, h);
      c.lineTo(500 + i * 150, 1020);
    }
    for (let k = 1; k < 14; k++) {
      const y = h + (1000 - h) * (k / 14) ** 2.2;
      c.moveTo(-20, y);
      c.lineTo(1020, y);
    }
    c.lineWidth = 3.2;
    c.stroke();
    c.restore();
  };
  S.press.piece([{ ink: S.set.key, level: 0.9 }], (c) => {
    c.beginPath();
    c.rect(-20, h, 1040, 1040);
    c.fill();
  });
  // Glow: a wider halftone stroke under the line.
  S.press.ink(
    ink,
    (c) => {
      c.save();
      grid(c);
      c.restore();
    },
    1,
  );
  S.press.ink(
    ink,
    (c) => {
      c.lineWidth = 10;
      c.save();
      c.beginPath();
      c.rect(-20, h, 1040, 1040);
      c.clip();
      c.beginPath();
      for (let i = -14; i <= 14; i++) {
        c.moveTo(500 + i * 18, h);
        c.lineTo(500 + i * 150, 1020);
      }
      c.lineWidth = 11;
      c.stroke();
      c.restore();
    },
    0.3,
  );
}

export function rain(S: Sonic): void {
  const rng = S.rng('rain');
  const slant = rng.range(0.12, 0.3) * (rng.chance(0.5) ? 1 : -1);
  const dark = mixLightness(S.set, S.set.roles.skyTop) < 0.45;
  const order = byLightness(S.set);
  const ink = dark ? order[0]! : S.set.key;
  // Indoors it rains on the window only ("rain on the window" fell across a kitchen in round 55).
  const pane = S.window;
  const lines: Draw = (c) => {
    c.save();
    if (pane) {
      c.beginPath();
      c.rect(pane.x, pane.y, pane.w, pane.h);
      c.clip();
    }
    c.beginPath();
    const n = pane ? 70 : S.storm ? 260 : 180;
    const [x0, x1, y0, y1] = pane
      ? [pane.x - 40, pane.x + pane.w + 40, pane.y - 60, pane.y + pane.h]
      : [-100, 1100, -50, 1000];
    for (let i = 0; i < n; i++) {
      const x = rng.range(x0, x1);
      const y = rng.range(y0, y1);
      const l = rng.range(25, 70);
      c.moveTo(x, y);
      c.lineTo(x + slant * l, y + l);
    }
    c.lineWidth = 1.6;
    c.lineCap = 'round';
    c.stroke();
    c.restore();
  };
  // Rain on a dark sky is paper showing through (ruled white lines); on a light one, ruled key lines. A window is a
  // light pane whatever the sky: its rain is ruled in the key.
  if (pane) S.press.ink(S.set.key, lines, 0.85);
  else if (dark) S.press.knock(lines, { alpha: S.storm ? 0.45 : 0.6 });
  else S.press.ink(ink, lines, 0.85);
}

export function snow(S: Sonic): void {
  const rng = S.rng('snowfall');
  S.press.knock((c) => {
    c.beginPath();
    for (let i = 0; i < 220; i++) circlePath(c, rng.range(0, 1000), rng.range(0, 1000), rng.range(1.2, 4.2));
    c.fill();
  });
}

/** Fog: drifting bands of paper showing through the ink, each thickening downward, denser low down. */
export function fog(S: Sonic): void {
  const rng = S.rng('fog');
  const h = Math.min(S.plan.horizon, 950);
  // Mist lying low: two thin drifting bands of paper dots at the foot of the scene.
  for (let k = 0; k < 2; k++) {
    const y = h + 20 + k * 120 + rng.range(-15, 15);
    const depth = 60;
    const band: Draw = (c) => {
      c.beginPath();
      c.moveTo(-20, y);
      for (let x = -20; x <= 1020; x += 40) c.lineTo(x, y + Math.sin(x * 0.01 + k * 2) * 14);
      c.lineTo(1020, y + depth);
      for (let x = 1020; x >= -20; x -= 40) c.lineTo(x, y + depth + Math.sin(x * 0.013 + k) * 10);
      c.closePath();
    };
    S.press.rampLinear(PAPER, band, [500, y - 10], [500, y + depth], 0.05, 0.4 - k * 0.1, { steps: 5, angle: 0 });
  }
}

/**
 * Something of the setting in front of the subjects, so they stand in the scene rather than on it: foam around a
 * wave-washed subject, a cloud bank drifting across a sky subject, weed underwater.
 */
export function foreground(S: Sonic): void {
  const setting = S.plan.environment.setting;
  const grounded = S.plan.subjects.filter((s) => s.grounded && s.depth < 0.5);
  const floor = S.floor.length ? S.floor : [{ ink: S.set.key, level: 1 }];
  if (setting === 'sky') {
    // A low bank of cloud sheets across the bottom, overlapping whatever flies above it: a tinted back row, a paper
    // front row with shaded bellies.
    const lightInk = byLightness(S.set)[0]!;
    for (let k = 0; k < 2; k++) {
      const base = 1010 - (1 - k) * 50;
      const bank: Draw = (c) => {
        const r = S.rng(`fg-cloud-${k}`);
        c.beginPath();
        for (let x = -60 + r.range(0, 80); x < 1080; x += r.range(150, 260))
          cloudPath(c, r.fork(`b${x}`), x, base, r.range(220, 360), r.range(80, 130));
      };
      S.press.piece(
        k ? [] : [{ ink: lightInk, level: 0.4 }],
        (c) => {
          bank(c);
          c.fill();
        },
        { lift: 1.6 },
      );
      if (!S.press.cut)
        S.press.rampLinear(lightInk, bank, [500, base - 130], [500, base], 0, k ? 0.45 : 0.7, { steps: 6 });
    }
    return;
  }
  // No grass at the feet: a strip of blades under a subject read as a line of garbled text at cover size (the panel,
  // round 21), and grounded things already stand on their shadow.
  for (const s of grounded) {
    const b = { x0: s.x - s.w / 2, w: s.w, base: s.y + s.h / 2 };
    if ((setting === 'beach' || setting === 'sea' || setting === 'lake') && S.water) {
      // Foam and ripples across the foot.
      S.press.knock((c) => {
        const r = S.rng(`fg-foam-${Math.round(s.x)}`);
        c.beginPath();
        for (let x = b.x0 - 30; x < b.x0 + b.w + 30; x += r.range(12, 22))
          circlePath(c, x, b.base - r.range(0, 10), r.range(5, 12), r.range(3, 6));
        c.rect(b.x0 - 20, b.base - 2, b.w + 40, 5);
        c.fill();
      });
    }
  }
  if (setting === 'underwater') {
    S.press.piece(
      floor,
      (c) => {
        const r = S.rng('fg-weed');
        c.beginPath();
        for (let i = 0; i < 4; i++) {
          const x = r.pick([r.range(-20, 120), r.range(880, 1020)]);
          const hgt = r.range(160, 320);
          const ph = r.range(0, 6);
          for (let k = 0; k <= 12; k++) {
            const t = k / 12;
            const sx = x + Math.sin(t * 5 + ph) * 22 * t;
            circlePath(c, sx, 1010 - hgt * t, 11 * (1 - t) + 2, 9);
          }
        }
        c.fill();
      },
      { lift: 1.6 },
    );
  }
}

export function smoke(S: Sonic): void {
  const rng = S.rng('smoke');
  for (let k = 0; k < 2; k++)
    smokePlume(S, rng.range(150, 850), 1000, rng.range(300, 460), rng.range(500, 800), rng.fork(`p${k}`));
}

export function fire(S: Sonic): void {
  const rng = S.rng('fire');
  const order = byLightness(S.set);
  const hot = brightestInk(S.set, [S.set.key]);
  const bands = [
    { ink: hot, h: 1 },
    { ink: order[Math.min(1, order.length - 1)]!, h: 0.62 },
    { ink: order[0]!, h: 0.32 },
  ];
  bands.forEach((b, k) => {
    S.press.piece(
      [{ ink: b.ink, level: 1 }],
      (c) => {
        c.beginPath();
        c.moveTo(-20, 1020);
        const n = 11;
        for (let i = 0; i <= n; i++) {
          const x = -20 + (i / n) * 1040;
          const tip = 1000 - 260 * b.h * rng.range(0.6, 1.2);
          c.quadraticCurveTo(x - 1040 / n / 2, 1000 - 60 * b.h, x, tip);
        }
        c.lineTo(1020, 1020);
        c.closePath();
        c.fill();
      },
      { lift: 0.5 + k * 0.3 },
    );
  });
}

export function sparks(S: Sonic): void {
  const rng = S.rng('sparks');
  const ink = brightestInk(S.set, [S.set.key]);
  S.press.piece([{ ink, level: 1 }], (c) => {
    c.beginPath();
    for (let i = 0; i < 70; i++) {
      const x = rng.range(0, 1000);
      const y = rng.range(200, 1000);
      const a = -Math.PI / 2 + rng.range(-0.6, 0.6);
      const l = rng.range(6, 16);
      c.moveTo(x, y);
      c.lineTo(x + Math.cos(a) * l, y + Math.sin(a) * l);
    }
    c.lineWidth = 2.2;
    c.lineCap = 'round';
    c.stroke();
  });
}

export function petals(S: Sonic): void {
  const rng = S.rng('petals');
  const ink = brightestInk(S.set, [S.set.key]);
  S.press.piece([{ ink, level: 1 }], (c) => {
    c.beginPath();
    for (let i = 0; i < 46; i++)
      petalPath(c, rng.range(0, 1000), rng.range(0, 1000), rng.range(9, 20), rng.range(0, Math.PI));
    c.fill();
  });
}

export function bubbles(S: Sonic): void {
  const rng = S.rng('bubbles');
  const dark = mixLightness(S.set, S.backdrop) < 0.5;
  const ink = dark ? PAPER : S.set.key;
  const ring: Draw = (c) => {
    c.beginPath();
    for (let i = 0; i < 34; i++) {
      const x = rng.range(40, 960);
      const y = rng.range(60, 960);
      const r = rng.range(4, 18) * (rng.chance(0.15) ? 2 : 1);
      circlePath(c, x, y, r);
      circlePath(c, x - r * 0.35, y - r * 0.35, r * 0.2);
    }
    c.lineWidth = 2.4;
    c.stroke();
  };
  if (ink === PAPER) S.press.knock(ring);
  else S.press.ink(ink, ring);
}

export function glitter(S: Sonic): void {
  const rng = S.rng('glitter');
  const order = byLightness(S.set);
  const dark = mixLightness(S.set, S.backdrop) < 0.5;
  const draw: Draw = stable((c) => {
    c.beginPath();
    for (let i = 0; i < 60; i++) {
      const x = rng.range(0, 1000);
      const y = rng.range(0, 1000);
      const kind = rng.next();
      if (kind < 0.3) sparklePath(c, x, y, rng.range(6, 16));
      else if (kind < 0.5) starPath(c, x, y, rng.range(3, 6), rng.range(0, 1));
      else circlePath(c, x, y, rng.range(1, 2.6));
    }
    c.fill();
  });
  if (dark) S.press.knock(draw);
  S.press.ink(dark ? order[0]! : S.set.key, draw, dark ? 0.6 : 1);
}

/** Strung lights: the wire in the darkest ink, each bulb in the lightest with a dotted halo of it round it. */
export function stringLights(S: Sonic): void {
  const strands = lightStrands(S.rng('string-lights'), S.plan.horizon);
  const order = byLightness(S.set);
  const wire: Draw = stable((c) => {
    c.beginPath();
    for (const s of strands) s.wire.forEach(([x, y], i) => (i ? c.lineTo(x, y) : c.moveTo(x, y)));
    c.lineWidth = 2;
    c.stroke();
  });
  const bulbs: Draw = stable((c) => {
    c.beginPath();
    for (const s of strands) for (const b of s.bulbs) circlePath(c, b.x, b.y, b.r * 0.8);
    c.fill();
  });
  const halos: Draw = stable((c) => {
    c.beginPath();
    for (const s of strands) for (const b of s.bulbs) circlePath(c, b.x, b.y, b.r * 2.6);
    c.fill();
  });
  S.press.ink(order[order.length - 1]!, wire);
  S.press.ink(order[0]!, halos, 0.35);
  S.press.knock(bulbs);
  S.press.ink(order[0]!, bulbs);
}

/**
 * Bunting: each strand's cord in the key, its pennants printed in the set's inks in turn (never the key's, so the
 * flags read against the cord), each flag outlined in the key.
 */
export function bunting(S: Sonic): void {
  const strands = lightStrands(S.rng('bunting'), S.plan.horizon);
  const flags = pennantsAlong(strands).flat();
  const inks = byLightness(S.set).filter((i) => i !== S.set.key);
  const cord: Draw = stable((c) => {
    c.beginPath();
    for (const s of strands) s.wire.forEach(([x, y], i) => (i ? c.lineTo(x, y) : c.moveTo(x, y)));
    c.lineWidth = 2.2;
    c.stroke();
  });
  const shape = (only: (i: number) => boolean): Draw =>
    stable((c) => {
      c.beginPath();
      flags.forEach(([a, b, tip], i) => {
        if (!only(i)) return;
        c.moveTo(a[0], a[1]);
        c.lineTo(b[0], b[1]);
        c.lineTo(tip[0], tip[1]);
        c.closePath();
      });
    });
  const all = shape(() => true);
  S.press.knock(fillOf(all));
  (inks.length ? inks : [S.set.key]).forEach((ink, k, list) =>
    S.press.ink(ink, fillOf(shape((i) => i % list.length === k))),
  );
  S.press.ink(S.set.key, (c) => {
    all(c);
    c.lineWidth = 1.6;
    c.stroke();
  });
  S.press.ink(S.set.key, cord);
}

/** A path's fill, as a drawing. */
const fillOf =
  (path: Draw): Draw =>
  (c) => {
    path(c);
    c.fill();
  };
