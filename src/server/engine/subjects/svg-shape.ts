/**
 * Converts an Iconify icon body (an SVG fragment) into filled path data for a `SubjectShape`.
 *
 * A subject is drawn as a one-colour silhouette, so what matters is the region the icon paints. Most icons are
 * plain filled paths and are kept as authored. Icons built from strokes, masks, clip paths or transforms
 * (IconPark's solid set is strokes under masks; some Fluent Emoji draw antlers as strokes) are flattened into
 * that region with Skia's path operations (stroke outlining, union, difference, intersection), which reproduce
 * them exactly. Icons that only draw outlines, or use paint a silhouette cannot hold (gradients, opacity,
 * images, text, references), are rejected rather than drawn wrong.
 */
import {
  Path2D,
  type DOMMatrix2DInit,
  type FillType,
  type PathOp,
  type StrokeCap,
  type StrokeJoin,
} from '@napi-rs/canvas';

export interface ShapePath {
  d: string;
  evenOdd: boolean;
}

interface SvgNode {
  tag: string;
  attributes: Map<string, string>;
  children: SvgNode[];
}

/** How an element paints: with the icon's colour, with the background (a knockout), or as a mask value. */
type Paint = 'ink' | 'knockout';

// @napi-rs/canvas declares Skia's enums for types only; their values are these numbers.
const UNION = 2 as PathOp;
const DIFFERENCE = 0 as PathOp;
const INTERSECT = 1 as PathOp;
const EVEN_ODD = 1 as FillType;
const CAPS: Record<string, StrokeCap> = { butt: 0 as StrokeCap, round: 1 as StrokeCap, square: 2 as StrokeCap };
const JOINS: Record<string, StrokeJoin> = { miter: 0 as StrokeJoin, round: 1 as StrokeJoin, bevel: 2 as StrokeJoin };
const IDENTITY: DOMMatrix2DInit = { a: 1, b: 0, c: 0, d: 1, e: 0, f: 0 };

/** Attributes children inherit from their `<g>` (presentation attributes that affect the painted region). */
const INHERITED = [
  'fill',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
] as const;
const SHAPE_TAGS = new Set(['path', 'circle', 'ellipse', 'rect', 'polygon', 'polyline', 'line']);
const CONTAINER_TAGS = new Set(['g', 'svg']);
/** Elements that paint nothing themselves: definitions (painted only through a reference) and metadata. */
const NON_PAINTING_TAGS = new Set(['defs', 'mask', 'clipPath', 'title', 'desc']);

/**
 * Cheap test run over every icon when the library is indexed: no unsupported element or paint, and at least
 * one area filled with the icon colour (an icon of outlines only is not a silhouette). `svgToPaths` decides
 * for certain when the shape is first loaded.
 */
export function looksConvertible(body: string): boolean {
  if (/<(use|image|text|pattern|linearGradient|radialGradient|filter)\b/.test(body)) return false;
  if (/\b(opacity|fill-opacity|stroke-opacity|filter)=/.test(body)) return false;
  return /fill="currentColor"/.test(body) || !/fill=|stroke=/.test(body);
}

function parseAttributes(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of text.matchAll(/([a-zA-Z:-]+)="([^"]*)"/g)) attributes.set(match[1]!, match[2]!);
  return attributes;
}

/** The body as an element tree under a root `<g>`. */
function parseTree(body: string): SvgNode {
  const root: SvgNode = { tag: 'g', attributes: new Map(), children: [] };
  const stack = [root];
  for (const match of body.matchAll(/<(\/?)([a-zA-Z]+)([^>]*?)(\/?)>/g)) {
    const [, closing, tag, rest, selfClosing] = match as unknown as [string, string, string, string, string];
    if (closing) {
      if (stack.length > 1) stack.pop();
      continue;
    }
    const node: SvgNode = { tag, attributes: parseAttributes(rest), children: [] };
    stack[stack.length - 1]!.children.push(node);
    if (!selfClosing) stack.push(node);
  }
  return root;
}

function num(attributes: Map<string, string>, name: string): number {
  return Number(attributes.get(name) ?? 0);
}

/** Circles and ellipses as two arcs: Path2D fills them exactly like the SVG element. */
function ellipsePath(cx: number, cy: number, rx: number, ry: number): string {
  return `M${cx - rx} ${cy}a${rx} ${ry} 0 1 0 ${2 * rx} 0a${rx} ${ry} 0 1 0 ${-2 * rx} 0z`;
}

