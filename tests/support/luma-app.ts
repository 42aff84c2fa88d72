import { afterAll, beforeAll } from 'vitest';
import { buildGenerationApp } from './generation-app.ts';
import { startLumaServer, type LumaImageSpec } from './protocol/luma-server.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

/**
 * The app with Photon Studio backed by a local server speaking Luma's protocol, on a fresh test database, started
 * before the file's tests and stopped after them. Read its parts after `beforeAll` has run.
 */
export function lumaBackedApp(image?: LumaImageSpec) {
  const parts = {} as {
    database: TestDatabase;
    luma: Awaited<ReturnType<typeof startLumaServer>>;
    app: Awaited<ReturnType<typeof buildGenerationApp>>['app'];
    stop: () => Promise<void>;
  };
  beforeAll(async () => {
    parts.database = await createTestDatabase();
    parts.luma = await startLumaServer(image ? { image } : {});
    Object.assign(
      parts,
      await buildGenerationApp(parts.database, {
        GUEST_IP_DAILY_CAP: '1000',
        IMAGE_PROVIDER_PHOTON: 'luma',
        ...parts.luma.env,
      }),
    );
  });
  afterAll(async () => {
    await parts.stop?.();
    await parts.luma?.close();
    await parts.database?.destroy();
  });
  return parts;
}
