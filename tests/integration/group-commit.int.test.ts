// Quotes saved at the same moment are committed together (decision 104), and one save's failure
// is never its neighbour's: a group that fails is undone and each save is made alone.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCalendarDate } from '@/domain/format';
import { database } from '@/server/db/client';
import { groupCommit } from '@/server/db/group-commit';
import { hitRateLimits } from '@/server/http/rate-limit';
import { callRoute, startTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';

let app: TestApp;
beforeAll(async () => {
  // Two mails a day to one address: enough to fill one address's share in two saves.
  app = await startTestApp({ VISITOR_MAIL_PER_DAY: '2' });
});
afterAll(async () => {
  await app.close();
});

const tomorrow = toCalendarDate(new Date(Date.now() + 36 * 3600 * 1000));

function save(email: string, quantity = '2') {
  return {
    is_dg: false,
    is_hand_unload: true,
    is_trailer_split: false,
    has_tailgate: false,
    pickup: 'LAVERTON NORTH VIC 3026',
    delivery: 'ROCKLEA QLD 4106',
    date: tomorrow,
    packagings: [
      { type: '10', quantity, length: '120', width: '100', height: '100', weight: '50' },
      { type: '13', quantity: '4', length: '40', width: '30', height: '30', weight: '12' },
    ],
    label: 'Economy',
    description: '',
    email,
  };
}

async function savedFor(email: string) {
  const db = await database();
  return db
    .selectFrom('quotes')
    .select(['id', 'quote_number', 'created_at'])
    .where('email', '=', email)
    .execute();
}

/** Each quote's packages and mails, as the one transaction of its save wrote them. */
async function expectWhole(quote: { id: number; quote_number: string }, quantity: number) {
  const db = await database();
  const packages = await db
    .selectFrom('quote_packagings')
    .select(['position', 'quantity'])
    .where('quote_id', '=', quote.id)
    .orderBy('position')
    .execute();
  expect(packages.map((p) => [p.position, Number(p.quantity)])).toEqual([
    [0, quantity],
    [1, 4],
  ]);
  const mails = await db
    .selectFrom('outbox')
    .select(['topic', 'subject'])
    .where('ref', '=', `quotes:${quote.id}`)
    .orderBy('topic')
    .execute();
  expect(mails.map((m) => m.topic)).toEqual(['quote.company', 'quote.visitor']);
  for (const mail of mails) expect(mail.subject).toContain(quote.quote_number);
}

describe('saves committed together', () => {
  it('saves quotes sent at once in one transaction, each whole, with its own number', async () => {
    const emails = Array.from({ length: 8 }, (_, n) => `together${n}@example.com`);
    const answers = await Promise.all(
      emails.map((email, i) => callRoute('/tms/saveQuote', save(email, String(i + 1)))),
    );
    expect(answers.map((a) => a.status)).toEqual(emails.map(() => 200));
    const quotes = await Promise.all(emails.map(savedFor));
    for (const [i, rows] of quotes.entries()) {
      expect(rows).toHaveLength(1);
      expect(rows[0]!.quote_number).toBe(answers[i]!.json.qn_random);
      await expectWhole(rows[0]!, i + 1);
    }
    // Saves that reach the database together share a transaction, and with it its moment: on
    // SQLite all eight at once, on PostgreSQL those that arrive while a group is being written.
    const moments = new Set(quotes.map((rows) => rows[0]!.created_at)).size;
    expect(moments).toBeLessThan(emails.length);
    if (app.dialect === 'sqlite') expect(moments).toBe(1);
  });

  it('saves the others when one of them is refused, and keeps nothing of that one', async () => {
    // full@ has had its two mails of the day: its next save is refused.
    for (let i = 0; i < 2; i++) {
      expect((await callRoute('/tms/saveQuote', save('full@example.com'))).status).toBe(200);
    }
    const emails = ['next1@example.com', 'full@example.com', 'next2@example.com'];
    const answers = await Promise.all(
      emails.map((email) => callRoute('/tms/saveQuote', save(email))),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 429, 200]);
    expect(answers[1]!.json.field).toBe('email');
    expect(await savedFor('full@example.com')).toHaveLength(2);
    for (const email of ['next1@example.com', 'next2@example.com']) {
      const rows = await savedFor(email);
      expect(rows).toHaveLength(1);
      await expectWhole(rows[0]!, 2);
    }
    // full@ counts its two saves, and on PostgreSQL, where the share is taken before the quote is
    // written, its refused third as well; every other address counts one.
    const db = await database();
    const counters = await db
      .selectFrom('rate_limits')
      .select('count')
      .where('bucket', 'like', 'mail-to:%')
      .execute();
    expect(counters.map((c) => Number(c.count)).sort()).toEqual([
      ...Array<number>(10).fill(1),
      app.dialect === 'postgres' ? 3 : 2,
    ]);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'prepares the group statement once per PostgreSQL connection, under one name',
    async () => {
      for (let round = 0; round < 3; round++) {
        const answers = await Promise.all(
          [0, 1, 2].map((i) =>
            callRoute('/tms/saveQuote', save(`prepared${round}.${i}@example.com`)),
          ),
        );
        expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      }
      // Each of the pool's ten connections, held at once by a transaction that waits a moment
      // first, lists the statements prepared on it.
      const db = await database();
      const lists = await Promise.all(
        Array.from({ length: 10 }, () =>
          db.transaction().execute(async (trx) => {
            await sql`select pg_sleep(0.3)`.execute(trx);
            const { rows } = await sql<{ name: string; statement: string }>`
              select name, statement from pg_prepared_statements`.execute(trx);
            return rows;
          }),
        ),
      );
      const prepared = lists.flat();
      const names = new Set(prepared.map((p) => p.name));
      expect([...names]).toEqual([expect.stringMatching(/^save-quotes-[0-9a-f]{12}$/)]);
      for (const p of prepared)
        expect(p.statement).toMatch(/^\/\* prepared: save-quotes \*\/\s+with q as/);
    },
  );

  it('refuses the second of two saves at once to an address with one mail left', async () => {
    const email = 'one-left@example.com';
    expect((await callRoute('/tms/saveQuote', save(email))).status).toBe(200);
    const answers = await Promise.all([
      callRoute('/tms/saveQuote', save(email)),
      callRoute('/tms/saveQuote', save(email)),
      callRoute('/tms/saveQuote', save('beside@example.com')),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 429]);
    expect(await savedFor(email)).toHaveLength(2);
    expect(await savedFor('beside@example.com')).toHaveLength(1);
  });
});

describe('contact messages committed together', () => {
  const message = (n: number) => ({
    first_name: 'Priya',
    last_name: `Nair ${n}`,
    email: `contact${n}@example.com`,
    subject: `Pallets to Cairns, run ${n}`,
    phone: '0491 570 156',
    message: `Run ${n}: ${n} pallets from Laverton North to Cairns.`,
  });

  async function expectSaved(n: number, id: number) {
    const db = await database();
    const row = await db
      .selectFrom('contact_messages')
      .select(['email', 'message'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.email).toBe(`contact${n}@example.com`);
    expect(row.message).toContain(`Run ${n}:`);
    const mails = await db
      .selectFrom('outbox')
      .select(['topic', 'reply_to'])
      .where('ref', '=', `contact_messages:${id}`)
      .execute();
    expect(mails).toEqual([{ topic: 'contact.company', reply_to: `contact${n}@example.com` }]);
  }

  it('saves messages sent at once each with its own row, key and mail', async () => {
    const numbers = Array.from({ length: 10 }, (_, n) => n + 1);
    const answers = await Promise.all(
      numbers.map((n) => callRoute('/tms/save-contact', message(n), { ip: `198.51.100.${n}` })),
    );
    expect(answers.map((a) => a.status)).toEqual(numbers.map(() => 200));
    const ids = answers.map((a) => Number((a.json.data as { id: number }).id));
    expect(new Set(ids).size).toBe(numbers.length);
    for (const [i, n] of numbers.entries()) await expectSaved(n, ids[i]!);
  });

  it('answers a repeat sent beside new messages with the saved one, and keeps nothing new', async () => {
    const answers = await Promise.all(
      [1, 11, 12, 1].map((n, i) =>
        callRoute('/tms/save-contact', message(n), { ip: `203.0.113.${i + 1}` }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const ids = answers.map((a) => Number((a.json.data as { id: number }).id));
    await expectSaved(11, ids[1]!);
    await expectSaved(12, ids[2]!);
    // Message 1 was saved by the test before: both repeats answer with that row, which has its
    // one mail still.
    expect(ids[3]).toBe(ids[0]);
    await expectSaved(1, ids[0]!);
    const db = await database();
    const rows = await db
      .selectFrom('contact_messages')
      .select('id')
      .where('email', '=', 'contact1@example.com')
      .execute();
    expect(rows).toHaveLength(1);
  });
});

describe('groupCommit', () => {
  it('commits calls made at once together, and after a failed group each alone', async () => {
    const groups: string[][] = [];
    const alone: string[] = [];
    const db = await database();
    // A counter row per key: a key saved before breaks the rule that keys are unique.
    const rows = (keys: string[]) =>
      keys.map((bucket) => ({
        bucket,
        count: 1,
        expires_at: Date.now() + 60_000,
      }));
    const commit = groupCommit<string, string>({
      maxGroup: 16,
      async together(db, keys) {
        groups.push([...keys]);
        await db.insertInto('rate_limits').values(rows(keys)).execute();
        return keys.map((key) => `together:${key}`);
      },
      async alone(key) {
        alone.push(key);
        await db
          .insertInto('rate_limits')
          .values(rows([key]))
          .execute();
        return `alone:${key}`;
      },
    });
    expect(await Promise.all(['gc:1', 'gc:2', 'gc:3'].map(commit))).toEqual([
      'together:gc:1',
      'together:gc:2',
      'together:gc:3',
    ]);
    const results = await Promise.allSettled(['gc:4', 'gc:1', 'gc:5'].map(commit));
    expect(groups).toEqual([
      ['gc:1', 'gc:2', 'gc:3'],
      ['gc:4', 'gc:1', 'gc:5'],
    ]);
    expect(alone).toEqual(['gc:4', 'gc:1', 'gc:5']);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(results[0]).toMatchObject({ value: 'alone:gc:4' });
    const saved = await db
      .selectFrom('rate_limits')
      .select('bucket')
      .where('bucket', 'like', 'gc:%')
      .orderBy('bucket')
      .execute();
    expect(saved.map((r) => r.bucket)).toEqual(['gc:1', 'gc:2', 'gc:3', 'gc:4', 'gc:5']);
  });
});

describe('counters raised together', () => {
  it('counts each hit on one counter in one statement, in order', async () => {
    const limit = { max: 2, windowSeconds: 86400 };
    const hits = [
      { key: 'group:a', limit },
      { key: 'group:b', limit },
      { key: 'group:a', limit },
      { key: 'group:a', limit },
    ];
    const results = await hitRateLimits(hits);
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results.map((r) => r.remaining)).toEqual([1, 1, 0, 0]);
    const again = await hitRateLimits([{ key: 'group:a', limit }]);
    expect(again[0]!.allowed).toBe(false);
    const db = await database();
    const rows = await db
      .selectFrom('rate_limits')
      .select(['bucket', 'count'])
      .where('bucket', 'like', 'group:%')
      .orderBy('bucket')
      .execute();
    expect(rows.map((r) => [r.bucket.split(':')[1], Number(r.count)])).toEqual([
      ['a', 4],
      ['b', 1],
    ]);
  });
});
