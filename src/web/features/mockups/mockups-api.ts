/**
 * Calls behind the Album Mockup Builder (/api/mockups, src/shared/contracts/mockups.ts). Scenes are images the
 * page shows and downloads by address; only the upload is a call.
 */
import { MOCKUP_UPLOAD_MAX_BYTES, mockupUploadSchema, type MockupScene } from '../../../shared/contracts/mockups.ts';
import { AVATAR_TYPES } from '../../../shared/contracts/profile.ts';
import { api } from '../../lib/api.ts';

/** Where the mockups come from: one of my covers, or an image I uploaded (with the lettering I typed). */
export type MockupSource =
  { kind: 'cover'; id: string } | { kind: 'upload'; id: string; artist: string; title: string };

/** Image types an upload may be: the same as an avatar's. */
export const MOCKUP_UPLOAD_TYPES = AVATAR_TYPES;

/** Why a picked file cannot be sent, before sending it; null when it can. */
export function uploadProblem(file: File): string | null {
  if (!(MOCKUP_UPLOAD_TYPES as readonly string[]).includes(file.type)) return 'Upload a PNG, JPEG or WebP image.';
  if (file.size > MOCKUP_UPLOAD_MAX_BYTES)
    return `The image is larger than ${MOCKUP_UPLOAD_MAX_BYTES / 1024 / 1024} MB. Choose a smaller file.`;
  return null;
}

/** POST /api/mockups/uploads with the image's bytes as the body. */
export const uploadCover = (file: File) =>
  api.post('/api/mockups/uploads', file, {
    schema: mockupUploadSchema,
    headers: { 'Content-Type': file.type },
    fallback: 'The image could not be uploaded. Please try again.',
  });

const base = (source: MockupSource) =>
  source.kind === 'cover'
    ? `/api/mockups/covers/${encodeURIComponent(source.id)}`
    : `/api/mockups/uploads/${encodeURIComponent(source.id)}`;

const query = (source: MockupSource, size?: 'preview' | 'full') => {
  const params = new URLSearchParams();
  if (size) params.set('size', size);
  if (source.kind === 'upload') {
    if (source.artist) params.set('artist', source.artist);
    if (source.title) params.set('title', source.title);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** A scene's address: the page's preview, or the full PNG to download. */
export const sceneUrl = (source: MockupSource, scene: MockupScene, size: 'preview' | 'full') =>
  `${base(source)}/${scene}${query(source, size)}`;

/** Every scene as PNGs in one ZIP. */
export const zipUrl = (source: MockupSource) => `${base(source)}${query(source)}`;
