/**
 * The subject library: the vector icons a cover may draw, keyed `set:name`, plus the procedural `sky:` and
 * `land:` assets the environment layer draws itself.
 *
 * Only the sets in the licence manifest are read, each on first use (a render worker drawing `mdi:` shapes
 * never reads the other sets). Only the bodies of icons that can be drawn as one-colour silhouettes are kept,
 * and their SVG is converted to path data when a shape is first asked for.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { SubjectShape } from '../plan.ts';
import { ART_SETS, ICON_SETS, type ManifestSet } from './assets-manifest.ts';
import { DRAWN, DRAWN_ART, DRAWN_PREFIX, DRAWN_SIZE } from './drawn.ts';
import { looksConvertible, svgToPaths } from './svg-shape.ts';

/** One drawable icon. `category` is the set's own grouping when it has one (used to skip interface glyphs). */
export interface AssetEntry {
  key: string;
  set: string;
  /** The icon's name without its style suffix: 'horse' for `ph:horse-fill`. */
  name: string;
  category?: string;
}

interface IconifyIcon {
  body: string;
  width?: number;
  height?: number;
  left?: number;
  top?: number;
  hidden?: boolean;
}

interface IconifyAlias {
  parent: string;
  rotate?: number;
  hFlip?: boolean;
  vFlip?: boolean;
}

interface StoredIcon {
  body: string;
  viewBox: readonly [number, number, number, number];
}

interface LoadedSet {
  entries: AssetEntry[];
  icons: Map<string, StoredIcon>;
}

/** Sky bodies and landforms: drawn by the environment layer, never from a vector. */
const PROCEDURAL: Record<string, readonly string[]> = {
  sky: ['sun', 'moon', 'planet', 'eclipse', 'comet'],
  land: ['mountain', 'island', 'volcano', 'iceberg', 'waterfall', 'wave', 'tornado'],
};

/**
 * Which icons of a set are silhouettes, and what to call them. Outline and stroke styles draw only an outline
 * at cover size, so each set contributes its filled style alone.
 */
const STYLES: Record<string, (name: string) => string | undefined> = {
  // Phosphor: six weights per icon; only `-fill` is solid.
  ph: (name) => (name.endsWith('-fill') ? name.slice(0, -'-fill'.length) : undefined),
  // Tabler is a stroke set; its `-filled` icons are the solid exceptions.
  tabler: (name) => (name.endsWith('-filled') ? name.slice(0, -'-filled'.length) : undefined),
  // Material Symbols: the unsuffixed icon is the filled one; rounded/sharp repeat it, outline is hollow.
  'material-symbols': (name) => (/-(outline|rounded|sharp)(-|$)/.test(name) ? undefined : name),
  // Material Design Icons are solid unless marked `-outline`.
  mdi: (name) => (/-outline(-|$)/.test(name) ? undefined : name),
  'fluent-emoji-high-contrast': (name) => name,
  // IconPark's solid style: every icon is a filled silhouette (built from strokes under masks).
  'icon-park-solid': (name) => name,
};

const loadedSets = new Map<string, LoadedSet>();
const shapes = new Map<string, SubjectShape | undefined>();

/** Where an installed package lives (its own files: icons, metadata, character tables). */
export function packageDir(name: string): string {
  const require = createRequire(import.meta.url);
  return path.dirname(require.resolve(`${name}/package.json`));
}

/** The set's own grouping of icon names (Iconify metadata.json), when the set ships one. */
function categoriesOf(dir: string): Map<string, string> {
  const byName = new Map<string, string>();
  const file = path.join(dir, 'metadata.json');
  if (!fs.existsSync(file)) return byName;
  const metadata = JSON.parse(fs.readFileSync(file, 'utf8')) as { categories?: Record<string, string[]> };
  for (const [category, names] of Object.entries(metadata.categories ?? {})) {
    // An icon listed in several categories keeps its first.
    for (const name of names) if (!byName.has(name)) byName.set(name, category);
  }
  return byName;
}

const OBJECT_OPEN = Buffer.from('\n\t\t"');
const OBJECT_CLOSE = Buffer.from('\n\t\t}');

