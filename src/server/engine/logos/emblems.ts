/**
 * The emblems a logo may carry: a curated few dozen silhouettes from the subject library (solid icons that still
 * read at the size of a capital letter, chosen for what bands put on a shirt), kept as vectors so the logo's SVG
 * stays paths only. Ids are the library's own keys; labels are what the picker shows.
 */
import { Path2D } from '@napi-rs/canvas';
import { loadShape } from '../subjects/library.ts';
import { LOGO_EMBLEMS } from '../../../shared/logo-treatments.ts';
import { EVEN_ODD, affine, chain, pathBox, transformPath, union } from './geometry.ts';

const EMBLEMS = LOGO_EMBLEMS;

export type LogoEmblemId = (typeof EMBLEMS)[number][0];

/** The emblems a person may pick, in the order the picker shows them. */
export function logoEmblems(): { id: string; label: string }[] {
  return EMBLEMS.map(([id, label]) => ({ id, label }));
}

export const isLogoEmblem = (id: string): id is LogoEmblemId => EMBLEMS.some(([key]) => key === id);

const cache = new Map<string, Path2D>();

/**
 * The emblem's silhouette fitted into a 1 × 1 box (its longer side 1, centred), or throws for an id outside the
 * curated list. A treatment scales and places it.
 */
export function emblemPath(id: string): Path2D {
  const hit = cache.get(id);
  if (hit) return new Path2D(hit);
  if (!isLogoEmblem(id)) throw new Error(`Unknown emblem ${id}`);
  const shape = loadShape(id);
  if (!shape) throw new Error(`The subject library cannot draw ${id}`);
  // Each path fills with its own rule; their union is the silhouette (holes show the icon's details).
  const region = union(
    ...shape.paths.map(({ d, evenOdd }) => {
      const p = new Path2D(d);
      if (evenOdd) p.setFillType(EVEN_ODD);
      return p;
    }),
  );
  const box = pathBox(region);
  if (!box) throw new Error(`${id} has no area`);
  const side = Math.max(box.x1 - box.x0, box.y1 - box.y0);
  const fitted = transformPath(
    region,
    chain(
      affine.translate(-(box.x0 + box.x1) / 2, -(box.y0 + box.y1) / 2),
      affine.scale(1 / side),
      affine.translate(0.5, 0.5),
    ),
  );
  cache.set(id, fitted);
  return new Path2D(fitted);
}
