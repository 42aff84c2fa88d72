import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { contentTypeFor, DERIVED_KEY, extensionFor, STORAGE_KEY, type StorageProvider } from './storage.provider.ts';

/** Files under DATA_DIR/storage, written atomically (temp file + rename) so readers never see half a file. */
export function localStorage(root: string): StorageProvider {
  const write = async (key: string, bytes: Buffer) => {
    const file = path.join(root, key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${randomUUID()}.tmp`;
    await fs.writeFile(tmp, bytes);
    await fs.rename(tmp, file);
  };
  return {
    name: 'local',
    async put(bytes, contentType) {
      const hash = createHash('sha256').update(bytes).digest('hex');
      const key = `${hash.slice(0, 2)}/${hash.slice(2, 4)}/${hash}.${extensionFor(contentType)}`;
      try {
        await fs.access(path.join(root, key));
        return key; // same content, same key: already stored
      } catch {
        /* not stored yet */
      }
      await write(key, bytes);
      return key;
    },
    async putAt(key, bytes) {
      if (!DERIVED_KEY.test(key)) throw new Error(`Not a derived storage key: ${key}`);
      await write(key, bytes);
    },
    async remove(key) {
      if (!STORAGE_KEY.test(key)) return;
      await fs.rm(path.join(root, key), { force: true });
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
