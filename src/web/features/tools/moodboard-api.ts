/** Calls behind the Moodboard Creator (/api/moodboards): my boards, saving and sharing one, a shared link's board. */
import type { z } from 'zod';
import {
  boardListSchema,
  boardSchema,
  boardUploadSchema,
  type BoardInput,
} from '../../../shared/contracts/moodboards.ts';
import { galleryPageSchema } from '../../../shared/contracts/gallery.ts';
import { api, unwrap } from '../../lib/api.ts';

export const BOARDS_KEY = ['moodboards'] as const;
const boardPath = (id: string) => `/api/moodboards/${encodeURIComponent(id)}`;

export const fetchBoards = async () =>
  (await unwrap(api.get('/api/moodboards', { schema: boardListSchema }), 'Your boards could not be loaded.')).items;

export const fetchBoard = (id: string) => unwrap(api.get(boardPath(id), { schema: boardSchema }));

export const fetchSharedBoard = (token: string) =>
  unwrap(api.get(`/api/moodboards/shared/${encodeURIComponent(token)}`, { schema: boardSchema }));

export const createBoard = (name: string) =>
  api.post('/api/moodboards', { name }, { schema: boardSchema, fallback: 'The board could not be made.' });

export const saveBoard = (id: string, input: BoardInput) =>
  api.put(boardPath(id), input, { schema: boardSchema, fallback: 'The board could not be saved.' });

export const shareBoard = (id: string, shared: boolean) =>
  api.post(`${boardPath(id)}/share`, { shared }, { schema: boardSchema, fallback: 'The link could not be changed.' });

/** A picture of mine for boards, its bytes as the body (sent as the file's own type). */
export const uploadBoardPicture = (file: File) =>
  api.post('/api/moodboards/uploads', file, {
    schema: boardUploadSchema,
    headers: { 'Content-Type': file.type },
    fallback: 'The picture could not be uploaded. Please try again.',
  });

export const deleteBoard = (id: string) => api.delete(boardPath(id), { fallback: 'The board could not be deleted.' });

/** The board as a PNG to download: mine, or a shared link's. */
export const boardPngUrl = (board: { id: string }, token?: string) =>
  token ? `/api/moodboards/shared/${encodeURIComponent(token)}/board.png` : `${boardPath(board.id)}/board.png`;

/** The gallery's newest covers, to add to a board. */
export const fetchGalleryCovers = async () =>
  (await unwrap(api.get('/api/gallery?limit=24', { schema: galleryPageSchema }))).items;

export const shareUrl = (token: string) => `${window.location.origin}/moodboard/${encodeURIComponent(token)}`;

export type BoardList = z.infer<typeof boardListSchema>['items'];
