/**
 * Many small marks (windows, stars, raindrops, sparkles) cost little to draw but a lot to submit one by one:
 * a batch gathers them into one path per style and fills or strokes each path once.
 */
import { Path2D, type SKRSContext2D } from '@napi-rs/canvas';

export class Batch {
  private readonly fills = new Map<string, Path2D>();
  private readonly strokes = new Map<string, { path: Path2D; width: number; style: string }>();

  private fillPath(style: string): Path2D {
    let p = this.fills.get(style);
    if (!p) this.fills.set(style, (p = new Path2D()));
    return p;
  }

  rect(style: string, x: number, y: number, w: number, h: number): void {
    this.fillPath(style).rect(x, y, w, h);
  }

  circle(style: string, x: number, y: number, r: number): void {
    const p = this.fillPath(style);
    p.moveTo(x + r, y);
    p.arc(x, y, r, 0, Math.PI * 2);
  }

  /** A path to add sub-paths to, filled with `style`. */
  path(style: string): Path2D {
    return this.fillPath(style);
  }

  line(style: string, width: number, x0: number, y0: number, x1: number, y1: number): void {
    const key = `${style}|${width.toFixed(2)}`;
    let s = this.strokes.get(key);
    if (!s) this.strokes.set(key, (s = { path: new Path2D(), width, style }));
    s.path.moveTo(x0, y0);
    s.path.lineTo(x1, y1);
  }

  draw(ctx: SKRSContext2D, lineCap: SKRSContext2D['lineCap'] = 'round'): void {
    for (const [style, p] of this.fills) {
      ctx.fillStyle = style;
      ctx.fill(p);
    }
    ctx.lineCap = lineCap;
    for (const s of this.strokes.values()) {
      ctx.strokeStyle = s.style;
      ctx.lineWidth = s.width;
      ctx.stroke(s.path);
    }
    this.fills.clear();
    this.strokes.clear();
  }
}

/** Rounds a number to `steps` levels per unit, so similar styles share one batch entry. */
export const q = (x: number, steps = 20) => Math.round(x * steps) / steps;
