/**
 * The press: everything Sonic Vision lays down goes through it, so every pixel is paper plus overprinted inks.
 * Inks multiply over what is printed (overprint), each ink's plate is shifted by its own misregistration, tints are
 * halftone patterns (dots, grain or lines), `piece` lays a new opaque shape (knocked out of what is below, or in cut
 * paper a sheet with a soft shadow), and `knock` leaves bare paper.
 *
 * All drawing is vector fills with patterns (no per-pixel loops at full size): halftone tiles are a few pixels each,
 * made once per ink and level.
 */
import { createCanvas, type Canvas, type CanvasPattern, type Image, type SKRSContext2D } from '@napi-rs/canvas';
import { rgba } from '../../../shared/color.ts';
import type { CoverPlan } from '../plan.ts';
import type { Rng } from '../random.ts';
import { circlePath } from './geom.ts';
import { dotTile, grainField, grainTile, lineTile, LEVELS, quantise, type Screen } from './halftone.ts';
import { mixColor, type InkSet, type Mix, type Technique } from './inks.ts';

export type Draw = (ctx: SKRSContext2D) => void;

/**
 * Records what a Draw does once and replays exactly that on every call: a shape printed as a knockout and then in
 * one or more inks must be the same shape, even when the drawing code draws random numbers as it goes.
 */
export function stable(draw: Draw): Draw {
  let calls: { prop: string | symbol; args: unknown; set: boolean }[] | undefined;
  return (ctx) => {
    if (!calls) {
      const list: { prop: string | symbol; args: unknown; set: boolean }[] = [];
      const recorder = new Proxy(
        {},
        {
          get: (_, prop) => {
            // Reading a drawing state (lineWidth, transform…) sees the real context's current value.
            const value = (ctx as unknown as Record<string | symbol, unknown>)[prop];
            if (typeof value !== 'function') return value;
            return (...args: unknown[]) => {
              list.push({ prop, args, set: false });
              return (value as (...a: unknown[]) => unknown).apply(ctx, args);
            };
          },
          set: (_, prop, value) => {
            list.push({ prop, args: value, set: true });
            (ctx as unknown as Record<string | symbol, unknown>)[prop] = value;
            return true;
          },
        },
      );
      draw(recorder as SKRSContext2D);
      calls = list;
      return;
    }
    const target = ctx as unknown as Record<string | symbol, unknown>;
    for (const c of calls) {
      if (c.set) target[c.prop] = c.args;
      else (target[c.prop] as (...a: unknown[]) => unknown).apply(ctx, c.args as unknown[]);
    }
  };
}

export interface PressStyle {
  technique: Technique;
  /** The screen tints print with. */
  screen: Screen;
  /** Halftone cell in units. */
  pitch: number;
  /** Ramps print in this many steps across their full range (LEVELS: nearly smooth; 3-5: posterised). */
  steps: number;
}

const GRAIN_N = 96;
/** The paper as a pseudo-ink: printing it carves (knocks out) instead of overprinting. */
export const PAPER = -1;

export class Press {
  readonly scale: number;
  private readonly tiles = new Map<string, Canvas>();
  private readonly patterns = new Map<string, CanvasPattern>();
  private field?: Float32Array;

  constructor(
    readonly ctx: SKRSContext2D,
    readonly size: number,
    readonly plan: CoverPlan,
    readonly set: InkSet,
    readonly style: PressStyle,
    readonly rng: Rng,
  ) {
    this.scale = size / 1000;
  }

  get technique(): Technique {
    return this.style.technique;
  }
  get cut(): boolean {
    return this.style.technique === 'cut';
  }
  /** How an ink lands on what is printed: multiplied (transparent inks on light paper) or opaque on dark stock. */
  get blend(): 'multiply' | 'source-over' {
    return this.set.opaque ? 'source-over' : 'multiply';
  }
  get key(): number {
    return this.set.key;
  }
  /** An ink's colour; PAPER (-1) is the paper's. */
  color(ink: number): string {
    return ink < 0 ? this.set.paper : this.set.inks[ink]!.color;
  }

