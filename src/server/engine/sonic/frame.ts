/**
 * The designed frame of the sleeve: Swiss and Bauhaus geometry (a disc behind the hero, arcs and bars, a modular
 * grid marked at the border), a radial burst, a paper margin, or a carved block edge. Back parts print with the environment (the land and the
 * subject overlap them); rules and margins print over everything.
 */
import type { PlacedSubject } from '../plan.ts';
import { circlePath } from './geom.ts';
import { brightestInk, byLightness, mixLightness, nearestInk, solid, tint, type Mix } from './inks.ts';
import type { Draw } from './press.ts';
import { fill } from './sky.ts';
import type { Sonic } from './state.ts';

function heroBox(S: Sonic): { x: number; y: number; r: number } {
  const hero = S.plan.subjects[0];
  if (!hero) return { x: 500, y: 470, r: 300 };
  return { x: hero.x, y: hero.y - hero.h * 0.05, r: Math.max(170, Math.min(400, Math.max(hero.w, hero.h) * 0.62)) };
}

/** How far a burst's wedges run from the hero: past every corner of the cover. */
const BURST_REACH = 1600;

/** An ink for a big graphic shape: bright, not the backdrop's, not the hero's. */
function shapeMix(S: Sonic): Mix {
  const hero = S.plan.subjects[0];
  const heroInk = hero ? (S.set.bound.get(hero.color) ?? nearestInk(S.set, hero.color)) : undefined;
  const backInks = S.backdrop.map((t) => t.ink);
  const exclude = [S.set.key, ...(heroInk !== undefined ? [heroInk] : []), ...backInks];
  const ink = brightestInk(S.set, exclude);
  if (exclude.includes(ink)) {
    // Nothing left: a tint of the key on light grounds, paper on dark.
    return mixLightness(S.set, S.backdrop) < 0.45 ? [] : tint(S.set.key, 0.35);
  }
  return solid(ink);
}

/** Graphic shapes behind the land and subjects. */
export function frameBack(S: Sonic): void {
  const rng = S.rng('frame-back');
  if (S.frame === 'circle') {
    const { x, y, r } = heroBox(S);
    const disc: Draw = (c) => {
      c.beginPath();
      circlePath(c, x, y, r);
    };
    const mix = shapeMix(S);
    S.press.piece(mix, fill(disc), { lift: 1 });
    S.disc = { x, y, r, mix };
    if (S.technique !== 'swiss' && !S.press.cut)
      S.press.rampLinear(S.set.key, disc, [x, y - r], [x, y + r], 0, 0.3, { steps: 6 });
  } else if (S.frame === 'burst') {
    // Wedges from behind the hero to past the edges, every other one in a bright ink: the radial burst of a funk,
    // disco or cumbia sleeve. The land and the hero print over its lower half and its centre.
    const { x, y } = heroBox(S);
    const rays = rng.pick([14, 18, 22]);
    const turn = rng.range(0, Math.PI / rays);
    const wedges: Draw = (c) => {
      c.beginPath();
      for (let i = 0; i < rays; i++) {
        const a0 = turn + (i * 2 * Math.PI) / rays;
        const a1 = a0 + Math.PI / rays;
        c.moveTo(x, y);
        c.lineTo(x + Math.cos(a0) * BURST_REACH, y + Math.sin(a0) * BURST_REACH);
        c.lineTo(x + Math.cos(a1) * BURST_REACH, y + Math.sin(a1) * BURST_REACH);
        c.closePath();
      }
    };
    S.press.piece(shapeMix(S), fill(wedges), { lift: 1 });
  } else if (S.frame === 'bauhaus') {
    const inks = byLightness(S.set).filter((i) => i !== S.set.key);
    const a = inks[0] ?? S.set.key;
    // With no subject the shapes are the picture: the opposite one is printed in the key ink, larger, so a named dark
    // colour ("red and black") covers a share of the cover, not only the bars.
    const bare = S.plan.subjects.length === 0;
    const b = bare ? S.set.key : (inks[1] ?? S.set.key);
    const corner = rng.int(0, 3);
    const cx = corner % 2 ? 1000 : 0;
    const cy = corner < 2 ? 0 : 1000;
    // A quarter disc from a corner, a semicircle on the opposite edge, two bars.
    S.press.piece(solid(a), (c) => {
      c.beginPath();
      c.moveTo(cx, cy);
      c.arc(cx, cy, rng.range(380, 520), 0, Math.PI * 2);
      c.fill();
    });
    S.press.ink(b, (c) => {
      c.beginPath();
      const ox = 1000 - cx;
      c.moveTo(ox, 1000 - cy);
      c.arc(ox, 1000 - cy, bare ? rng.range(300, 380) : rng.range(200, 300), 0, Math.PI * 2);
      c.fill();
    });
    S.press.ink(S.set.key, (c) => {
      c.beginPath();
      const y = rng.range(0.55, 0.8) * 1000;
      c.rect(-20, y, 1040, rng.range(14, 26));
      const x = rng.range(0.1, 0.3) * 1000 + (corner % 2 ? 500 : 0);
      c.rect(x, -20, rng.range(10, 18), 1040);
      c.fill();
    });
  }
}

/**
 * A loud print's focus lines, over the land and behind the subjects: many thin wedges from past the edges, each
 * ending at its own distance from the hero, so the clear ground around it is ragged, as a ruled comic panel's is.
 * Dark on a light ground, the brightest ink on a dark one.
 */
