/** `npm run db:migrate`: applies pending migrations to the configured database and exits. */
import { loadConfig } from '../config.ts';
import { openDatabase } from './database.ts';

const config = loadConfig();
const handle = await openDatabase(config);
console.log(`Migrations applied (${handle.engine}${handle.engine === 'pglite' ? ` in ${config.dataDir}/db` : ''}).`);
await handle.close();
