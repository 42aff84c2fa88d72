import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { CoverEdit } from '../../../shared/contracts/cover-edit.ts';
import { COVERS_QUERY_ROOT, downloadUrl, packUrl, printUrl } from '../../lib/generations.ts';
import type { PrintProduct } from '../../../shared/release/print.ts';
import { toast } from '../../lib/toast.tsx';
import { useAuth } from '../auth/index.ts';
import { change, endGroup, redo, startHistory, undo, type EditHistory } from './edit-history.ts';
import { fetchEditor, fetchSavedEdit, saveEdit } from './editor-api.ts';

const same = (a: CoverEdit, b: CoverEdit) => JSON.stringify(a) === JSON.stringify(b);

/**
 * One cover's editor: its saved state from the server, the document being edited with undo and redo, saving, going
 * back to a saved edit, and downloading what was saved.
 */
export function useCoverEditor(coverId: string) {
  const { loading, user } = useAuth();
  const queryClient = useQueryClient();
  const key = useMemo(() => ['editor', coverId, user?.id ?? 'guest'] as const, [coverId, user?.id]);
  const state = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchEditor(coverId, signal),
    enabled: !loading,
    // The document is edited here; a refetch on focus must not pull it from under the person.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    // Opened again (after another version was picked in the generator, say), it starts from the server's state.
    refetchOnMount: 'always',
    retry: (count, err) => count < 2 && !('status' in err && (err as { status: number }).status === 404),
  });

  // Until the first change, the edit is the document the server opened with; later answers (after a save) only
  // refresh the saved versions' list.
  const [edited, setEdited] = useState<EditHistory<CoverEdit> | null>(null);
  const [lastSaved, setSaved] = useState<CoverEdit | null>(null);
  const [saving, setSaving] = useState(false);
  const opened = state.data?.document ?? null;
  const history = edited ?? (opened ? startHistory(opened) : null);
  const saved = lastSaved ?? opened;
  const setHistory = useCallback(
    (step: (h: EditHistory<CoverEdit>) => EditHistory<CoverEdit>) =>
      setEdited((h) => {
        const from = h ?? (opened ? startHistory(opened) : null);
        return from ? step(from) : null;
      }),
    [opened],
  );

  const document = history?.present ?? null;
  const dirty = !!document && !!saved && !same(document, saved);

  const update = useCallback(
    (next: CoverEdit, group: string | null = null) => setHistory((h) => change(h, next, group)),
    [setHistory],
  );

  const save = useCallback(async (): Promise<boolean> => {
    if (!document) return false;
    setSaving(true);
    const result = await saveEdit(coverId, document);
    setSaving(false);
    if (!result.ok) {
      toast.error(result.message ?? 'Your edit could not be saved.');
      return false;
    }
    setSaved(document);
    setHistory(endGroup);
    toast.success('Edit saved. Downloads of this cover are now your edit.');
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: key }),
      // The library, recent covers and a cover opened in the generator show and publish the saved edit from now on.
      queryClient.invalidateQueries({ queryKey: COVERS_QUERY_ROOT }),
    ]);
    return true;
  }, [coverId, document, key, queryClient, setHistory]);

  /** Puts a saved edit back in the editor, as a change that can be undone (it is saved again with Save). */
  const restore = useCallback(
    async (editId: string) => {
      const result = await fetchSavedEdit(coverId, editId);
      if (!result.ok) return void toast.error(result.message ?? 'That saved edit could not be opened.');
      update(result.data.document);
    },
    [coverId, update],
  );

  /**
   * Saves first when there are changes, so the file is what the page shows: the export, the release kit's ZIP
   * ('kit') or a print master.
   */
  const download = useCallback(
    async (file: 'jpeg' | 'png' | 'kit' | PrintProduct) => {
      if (dirty && !(await save())) return;
      const link = window.document.createElement('a');
      link.href =
        file === 'kit'
          ? packUrl(coverId)
          : file === 'jpeg' || file === 'png'
            ? downloadUrl(coverId, file)
            : printUrl(coverId, file);
      link.download = '';
      link.click();
    },
    [coverId, dirty, save],
  );

  return {
    state,
    document,
    dirty,
    saving,
    canUndo: !!history?.past.length,
    canRedo: !!history?.future.length,
    update,
    endGroup: useCallback(() => setHistory(endGroup), [setHistory]),
    undo: useCallback(() => setHistory(undo), [setHistory]),
    redo: useCallback(() => setHistory(redo), [setHistory]),
    save,
    restore,
    download,
  };
}

export type CoverEditor = ReturnType<typeof useCoverEditor>;
