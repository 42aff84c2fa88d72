import { createCanvas, Path2D } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { svgToPaths, type ShapePath } from './svg-shape.ts';

/** Whether the point (x, y) of a 24-unit icon is painted, sampled on a 96-pixel canvas. */
function painted(paths: readonly ShapePath[], x: number, y: number): boolean {
  const canvas = createCanvas(96, 96);
  const ctx = canvas.getContext('2d');
  ctx.scale(4, 4);
  for (const p of paths) ctx.fill(new Path2D(p.d), p.evenOdd ? 'evenodd' : 'nonzero');
  return ctx.getImageData(Math.round(x * 4), Math.round(y * 4), 1, 1).data[3]! > 127;
}

describe('svgToPaths', () => {
  it('keeps plain filled paths as authored, with their fill rule, through groups', () => {
    const paths = svgToPaths(
      '<g fill="currentColor"><path d="M2 2h20v20H2z"/><path fill-rule="evenodd" d="M4 4h4v4H4z"/></g>',
      24,
      24,
    );
    expect(paths).toEqual([
      { d: 'M2 2h20v20H2z', evenOdd: false },
      { d: 'M4 4h4v4H4z', evenOdd: true },
    ]);
  });

  it('converts circles, ellipses, rects and polygons', () => {
    const paths = svgToPaths(
      '<circle fill="currentColor" cx="6" cy="6" r="3"/><ellipse fill="currentColor" cx="18" cy="6" rx="4" ry="2"/>' +
        '<rect fill="currentColor" x="2" y="14" width="6" height="6" rx="1"/>' +
        '<polygon fill="currentColor" points="14 20 22 20 18 13"/>',
      24,
      24,
    )!;
    expect(paths).toHaveLength(4);
    for (const [x, y] of [
      [6, 6],
      [18, 6],
      [5, 17],
      [18, 18],
    ]) {
      expect(painted(paths, x!, y!), `${x},${y}`).toBe(true);
    }
    expect(painted(paths, 12, 12)).toBe(false);
  });

  it('ignores a clip path covering the whole icon', () => {
    const body =
      '<g fill="currentColor" clip-path="url(#c)"><path d="M2 2h8v8H2z"/></g>' +
      '<defs><clipPath id="c"><path fill="#fff" d="M0 0h24v24H0z"/></clipPath></defs>';
    expect(svgToPaths(body, 24, 24)).toEqual([{ d: 'M2 2h8v8H2z', evenOdd: false }]);
  });

  it('flattens strokes under a mask into one filled region (IconPark solid)', () => {
    const body =
      '<defs><mask id="m"><g fill="none" stroke-width="4" stroke-linejoin="round">' +
      '<rect width="16" height="16" x="4" y="4" fill="#fff" stroke="#fff"/>' +
      '<path stroke="#000" d="M12 8v8"/></g></mask></defs>' +
      '<path fill="currentColor" d="M0 0h24v24H0z" mask="url(#m)"/>';
    const paths = svgToPaths(body, 24, 24)!;
    expect(paths).toHaveLength(1);
    // The white stroke widens the square by 2 on each side; the black stroke cuts a slot down its middle.
    expect(painted(paths, 3, 12)).toBe(true);
    expect(painted(paths, 12, 12)).toBe(false);
    expect(painted(paths, 12, 19)).toBe(true);
    expect(painted(paths, 1, 1)).toBe(false);
  });

  it('applies transforms and cuts white paint out of the icon colour', () => {
    const body =
      '<g transform="translate(10 0)"><path fill="currentColor" d="M0 0h10v10H0z"/></g>' +
      '<circle fill="#fff" cx="15" cy="5" r="2"/>';
    const paths = svgToPaths(body, 24, 24)!;
    expect(painted(paths, 12, 2)).toBe(true);
    expect(painted(paths, 15, 5)).toBe(false);
    expect(painted(paths, 5, 5)).toBe(false);
  });

  it('rejects outlines, colours a silhouette cannot hold, and unknown elements', () => {
    expect(svgToPaths('<path fill="none" stroke="currentColor" stroke-width="2" d="M4 4h16v16H4z"/>', 24, 24)).toBe(
      undefined,
    );
    expect(svgToPaths('<path fill="#f00" d="M4 4h16v16H4z"/>', 24, 24)).toBeUndefined();
    expect(svgToPaths('<path opacity=".5" fill="currentColor" d="M4 4h16v16H4z"/>', 24, 24)).toBeUndefined();
    expect(svgToPaths('<use href="#a"/>', 24, 24)).toBeUndefined();
  });
});
