/**
 * The visitor's own generations, as more than one feature shows them: Generate's recent covers, the gallery's
 * publish check and the profile's downloads.
 */
import { useQuery } from '@tanstack/react-query';
import {
  generationListSchema,
  providersSchema,
  type DownloadFormat,
  type Generation,
} from '../../shared/contracts/generation.ts';
import type { PrintProduct } from '../../shared/release/print.ts';
import { api, unwrap } from './api.ts';

/** TanStack Query key prefix of every view of the visitor's covers: invalidate it when a cover changes (an edit). */
export const COVERS_QUERY_ROOT = ['generation'] as const;
/** TanStack Query key prefix of the visitor's recent generations: invalidate it after a render or a publish. */
export const RECENT_QUERY_KEY = [...COVERS_QUERY_ROOT, 'recent'] as const;

/** The visitor's own recent generations, newest first (GET /api/generations). Throws on failure. */
export async function fetchRecentGenerations(): Promise<Generation[]> {
  return (await unwrap(api.get('/api/generations', { schema: generationListSchema }))).items;
}

/**
 * Which engine backs each toggle and which refiner writes the prompts (GET /api/providers), once the server has
 * said: one query the Generate page and the library share.
 */
export function useProviders() {
  return useQuery({
    queryKey: ['providers'],
    queryFn: () => unwrap(api.get('/api/providers', { schema: providersSchema })),
    staleTime: 5 * 60_000,
  });
}

/** The 3000×3000 export of a generation, as a same-origin link the browser downloads. */
export function downloadUrl(id: string, format: DownloadFormat): string {
  return `/api/generations/${encodeURIComponent(id)}/download?format=${format}`;
}

/** The release kit of a generation (master, post, story, banner, thumbnail) as one ZIP, as a same-origin link. */
export function packUrl(id: string): string {
  return `/api/generations/${encodeURIComponent(id)}/pack`;
}

/** A CMYK print master of a generation (a PDF with bleed and trim marked), as a same-origin link. */
export function printUrl(id: string, product: PrintProduct): string {
  return `/api/generations/${encodeURIComponent(id)}/print/${product}`;
}

/** A cover's pictures as people should see them: as last saved in the editor, else as generated. */
export function shownImages(
  g: Pick<Generation, 'imageUrl' | 'thumbnailUrl' | 'editedImageUrl' | 'editedThumbnailUrl'>,
) {
  const imageUrl = g.editedImageUrl ?? g.imageUrl;
  return { imageUrl, thumbnailUrl: g.editedThumbnailUrl ?? g.thumbnailUrl ?? imageUrl };
}
