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
