/**
 * Boundaries between the web app's features (src/web/features/<name>/), as two ESLint rules:
 *
 * - `feature-boundaries/public-entry`: a feature imports another feature only through its public entry,
 *   `src/web/features/<name>/index.ts`; src/web/lib and src/web/components import no feature at all.
 * - `feature-boundaries/no-cycle`: the features' import graph has no cycle (A → B → … → A), counted per feature,
 *   not per module (eslint-plugin-import-x's no-cycle only sees a cycle when the same modules close the loop).
 *
 * Every import counts: static, `export … from`, `import()` and type-only ones. The graph is read from the files on
 * disk (with TypeScript's import scanner), except the file being linted, whose imports come from its syntax tree.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const WEB_DIR = path.resolve(import.meta.dirname, '../src/web');
const FEATURES_DIR = path.join(WEB_DIR, 'features');
const BELOW_FEATURES = [path.join(WEB_DIR, 'lib'), path.join(WEB_DIR, 'components')];
const SOURCE_FILE = /\.(ts|tsx)$/;

const inside = (dir, file) => {
  const rel = path.relative(dir, file);
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
};

/** The feature a file belongs to (its folder under src/web/features), or null. */
function featureOf(file) {
  if (!inside(FEATURES_DIR, file)) return null;
  const [name, ...rest] = path.relative(FEATURES_DIR, file).split(path.sep);
  return rest.length > 0 ? name : null;
}

const isPublicEntry = (file) => path.basename(file) === 'index.ts' && path.dirname(path.dirname(file)) === FEATURES_DIR;

/** The file a relative specifier points at, or null for a package. */
const resolve = (fromFile, specifier) =>
  specifier.startsWith('.') ? path.resolve(path.dirname(fromFile), specifier) : null;

/**
 * Visitors that collect every import of the file being linted (`import`, `export … from`, `import('…')`), then
 * hand them to `done` as `{ specifier, node }` once the whole file has been read.
 */
function collectImports(done) {
  const found = [];
  const add = (node) => {
    if (node.source?.type === 'Literal') found.push({ specifier: String(node.source.value), node: node.source });
  };
  return {
    ImportDeclaration: add,
    ExportNamedDeclaration: add,
    ExportAllDeclaration: add,
    ImportExpression: add,
    'Program:exit': () => done(found),
  };
}

/** Per file on disk: its modification time and the features it imports. Re-read only when a file changes. */
const diskCache = new Map();

function featuresImportedOnDisk(file) {
  const { mtimeMs } = fs.statSync(file);
  const cached = diskCache.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.features;
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
  const features = new Set();
  for (const { fileName } of importedFiles) {
    const target = resolve(file, fileName);
    const feature = target && featureOf(target);
    if (feature) features.add(feature);
  }
  diskCache.set(file, { mtimeMs, features });
  return features;
}

/** feature → the features it imports, from every feature file on disk except `skip`. */
function featureGraph(skip) {
  const graph = new Map();
  for (const entry of fs.readdirSync(FEATURES_DIR, { recursive: true })) {
    if (!SOURCE_FILE.test(entry)) continue;
    const file = path.join(FEATURES_DIR, entry);
    if (file === skip) continue;
    const from = featureOf(file);
    if (!from) continue;
    for (const to of featuresImportedOnDisk(file)) {
      if (to === from) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from).add(to);
    }
  }
  return graph;
}

/** The shortest path of features from `start` to `goal`, or null. */
function findPath(graph, start, goal) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const current = queue.shift();
    if (current === goal) {
      const route = [];
      for (let at = goal; at !== null; at = previous.get(at)) route.unshift(at);
      return route;
    }
    for (const next of graph.get(current) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, current);
        queue.push(next);
      }
    }
  }
  return null;
}

const publicEntry = {
  meta: {
    type: 'problem',
    docs: { description: 'Import another feature only through its index.ts; lib and components import no feature.' },
    schema: [],
    messages: {
      internal:
        "'{{specifier}}' reaches into the {{feature}} feature. Import from '{{feature}}/index.ts' (its public entry), " +
        'or move what is shared by several features to src/web/lib or src/web/components.',
      below: "'{{specifier}}' imports the {{feature}} feature: src/web/lib and src/web/components import no feature.",
    },
  },
  create(context) {
    const file = context.filename;
    const own = featureOf(file);
    const below = BELOW_FEATURES.some((dir) => inside(dir, file));
    if (!own && !below) return {};
    return collectImports((imports) => {
      for (const { specifier, node } of imports) {
        const target = resolve(file, specifier);
        const feature = target && featureOf(target);
        if (!feature || feature === own) continue;
        if (below) context.report({ node, messageId: 'below', data: { specifier, feature } });
        else if (!isPublicEntry(target)) context.report({ node, messageId: 'internal', data: { specifier, feature } });
      }
    });
  },
};

const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles between features (A → B → … → A).' },
    schema: [],
    messages: {
      cycle:
        "'{{specifier}}' closes a cycle between features: {{route}}. Move what both need to src/web/lib or " +
        'src/web/components, or let only one of them import the other.',
    },
  },
  create(context) {
    const file = context.filename;
    const own = featureOf(file);
    if (!own) return {};
    return collectImports((found) => {
      const imports = found.flatMap(({ specifier, node }) => {
        const target = resolve(file, specifier);
        const feature = target && featureOf(target);
        return feature && feature !== own ? [{ specifier, node, feature }] : [];
      });
      if (imports.length === 0) return;
      const graph = featureGraph(file);
      if (!graph.has(own)) graph.set(own, new Set());
      for (const { feature } of imports) graph.get(own).add(feature);
      for (const { specifier, node, feature } of imports) {
        const back = findPath(graph, feature, own);
        if (back) context.report({ node, messageId: 'cycle', data: { specifier, route: [own, ...back].join(' → ') } });
      }
    });
  },
};

export default {
  meta: { name: 'feature-boundaries' },
  rules: { 'public-entry': publicEntry, 'no-cycle': noCycle },
};