  /** The tile for one ink at one quantised level and screen. */
  tile(ink: number, q: number, screen: Screen, pitch: number): Canvas {
    const cell = Math.max(3, Math.round(pitch * this.scale));
    const id = `${ink}|${q}|${screen}|${cell}`;
    let tile = this.tiles.get(id);
    if (!tile) {
      const color = this.color(ink);
      if (screen === 'grain') {
        this.field ??= grainField(this.rng.fork('grain-field'), GRAIN_N);
        tile = grainTile(color, q, this.field, GRAIN_N);
      } else tile = screen === 'line' ? lineTile(color, q, cell) : dotTile(color, q, cell);
      this.tiles.set(id, tile);
    }
    return tile;
  }

  /**
   * A pattern in unit space for `ink` at `level` on `ctx` (the main context or a plate whose transform is in units).
   * Grain is sized in units too (a speck ~0.9 units) so a cover looks the same at every size.
   */
  pattern(
    ctx: SKRSContext2D,
    ink: number,
    level: number,
    opts: { screen?: Screen; angle?: number; pitch?: number } = {},
  ): CanvasPattern | string {
    const q = quantise(level);
    if (q >= LEVELS) return this.color(ink);
    // Risograph grain suits light and bright inks; dark inks' tints print as fine dots (grain in them reads as static).
    const screen =
      opts.screen ??
      (this.style.screen === 'grain' && ink >= 0 && this.set.inks[ink]!.l < 0.5 ? 'dot' : this.style.screen);
    const pitch = opts.pitch ?? this.style.pitch;
    const angle = opts.angle ?? (ink < 0 ? 0 : this.set.inks[ink]!.angle);
    if (q <= 0) return 'rgba(0,0,0,0)';
    const tile = this.tile(ink, q, screen, pitch);
    const id = `${ink}|${q}|${screen}|${pitch}|${angle.toFixed(3)}`;
    const key = `${id}`;
    let pattern = ctx === this.ctx ? this.patterns.get(key) : undefined;
    if (!pattern) {
      pattern = ctx.createPattern(tile as unknown as Image, 'repeat');
      const cellPx = tile.width;
      const s = screen === 'grain' ? 0.9 : pitch / cellPx;
      const cos = Math.cos(angle) * s;
      const sin = Math.sin(angle) * s;
      pattern.setTransform({ a: cos, b: sin, c: -sin, d: cos, e: 0, f: 0 });
      if (ctx === this.ctx) this.patterns.set(key, pattern);
    }
    return pattern;
  }

  /**
   * Overprints `ink` (solid, or a tint at `level`) wherever `draw` fills or strokes: fillStyle and strokeStyle are
   * set; `draw` builds paths and calls fill/stroke. In cut paper, a tint is a flat translucent wash.
   */
  ink(
    ink: number,
    draw: Draw,
    level = 1,
    opts: {
      screen?: Screen;
      angle?: number;
      pitch?: number;
      ctx?: SKRSContext2D;
      offset?: boolean;
      fresh?: boolean;
    } = {},
  ): void {
    if (level <= 0.001) return;
    const ctx = opts.ctx ?? this.ctx;
    if (opts.fresh && ink >= 0 && quantise(level) >= LEVELS) {
      // On bare paper a solid ink is just its printed colour.
      const i = this.set.inks[ink]!;
      ctx.save();
      if (opts.offset !== false) ctx.translate(i.dx, i.dy);
      ctx.globalCompositeOperation = 'source-over';
      ctx.fillStyle = mixColor(this.set, [{ ink, level: 1 }]);
      ctx.strokeStyle = ctx.fillStyle;
      draw(ctx);
      ctx.restore();
      return;
    }
    ctx.save();
    if (ink < 0) {
      // Carving: bare paper, in the pattern of the tint (a line screen of white cuts, say).
      ctx.globalCompositeOperation = 'source-over';
    } else {
      const i = this.set.inks[ink]!;
      if (opts.offset !== false) ctx.translate(i.dx, i.dy);
      ctx.globalCompositeOperation = this.blend;
    }
    const style =
      this.cut && !opts.screen && ink >= 0
        ? mixColor(this.set, [{ ink, level: Math.min(1, level) }])
        : this.pattern(ctx, ink, level, opts);
    ctx.fillStyle = style;
    ctx.strokeStyle = style;
    draw(ctx);
    ctx.restore();
  }

