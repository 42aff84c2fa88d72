/**
 * Calls behind the tools: uploads (/api/uploads), the Album Mockup Builder (/api/mockups) and the Color Tone
 * Assistant (/api/tools/tone). Scenes and grade previews are images the page shows by address.
 */
import type { MockupScene } from '../../../shared/contracts/mockups.ts';
import { enhancementListSchema, enhancementSchema, type EnhanceRequest } from '../../../shared/contracts/enhance.ts';
import { TOOL_UPLOAD_MAX_BYTES, toolUploadSchema, type UploadPurpose } from '../../../shared/contracts/uploads.ts';
import { AVATAR_TYPES } from '../../../shared/contracts/profile.ts';
import { paletteSchema, type GradePreview, type PaletteFormat } from '../../../shared/contracts/tone.ts';
import { api, unwrap } from '../../lib/api.ts';

/** What a tool works on: one of my covers, or an image I uploaded (with the lettering I typed, for mockups). */
export type ToolSource = { kind: 'cover'; id: string } | { kind: 'upload'; id: string; artist: string; title: string };

/** Image types an upload may be: the same as an avatar's. */
export const UPLOAD_TYPES = AVATAR_TYPES;

/** Why a picked file cannot be sent, before sending it; null when it can. */
export function uploadProblem(file: File): string | null {
  if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) return 'Upload a PNG, JPEG or WebP image.';
  if (file.size > TOOL_UPLOAD_MAX_BYTES)
    return `The image is larger than ${TOOL_UPLOAD_MAX_BYTES / 1024 / 1024} MB. Choose a smaller file.`;
  return null;
}

/** POST /api/uploads with the image's bytes as the body: a cover (made square) or a picture for the enhancer. */
export const uploadCover = (file: File, purpose: UploadPurpose = 'cover') =>
  api.post(`/api/uploads?for=${purpose}`, file, {
    schema: toolUploadSchema,
    headers: { 'Content-Type': file.type },
    fallback: 'The image could not be uploaded. Please try again.',
  });

const mockupBase = (source: ToolSource) =>
  source.kind === 'cover'
    ? `/api/mockups/covers/${encodeURIComponent(source.id)}`
    : `/api/mockups/uploads/${encodeURIComponent(source.id)}`;

const query = (source: ToolSource, size?: 'preview' | 'full') => {
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
export const sceneUrl = (source: ToolSource, scene: MockupScene, size: 'preview' | 'full') =>
  `${mockupBase(source)}/${scene}${query(source, size)}`;

/** Every scene as PNGs in one ZIP. */
export const zipUrl = (source: ToolSource) => `${mockupBase(source)}${query(source)}`;

const toneBase = (source: ToolSource) =>
  `/api/tools/tone/${source.kind === 'cover' ? 'covers' : 'uploads'}/${encodeURIComponent(source.id)}`;

/** The palette of a cover or an upload. */
export const fetchPalette = (source: ToolSource, signal?: AbortSignal) =>
  unwrap(
    api.get(toneBase(source), { schema: paletteSchema, signal }),
    'The palette could not be read. Please try again.',
  );

/** The cover in one of the editor's grades ('original': as it stands), as an image address. */
export const gradeUrl = (source: ToolSource, grade: GradePreview) => `${toneBase(source)}/grades/${grade}`;

/** The palette as a design tool's file, to download. */
export const paletteFileUrl = (source: ToolSource, format: PaletteFormat) => `${toneBase(source)}/palette/${format}`;

const enhancerBase = '/api/tools/enhancer';

/** Starts an enhancement of a cover or an upload; it runs as a job (follow it with fetchEnhancement). */
export const startEnhancement = (source: ToolSource, request: EnhanceRequest) =>
  unwrap(
    api.post(
      `${enhancerBase}/${source.kind === 'cover' ? 'covers' : 'uploads'}/${encodeURIComponent(source.id)}`,
      request,
      {
        schema: enhancementSchema,
      },
    ),
    'The enhancement could not be started. Please try again.',
  );

export const fetchEnhancement = (id: string, signal?: AbortSignal) =>
  unwrap(
    api.get(`${enhancerBase}/enhancements/${encodeURIComponent(id)}`, { schema: enhancementSchema, signal }),
    'The enhancement could not be read. Please try again.',
  );

export const fetchEnhancements = (signal?: AbortSignal) =>
  unwrap(
    api.get(`${enhancerBase}/enhancements`, { schema: enhancementListSchema, signal }),
    'Your enhancements could not be listed. Please try again.',
  );

/** An enhancement's files by address: the PNG to download, the whole preview, a before/after detail square. */
export const enhancementUrls = (id: string) => {
  const base = `${enhancerBase}/enhancements/${encodeURIComponent(id)}`;
  return {
    download: `${base}/download`,
    preview: `${base}/preview`,
    detail: (side: 'before' | 'after', x: number, y: number) =>
      `${base}/detail?side=${side}&x=${x.toFixed(3)}&y=${y.toFixed(3)}`,
  };
};

/** A logo's address: the SVG or PNG the page shows, or (with `download`) the file to save. */
export function logoUrl(
  format: 'svg' | 'png',
  logo: { name: string; treatment: string; emblem?: string; colour?: string; height?: number },
  download = false,
) {
  const params = new URLSearchParams({ name: logo.name, treatment: logo.treatment });
  if (logo.emblem) params.set('emblem', logo.emblem);
  if (logo.colour) params.set('colour', logo.colour);
  if (logo.height) params.set('height', String(logo.height));
  if (download) params.set('download', '1');
  return `/api/tools/logos/logo.${format}?${params}`;
}