export function focusLines(S: Sonic): void {
  if (S.frame !== 'speed') return;
  const rng = S.rng('focus-lines');
  const { x, y, r } = heroBox(S);
  const lines = rng.int(70, 96);
  const light = mixLightness(S.set, S.backdrop) >= 0.45;
  const mix = light ? solid(S.set.key) : solid(brightestInk(S.set, [S.set.key]));
  // (Drawn from numbers fixed here: the press may draw a piece more than once.)
  const wedges = Array.from({ length: lines }, (_, i) => ({
    a: ((i + rng.range(-0.35, 0.35)) * 2 * Math.PI) / lines,
    inner: r * rng.range(1.05, 1.6),
    half: rng.range(0.004, 0.014),
  }));
  const focusLines: Draw = (c) => {
    c.beginPath();
    for (const { a, inner, half } of wedges) {
      c.moveTo(x + Math.cos(a) * inner, y + Math.sin(a) * inner);
      c.lineTo(x + Math.cos(a - half) * BURST_REACH, y + Math.sin(a - half) * BURST_REACH);
      c.lineTo(x + Math.cos(a + half) * BURST_REACH, y + Math.sin(a + half) * BURST_REACH);
      c.closePath();
    }
  };
  S.press.piece(mix, fill(focusLines), { lift: 1 });
}

/**
 * The grid lines (y in units) a heavy bar of `length` from the left margin may lie on: the lower rows of a `cols`
 * grid inside margin `m`, and only those where the bar crosses no subject's box.
 */
export function barRows(subjects: readonly PlacedSubject[], cols: number, m: number, length: number): number[] {
  const span = 1000 - 2 * m;
  return Array.from({ length: cols }, (_, i) => i)
    .filter((i) => i >= Math.ceil(cols * 0.6) && i <= cols - 1)
    .map((i) => m + (i * span) / cols)
    .filter((y) => !subjects.some((sub) => crosses(sub, m, m + length, y - 9, y + 9)));
}

/** Whether a subject's box meets a rectangle (units). */
function crosses(s: PlacedSubject, x0: number, x1: number, y0: number, y1: number): boolean {
  return s.x + s.w / 2 > x0 && s.x - s.w / 2 < x1 && s.y + s.h / 2 > y0 && s.y - s.h / 2 < y1;
}

/** How far into the picture a grid line's tick reaches from the border, in units. */
const GRID_TICK = 16;

/**
 * The strokes that mark a `cols` grid inside margin `m`: the border, and each grid line as a tick at both of its ends,
 * as a designer's sheet marks it. Rules printed across the whole picture read to the panel as construction lines
 * left on (round 35).
 */
export function gridMarks(cols: number, m: number): [number, number, number, number][] {
  const far = 1000 - m;
  const marks: [number, number, number, number][] = [
    [m, m, far, m],
    [far, m, far, far],
    [far, far, m, far],
    [m, far, m, m],
  ];
  for (let i = 1; i < cols; i++) {
    const t = m + (i * (far - m)) / cols;
    marks.push(
      [t, m, t, m + GRID_TICK],
      [t, far, t, far - GRID_TICK],
      [m, t, m + GRID_TICK, t],
      [far, t, far - GRID_TICK, t],
    );
  }
  return marks;
}

/** Rules, margins and block edges over the finished print. */
export function frameFront(S: Sonic): void {
  const rng = S.rng('frame-front');
  if (S.frame === 'grid') {
    const cols = rng.pick([3, 4, 6]);
    const m = S.margin || 40;
    const span = 1000 - 2 * m;
    S.press.ink(S.set.key, (c) => {
      c.beginPath();
      for (const [x0, y0, x1, y1] of gridMarks(cols, m)) {
        c.moveTo(x0, y0);
        c.lineTo(x1, y1);
      }
      c.lineWidth = 1.3;
      c.stroke();
    });
    // One heavy bar on a grid line, low and away from the type bands; never across a subject, where it reads as a
    // fault in the print rather than design.
    const length = span * rng.range(0.35, 0.7);
    const rows = barRows(S.plan.subjects, cols, m, length);
    if (rows.length > 0) {
      const y = rng.pick(rows);
      S.press.piece(shapeMix(S).length ? shapeMix(S) : solid(S.set.key), (c) => {
        c.beginPath();
        c.rect(m, y - 9, length, 18);
        c.fill();
      });
    }
  }
  if (S.margin > 0) {
    const m = S.margin;
    const rough = S.frame === 'block';
    S.press.knock((c) => {
      c.beginPath();
      c.rect(-20, -20, 1040, 1040);
      if (!rough) c.rect(m, m, 1000 - 2 * m, 1000 - 2 * m);
      else {
        // The edge of a hand-cut block: slightly wavering.
        const pts: [number, number][] = [];
        const n = 24;
        for (let i = 0; i < n; i++) pts.push([m + (i / n) * (1000 - 2 * m), m + rng.range(-1.5, 1.5)]);
        for (let i = 0; i < n; i++) pts.push([1000 - m + rng.range(-1.5, 1.5), m + (i / n) * (1000 - 2 * m)]);
        for (let i = 0; i < n; i++) pts.push([1000 - m - (i / n) * (1000 - 2 * m), 1000 - m + rng.range(-1.5, 1.5)]);
        for (let i = 0; i < n; i++) pts.push([m + rng.range(-1.5, 1.5), 1000 - m - (i / n) * (1000 - 2 * m)]);
        c.moveTo(...pts[0]!);
        pts.forEach((p) => c.lineTo(...p));
        c.closePath();
      }
      c.fill('evenodd');
    });
  }
}
