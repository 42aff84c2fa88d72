// Builds the app only when its inputs changed since the last build, so `npm start` serves at once when nothing did.
// Plain JavaScript run by node itself: it must not need a build or a TypeScript loader before it can decide.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
/** Everything that decides what `npm run build` writes. */
const INPUTS = [
  'src',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'scripts/prerender.mjs',
  'scripts/pglite-template.mjs',
  'tsconfig.base.json',
  'tsconfig.json',
  'tsconfig.server.json',
  'tsconfig.web.json',
];
const STAMP = path.join(root, 'dist', '.build-inputs');
/** What the build writes and serving needs; missing ones force a build. */
const OUTPUTS = [
  'dist/server/main.js',
  'dist/web/index.html',
  'dist/web/pages/manifest.json',
  'dist/pglite/template.tar.gz',
];

function filesUnder(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [entry];
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.relative(root, path.join(d.parentPath, d.name)));
}

const hash = createHash('sha256');
for (const file of INPUTS.flatMap(filesUnder).sort()) {
  hash
    .update(file)
    .update('\0')
    .update(fs.readFileSync(path.join(root, file)))
    .update('\0');
}
const digest = hash.digest('hex');
const built = OUTPUTS.every((f) => fs.existsSync(path.join(root, f)));
const previous = fs.existsSync(STAMP) ? fs.readFileSync(STAMP, 'utf8').trim() : null;

if (built && previous === digest) {
  console.log('Build is up to date: nothing changed since the last build.');
} else {
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  fs.writeFileSync(STAMP, `${digest}\n`);
}
