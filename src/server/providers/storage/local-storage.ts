import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { contentTypeFor, extensionFor, STORAGE_KEY, type StorageProvider } from './storage.provider.ts';

/** Files under DATA_DIR/storage, written atomically (temp file + rename) so readers never see half a file. */
export function localStorage(root: string): StorageProvider {
  return {
    name: 'local',
    async put(bytes, contentType) {
      const hash = createHash('sha256').update(bytes).digest('hex');
      const key = `${hash.slice(0, 2)}/${hash.slice(2, 4)}/${hash}.${extensionFor(contentType)}`;
      const file = path.join(root, key);
      try {
        await fs.access(file);
        return key; // same content, same key: already stored
      } catch {
        /* not stored yet */
      }
      await fs.mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await fs.writeFile(tmp, bytes);
      await fs.rename(tmp, file);
      return key;
    },
    async get(key) {
      if (!STORAGE_KEY.test(key)) return null;
      try {
        return { body: await fs.readFile(path.join(root, key)), contentType: contentTypeFor(key) };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
  };
}