/**
 * Where each icon and alias object sits in an icons.json file. Parsing a whole file costs several times more
 * than this scan, and most of its icons are other styles of the same glyph that are never used, so only the
 * objects of icons in a drawable style are decoded. Relies on the packages' fixed layout (tab-indented, one
 * object per `\t\t"name": {` … `\t\t}`); the library test checks each set still yields its icons.
 */
function scanObjects(file: Buffer): Map<string, { start: number; end: number }> {
  const objects = new Map<string, { start: number; end: number }>();
  for (let at = file.indexOf(OBJECT_OPEN); at >= 0;) {
    const nameEnd = file.indexOf('"', at + OBJECT_OPEN.length);
    const start = nameEnd + '": '.length;
    const end = file.indexOf(OBJECT_CLOSE, start) + OBJECT_CLOSE.length;
    objects.set(file.toString('latin1', at + OBJECT_OPEN.length, nameEnd), { start, end });
    at = file.indexOf(OBJECT_OPEN, end);
  }
  return objects;
}

/** A top-level number of the file ('width', 'height'): the default box of its icons. */
function topLevelNumber(file: Buffer, name: string): number | undefined {
  const marker = `\n\t"${name}": `;
  const at = file.indexOf(marker);
  return at < 0 ? undefined : parseInt(file.toString('latin1', at + marker.length, at + marker.length + 8), 10);
}

/** Reads one set: its drawable icons, and aliases of them (aliases give the same glyph extra names). */
function readSet(set: ManifestSet): LoadedSet {
  const dir = packageDir(set.package);
  const file = fs.readFileSync(path.join(dir, 'icons.json'));
  const objects = scanObjects(file);
  if (objects.size === 0) throw new Error(`${set.package}: icons.json layout not recognised`);
  // Iconify's default box is 16 when a set gives none.
  const width = topLevelNumber(file, 'width') ?? 16;
  const height = topLevelNumber(file, 'height') ?? 16;
  const parse = (name: string) => {
    const at = objects.get(name);
    // Iconify JSON is ASCII: latin1 decodes it faster than utf8.
    return at && (JSON.parse(file.toString('latin1', at.start, at.end)) as IconifyIcon & Partial<IconifyAlias>);
  };
  const categories = categoriesOf(dir);
  const style = STYLES[set.prefix];
  if (!style) throw new Error(`No style rule for icon set ${set.prefix}`);
  const loaded: LoadedSet = { entries: [], icons: new Map() };
  for (const name of objects.keys()) {
    const base = style(name);
    if (base === undefined) continue;
    let icon = parse(name);
    let category = categories.get(name);
    if (icon?.parent) {
      // Rotated or flipped aliases would need a transform; they only ever repeat a glyph anyway.
      if (icon.rotate || icon.hFlip || icon.vFlip) continue;
      category ??= categories.get(icon.parent);
      icon = parse(icon.parent);
    }
    if (!icon?.body || icon.hidden || !looksConvertible(icon.body)) continue;
    const key = `${set.prefix}:${name}`;
    const viewBox = [icon.left ?? 0, icon.top ?? 0, icon.width ?? width, icon.height ?? height] as const;
    loaded.icons.set(key, { body: icon.body, viewBox });
    loaded.entries.push({ key, set: set.prefix, name: base, category });
  }
  return loaded;
}

/** A colour art set's icons by name (no style filter: every glyph of it is a colour drawing). */
const artSets = new Map<string, Map<string, StoredIcon>>();
function artIcons(set: ManifestSet): Map<string, StoredIcon> {
  let icons = artSets.get(set.prefix);
  if (icons) return icons;
  icons = new Map();
  const file = fs.readFileSync(path.join(packageDir(set.package), 'icons.json'));
  const width = topLevelNumber(file, 'width') ?? 16;
  const height = topLevelNumber(file, 'height') ?? 16;
  const aliases: [string, IconifyAlias][] = [];
  for (const [name, at] of scanObjects(file)) {
    const icon = JSON.parse(file.toString('latin1', at.start, at.end)) as IconifyIcon & Partial<IconifyAlias>;
    if (icon.parent) aliases.push([name, icon as IconifyAlias]);
    else if (icon.body) {
      const viewBox = [icon.left ?? 0, icon.top ?? 0, icon.width ?? width, icon.height ?? height] as const;
      icons.set(name, { body: icon.body, viewBox });
    }
  }
  // Plain aliases give a glyph its other names, as in the subject sets.
  for (const [name, alias] of aliases) {
    const parent = icons.get(alias.parent);
    if (parent && !alias.rotate && !alias.hFlip && !alias.vFlip) icons.set(name, parent);
  }
  artSets.set(set.prefix, icons);
  return icons;
}

