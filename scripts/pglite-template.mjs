// Writes dist/pglite/template.tar.gz: an empty database with every migration applied and the job queue's schema
// and queues made, dumped by PGlite. A first start copies it into DATA_DIR instead of running initdb, the
// migrations and pg-boss's set-up (~5.5 s on these 2 cores); the server still migrates whatever is newer
// (src/server/db/client.ts). Run by `npm run build:server`, after tsc.
import fs from 'node:fs';
import path from 'node:path';
import { openPglite, PGLITE_TEMPLATE } from '../dist/server/db/client.js';
import { runMigrations } from '../dist/server/db/migrate.js';
import { createJobQueue } from '../dist/server/jobs/queue.js';
import { pino } from 'pino';

const started = performance.now();
const handle = await openPglite(undefined);
await runMigrations(handle);
const queue = await createJobQueue(handle, pino({ level: 'warn' }));
await queue.stop();
const dump = await handle.pglite.dumpDataDir('gzip');
await handle.close();
fs.mkdirSync(path.dirname(PGLITE_TEMPLATE), { recursive: true });
fs.writeFileSync(PGLITE_TEMPLATE, Buffer.from(await dump.arrayBuffer()));
const kb = Math.round(fs.statSync(PGLITE_TEMPLATE).size / 1024);
console.log(
  `PGlite template: ${path.relative(process.cwd(), PGLITE_TEMPLATE)} (${kb} KB) in ${Math.round(performance.now() - started)} ms`,
);
