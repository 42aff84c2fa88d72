/**
 * Calls behind the cover editor (GET/PUT /api/generations/:id/edit, one saved edit, and the preview:
 * src/shared/contracts/cover-edit.ts). Answers are checked against the shared contract.
 */
import {
  editorStateSchema,
  LAYER_BOXES_HEADER,
  layerBoxesSchema,
  LOGO_BOX_HEADER,
  logoBoxSchema,
  saveEditResponseSchema,
  coverEditSchema,
  type CoverEdit,
  type LayerBoxes,
  type LogoBox,
} from '../../../shared/contracts/cover-edit.ts';
import { preflightResponseSchema, type PreflightRequest } from '../../../shared/contracts/preflight.ts';
import { z } from 'zod';
import { api, unwrap, type ApiResult } from '../../lib/api.ts';

const fallback = 'Something went wrong. Please try again.';
const editPath = (id: string) => `/api/generations/${encodeURIComponent(id)}/edit`;

/** The cover's edit, history and swatches. Throws on failure (404 for a cover that is not mine). */
export function fetchEditor(id: string, signal?: AbortSignal) {
  return unwrap(api.get(editPath(id), { schema: editorStateSchema, signal, fallback, cache: 'no-store' }));
}

const savedEditSchema = z.object({ id: z.string(), document: coverEditSchema, savedAt: z.string() });

/** One of the cover's saved edits. Never throws. */
export function fetchSavedEdit(id: string, editId: string) {
  return api.get(`${editPath(id)}/${encodeURIComponent(editId)}`, { schema: savedEditSchema, fallback });
}

/** Saves the edit as the cover's newest. Never throws. */
export function saveEdit(id: string, document: CoverEdit): Promise<ApiResult<z.infer<typeof saveEditResponseSchema>>> {
  return api.put(editPath(id), { document }, { schema: saveEditResponseSchema, fallback });
}

export interface Preview {
  /** An object URL of the WebP (revoke it when replaced). */
  url: string;
  boxes: LayerBoxes | null;
  /** Where the logo layer landed, for dragging it; null without one (or when unknown). */
  logoBox: LogoBox;
}

/**
 * The edit drawn by the server (the same code that draws the export), with where its text layers landed. Throws an
 * ApiError on failure; a cancelled request rejects with the abort reason.
 */
export async function fetchPreview(id: string, document: CoverEdit, size: 512 | 1024, signal: AbortSignal) {
  const { blob, headers } = await unwrap(
    api.blob('POST', `${editPath(id)}/preview`, { document, size }, { signal, fallback }),
  );
  let boxes: LayerBoxes | null = null;
  let logoBox: LogoBox = null;
  try {
    const parsed = layerBoxesSchema.safeParse(JSON.parse(headers.get(LAYER_BOXES_HEADER) ?? 'null'));
    if (parsed.success) boxes = parsed.data;
    const logo = logoBoxSchema.safeParse(JSON.parse(headers.get(LOGO_BOX_HEADER) ?? 'null'));
    if (logo.success) logoBox = logo.data;
  } catch {
    // Without boxes a layer is picked in the panel instead of on the picture, and the logo placed by its sliders.
  }
  return { url: URL.createObjectURL(blob), boxes, logoBox } satisfies Preview;
}

/** The release check of the edit as it is on screen (saved or not). Throws an ApiError on failure. */
export function fetchPreflight(id: string, request: PreflightRequest) {
  return unwrap(api.post(`${editPath(id)}/preflight`, request, { schema: preflightResponseSchema, fallback }));
}
