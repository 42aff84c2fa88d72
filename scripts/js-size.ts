/**
 * First-load JavaScript of a page, gzip-compressed: every script the browser fetches while loading it
 * from the built app. `npm run size` prints it for `/` and fails above the budget.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { chromium, type Page } from 'playwright-core';

export const FIRST_LOAD_JS_BUDGET_BYTES = 170 * 1024;

export interface JsSize {
  files: { file: string; gzipBytes: number }[];
  totalGzipBytes: number;
}

export async function measureFirstLoadJs(page: Page, url: string, distDir: string): Promise<JsSize> {
  const scripts = new Set<string>();
  const onRequest = (req: { resourceType(): string; url(): string }) => {
    if (req.resourceType() === 'script') scripts.add(new URL(req.url()).pathname);
  };
  page.on('request', onRequest);
  await page.goto(url, { waitUntil: 'networkidle' });
  page.off('request', onRequest);
  const files = [...scripts].map((pathname) => {
    const data = fs.readFileSync(path.join(distDir, pathname));
    return { file: pathname, gzipBytes: zlib.gzipSync(data, { level: 9 }).length };
  });
  return { files, totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}

async function main() {
  const { startServer } = await import('../tests/support/server-process.ts');
  const { CHROMIUM_ARGS } = await import('../tests/e2e/support/browser.ts');
  const root = path.resolve(import.meta.dirname, '..');
  const route = process.argv[2] ?? '/';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundsleeve-size-'));
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' }, { entry: 'built' });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const size = await measureFirstLoadJs(await browser.newPage(), server.url + route, path.join(root, 'dist/web'));
    for (const f of size.files) console.log(`${(f.gzipBytes / 1024).toFixed(1).padStart(7)} KB  ${f.file}`);
    const total = size.totalGzipBytes / 1024;
    console.log(`${total.toFixed(1).padStart(7)} KB  first-load JavaScript of ${route} (gzip), budget 170 KB`);
    process.exitCode = size.totalGzipBytes <= FIRST_LOAD_JS_BUDGET_BYTES ? 0 : 1;
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await main();
