import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appMeta } from '../../src/server/db/schema/index.ts';
import { createTestDatabase, testEngine, type TestDatabase } from '../support/test-database.ts';

describe(`test databases (${testEngine})`, () => {
  let a: TestDatabase;
  let b: TestDatabase;
  beforeAll(async () => {
    [a, b] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  });
  afterAll(async () => {
    await Promise.all([a.destroy(), b.destroy()]);
  });

  it('are migrated', async () => {
    const result = (await a.db.execute(
      sql`select column_name from information_schema.columns where table_name = 'app_meta' order by column_name`,
    )) as unknown as { rows: { column_name: string }[] };
    expect(result.rows.map((r) => r.column_name)).toEqual(['key', 'updated_at', 'value']);
  });

  it('are isolated from each other', async () => {
    await a.db.insert(appMeta).values({ key: 'only-in-a', value: '1' });
    expect(await a.db.select().from(appMeta)).toHaveLength(1);
    expect(await b.db.select().from(appMeta)).toHaveLength(0);
  });

  it('re-running migrations changes nothing', async () => {
    const { runMigrations } = await import('../../src/server/db/migrate.ts');
    await runMigrations(a);
    expect(await a.db.select().from(appMeta)).toHaveLength(1);
  });
});
