import { ERROR_CODES } from '../../../../shared/api-error.ts';
import { LOOK_OF } from '../../../../shared/contracts/generation.ts';
import { AppError } from '../../../http/errors.ts';
import { downloadName } from '../download-name.ts';
import { renderRecipe } from '../export-cache.ts';
import type { Owner } from '../generations.repo.ts';
import type { OperationDeps } from './deps.ts';
import { getGeneration } from './get-generation.ts';

/** The finished cover's 3000² export as a file to download, with its file name. */
export async function downloadGeneration(deps: OperationDeps, owner: Owner, id: string, format: 'jpeg' | 'png') {
  const { storage, renderPool, engines, builtin, exportFiles } = deps;
  const row = await getGeneration(deps, owner, id);
  if (row.status !== 'succeeded') throw new AppError(409, ERROR_CODES.notReady, 'This cover is not finished yet.');
  const filename = downloadName(row.brief, row.seed, format);
  // Each export is made once (in the render pool) and stored; later downloads are served the stored bytes.
  if (row.masterKey) {
    // An outside provider's image: its stored master is the JPEG export; the PNG is re-encoded from it.
    const masterKey = row.masterKey;
    const master = async () => {
      const object = await storage.get(masterKey);
      if (!object) throw new AppError(404, ERROR_CODES.notFound, 'The full-size image is missing.');
      return object.body;
    };
    if (format === 'jpeg') return { bytes: await master(), filename };
    const bytes = await exportFiles.get({ masterKey, format }, async () => renderPool.masterToPng(await master()));
    return { bytes, filename };
  }
  const engine = row.engine === 'builtin' || !row.engine ? builtin : engines[row.provider];
  const renderExport = engine.renderExport?.bind(engine);
  if (!renderExport) throw new AppError(501, ERROR_CODES.notAvailable, 'Downloads are not available for this image.');
  const recipe = renderRecipe(engine.name, { ...row, look: LOOK_OF[row.provider] });
  const bytes = await exportFiles.get({ ...recipe, format }, () =>
    renderExport({ ...recipe, refinedPrompt: row.refinedPrompt }, format),
  );
  return { bytes, filename };
}
