import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RECENT_QUERY_KEY, shownImages } from '../../lib/generations.ts';
import { toast } from '../../lib/toast.tsx';
import { fetchGeneration, GENERATION_FALLBACK_MESSAGE, pickVersion } from './generate-api.ts';
import { versionsOf, type Cover } from './use-cover-generator.ts';

/** How often the page asks for versions still being drawn (each takes a fraction of a second). */
const POLL_MS = 500;

/**
 * The versions of the cover in the preview: those still being drawn arrive (asked for until the generation has
 * them all), and a pick makes one of them the cover, for no credit. `update` changes the page's cover; it is given
 * a function of the cover as it is then, since versions may arrive while a pick is on its way.
 */
export function useCoverVersions(
  cover: Cover | null,
  update: (change: (current: Cover | null) => Cover | null) => void,
) {
  const queryClient = useQueryClient();
  const [picking, setPicking] = useState<number | null>(null);
  const id = cover?.id ?? null;
  const drawing = !!cover?.versions && cover.versions.candidates.length < cover.versions.expected;
  const query = useQuery({
    queryKey: ['generation', 'versions', id],
    queryFn: ({ signal }) => fetchGeneration(id!, signal),
    enabled: drawing,
    refetchInterval: POLL_MS,
    gcTime: 0,
    retry: false,
  });

  useEffect(() => {
    const g = query.data;
    if (!g) return;
    const versions = versionsOf(g);
    if (!versions) return;
    update((current) =>
      current?.id === g.id && current.versions
        ? { ...current, versions: { ...versions, picked: current.versions.picked } }
        : current,
    );
  }, [query.data, update]);

  /** Makes version `index` the cover; false when it could not be (a message says why). */
  const pick = async (index: number): Promise<boolean> => {
    if (!cover?.versions || picking !== null) return false;
    if (index === cover.versions.picked) return true;
    setPicking(index);
    const result = await pickVersion(cover.id, index);
    setPicking(null);
    if (!result.ok) {
      toast.error('Version not chosen', { description: result.message ?? GENERATION_FALLBACK_MESSAGE });
      return false;
    }
    const g = result.data;
    const shown = shownImages(g);
    update((current) =>
      current?.id === g.id
        ? {
            ...current,
            seed: g.seed,
            detailSeed: g.detailSeed,
            imageUrl: shown.imageUrl ?? current.imageUrl,
            ...(shown.thumbnailUrl ? { thumbnailUrl: shown.thumbnailUrl } : {}),
            versions: versionsOf(g) ?? current.versions,
          }
        : current,
    );
    void queryClient.invalidateQueries({ queryKey: RECENT_QUERY_KEY });
    return true;
  };

  return { pick, picking };
}
