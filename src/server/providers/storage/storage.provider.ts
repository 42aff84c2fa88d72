/**
 * Where image files live. Keys are content addresses (sha256 of the bytes), so a key never changes meaning; derived
 * keys (the export cache) are addresses of what made the bytes instead, which never changes meaning either.
 */
export interface StoredObject {
  body: Buffer;
  contentType: string;
}

export interface StorageProvider {
  readonly name: string;
  /** Stores bytes and returns their content-addressed key (e.g. "ab/cd/abcd….webp"). */
  put(bytes: Buffer, contentType: string): Promise<string>;
  /**
   * Stores bytes under a derived key (`derivedKey`): a digest of everything that determines them, so the same key
   * always means the same picture. Used for files cheaper to keep than to make again (3000² exports).
   */
  putAt(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  /** Deletes a stored file; a key that is not stored (or not ours) is ignored. */
  remove(key: string): Promise<void>;
}

const EXTENSIONS: Record<string, string> = {
  'image/webp': 'webp',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/avif': 'avif',
};

export function extensionFor(contentType: string): string {
  const ext = EXTENSIONS[contentType];
  if (!ext) throw new Error(`Unsupported content type for storage: ${contentType}`);
  return ext;
}

export function contentTypeFor(key: string): string {
  const ext = key.split('.').pop() ?? '';
  return Object.entries(EXTENSIONS).find(([, e]) => e === ext)?.[0] ?? 'application/octet-stream';
}

/**
 * A key we issued: two levels of fan-out, a sha256 hex name and a known extension; derived keys live under
 * `exports/` (a folder that may be emptied at any time: its files are made again on demand). Anything else is
 * refused.
 */
export const STORAGE_KEY = /^(exports\/)?[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{64}\.(webp|jpg|png|avif)$/;
export const DERIVED_KEY = /^exports\/[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{64}\.(webp|jpg|png|avif)$/;

/** The derived key of a file made from a recipe whose sha256 (hex) is `digest`. */
export function derivedKey(digest: string, contentType: string): string {
  if (!/^[0-9a-f]{64}$/.test(digest)) throw new Error('A derived key needs a sha256 hex digest.');
  return `exports/${digest.slice(0, 2)}/${digest.slice(2, 4)}/${digest}.${extensionFor(contentType)}`;
}
