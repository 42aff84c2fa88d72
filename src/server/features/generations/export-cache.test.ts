import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import type { SceneBrief } from '../../../shared/contracts/scene-brief.ts';
import type { StorageProvider } from '../../providers/storage/storage.provider.ts';
import { STORAGE_KEY } from '../../providers/storage/storage.provider.ts';
import { ENGINE_VERSION, exportCache, exportKey, type ExportRecipe } from './export-cache.ts';

function memoryStorage(): StorageProvider & { files: Map<string, Buffer> } {
  const files = new Map<string, Buffer>();
  return {
    name: 'memory',
    files,
    put: async () => {
      throw new Error('exports are stored under derived keys');
    },
    putAt: async (key, bytes) => void files.set(key, bytes),
    get: async (key) => (files.has(key) ? { body: files.get(key)!, contentType: 'image/png' } : null),
    remove: async (key) => void files.delete(key),
  };
}

// The cache treats the brief as opaque JSON: any object stands in for one.
const brief = { genre: 'jazz', palette: ['#112233', '#445566'], title: 'Blue Hour' } as unknown as SceneBrief;
const recipe: ExportRecipe = { engine: 'builtin', brief, seed: 42, look: 'sonic', format: 'png' };
const logger = pino({ level: 'silent' });

describe('export keys', () => {
  it('are storage keys under exports/, by format', () => {
    expect(exportKey(recipe)).toMatch(/^exports\/[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{64}\.png$/);
    expect(exportKey(recipe)).toMatch(STORAGE_KEY);
    expect(exportKey({ ...recipe, format: 'jpeg' })).toMatch(/\.jpg$/);
    expect(exportKey({ masterKey: 'ab/cd/abcd.jpg', format: 'png' })).toMatch(/^exports\/.*\.png$/);
  });

  it('change with anything that changes the pixels, and only with that', () => {
    const key = exportKey(recipe);
    // The same brief with its fields in another order (as a database may return JSON) is the same export.
    const reordered = Object.fromEntries(Object.entries(brief).reverse()) as unknown as SceneBrief;
    expect(exportKey({ ...recipe, brief: reordered })).toBe(key);
    const variants: ExportRecipe[] = [
      { ...recipe, seed: 43 },
      { ...recipe, look: 'photon' },
      { ...recipe, format: 'jpeg' },
      { ...recipe, engine: 'other' },
      { ...recipe, brief: { ...brief, title: 'Blue Hours' } as unknown as SceneBrief },
      { ...recipe, brief: { ...brief, palette: ['#445566', '#112233'] } as unknown as SceneBrief },
    ];
    const keys = new Set([key, ...variants.map(exportKey)]);
    expect(keys.size).toBe(variants.length + 1);
    expect(ENGINE_VERSION).toBeGreaterThanOrEqual(1);
  });
});

describe('export cache', () => {
  it('renders an export once, for concurrent first downloads too, then serves the stored bytes', async () => {
    const storage = memoryStorage();
    const cache = exportCache(storage, logger);
    let release!: () => void;
    const rendered = new Promise<void>((resolve) => (release = resolve));
    const render = vi.fn(async () => {
      await rendered;
      return Buffer.from('png bytes');
    });
    const first = [cache.get(recipe, render), cache.get(recipe, render), cache.get(recipe, render)];
    release();
    const files = await Promise.all(first);
    expect(render).toHaveBeenCalledTimes(1);
    expect(files.every((f) => f.equals(Buffer.from('png bytes')))).toBe(true);
    expect([...storage.files.keys()]).toEqual([exportKey(recipe)]);

    // A later download, even in a new process (a new cache over the same storage), renders nothing.
    const later = await exportCache(storage, logger).get(recipe, render);
    expect(later.equals(Buffer.from('png bytes'))).toBe(true);
    expect(render).toHaveBeenCalledTimes(1);

    // Another export of the same cover is its own file.
    await cache.get({ ...recipe, format: 'jpeg' }, async () => Buffer.from('jpeg bytes'));
    expect(storage.files.size).toBe(2);
  });

  it('does not keep a failed render, and still delivers when the cache cannot be written', async () => {
    const storage = memoryStorage();
    const cache = exportCache(storage, logger);
    await expect(
      cache.get(recipe, async () => {
        throw new Error('render failed');
      }),
    ).rejects.toThrow('render failed');
    expect(storage.files.size).toBe(0);

    storage.putAt = async () => {
      throw new Error('disk full');
    };
    const render = vi.fn(async () => Buffer.from('png bytes'));
    expect((await cache.get(recipe, render)).toString()).toBe('png bytes');
    expect((await cache.get(recipe, render)).toString()).toBe('png bytes');
    expect(render).toHaveBeenCalledTimes(2);
  });
});
