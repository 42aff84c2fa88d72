/**
 * Several of a thing piled up ("a stack of records", "a tower of speakers", "a pile of bones") drawn as one subject:
 * copies of its drawing in one shape, so a cat can sit on the stack, and it stands, casts a shadow and is lit as one
 * thing. Flat things (records, books, plates) lie flat, each seen from a low angle and set a little off the one
 * under it, as real stacks are; other things are heaped, fewer on each row up.
 */
import { DOMMatrix, Path2D } from '@napi-rs/canvas';
import type { SubjectShape } from './plan.ts';
import type { Rng } from './random.ts';

/** Things that lie flat when stacked. */
const FLAT =
  /\b(?:records?|vinyls?|lps?|discs?|disks?|cds?|plates?|dish(?:es)?|coins?|books?|magazines?|newspapers?|letters?|envelopes?|papers?|pancakes?|tyres?|tires?|cassettes?|tapes?|pizzas?|chips?|cards?|rugs?|mattress(?:es)?|towels?|blankets?|photos?|photographs?|polaroids?|notebooks?|vhs)$/;

/** How tall a flat thing's drawing is when it lies flat, seen from a little above. */
const FLAT_DEPTH = 0.3;

interface Layer {
  dx: number;
  dy: number;
  /** Vertical scale of the drawing. */
  sy: number;
}

/** The drawing's document body without its outer <svg> element. */
function svgBody(svg: string): string {
  return svg.slice(svg.indexOf('>') + 1, svg.lastIndexOf('</svg>'));
}

/** Where each copy goes (bottom one first, so upper ones are drawn over it), in the drawing's own units. */
function layersFor(flat: boolean, count: number, w: number, h: number, rng: Rng): Layer[] {
  if (flat) {
    const n = Math.min(count, 7);
    const thick = h * FLAT_DEPTH;
    return Array.from({ length: n }, (_, i) => ({
      dx: rng.range(-0.06, 0.06) * w,
      dy: (n - 1 - i) * thick * 0.3,
      sy: FLAT_DEPTH,
    }));
  }
  // A heap: rows of three, two and one, each row resting a little into the one below.
  const rows = count >= 6 ? [3, 2, 1] : count >= 3 ? [2, 1] : [count];
  const layers: Layer[] = [];
  rows.forEach((inRow, r) => {
    for (let k = 0; k < inRow; k++) {
      layers.push({
        dx: (k - (inRow - 1) / 2) * w * 0.62 + rng.range(-0.05, 0.05) * w,
        dy: (rows.length - 1 - r) * h * 0.62,
        sy: 1,
      });
    }
  });
  return layers;
}

export function stackedShape(shape: SubjectShape, noun: string, count: number, rng: Rng): SubjectShape {
  const [x, y, w, h] = shape.viewBox;
  const layers = layersFor(FLAT.test(noun.toLowerCase()), count, w, h, rng);
  const left = Math.min(...layers.map((l) => l.dx));
  const right = Math.max(...layers.map((l) => l.dx + w));
  const bottom = Math.max(...layers.map((l) => l.dy + h * l.sy));
  const viewBox = [x + left, y, right - left, bottom] as const;
  // Each copy: x moved by dx; y scaled about the drawing's top and moved down by dy.
  const matrix = (l: Layer) => [1, 0, 0, l.sy, l.dx, y - y * l.sy + l.dy] as const;
  const paths = layers.flatMap((l) =>
    shape.paths.map((p) => {
      const moved = new Path2D();
      moved.addPath(new Path2D(p.d), new DOMMatrix([...matrix(l)]));
      return { d: moved.toSVGString(), evenOdd: p.evenOdd };
    }),
  );
  const art = shape.art && {
    set: shape.art.set,
    svg:
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox.join(' ')}">` +
      layers.map((l) => `<g transform="matrix(${matrix(l).join(' ')})">${svgBody(shape.art!.svg)}</g>`).join('') +
      '</svg>',
  };
  const key = `${shape.key}|stack:${layers.map((l) => `${l.dx.toFixed(2)},${l.dy.toFixed(2)}`).join(';')}`;
  return { key, viewBox, paths, ...(art && { art }) };
}
