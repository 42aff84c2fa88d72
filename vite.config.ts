import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
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

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: isSsrBuild ? false : 'public',
  plugins: [react(), tailwindcss(), featureEntriesWithoutSideEffects(), ...(isSsrBuild ? [] : [precompressAssets()])],
  // `vite build --ssr prerender.tsx` builds the module that renders the public pages to HTML at build time
  // (scripts/prerender.mjs); it runs once, in Node, and is not served.
  build: isSsrBuild
    ? { outDir: path.resolve(import.meta.dirname, 'dist/prerender'), emptyOutDir: true, target: 'node20' }
    : { outDir, emptyOutDir: true, manifest: true, target: 'es2022', assetsInlineLimit: 0 },
  server: {
    port: 5173,
    proxy: { '/api/': 'http://127.0.0.1:3001', '/.well-known': 'http://127.0.0.1:3001' },
  },
}));
