// Writes made of finished statements (decision 113): all or nothing, on SQLite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { database, dialect, writeSteps } from '@/server/db/client';
import type { WriteStep } from '@/server/db/write-steps';
import { startTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

/** A counter raised by `by`, answering its count: the statement each dialect writes it with. */
function raise(bucket: string, by: number, refuseAbove?: number): WriteStep {
  const sqlite = dialect() === 'sqlite';
  return {
    sql: sqlite
      ? `insert into rate_limits (bucket, count, expires_at) values (?, ?, ?)
         on conflict (bucket) do update set count = rate_limits.count + excluded.count
         returning count`
      : `insert into rate_limits (bucket, count, expires_at) values ($1, $2, $3)
         on conflict (bucket) do update set count = rate_limits.count + excluded.count
         returning count`,
    params: [bucket, by, Date.now() + 60_000],
    returns: true,
    refuseAbove,
  };
}

async function countOf(bucket: string): Promise<number | undefined> {
  const db = await database();
  const row = await db
    .selectFrom('rate_limits')
    .select('count')
    .where('bucket', '=', bucket)
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.count);
}

describe('writeSteps', () => {
  it('runs every step and answers the rows asked for', async () => {
    const result = await writeSteps([raise('steps:a', 2), raise('steps:b', 3)]);
    expect(result).toEqual({ refused: false, rows: [[{ count: 2 }], [{ count: 3 }]] });
    expect(await countOf('steps:a')).toBe(2);
    expect(await countOf('steps:b')).toBe(3);
  });

  it('keeps nothing of a write that a step refuses, the steps before it included', async () => {
    const result = await writeSteps([raise('steps:c', 1), raise('steps:a', 5, 6)]);
    expect(result).toEqual({ refused: true, step: 1 });
    expect(await countOf('steps:c')).toBeUndefined();
    expect(await countOf('steps:a')).toBe(2);
  });

  it('keeps nothing of a write of one statement that refuses it', async () => {
    expect(await writeSteps([raise('steps:b', 5, 6)])).toEqual({ refused: true, step: 0 });
    expect(await countOf('steps:b')).toBe(3);
  });

  it('keeps nothing of a write whose statement fails, and fails with the database error', async () => {
    const broken: WriteStep = { sql: 'insert into no_such_table (x) values (1)', params: [] };
    await expect(writeSteps([raise('steps:d', 1), broken])).rejects.toThrow(/no_such_table/);
    expect(await countOf('steps:d')).toBeUndefined();
  });
});