  /** Overprints every tone of a mix. */
  mix(mix: Mix, draw: Draw, opts: { ctx?: SKRSContext2D; screen?: Screen } = {}): void {
    const once = mix.length > 1 ? stable(draw) : draw;
    for (const t of mix) this.ink(t.ink, once, t.level, opts);
  }

  /** Bare paper where `draw` fills: the inks below are knocked out. */
  knock(draw: Draw, opts: { ctx?: SKRSContext2D; alpha?: number } = {}): void {
    const ctx = opts.ctx ?? this.ctx;
    ctx.save();
    ctx.globalCompositeOperation = 'source-over';
    ctx.globalAlpha = opts.alpha ?? 1;
    ctx.fillStyle = this.set.paper;
    ctx.strokeStyle = this.set.paper;
    draw(ctx);
    ctx.restore();
  }

  /**
   * A new opaque shape over what is printed: knocked out and printed in `mix`; in cut paper, a sheet of that colour
   * with a soft shadow under its edges (`lift` scales the shadow: nearer sheets lift more).
   */
  piece(mix: Mix, shape: Draw, opts: { lift?: number; ctx?: SKRSContext2D } = {}): void {
    const ctx = opts.ctx ?? this.ctx;
    const draw = stable(shape);
    if (this.cut) {
      const lift = opts.lift ?? 1;
      this.paperShadow(ctx, draw, lift);
      ctx.save();
      ctx.globalCompositeOperation = 'source-over';
      ctx.fillStyle = mixColor(this.set, mix);
      ctx.strokeStyle = ctx.fillStyle;
      draw(ctx);
      ctx.restore();
      return;
    }
    // The knockout sits half way to the first ink's misregistration: a thin sliver of paper at one edge. A solid
    // first ink then lands on bare paper, so it is laid as its printed colour (an opaque fill: much cheaper than
    // multiplying); the other inks overprint it.
    const ordered = [...mix].sort((a, b) => b.level - a.level);
    const first = ordered[0] ? this.set.inks[ordered[0].ink] : undefined;
    ctx.save();
    if (first) ctx.translate(first.dx * 0.5, first.dy * 0.5);
    this.knock(draw, { ctx });
    ctx.restore();
    ordered.forEach((t, i) => this.ink(t.ink, draw, t.level, { ctx, fresh: i === 0 }));
  }

  /**
   * The soft shadow a lifted sheet casts on what is below, offset down and right. Small prints blur it; large ones
   * stack a few offset translucent copies instead (a blur of a full-width sheet at 3000 px costs ~80 ms; the copies
   * are plain fills and look the same at that size).
   */
  paperShadow(ctx: SKRSContext2D, draw: Draw, lift: number): void {
    const sc = ctx === this.ctx ? this.scale : 1;
    ctx.save();
    ctx.globalCompositeOperation = 'source-over';
    if (this.size <= 1600) {
      ctx.shadowColor = 'rgba(20,12,6,0.42)';
      ctx.shadowBlur = 7 * lift * sc;
      ctx.shadowOffsetX = 2.2 * lift * sc;
      ctx.shadowOffsetY = 3.2 * lift * sc;
      ctx.fillStyle = mixColor(this.set, []);
      ctx.strokeStyle = ctx.fillStyle;
      // The sheet itself is drawn over this right after; only its shadow matters.
      draw(ctx);
    } else {
      ctx.fillStyle = 'rgb(20,12,6)';
      ctx.strokeStyle = ctx.fillStyle;
      ctx.globalAlpha = 0.11;
      for (const k of [1.6, 1.15, 0.75, 0.4]) {
        ctx.save();
        ctx.translate(2.2 * lift * k, 3.2 * lift * k);
        draw(ctx);
        ctx.restore();
      }
    }
    ctx.restore();
  }

