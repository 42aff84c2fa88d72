/**
 * A loud record's photograph rushes at the camera: the scene smeared outward from the hero, as a zoom pulled during a
 * slow exposure, with the hero itself left sharp. Tipped frames and jumping people still read as a calm tableau to
 * the panel ("the same calm, static, toy-like staging" for thrash, dubstep and mahraganat, round 76); the streaks are
 * what a gig photographer's loud picture has.
 *
 * Runs on the place alone, before the subjects are drawn: a flash-lit subject over a dragged shutter's streaks, as a
 * gig photographer shoots it. Streaked with the scene, the hero's edges and every other prop blurred past reading
 * (rounds 79 and 82: a flamingo, carnival dancers, a squid). Before bloom and grain too, which are on the film.
 */
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { isLoud } from '../loud.ts';
import type { CoverPlan } from '../plan.ts';
import { U } from './world.ts';

/** Copies of the scene averaged, each a little larger: enough that the streaks read as smooth at 3000 px. */
const STEPS = 10;
/** How far the outermost copy is enlarged: the streak's length, at the frame's edge, as a share of its distance. */
const REACH = 0.06;
/** The radius, as a share of the frame, inside which the hero stays sharp, and the one past which all is streaked. */
const SHARP = 0.16;
const STREAKED = 0.46;

/** Where the rush comes from: the hero's centre, or the frame's a little above the middle when there is none. */
export function rushFocus(plan: CoverPlan): { x: number; y: number } {
  const hero = plan.subjects.find((s) => s.depth === 0) ?? plan.subjects[0];
  return hero ? { x: hero.x / U, y: hero.y / U } : { x: 0.5, y: 0.45 };
}

/** Streaks a loud cover's place outward from its hero; any other cover is left as it is. */
export function rush(ctx: SKRSContext2D, plan: CoverPlan, size: number): void {
  if (!isLoud(plan.brief)) return;
  const still = createCanvas(size, size);
  still.getContext('2d').drawImage(ctx.canvas, 0, 0);
  const focus = rushFocus(plan);
  const cx = focus.x * size;
  const cy = focus.y * size;
  ctx.save();
  ctx.resetTransform();
  // Each copy drawn at 1/(i+1) keeps the canvas the mean of the copies drawn so far.
  for (let i = 1; i <= STEPS; i++) {
    const s = 1 + (REACH * i) / STEPS;
    ctx.globalAlpha = 1 / (i + 1);
    ctx.drawImage(still, cx - cx * s, cy - cy * s, size * s, size * s);
  }
  // The hero stays sharp: the still picture laid back over the centre, fading out toward the edges.
  const sharp = still.getContext('2d');
  sharp.globalCompositeOperation = 'destination-in';
  const fade = sharp.createRadialGradient(cx, cy, SHARP * size, cx, cy, STREAKED * size);
  fade.addColorStop(0, 'rgba(0,0,0,1)');
  fade.addColorStop(1, 'rgba(0,0,0,0)');
  sharp.fillStyle = fade;
  sharp.fillRect(0, 0, size, size);
  ctx.globalAlpha = 1;
  ctx.drawImage(still, 0, 0);
  ctx.restore();
}
