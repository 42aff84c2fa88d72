import { z } from 'zod';

/**
 * Covers uploaded for the tools (POST /api/uploads): PNG, JPEG or WebP, at most 20 MB and 50 megapixels; kept as a
 * square sRGB PNG of this side (enough for the largest mockup, the poster).
 */
export const TOOL_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
export const TOOL_UPLOAD_MAX_PIXELS = 50_000_000;
export const TOOL_UPLOAD_SIDE = 1600;

/** POST /api/uploads: the stored upload, addressed by its content, and the size of the file sent. */
export const toolUploadSchema = z.object({ id: z.string(), width: z.number().int(), height: z.number().int() });
export type ToolUpload = z.infer<typeof toolUploadSchema>;

/**
 * What an upload is for (`?for=` on POST /api/uploads): a cover for the mockups and the tone assistant (made square),
 * or a picture for the enhancer (kept at its own size and shape, at most ENHANCE_MAX_INPUT_SIDE a side).
 */
export const UPLOAD_PURPOSES = ['cover', 'enhance'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];
export const uploadPurposeSchema = z
  .enum(UPLOAD_PURPOSES, { error: 'An upload is for a cover (for=cover) or for the enhancer (for=enhance).' })
  .default('cover');
