import { LOOK_OF, versionSeeds } from '../../../../shared/contracts/generation.ts';
import type { ImageEngine } from '../../../providers/image/image.provider.ts';
import type { GenerationRow } from '../generations.repo.ts';
import { removeFiles } from './cover-files.ts';
import type { OperationDeps } from './deps.ts';

/** A version with its style's finish; null (the version as drawn) when that fails, which is logged. */
async function styledVersion(
  { styles, logger }: OperationDeps,
  version: GenerationRow,
  signal: AbortSignal,
  background: boolean,
) {
  try {
    return await styles.finishedVersion(version, signal, { background });
  } catch (err) {
    if (signal.aborted) throw err;
    logger.error({ err, id: version.id }, "a version's style could not be drawn; it shows as drawn");
    return null;
  }
}

/**
 * Draws version `index` of a generation and stores it. `base` is version 0's seeds (the generation's own until
 * another version is picked): every version's seeds follow from it (versionSeeds).
 */
export async function drawCandidate(
  deps: OperationDeps,
  row: GenerationRow,
  base: { seed: number; detailSeed: number | null },
  engine: ImageEngine,
  index: number,
  signal: AbortSignal,
) {
  const { repo, storage, builtin } = deps;
  const { seed, detailSeed } = versionSeeds(base.seed, base.detailSeed, index);
  // The first version is what the request waits for; the others nobody waits for.
  const background = index > 0;
  // Drawn in a custom style, each version shows with the style's finish, so the person picks among covers as they
  // will be. The built-in engine's art is drawn by the finish itself (once); an outside image is finished after it
  // arrives. A finish that cannot be drawn leaves the version as the engine draws it.
  const builtinArt = engine.name === builtin.name;
  let styled =
    row.styleId && builtinArt ? await styledVersion(deps, { ...row, seed, detailSeed }, signal, background) : null;
  const result = styled
    ? null
    : await engine.generate({
        brief: row.brief,
        refinedPrompt: row.refinedPrompt,
        seed,
        ...(detailSeed === null ? {} : { detail: detailSeed }),
        look: LOOK_OF[row.provider],
        signal,
        background,
      });
  const masterKey = result?.master ? await storage.put(result.master, 'image/jpeg') : null;
  if (row.styleId && !builtinArt)
    styled = await styledVersion(deps, { ...row, seed, detailSeed, masterKey }, signal, background);
  const [previewKey, thumbnailKey] = await Promise.all([
    storage.put(styled?.preview ?? result!.preview, 'image/webp'),
    storage.put(styled?.thumbnail ?? result!.thumbnail, 'image/webp'),
  ]);
  const candidate = {
    generationId: row.id,
    index,
    seed,
    detailSeed,
    previewKey,
    thumbnailKey,
    masterKey,
    upscaled: result?.upscaled ?? false,
  };
  try {
    await repo.addCandidate(candidate);
  } catch (err) {
    // The cover was deleted while this version was drawn: its files go too, unless another cover uses them.
    if (await repo.get(row.id)) throw err;
    await removeFiles(deps, row.id, [previewKey, thumbnailKey, ...(masterKey ? [masterKey] : [])], []);
    throw new Error('the cover was deleted while a version was drawn', { cause: err });
  }
  return { ...candidate, styled: styled !== null };
}
