/**
 * Standing boxes seen by a slightly raised camera with a long lens, for the scenes where objects stand on a
 * surface. The projection is orthographic, so every face of a box is a parallelogram on screen and can be drawn
 * with an ordinary 2-D transform: a face is drawn flat, in its own millimetres, and the transform puts it in place.
 */
import type { Ctx, ShadowLayer } from './studio.ts';

/** A point or direction in millimetres: x to the right, y up, z toward the camera. */
export interface Vec3 {
  x: number;
  y: number;
  z: number;
}

/** A camera looking down at `pitch` radians, `scale` px per mm, with the world origin at (`ox`, `oy`) on screen. */
export interface Camera {
  pitch: number;
  scale: number;
  ox: number;
  oy: number;
}

/** A box standing on the floor at (`x`, `z`), turned by `yaw` (positive turns its left side toward the camera). */
export interface Box {
  x: number;
  z: number;
  yaw: number;
  /** Width, height and depth in mm. */
  w: number;
  h: number;
  d: number;
}

export type Face = 'front' | 'left' | 'top';

/** Each visible face: its top-left corner, and the box-local directions of its rightward and downward axes. */
const FACES: Record<Face, { origin: (b: Box) => Vec3; right: Vec3; down: Vec3; normal: Vec3 }> = {
  front: { origin: (b) => ({ x: 0, y: b.h, z: b.d }), right: v(1, 0, 0), down: v(0, -1, 0), normal: v(0, 0, 1) },
  left: { origin: (b) => ({ x: 0, y: b.h, z: 0 }), right: v(0, 0, 1), down: v(0, -1, 0), normal: v(-1, 0, 0) },
  top: { origin: (b) => ({ x: 0, y: b.h, z: 0 }), right: v(1, 0, 0), down: v(0, 0, 1), normal: v(0, 1, 0) },
};

function v(x: number, y: number, z: number): Vec3 {
  return { x, y, z };
}

/** A box-local direction turned into the world. */
function turn(b: Box, d: Vec3): Vec3 {
  const c = Math.cos(b.yaw);
  const s = Math.sin(b.yaw);
  return { x: d.x * c + d.z * s, y: d.y, z: -d.x * s + d.z * c };
}

/** A box-local point placed in the world. */
function place(b: Box, p: Vec3): Vec3 {
  const t = turn(b, p);
  return { x: b.x + t.x, y: t.y, z: b.z + t.z };
}

/** A world point on screen, px. */
function project(cam: Camera, p: Vec3): [number, number] {
  return [cam.ox + cam.scale * p.x, cam.oy + cam.scale * (-p.y * Math.cos(cam.pitch) + p.z * Math.sin(cam.pitch))];
}

function projectDir(cam: Camera, d: Vec3): [number, number] {
  return [cam.scale * d.x, cam.scale * (-d.y * Math.cos(cam.pitch) + d.z * Math.sin(cam.pitch))];
}

/** Sets the transform so that drawing in the face's own mm (x right, y down) lands on that face of the box. */
export function onFace(ctx: Ctx, cam: Camera, b: Box, face: Face) {
  const f = FACES[face];
  const [e, g] = project(cam, place(b, f.origin(b)));
  const [a, bb] = projectDir(cam, turn(b, f.right));
  const [c, d] = projectDir(cam, turn(b, f.down));
  ctx.setTransform(a, bb, c, d, e, g);
}

/** A face's size in its own mm. */
export function faceSize(b: Box, face: Face): { w: number; h: number } {
  return face === 'front' ? { w: b.w, h: b.h } : face === 'left' ? { w: b.d, h: b.h } : { w: b.w, h: b.d };
}

/** How much of the light (a unit vector toward it) falls on a face, 0–1, by Lambert's law. */
export function faceLight(b: Box, face: Face, light: Vec3): number {
  const n = turn(b, FACES[face].normal);
  return Math.max(0, n.x * light.x + n.y * light.y + n.z * light.z);
}

/** The box's footprint on the floor grown by `grow` mm on every side, on screen: where its contact shadow lies. */
export function footprint(cam: Camera, b: Box, grow: number): [number, number][] {
  const corners: [number, number][] = [];
  for (const x of [-grow, b.w + grow])
    for (const z of [-grow, b.d + grow]) corners.push(project(cam, place(b, { x, y: 0, z })));
  return hull(corners);
}

/** The outline on screen of the shadow the box casts on the floor, away from `light` (a unit vector toward it). */
export function castOutline(cam: Camera, b: Box, light: Vec3): [number, number][] {
  const corners: Vec3[] = [];
  for (const x of [0, b.w]) for (const z of [0, b.d]) corners.push(place(b, { x, y: 0, z }));
  const onFloor = corners.map((p) => ({
    x: p.x - (light.x * b.h) / light.y,
    y: 0,
    z: p.z - (light.z * b.h) / light.y,
  }));
  return hull([...corners, ...onFloor].map((p) => project(cam, p)));
}

/** Convex hull of points (monotone chain), counter-clockwise. */
function hull(points: [number, number][]): [number, number][] {
  const pts = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o: [number, number], a: [number, number], b: [number, number]) =>
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list: [number, number][]) => {
    const out: [number, number][] = [];
    for (const p of list) {
      while (out.length >= 2 && cross(out[out.length - 2]!, out[out.length - 1]!, p) <= 0) out.pop();
      out.push(p);
    }
    return out.slice(0, -1);
  };
  return [...half(pts), ...half([...pts].reverse())];
}

/** Fills a screen polygon (used as a shadow silhouette). */
export function fillPolygon(ctx: Ctx, points: [number, number][]) {
  ctx.beginPath();
  points.forEach(([x, y], i) => (i ? ctx.lineTo(x, y) : ctx.moveTo(x, y)));
  ctx.closePath();
  ctx.fill();
}

/**
 * Shadows of something standing: dark where it touches the floor (cast from its footprint grown by a few mm, as
 * the box hides the light from the floor right around it), and a long soft shadow cast away from the light.
 */
export const STANDING_CONTACT: ShadowLayer[] = [
  { blur: 8, dx: 0, dy: 2, alpha: 0.55 },
  { blur: 40, dx: 0, dy: 6, alpha: 0.3 },
];
export const STANDING_CAST: ShadowLayer[] = [
  { blur: 30, dx: 0, dy: 0, alpha: 0.3 },
  { blur: 90, dx: 0, dy: 0, alpha: 0.16 },
];