  /**
   * A tint of `ink` stepping from level `a` at (x0, y0) to `b` at (x1, y1), inside the clip `clip` (a path; none:
   * everywhere), in `steps` bands over the full 0..1 range.
   */
  rampLinear(
    ink: number,
    clip: Draw | null,
    from: [number, number],
    to: [number, number],
    a: number,
    b: number,
    opts: { steps?: number; screen?: Screen; angle?: number; pitch?: number; ctx?: SKRSContext2D } = {},
  ): void {
    const ctx = opts.ctx ?? this.ctx;
    const steps = opts.steps ?? this.style.steps;
    const n = Math.max(1, Math.round(Math.abs(b - a) * steps));
    const [x0, y0] = from;
    const [x1, y1] = to;
    const len = Math.hypot(x1 - x0, y1 - y0) || 1;
    const ux = (x1 - x0) / len;
    const uy = (y1 - y0) / len;
    const far = 3000;
    this.ink(
      ink,
      (c) => {
        if (clip) {
          clip(c);
          c.clip();
        }
        for (let k = 0; k < n; k++) {
          const s0 = k === 0 ? -far : (k / n) * len;
          const s1 = k === n - 1 ? far : ((k + 1) / n) * len;
          const level = n === 1 ? (a + b) / 2 : a + ((b - a) * (k + 0.5)) / n;
          if (level <= 0.02) continue;
          c.fillStyle =
            this.cut && !opts.screen && ink >= 0
              ? mixColor(this.set, [{ ink, level }])
              : this.pattern(c, ink, level, opts);
          c.beginPath();
          const p = (s: number, t: number): [number, number] => [x0 + ux * s - uy * t, y0 + uy * s + ux * t];
          c.moveTo(...p(s0, -far));
          c.lineTo(...p(s1, -far));
          c.lineTo(...p(s1, far));
          c.lineTo(...p(s0, far));
          c.closePath();
          c.fill();
        }
      },
      1,
      { ctx },
    );
  }

  /** A tint of `ink` stepping from level `a` at radius r0 to `b` at r1 around (cx, cy). */
  rampRadial(
    ink: number,
    clip: Draw | null,
    cx: number,
    cy: number,
    r0: number,
    r1: number,
    a: number,
    b: number,
    opts: { steps?: number; screen?: Screen; angle?: number; pitch?: number; ctx?: SKRSContext2D } = {},
  ): void {
    const ctx = opts.ctx ?? this.ctx;
    const steps = opts.steps ?? this.style.steps;
    const n = Math.max(1, Math.round(Math.abs(b - a) * steps));
    this.ink(
      ink,
      (c) => {
        if (clip) {
          clip(c);
          c.clip();
        }
        for (let k = 0; k < n; k++) {
          const ra = r0 + ((r1 - r0) * k) / n;
          const rb = k === n - 1 ? r1 : r0 + ((r1 - r0) * (k + 1)) / n;
          const level = a + ((b - a) * (k + 0.5)) / n;
          if (level <= 0.02) continue;
          c.fillStyle =
            this.cut && !opts.screen && ink >= 0
              ? mixColor(this.set, [{ ink, level }])
              : this.pattern(c, ink, level, opts);
          c.beginPath();
          circlePath(c, cx, cy, Math.max(ra, rb));
          if (Math.min(ra, rb) > 0.5) circlePath(c, cx, cy, Math.min(ra, rb));
          c.fill('evenodd');
        }
      },
      1,
      { ctx },
    );
  }

  /**
   * An offscreen plate over a box (units), in the same unit space as the main context: draw into it, then
   * `stamp` it onto the print with an ink's misregistration and the plate's own compositing.
   */
  plate(x0: number, y0: number, w: number, h: number): { canvas: Canvas; ctx: SKRSContext2D; px: number } {
    const px = this.scale;
    const canvas = createCanvas(Math.max(1, Math.ceil(w * px)), Math.max(1, Math.ceil(h * px)));
    const ctx = canvas.getContext('2d');
    ctx.scale(px, px);
    ctx.translate(-x0, -y0);
    return { canvas, ctx, px };
  }

  /** Soft shadow in the shadow ink (for cut paper and lifted shapes): a blurred multiply under `draw`'s fill. */
  dropShadow(draw: Draw, opts: { blur?: number; dx?: number; dy?: number; alpha?: number } = {}): void {
    const ctx = this.ctx;
    ctx.save();
    ctx.globalCompositeOperation = 'multiply';
    ctx.shadowColor = rgba('#1a120a', opts.alpha ?? 0.45);
    ctx.shadowBlur = (opts.blur ?? 8) * this.scale;
    ctx.shadowOffsetX = (opts.dx ?? 3) * this.scale + 10000 * this.scale;
    ctx.shadowOffsetY = (opts.dy ?? 4) * this.scale;
    ctx.translate(-10000, 0);
    ctx.fillStyle = '#000';
    draw(ctx);
    ctx.restore();
  }
}
