import type { Candidate, Generation } from '../../../../shared/contracts/generation.ts';
import { nearestPublishGenre } from '../../../../shared/lexicon/publish-genre.ts';
import type { CurrentEdit } from '../../shared/current-edit.ts';
import type { CandidateRow, GenerationRow } from '../generations.repo.ts';
import type { OperationDeps } from './deps.ts';

/**
 * A generation finished this long ago has all the candidates it will get (a job that died after its first one is
 * not drawing the rest): the page stops waiting for any still missing.
 */
const CANDIDATES_SETTLE_MS = 2 * 60_000;

const candidateImage = (id: string, index: number, variant: 'preview' | 'thumbnail') =>
  `/api/generations/${id}/candidates/${index}/image?variant=${variant}`;

/** A generation's versions as the API shows them, and how many the page should still wait for. */
export function candidatesView(row: GenerationRow, candidates: CandidateRow[]) {
  const list: Candidate[] = candidates.map((c) => ({
    index: c.index,
    seed: c.seed,
    detailSeed: c.detailSeed,
    imageUrl: candidateImage(row.id, c.index, 'preview'),
    thumbnailUrl: candidateImage(row.id, c.index, 'thumbnail'),
  }));
  // Still drawing: a finished generation whose job may be drawing the rest. (A finished one with none stored was
  // made before generations had versions.)
  const drawing =
    row.status === 'succeeded' &&
    list.length > 0 &&
    Date.now() - (row.finishedAt?.getTime() ?? 0) < CANDIDATES_SETTLE_MS;
  return {
    candidates: list,
    candidatesExpected: drawing ? Math.max(row.candidatesExpected, list.length) : list.length,
    pickedCandidate: row.pickedCandidate,
  };
}

export function toGeneration(
  row: GenerationRow,
  galleryPostId: string | null = null,
  candidates: CandidateRow[] = [],
  /** The cover as last saved in the editor, if it was edited. */
  edit: CurrentEdit | null = null,
): Generation {
  const ok = row.status === 'succeeded';
  // The picked version's own address when there are versions: the bytes behind it never change, so browsers may
  // keep them, while the generation's image changes with a pick.
  const picked = candidates.some((c) => c.index === row.pickedCandidate);
  // Addressed by the picture's content digest (in its key), so each drawing has its own address browsers may keep.
  const version = edit?.previewKey.split('/').pop()?.split('.')[0];
  const edited = version ? `/api/generations/${row.id}/edit/image?v=${version.slice(0, 16)}` : null;
  const image = (variant: 'preview' | 'thumbnail') =>
    picked
      ? candidateImage(row.id, row.pickedCandidate, variant)
      : `/api/generations/${row.id}/image?variant=${variant}`;
  return {
    id: row.id,
    status: row.status,
    prompt: row.prompt,
    refinedPrompt: row.refinedPrompt,
    provider: row.provider,
    seed: row.seed,
    detailSeed: row.detailSeed,
    variationOf: row.variationOf,
    variation: row.variation,
    engine: row.engine,
    favourite: row.favourite,
    imageUrl: ok ? image('preview') : null,
    thumbnailUrl: ok ? image('thumbnail') : null,
    editedImageUrl: ok && edited ? `${edited}&variant=preview` : null,
    editedThumbnailUrl: ok && edited ? `${edited}&variant=thumbnail` : null,
    editedText: ok && edit ? { title: edit.title, artist: edit.artist } : null,
    error: row.error,
    upscaled: row.upscaled,
    galleryPostId,
    publishGenre: nearestPublishGenre(row.brief.genre),
    brief: row.brief,
    createdAt: row.createdAt.toISOString(),
    ...candidatesView(row, candidates),
  };
}

/** Generations as the API shows them, each with its gallery post, versions and saved edit. */
export async function withGalleryPosts({ repo }: OperationDeps, rows: GenerationRow[]) {
  const ids = rows.map((r) => r.id);
  const [posts, candidates, edits] = await Promise.all([
    repo.galleryPostIds(ids),
    repo.candidatesOf(ids),
    repo.currentEdits(ids),
  ]);
  return rows.map((r) => toGeneration(r, posts.get(r.id) ?? null, candidates.get(r.id), edits.get(r.id) ?? null));
}