/** The colour drawing of a shape's glyph, when an art set accompanies its set and draws it in the same box. */
function artFor(prefix: string, name: string, viewBox: StoredIcon['viewBox']): SubjectShape['art'] {
  const document = (body: string) => {
    const [x, y, w, h] = viewBox;
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${x} ${y} ${w} ${h}">${body}</svg>`;
  };
  const own = prefix === DRAWN_PREFIX ? DRAWN_ART[name] : undefined;
  if (own) return { set: DRAWN_PREFIX, svg: document(own) };
  const set = ART_SETS.find((s) => s.for === prefix);
  const icon = set && artIcons(set).get(name);
  if (!set || !icon || icon.viewBox.some((v, i) => v !== viewBox[i])) return undefined;
  return { set: set.prefix, svg: document(icon.body) };
}

/** Soundsleeve's own drawings (drawn.ts), held like an icon set. */
function drawnSet(): LoadedSet {
  const loaded: LoadedSet = { entries: [], icons: new Map() };
  for (const [name, body] of Object.entries(DRAWN)) {
    const key = `${DRAWN_PREFIX}:${name}`;
    loaded.icons.set(key, { body, viewBox: [0, 0, DRAWN_SIZE, DRAWN_SIZE] });
    loaded.entries.push({ key, set: DRAWN_PREFIX, name });
  }
  return loaded;
}

function loadSet(prefix: string): LoadedSet | undefined {
  let loaded = loadedSets.get(prefix);
  if (!loaded) {
    const set = ICON_SETS.find((s) => s.prefix === prefix);
    if (set) loaded = readSet(set);
    else if (prefix === DRAWN_PREFIX) loaded = drawnSet();
    else return undefined;
    loadedSets.set(prefix, loaded);
  }
  return loaded;
}

/** Every drawable vector asset (procedural ones excluded): the icon sets in manifest order, then our drawings. */
export function listAssets(): AssetEntry[] {
  return [...ICON_SETS.map((set) => set.prefix), DRAWN_PREFIX].flatMap((prefix) => loadSet(prefix)?.entries ?? []);
}

/** True for `sky:` and `land:` keys the environment layer draws itself. */
export function isProceduralAsset(key: string): boolean {
  const [set, name] = key.split(':');
  return PROCEDURAL[set ?? '']?.includes(name ?? '') ?? false;
}

/** The procedural keys, e.g. 'sky:moon', 'land:volcano'. */
export function proceduralAssets(): string[] {
  return Object.entries(PROCEDURAL).flatMap(([set, names]) => names.map((name) => `${set}:${name}`));
}

/** True when the key names something a cover can draw: a convertible icon or a procedural asset. */
export function hasAsset(key: string): boolean {
  return isProceduralAsset(key) || loadShape(key) !== undefined;
}

/**
 * The silhouette of a library icon, or undefined for procedural and unknown keys. Conversions are cached, for
 * library icons only: keys arriving in briefs cannot grow the cache.
 */
export function loadShape(key: string): SubjectShape | undefined {
  if (shapes.has(key)) return shapes.get(key);
  const prefix = key.slice(0, Math.max(0, key.indexOf(':')));
  const icon = isProceduralAsset(key) ? undefined : loadSet(prefix)?.icons.get(key);
  if (!icon) return undefined;
  const paths = svgToPaths(icon.body, icon.viewBox[2], icon.viewBox[3]);
  const art = artFor(prefix, key.slice(prefix.length + 1), icon.viewBox);
  const shape = paths ? { key, viewBox: icon.viewBox, paths, ...(art && { art }) } : undefined;
  shapes.set(key, shape);
  return shape;
}
