/**
 * Writes the public API's OpenAPI document (paths relative to the site) to src/shared/generated/openapi.json, which
 * the API docs page is built from. A test fails when the file differs from what the routes describe: run
 * `npm run openapi` after changing them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { openApiDocument } from '../src/server/features/public-api/public-api.routes.ts';

export const OPENAPI_FILE = path.resolve(import.meta.dirname, '../src/shared/generated/openapi.json');

export const openApiFileText = () => `${JSON.stringify(openApiDocument(''), null, 2)}\n`;

if (process.argv[1] === import.meta.filename) {
  fs.writeFileSync(OPENAPI_FILE, openApiFileText());
  console.log(`wrote ${path.relative(process.cwd(), OPENAPI_FILE)}`);
}
