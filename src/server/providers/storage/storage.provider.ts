/** Where image files live. Keys are content addresses (sha256 of the bytes), so a key never changes meaning. */
export interface StoredObject {
  body: Buffer;
  contentType: string;
}

export interface StorageProvider {
  readonly name: string;
  /** Stores bytes and returns their content-addressed key (e.g. "ab/cd/abcd….webp"). */
  put(bytes: Buffer, contentType: string): Promise<string>;
  get(key: string): Promise<StoredObject | null>;
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

/** A key we issued: two levels of fan-out, a sha256 hex name and a known extension. Anything else is refused. */
export const STORAGE_KEY = /^[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{64}\.(webp|jpg|png|avif)$/;
