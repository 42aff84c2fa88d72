import { createHash } from 'node:crypto';
import { stringify } from 'safe-stable-stringify';
import type { Look, SceneBrief } from '../../../shared/contracts/scene-brief.ts';
import type { Logger } from '../../logger.ts';
import { derivedFiles } from '../../providers/storage/derived-files.ts';
import { derivedKey, type StorageProvider } from '../../providers/storage/storage.provider.ts';

/**
 * The version of what the built-in engine draws and encodes. Exports are cached under a digest of everything that
 * determines their pixels, this included: bump it whenever the engine's output for an existing brief, seed and look
 * changes (drawing, typefaces, encoder settings), so no cover is delivered from an older engine's cache.
 */
export const ENGINE_VERSION = 67;

export type ExportFormat = 'jpeg' | 'png';

/** Everything an export's bytes depend on. */
export type ExportRecipe =
  /** Rendered on demand by an engine (the built-in one). */
  | { engine: string; brief: SceneBrief; seed: number; detail?: number; look: Look; format: ExportFormat }
  /** Re-encoded from an outside provider's stored master (its key is the master's content address). */
  | { masterKey: string; format: 'png' };

const CONTENT_TYPES = { jpeg: 'image/jpeg', png: 'image/png' } as const;

/** The storage key of an export: sha256 of its recipe as canonical JSON (sorted keys) and the engine version. */
export function exportKey(recipe: ExportRecipe): string {
  // A recipe is plain JSON (a zod-checked brief, numbers, strings), so it always serialises.
  const canonical = stringify({ ...recipe, engineVersion: ENGINE_VERSION })!;
  const digest = createHash('sha256').update(canonical).digest('hex');
  return derivedKey(digest, CONTENT_TYPES[recipe.format]);
}

/** The export files that may be cached for a cover: removed with it (they are a cache, made again on demand). */
export function exportKeysOf(cover: {
  engine: string | null;
  brief: SceneBrief;
  seed: number;
  detailSeed: number | null;
  look: Look;
  masterKey: string | null;
}): string[] {
  if (cover.masterKey) return [exportKey({ masterKey: cover.masterKey, format: 'png' })];
  const engine = cover.engine ?? 'builtin';
  return (['jpeg', 'png'] as const).map((format) => exportKey({ ...renderRecipe(engine, cover), format }));
}

/**
 * What a built-in export is drawn from. A cover without a detail seed leaves it out, so its key (and cached file)
 * is the one it had before covers had detail seeds.
 */
export function renderRecipe(
  engine: string,
  cover: { brief: SceneBrief; seed: number; detailSeed: number | null; look: Look },
): Omit<Extract<ExportRecipe, { engine: string }>, 'format'> {
  const { brief, seed, look, detailSeed } = cover;
  return { engine, brief, seed, look, ...(detailSeed === null ? {} : { detail: detailSeed }) };
}

/** Each export made once and stored (derived-files.ts); later downloads are served the stored bytes. */
export function exportCache(storage: StorageProvider, logger: Logger) {
  const files = derivedFiles(storage, logger);
  return {
    get: (recipe: ExportRecipe, make: () => Promise<Buffer>): Promise<Buffer> => files.get(exportKey(recipe), make),
  };
}

export type ExportCache = ReturnType<typeof exportCache>;
