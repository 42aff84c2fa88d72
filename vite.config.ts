import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { ChunkingContext } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const outDir = path.resolve(import.meta.dirname, 'dist/web');

/** Writes .br and .gz beside each text asset so the server sends them without compressing per request. */
function precompressAssets(): Plugin {
  return {
    name: 'soundsleeve:precompress',
    apply: 'build',
    closeBundle() {
      const assets = path.join(outDir, 'assets');
      if (!fs.existsSync(assets)) return;
      for (const name of fs.readdirSync(assets)) {
        if (!/\.(js|css|svg|json|txt|html)$/.test(name)) continue;
        const file = path.join(assets, name);
        const data = fs.readFileSync(file);
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/**
 * A feature's index.ts (its public entry) only re-exports: marked free of side effects, the bundler links importers
 * straight to the modules behind it instead of giving the entry a chunk of its own that every page then loads.
 */
function featureEntriesWithoutSideEffects(): Plugin {
  const entry = /[\\/]src[\\/]web[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;
  return {
    name: 'soundsleeve:feature-entries',
    transform(code, id) {
      return entry.test(id) ? { code, moduleSideEffects: false } : null;
    },
  };
}

/**
 * Every page's first load runs the app shell (src/web/app/start.tsx and all it imports statically) on top of React,
 * the router and the query cache. Left to itself the bundler cuts that into some thirty small chunks shared with
 * other pages; on a phone each module costs a request and its own work before the page can hydrate (measured: 35
 * modulepreloads took 210 ms of a 4x-slowed main thread). So the shell's static closure becomes two chunks, the
 * libraries ('framework') and the app's own ('shell'), which main.tsx still evaluates in separate steps. What only
 * later pages use stays split as before.
 */
function firstLoadChunks() {
  let shell: Set<string> | undefined;
  const closure = (ctx: ChunkingContext, from: string) => {
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id)) return;
      seen.add(id);
      for (const next of ctx.getModuleInfo(id)?.importedIds ?? []) visit(next);
    };
    visit(from);
    return seen;
  };
  return (id: string, ctx: ChunkingContext) => {
    if (!shell) {
      const start = [
        ...ctx.getModuleInfo(path.resolve(import.meta.dirname, 'src/web/main.tsx'))!.dynamicallyImportedIds,
      ].find((m) => m.endsWith('/app/start.tsx'));
      if (!start) throw new Error('main.tsx no longer imports app/start.tsx: update firstLoadChunks');
      shell = closure(ctx, start);
    }
    if (!shell.has(id)) return null;
    return /[\\/]node_modules[\\/]/.test(id) ? 'framework' : 'shell';
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: isSsrBuild ? false : 'public',
  plugins: [react(), tailwindcss(), featureEntriesWithoutSideEffects(), ...(isSsrBuild ? [] : [precompressAssets()])],
  // `vite build --ssr prerender.tsx` builds the module that renders the public pages to HTML at build time
  // (scripts/prerender.mjs); it runs once, in Node, and is not served.
  build: isSsrBuild
    ? { outDir: path.resolve(import.meta.dirname, 'dist/prerender'), emptyOutDir: true, target: 'node20' }
    : {
        outDir,
        emptyOutDir: true,
        manifest: true,
        target: 'es2022',
        assetsInlineLimit: 0,
        rolldownOptions: { output: { codeSplitting: { groups: [{ name: firstLoadChunks() }] } } },
      },
  server: {
    port: 5173,
    proxy: { '/api/': 'http://127.0.0.1:3001', '/.well-known': 'http://127.0.0.1:3001' },
  },
}));
