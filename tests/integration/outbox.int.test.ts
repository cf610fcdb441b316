import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { sql } from 'kysely';
import { database } from '@/server/db/client';
import { env, resetEnvForTests } from '@/server/env';
import {
  claimMail,
  deliverDueMail,
  enqueueMail,
  enqueueMails,
  markSent,
  recordFailure,
  resetMailerForTests,
  retryPendingMail,
  stopDeliveryLoop,
} from '@/server/outbox/outbox';
import { startTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';

let app: TestApp;
beforeAll(async () => {
  // One mail in hand at a time, so that the claims below follow one another.
  app = await startTestApp({ SMTP_MAX_CONNECTIONS: '1' });
});
afterEach(() => {
  vi.useRealTimers();
  app.smtp.beforeAccept = undefined;
});
afterAll(async () => {
  await app.close();
});

/** Queue a plain mail and return its outbox id. */
async function queue(subject: string, attachment?: string): Promise<number> {
  const db = await database();
  await enqueueMail(db, {
    topic: 'test.outbox',
    ref: 'test:1',
    to: 'dispatch@test.example',
    subject,
    html: `<p>${subject}</p>`,
    text: subject,
    attachments: attachment
      ? [{ filename: 'note.txt', contentType: 'text/plain', content: Buffer.from(attachment) }]
      : undefined,
  });
  const row = await db
    .selectFrom('outbox')
    .select('id')
    .where('subject', '=', subject)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function outboxRow(id: number) {
  const db = await database();
  return db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

function received(subject: string): ParsedMail[] {
  return app.smtp.messages.filter((m) => m.subject === subject);
}

/** The outbox id in a Message-ID written by the outbox: <outbox-ID-TIME@domain>. */
function outboxIdOf(mail: ParsedMail): number {
  const match = /^<outbox-(\d+)-/.exec(mail.messageId ?? '');
  if (!match?.[1]) throw new Error(`Not an outbox Message-ID: ${mail.messageId}`);
  return Number(match[1]);
}

describe('outbox claims', () => {
  it('lets only the current claim settle a row: a claim whose lock ran out cannot mark it sent', async () => {
    const db = await database();
    const id = await queue('Claim taken over');
    const first = await claimMail(db, id);
    expect(first).toBeDefined();
    expect(await claimMail(db, id)).toBeUndefined();

    // The first process stalls past its lock; another claims the row with its own token.
    await db
      .updateTable('outbox')
      .set({ locked_until: Date.now() - 1 })
      .where('id', '=', id)
      .execute();
    const second = await claimMail(db, id);
    expect(second?.token).toBeDefined();
    expect(second?.token).not.toBe(first?.token);

    expect(await markSent(db, first!)).toBe(false);
    expect(await recordFailure(db, first!, new Error('too late'))).toBe(false);
    const held = await outboxRow(id);
    expect(held).toMatchObject({
      status: 'pending',
      claim_token: second!.token,
      attempts: 0,
      last_error: null,
      sent_at: null,
    });

    expect(await markSent(db, second!)).toBe(true);
    expect(await outboxRow(id)).toMatchObject({ status: 'sent', attempts: 1, claim_token: null });
  });

  it('fails a mail whose attachments cannot be decrypted on its own, and sends the others', async () => {
    const db = await database();
    const before = await queue('Before the damaged mail');
    const damaged = await queue('Damaged attachment', 'bank details');
    const after = await queue('After the damaged mail');
    // As if encrypted with a key this site no longer has.
    await db
      .updateTable('outbox')
      .set({ attachments: 'enc:v1.00000000.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA.AAAA' })
      .where('id', '=', damaged)
      .execute();

    const startedAt = Date.now();
    await expect(deliverDueMail()).resolves.toBe(2);

    expect(received('Before the damaged mail')).toHaveLength(1);
    expect(received('After the damaged mail')).toHaveLength(1);
    expect(received('Damaged attachment')).toHaveLength(0);
    expect((await outboxRow(before)).status).toBe('sent');
    expect((await outboxRow(after)).status).toBe('sent');
    const failed = await outboxRow(damaged);
    expect(failed).toMatchObject({
      status: 'pending',
      attempts: 1,
      locked_until: null,
      claim_token: null,
    });
    expect(failed.last_error).toMatch(/key/);
    // Backed off like any failure: 15 s before the next try.
    expect(Number(failed.next_attempt_at)).toBeGreaterThanOrEqual(startedAt + 15_000);
  });

  it('counts each claim’s lock from the moment of the claim, not from the start of the batch', async () => {
    const lockMs = env().OUTBOX_LOCK_MS;
    const subjects = ['Slow batch 1', 'Slow batch 2', 'Slow batch 3'];
    for (const s of subjects) await queue(s);
    vi.useFakeTimers({ toFake: ['Date'] });
    const batchStart = Date.now();
    const seen: { lockedUntil: number; acceptedAt: number }[] = [];
    // Each send takes three quarters of a lock: by the third, a lock from the batch's start is over.
    app.smtp.beforeAccept = async (mail) => {
      const row = await outboxRow(outboxIdOf(mail));
      seen.push({ lockedUntil: Number(row.locked_until), acceptedAt: Date.now() });
      vi.setSystemTime(Date.now() + lockMs * 0.75);
    };

    await expect(deliverDueMail()).resolves.toBe(3);

    expect(seen).toHaveLength(3);
    seen.forEach(({ lockedUntil, acceptedAt }, i) => {
      const claimedAt = batchStart + i * lockMs * 0.75;
      expect(lockedUntil).toBe(claimedAt + lockMs);
      expect(lockedUntil).toBeGreaterThan(acceptedAt);
    });
    for (const s of subjects) expect(received(s)).toHaveLength(1);
  });

  it('ends a run when the loop stops, leaving the rest queued for the next run', async () => {
    // Stopping (a deploy, SIGTERM) must not wait for a whole backlog to be sent.
    const subjects = Array.from({ length: 60 }, (_, i) => `Stopping ${i + 1}`);
    const db = await database();
    await enqueueMails(
      db,
      subjects.map((subject) => ({
        topic: 'test.outbox',
        ref: 'test:stopping',
        to: 'dispatch@test.example',
        subject,
        html: `<p>${subject}</p>`,
        text: subject,
      })),
    );
    const statuses = async () =>
      (await db.selectFrom('outbox').select('status').where('ref', '=', 'test:stopping').execute())
        .map((r) => r.status)
        .filter((status) => status === 'pending').length;
    const run = deliverDueMail();
    await stopDeliveryLoop();
    await run;
    expect(await statuses()).toBe(60);
    // Stopped, not broken: the next run sends them.
    await deliverDueMail();
    expect(await statuses()).toBe(0);
    expect(subjects.filter((subject) => received(subject).length === 1)).toHaveLength(60);
  });

  it('sends a backlog longer than one batch in one run, not one batch per poll', async () => {
    // A burst of saved quotes queues more mail than a batch (50); the run goes on until a batch
    // comes back short, so none of it waits for the next poll.
    const subjects = Array.from({ length: 120 }, (_, i) => `Backlog ${i + 1}`);
    const db = await database();
    await enqueueMails(
      db,
      subjects.map((subject) => ({
        topic: 'test.outbox',
        ref: 'test:backlog',
        to: 'dispatch@test.example',
        subject,
        html: `<p>${subject}</p>`,
        text: subject,
      })),
    );
    await deliverDueMail();
    const rows = await db
      .selectFrom('outbox')
      .select('status')
      .where('ref', '=', 'test:backlog')
      .execute();
    expect(rows).toHaveLength(120);
    expect(rows.filter((r) => r.status === 'sent')).toHaveLength(120);
    expect(subjects.filter((subject) => received(subject).length === 1)).toHaveLength(120);
  });
});

describe("looking up a record's mail", () => {
  it('finds it through an index on its ref, not by reading the whole outbox', async () => {
    const db = await database();
    const lookup = sql`select id from outbox where ref = ${'quotes:1'} and topic = ${'quote.visitor'}`;
    const plan = await db.transaction().execute(async (trx) => {
      if (app.dialect === 'postgres') {
        // A table this small is read whole whatever its indexes; asked not to, the planner uses
        // an index only if there is one.
        await sql`set local enable_seqscan = off`.execute(trx);
        return (await sql<Record<string, string>>`explain ${lookup}`.execute(trx)).rows;
      }
      return (await sql<Record<string, string>>`explain query plan ${lookup}`.execute(trx)).rows;
    });
    expect(plan.map((row) => Object.values(row).join(' ')).join('\n')).toMatch(/outbox_ref/);
  });
});

describe('SMTP security', () => {
  function requireTls(value: 'true' | 'false') {
    process.env.SMTP_REQUIRE_TLS = value;
    resetEnvForTests();
    resetMailerForTests();
  }

  it('keeps mail waiting, with the error, when the server offers no STARTTLS and TLS is required', async () => {
    requireTls('true');
    try {
      const id = await queue('Only over TLS');
      await deliverDueMail();
      const row = await outboxRow(id);
      expect(row.status).toBe('pending');
      expect(row.attempts).toBe(1);
      expect(row.last_error).toMatch(/STARTTLS/i);
      expect(received('Only over TLS')).toHaveLength(0);

      // With the requirement lifted (a relay on loopback), the same mail goes.
      requireTls('false');
      await retryPendingMail(await database());
      await deliverDueMail();
      expect((await outboxRow(id)).status).toBe('sent');
      expect(received('Only over TLS')).toHaveLength(1);
    } finally {
      requireTls('false');
    }
  });
});