function rectPath(attributes: Map<string, string>): string {
  const x = num(attributes, 'x');
  const y = num(attributes, 'y');
  const w = num(attributes, 'width');
  const h = num(attributes, 'height');
  // SVG: a missing rx or ry takes the other's value; both are clamped to half the side.
  const rx = Math.min(Number(attributes.get('rx') ?? attributes.get('ry') ?? 0), w / 2);
  const ry = Math.min(Number(attributes.get('ry') ?? attributes.get('rx') ?? 0), h / 2);
  if (rx <= 0 || ry <= 0) return `M${x} ${y}h${w}v${h}h${-w}z`;
  return (
    `M${x + rx} ${y}h${w - 2 * rx}a${rx} ${ry} 0 0 1 ${rx} ${ry}v${h - 2 * ry}a${rx} ${ry} 0 0 1 ${-rx} ${ry}` +
    `h${-(w - 2 * rx)}a${rx} ${ry} 0 0 1 ${-rx} ${-ry}v${-(h - 2 * ry)}a${rx} ${ry} 0 0 1 ${rx} ${-ry}z`
  );
}

/** Path data of a shape element; polylines stay open (their stroke has ends), polygons close. */
function shapeData(node: SvgNode): string | undefined {
  const a = node.attributes;
  switch (node.tag) {
    case 'path':
      return a.get('d');
    case 'circle':
      return ellipsePath(num(a, 'cx'), num(a, 'cy'), num(a, 'r'), num(a, 'r'));
    case 'ellipse':
      return ellipsePath(num(a, 'cx'), num(a, 'cy'), num(a, 'rx'), num(a, 'ry'));
    case 'rect':
      return rectPath(a);
    case 'line':
      return `M${num(a, 'x1')} ${num(a, 'y1')}L${num(a, 'x2')} ${num(a, 'y2')}`;
    default: {
      const points = (a.get('points') ?? '').trim().split(/[\s,]+/);
      if (points.length < 4) return undefined;
      const pairs: string[] = [];
      for (let i = 0; i + 1 < points.length; i += 2) pairs.push(`${points[i]} ${points[i + 1]}`);
      return `M${pairs.join('L')}${node.tag === 'polygon' ? 'z' : ''}`;
    }
  }
}

function multiply(m: DOMMatrix2DInit, n: DOMMatrix2DInit): DOMMatrix2DInit {
  return {
    a: m.a * n.a + m.c * n.b,
    b: m.b * n.a + m.d * n.b,
    c: m.a * n.c + m.c * n.d,
    d: m.b * n.c + m.d * n.d,
    e: m.a * n.e + m.c * n.f + m.e,
    f: m.b * n.e + m.d * n.f + m.f,
  };
}

/** An SVG transform list ('translate(4 2) rotate(45 12 12)') as one matrix. */
function parseTransform(text: string | undefined): DOMMatrix2DInit {
  let matrix = IDENTITY;
  for (const [, name, args] of (text ?? '').matchAll(/(\w+)\s*\(([^)]*)\)/g)) {
    const v = args!
      .trim()
      .split(/[\s,]+/)
      .map(Number);
    const [p = 0, q, r = 0, s = 0, t = 0, u = 0] = v;
    let step: DOMMatrix2DInit;
    if (name === 'matrix') step = { a: p, b: q ?? 0, c: r, d: s, e: t, f: u };
    else if (name === 'translate') step = { ...IDENTITY, e: p, f: q ?? 0 };
    else if (name === 'scale') step = { ...IDENTITY, a: p, d: q ?? p };
    else if (name === 'rotate') {
      const angle = (p * Math.PI) / 180;
      const [cx, cy] = [q ?? 0, r];
      const rotation = { a: Math.cos(angle), b: Math.sin(angle), c: -Math.sin(angle), d: Math.cos(angle), e: 0, f: 0 };
      step = multiply(multiply({ ...IDENTITY, e: cx, f: cy }, rotation), { ...IDENTITY, e: -cx, f: -cy });
    } else if (name === 'skewX') step = { ...IDENTITY, c: Math.tan((p * Math.PI) / 180) };
    else if (name === 'skewY') step = { ...IDENTITY, b: Math.tan((p * Math.PI) / 180) };
    else throw new Error(`transform ${name}`);
    matrix = multiply(matrix, step);
  }
  return matrix;
}

