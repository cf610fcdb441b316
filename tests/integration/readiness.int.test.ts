// /readyz says ready only while the database takes a write (decision 133): a database that answers
// reads but refuses every write (a full disk) is not ready, and is ready again by itself once it
// takes writes, without a restart. The refusal is a trigger on the probe's row.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as readyz } from '@/app/readyz/route';
import { database, dialect } from '@/server/db/client';
import { startTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function refuseWrites(): Promise<void> {
  const db = await database();
  if (dialect() === 'postgres') {
    await sql`create function refuse_write() returns trigger language plpgsql as $$
      begin raise exception 'could not extend file: No space left on device'; end $$`.execute(db);
    await sql`create trigger refuse_probe before insert or update on rate_limits
      for each row execute function refuse_write()`.execute(db);
  } else {
    await sql`create trigger refuse_probe before update on rate_limits
      begin select raise(abort, 'database or disk is full'); end`.execute(db);
    await sql`create trigger refuse_probe_insert before insert on rate_limits
      begin select raise(abort, 'database or disk is full'); end`.execute(db);
  }
}

async function allowWrites(): Promise<void> {
  const db = await database();
  await sql`drop trigger refuse_probe on rate_limits`
    .execute(db)
    .catch(() => sql`drop trigger refuse_probe`.execute(db));
  if (dialect() === 'sqlite') await sql`drop trigger refuse_probe_insert`.execute(db);
}

describe('/readyz', () => {
  it('fails while the database takes no write and recovers by itself', async () => {
    expect((await readyz()).status).toBe(200);
    await refuseWrites();
    // The last answer stands for a second.
    await sleep(1100);
    const refused = await readyz();
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ status: 'unavailable', database: false });
    // Reads still work: a check that only read would have said ready.
    const db = await database();
    await expect(db.selectFrom('outbox').select('id').execute()).resolves.toBeDefined();

    await allowWrites();
    await sleep(1100);
    expect((await readyz()).status).toBe(200);
  });

  it('writes at most once a second however often it is asked', async () => {
    await sleep(1100);
    const db = await database();
    const expiry = async () =>
      (
        await db
          .selectFrom('rate_limits')
          .select('expires_at')
          .where('bucket', '=', 'readyz:write-probe')
          .executeTakeFirstOrThrow()
      ).expires_at;
    expect((await readyz()).status).toBe(200);
    const first = await expiry();
    for (let i = 0; i < 20; i++) expect((await readyz()).status).toBe(200);
    expect(await expiry()).toBe(first);
  });
});
