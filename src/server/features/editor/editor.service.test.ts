import { describe, expect, it, vi } from 'vitest';
import { refineIdea } from '../../providers/refine/builtin-refiner.ts';
import type { RenderPool } from '../../providers/image/render-pool.ts';
import type { StorageProvider } from '../../providers/storage/storage.provider.ts';
import { editFromLayout } from '../../engine/edit-document.ts';
import type { GenerationRow } from '../generations/generations.repo.ts';
import type { EditorRepo } from './editor.repo.ts';
import { editorService } from './editor.service.ts';

/**
 * The editor's redraw after a pick, with its outside systems stood in for: what it does when drawing fails and when
 * a newer save has taken the cover's pictures over meanwhile. (The drawing itself is tested with the real engine in
 * tests/integration/editor.test.ts.)
 */
const owner = { kind: 'user', userId: 'u1' } as const;
const row = {
  id: 'g1',
  status: 'succeeded',
  provider: 'lovable',
  seed: 5,
  detailSeed: null,
  masterKey: null,
  brief: refineIdea('a red kite over salt flats').brief,
} as unknown as GenerationRow;
const latest = { id: 'e1', generationId: 'g1', document: editFromLayout(null), createdAt: new Date() };

function setup(over: { setImages?: EditorRepo['setImages']; editedVariants?: RenderPool['editedVariants'] }) {
  const removed: string[] = [];
  const logged: unknown[] = [];
  let n = 0;
  const storage = {
    put: async () => `ab/cd/new-${++n}.webp`,
    remove: async (key: string) => void removed.push(key),
  } as unknown as StorageProvider;
  const renderPool = {
    editedVariants: over.editedVariants ?? (async () => ({ preview: Buffer.from('p'), thumbnail: Buffer.from('t') })),
  } as unknown as RenderPool;
  const repo = {
    latest: async () => latest,
    setImages: over.setImages ?? (async () => ({ updated: true, released: [] })),
    stillReferenced: async () => new Set<string>(),
  } as unknown as EditorRepo;
  const editor = editorService({
    repo,
    cover: async () => row,
    lookOf: () => 'sonic',
    storage,
    renderPool,
    textReader: { read: async () => [], close: async () => undefined },
    entitlements: { require: async () => undefined },
    logger: { error: (...args: unknown[]) => void logged.push(args) },
  });
  return { editor, removed, logged };
}

describe('redrawing an edited cover after a pick', () => {
  it('never fails the pick: a drawing that fails is logged and the pictures stay', async () => {
    const setImages = vi.fn();
    const { editor, logged, removed } = setup({
      editedVariants: async () => {
        throw new Error('render failed');
      },
      setImages,
    });
    await expect(editor.redraw(owner, 'g1')).resolves.toBeUndefined();
    expect(logged).toHaveLength(1);
    expect(setImages).not.toHaveBeenCalled();
    expect(removed).toEqual([]);
  });

  it('removes its own new pictures when a newer save took the cover’s pictures over', async () => {
    const { editor, removed } = setup({ setImages: async () => ({ updated: false, released: [] }) });
    await editor.redraw(owner, 'g1');
    expect(removed.sort()).toEqual(['ab/cd/new-1.webp', 'ab/cd/new-2.webp']);
  });

  it('removes the pictures the edit let go of when it did take the new ones', async () => {
    const { editor, removed } = setup({
      setImages: async () => ({ updated: true, released: ['ab/cd/old-p.webp', 'ab/cd/old-t.webp'] }),
    });
    await editor.redraw(owner, 'g1');
    expect(removed.sort()).toEqual(['ab/cd/old-p.webp', 'ab/cd/old-t.webp']);
  });
});