function inherit(parent: Map<string, string>, own: Map<string, string>): Map<string, string> {
  const merged = new Map(own);
  for (const name of INHERITED) {
    const value = parent.get(name);
    if (value !== undefined && !merged.has(name)) merged.set(name, value);
  }
  return merged;
}

/** Perceived lightness 0..1 of a CSS colour, for luminance masks (white shows, black hides). */
function lightness(color: string): number {
  if (color === 'white') return 1;
  if (color === 'black') return 0;
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color)?.[1];
  if (!hex) throw new Error(`colour ${color}`);
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255);
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The areas an element covers with its fill and with its stroke, in its own coordinates (absent when none). */
function coveredArea(node: SvgNode, attributes: Map<string, string>): { fill?: Path2D; stroke?: Path2D } {
  const d = shapeData(node);
  if (!d) return {};
  const fill = attributes.get('fill') ?? 'black';
  const stroke = attributes.get('stroke') ?? 'none';
  const area: { fill?: Path2D; stroke?: Path2D } = {};
  if (fill !== 'none' && node.tag !== 'line') {
    area.fill = new Path2D(d);
    if (attributes.get('fill-rule') === 'evenodd') area.fill.setFillType(EVEN_ODD);
  }
  const width = Number(attributes.get('stroke-width') ?? 1);
  if (stroke !== 'none' && width > 0) {
    area.stroke = new Path2D(d).stroke({
      width,
      cap: CAPS[attributes.get('stroke-linecap') ?? 'butt'],
      join: JOINS[attributes.get('stroke-linejoin') ?? 'miter'],
      miterLimit: Number(attributes.get('stroke-miterlimit') ?? 4),
    });
  }
  return area;
}

/**
 * The icon's paths as authored, when it is made only of shapes filled with the icon colour (most icons):
 * no Skia work is needed and the designer's own fill rules keep the detail. Undefined otherwise.
 */
function authoredPaths(node: SvgNode, inherited: Map<string, string>): ShapePath[] | undefined {
  if (NON_PAINTING_TAGS.has(node.tag)) return [];
  const a = inherit(inherited, node.attributes);
  if (a.has('transform') || a.has('mask') || a.has('clip-path')) return undefined;
  if ((a.get('stroke') ?? 'none') !== 'none') return undefined;
  if (CONTAINER_TAGS.has(node.tag)) {
    const paths: ShapePath[] = [];
    for (const child of node.children) {
      const more = authoredPaths(child, a);
      if (!more) return undefined;
      paths.push(...more);
    }
    return paths;
  }
  const fill = a.get('fill') ?? 'currentColor';
  if (fill === 'none') return [];
  const d = SHAPE_TAGS.has(node.tag) && node.tag !== 'line' ? shapeData(node) : undefined;
  if (fill !== 'currentColor' || !d) return undefined;
  return [{ d, evenOdd: a.get('fill-rule') === 'evenodd' }];
}

/**
 * Flattens a painted tree into one region with Skia. `paintOf` says what a colour does where it is used:
 * in the icon, its colour paints and white knocks out; in a mask, light shows and dark hides.
 */
class Flattener {
  private readonly definitions = new Map<string, SvgNode>();
  /** Whether an area was filled with ink (not only stroked): an icon of outlines only is not a silhouette. */
  filledInk = false;

  constructor(root: SvgNode) {
    const collect = (node: SvgNode) => {
      const id = node.attributes.get('id');
      if (id) this.definitions.set(id, node);
      node.children.forEach(collect);
    };
    collect(root);
  }

