import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobQueue, RENDER_QUEUE } from '../../src/server/jobs/queue.ts';
import { createTestDatabase, testEngine, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

const expiry = async () =>
  (
    (await database.db.execute(
      sql`select expire_seconds from pgboss.queue where name = ${RENDER_QUEUE}`,
    )) as unknown as { rows: { expire_seconds: number }[] }
  ).rows[0]?.expire_seconds;

describe(`the render queue (${testEngine})`, () => {
  it('takes the configured expiry on every start, also when the queue was made before with another', async () => {
    const logger = pino({ level: 'silent' });
    const first = await createJobQueue(database, logger, { expireSeconds: 120 });
    await first.stop();
    expect(await expiry()).toBe(120);
    // A data folder made from the build's template, or JOB_EXPIRE_SECONDS changed since the last start.
    const second = await createJobQueue(database, logger, { expireSeconds: 7 });
    await second.stop();
    expect(await expiry()).toBe(7);
  });
});