  /** Paints `node` and its children, in document order, onto `into`. */
  paint(
    node: SvgNode,
    inherited: Map<string, string>,
    matrix: DOMMatrix2DInit,
    into: Path2D,
    paintOf: (color: string) => Paint,
  ): void {
    if (NON_PAINTING_TAGS.has(node.tag)) return;
    const attributes = inherit(inherited, node.attributes);
    const own = node.attributes.get('transform');
    const local = own ? multiply(matrix, parseTransform(own)) : matrix;
    if (CONTAINER_TAGS.has(node.tag)) {
      const cut = node.attributes.has('mask') || node.attributes.has('clip-path');
      // A masked or clipped group is flattened on its own, then cut, then laid down.
      const target = cut ? new Path2D() : into;
      for (const child of node.children) this.paint(child, attributes, local, target, paintOf);
      if (cut) into.op(this.cut(target, node.attributes, local), UNION);
      return;
    }
    if (!SHAPE_TAGS.has(node.tag)) throw new Error(`element ${node.tag}`);
    const area = coveredArea(node, attributes);
    const parts = [
      [area.fill, attributes.get('fill') ?? 'black'],
      [area.stroke, attributes.get('stroke')],
    ] as const;
    for (const [part, color] of parts) {
      if (!part || !color) continue;
      const paint = paintOf(color);
      if (part === area.fill && paint === 'ink') this.filledInk = true;
      const region = this.cut(part.transform(local), node.attributes, local);
      into.op(region, paint === 'ink' ? UNION : DIFFERENCE);
    }
  }

  /** Intersects a region with its element's mask and clip path. */
  private cut(region: Path2D, attributes: Map<string, string>, matrix: DOMMatrix2DInit): Path2D {
    for (const name of ['mask', 'clip-path'] as const) {
      const ref = attributes.get(name);
      if (!ref) continue;
      const target = this.definitions.get(/^url\(#(.+)\)$/.exec(ref)?.[1] ?? '');
      if (!target) throw new Error(`missing ${name} ${ref}`);
      region.op(this.referenced(target, matrix, name === 'mask'), INTERSECT);
    }
    return region;
  }

  /** The area a mask shows or a clip path keeps, in the referencing element's coordinates. */
  private referenced(target: SvgNode, matrix: DOMMatrix2DInit, isMask: boolean): Path2D {
    const area = new Path2D();
    const alpha = /mask-type:\s*alpha/.test(target.attributes.get('style') ?? '');
    // Clip paths keep whatever their shapes cover; masks show light paint and hide dark.
    const paintOf = (color: string): Paint => (!isMask || alpha || lightness(color) >= 0.5 ? 'ink' : 'knockout');
    const filledInk = this.filledInk;
    for (const child of target.children) this.paint(child, new Map(), matrix, area, paintOf);
    // What a mask or clip paints is not the icon's own ink.
    this.filledInk = filledInk;
    return area;
  }
}

/**
 * In the icon itself: its colour paints (black is the SVG default, which a one-colour icon means as its colour),
 * white knocks a hole, any other colour is unsupported.
 */
function iconPaint(color: string): Paint {
  if (color === 'currentColor' || lightness(color) === 0) return 'ink';
  if (lightness(color) === 1) return 'knockout';
  throw new Error(`paint ${color}`);
}

/**
 * The filled paths of an icon body, or undefined when it cannot be drawn as a silhouette. `width`/`height`
 * are the icon's box: clip paths covering all of it are common (Fluent Emoji) and change nothing.
 */
export function svgToPaths(body: string, width: number, height: number): ShapePath[] | undefined {
  if (!looksConvertible(body)) return undefined;
  try {
    const tree = parseTree(stripWholeBoxClips(body, width, height));
    const authored = authoredPaths(tree, new Map());
    if (authored) return authored.length > 0 ? authored : undefined;
    const flattener = new Flattener(tree);
    const region = new Path2D();
    flattener.paint(tree, new Map(), IDENTITY, region, iconPaint);
    if (!flattener.filledInk) return undefined;
    const d = region.toSVGString();
    return d ? [{ d, evenOdd: region.getFillType() === EVEN_ODD }] : undefined;
  } catch {
    // Anything the flattener does not understand (an element, a paint, a transform) makes the icon unusable.
    return undefined;
  }
}

/** Removes clip-path references to clips that cover the whole icon box, so plain icons stay plain. */
function stripWholeBoxClips(body: string, width: number, height: number): string {
  let result = body;
  for (const match of body.matchAll(/<clipPath id="([^"]+)"[^>]*>(.*?)<\/clipPath>/gs)) {
    const box = /^<path[^>]* d="M0 0h([.0-9]+)v([.0-9]+)H0z"\s*\/>$/.exec(match[2]!.trim());
    if (box && Number(box[1]) >= width && Number(box[2]) >= height) {
      result = result.replaceAll(` clip-path="url(#${match[1]})"`, '');
    }
  }
  return result;
}
